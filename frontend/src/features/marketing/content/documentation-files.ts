import { buildDocumentation } from './catalog';

/**
 * The documentation topics (src/content/documentation), bundled at build time with Vite's
 * import.meta.glob into the /documentation page's chunk only. Jest cannot compile import.meta:
 * jest.config.cjs maps this module to content-files.node.ts, which reads the same files with fs.
 */
const files = import.meta.glob<string>('/src/content/documentation/*/*.md', { query: '?raw', import: 'default', eager: true });

export const documentation = buildDocumentation(files);
