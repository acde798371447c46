import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDocumentation, buildGuides } from './catalog';

/**
 * documentation-files.ts and guide-files.ts for Jest (jest.config.cjs maps them here): the same Markdown files of src/content,
 * read with fs instead of Vite's import.meta.glob.
 */
export const CONTENT_DIR = join(__dirname, '..', '..', '..', 'content');

function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) {
      const path = join(entry.parentPath, entry.name);
      files[path] = readFileSync(path, 'utf8');
    }
  }
  return files;
}

export const documentationFiles = readTree(join(CONTENT_DIR, 'documentation'));
export const guideFiles = readTree(join(CONTENT_DIR, 'guides'));
export const documentation = buildDocumentation(documentationFiles);
export const guides = buildGuides(guideFiles);
