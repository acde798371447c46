import { markdownToPlainText } from './front-matter';

/**
 * Search for the public documentation and guides: case- and accent-insensitive ('Otimizacao' finds
 * 'otimização', 'TOKEN' finds 'token'), with the matched ranges in the original text for highlighting.
 */

/** One character of `text` → its folded form: lower case, diacritics removed (é → e, ç → c). */
function foldChar(char: string): string {
  return char.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The folded text and, for each folded character, the index of the original character it came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let i = 0; i < f.length; i += 1) origin.push(index);
    folded += f;
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The query as search compares it: folded, with runs of white space as one space, trimmed. */
export function normalizeQuery(query: string): string {
  return fold(query.trim().replace(/\s+/g, ' ')).folded;
}

export function normalizeText(text: string): string {
  return fold(text).folded;
}

export interface Range {
  start: number;
  end: number;
}

/** Every non-overlapping occurrence of `query` in `text`, as ranges of the original `text`. */
export function findMatches(text: string, query: string): Range[] {
  const needle = normalizeQuery(query);
  if (!needle) return [];
  const { folded, origin } = fold(text);
  const ranges: Range[] = [];
  let from = 0;
  for (;;) {
    const at = folded.indexOf(needle, from);
    if (at < 0) break;
    ranges.push({ start: origin[at], end: origin[at + needle.length] });
    from = at + needle.length;
  }
  return ranges;
}

export function matches(text: string, query: string): boolean {
  const needle = normalizeQuery(query);
  return needle === '' || normalizeText(text).includes(needle);
}

export interface Segment {
  text: string;
  match: boolean;
}

/** `text` cut into plain and matched segments, in order (all of `text`, once). */
export function highlightSegments(text: string, query: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const { start, end } of findMatches(text, query)) {
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last), match: false });
  return segments;
}

const plainTexts = new Map<string, string>();

/**
 * The text a reader sees in a Markdown body, computed on the first search rather than when the page
 * loads (it is CPU work a first visit does not need), then kept.
 */
export function plainTextOf(markdown: string): string {
  let text = plainTexts.get(markdown);
  if (text === undefined) {
    text = markdownToPlainText(markdown);
    plainTexts.set(markdown, text);
  }
  return text;
}

/** Entries whose title, description or text contains the query (all of them for an empty query), in their order. */
export function searchEntries<T extends { title: string; description: string; content: string }>(entries: readonly T[], query: string): T[] {
  if (!normalizeQuery(query)) return [...entries];
  return entries.filter((entry) => matches(entry.title, query) || matches(entry.description, query) || matches(plainTextOf(entry.content), query));
}

/** A short excerpt of `text` around the first match (for result lists), or '' when there is none. */
export function excerptAround(text: string, query: string, radius = 80): string {
  const [first] = findMatches(text, query);
  if (!first) return '';
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, first.start - radius)) + 1);
  const endSpace = text.indexOf(' ', Math.min(text.length, first.end + radius));
  const end = endSpace < 0 ? text.length : endSpace;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

/** 'Context windows & costs' → 'context-windows-costs': lower case, no accents, words joined by '-'. */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
