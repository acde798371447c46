// Context words near a match, the way Presidio's recognizers raise or require confidence: a window of characters before
// (and after) the match, lower-cased, tested against a word list.

export function windowBefore(text: string, start: number, size = 48): string {
  return text.slice(Math.max(0, start - size), start).toLowerCase();
}

export function windowAround(text: string, start: number, end: number, size = 48): string {
  return `${text.slice(Math.max(0, start - size), start)} ${text.slice(end, end + size)}`.toLowerCase();
}

/** A regex of whole words/phrases (accents allowed), matched against a lower-cased window. */
export function words(list: string[]): RegExp {
  const escaped = list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_])`, 'u');
}

/** Characters that glue a match to a longer token (so `123.456.789-09` inside `A123.456.789-09B` is not a CPF). */
export const touchesToken = (text: string, start: number, end: number): boolean =>
  /[\p{L}\p{N}_]/u.test(text[start - 1] ?? '') || /[\p{L}\p{N}_]/u.test(text[end] ?? '');

/**
 * Lower-cases ASCII and Latin-1 letters one code unit for one, so offsets in the folded text are offsets in the
 * original (String#toLowerCase may change the length, e.g. 'İ'). Phrase patterns run on this without the `i` flag,
 * which is several times faster.
 */
export function foldCase(text: string): string {
  return text.replace(/[A-Z\u00C0-\u00D6\u00D8-\u00DE]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/** A pattern written with capitals, for folded text: letters not escaped are lower-cased. */
export const foldPattern = (source: string): string => source.replace(/(?<!\\)[A-Z\u00C0-\u00D6\u00D8-\u00DE]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
