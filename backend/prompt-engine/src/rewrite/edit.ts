// Text edits that leave data blocks alone and keep the prose readable after words are cut.

import { findRegions } from '../text/document';
import { capitalize, phraseRegex } from '../text/match';

/** Applies `edit` to the parts of the text outside data blocks (quoted input, code, examples pass unchanged). */
export function editInstructions(text: string, edit: (segment: string) => string): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const region of findRegions(text)) {
    if (!region.data || region.start < cursor) continue;
    parts.push(edit(text.slice(cursor, region.start)), text.slice(region.start, region.end));
    cursor = region.end;
  }
  parts.push(edit(text.slice(cursor)));
  return parts.join('');
}

function isSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[ \t>*\-•]/.test(text[i])) i--;
  return i < 0 || /[\n.!?]/.test(text[i]);
}

/**
 * Replaces whole-word phrases (case-insensitive) with `replacementOf(phrase)`. When a phrase that opens a sentence
 * is deleted, the punctuation it leaves behind goes too and the next word is capitalised.
 */
export function replacePhrases(
  text: string,
  phrases: readonly string[],
  replacementOf: (phrase: string, after: string) => string,
): string {
  let out = '';
  let cursor = 0;
  let reopenSentence = false;
  const append = (chunk: string) => {
    if (reopenSentence) {
      const trimmed = chunk.replace(/^[\s,;:!.]+/, '');
      if (trimmed === '') return;
      chunk = capitalize(trimmed);
      reopenSentence = false;
    }
    out += chunk;
  };
  for (const match of text.matchAll(phraseRegex(phrases))) {
    if (match.index < cursor) continue;
    const atStart = isSentenceStart(text, match.index);
    append(text.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    const replacement = replacementOf(match[0].toLowerCase(), text.slice(cursor, cursor + 3));
    if (replacement) {
      append(atStart || /^[A-Z]/.test(match[0]) ? capitalize(replacement) : replacement);
    } else if (atStart) {
      if (out !== '' && !/\s$/.test(out)) out += ' ';
      reopenSentence = true;
    }
  }
  append(text.slice(cursor));
  return tidy(out);
}

/**
 * Repairs what deleting words leaves behind: doubled spaces, " ,", ", .", empty brackets, punctuation-only lines.
 * Runs of blanks are matched from their first character only (the look-behinds), so long runs stay linear.
 */
export function tidy(text: string): string {
  return text
    .replace(/(\S)[ \t]{2,}/g, '$1 ')
    .replace(/(?<![ \t])[ \t]+([,.;:!?)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/[,;]\s*([.!?)])/g, '$1')
    .replace(/(?<![ \t])[ \t]+$/gm, '')
    .replace(/^[ \t]*(?:[*•]\s*)?[.,;:!?]+[ \t]*$\n?/gm, '');
}

/** The bounds of the sentence around `index`: from after the previous . ! ? or line break to its own end mark. */
export function sentenceBounds(text: string, index: number): { start: number; end: number } {
  let start = index;
  while (start > 0 && !/[\n.!?]/.test(text[start - 1])) start--;
  let end = index;
  while (end < text.length && !/[\n.!?]/.test(text[end])) end++;
  if (end < text.length && text[end] !== '\n') end++;
  return { start, end };
}

/** Removes the sentence that contains `index` (and the space after it). */
export function removeSentenceAt(text: string, index: number): string {
  const { start, end } = sentenceBounds(text, index);
  let after = end;
  while (text[after] === ' ' || text[after] === '\t') after++;
  return text.slice(0, start) + text.slice(after);
}
