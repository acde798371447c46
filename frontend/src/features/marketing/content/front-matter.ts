/**
 * The front matter of a content file (src/content/README.md): `key: value` lines between `---` fences,
 * then the Markdown body. A few flat string fields only, so no YAML parser ships to the browser.
 */
export interface ParsedContentFile {
  data: Record<string, string>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(raw: string): ParsedContentFile {
  const match = FENCE.exec(raw);
  if (!match) return { data: {}, body: raw.trim() };
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    const key = line.slice(0, separator).trim();
    let value = line.slice(separator + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    data[key] = value;
  }
  return { data, body: raw.slice(match[0].length).trim() };
}

/** The text a reader sees, for search: Markdown syntax (fences, emphasis, link targets, table bars) removed. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/(^|\s)_{1,2}([^_\n]+?)_{1,2}(?=[\s.,;:!?)]|$)/gm, '$1$2')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[|*`]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
