import { buildGuides } from './catalog';

/** The guides (src/content/guides), bundled into the /guides page's chunk only (see documentation-files.ts). */
const files = import.meta.glob<string>('/src/content/guides/*.md', { query: '?raw', import: 'default', eager: true });

export const guides = buildGuides(files);
