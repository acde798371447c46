import { buildDocumentation, buildGuides } from './catalog';

/**
 * The Markdown sources of src/content, bundled at build time (Vite's import.meta.glob). Jest cannot
 * compile import.meta, so tests read the same files with fs (content.test.ts) or mock this module.
 */
const documentationFiles = import.meta.glob<string>('/src/content/documentation/*/*.md', { query: '?raw', import: 'default', eager: true });
const guideFiles = import.meta.glob<string>('/src/content/guides/*.md', { query: '?raw', import: 'default', eager: true });

export const documentation = buildDocumentation(documentationFiles);
export const guides = buildGuides(guideFiles);
