// Phrase matching that stays linear on long inputs: one alternation of literal phrases, word boundaries done with
// single-character look-arounds, no nested quantifiers.

export interface PhraseHit {
  /** The phrase as written in the lexicon (lower case). */
  phrase: string;
  /** The text as it appears in the prompt. */
  text: string;
  index: number;
}

const compiled = new WeakMap<readonly string[], RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive regex that matches any of the phrases as whole words (longest phrase first). */
export function phraseRegex(phrases: readonly string[]): RegExp {
  let regex = compiled.get(phrases);
  if (!regex) {
    const alternatives = [...phrases].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(escapeRegExp);
    regex = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
    compiled.set(phrases, regex);
  }
  return regex;
}

/** Every whole-word occurrence of the phrases in the text, in order. */
export function findPhrases(text: string, phrases: readonly string[]): PhraseHit[] {
  const regex = phraseRegex(phrases);
  regex.lastIndex = 0;
  const hits: PhraseHit[] = [];
  for (const match of text.matchAll(regex)) {
    hits.push({ phrase: match[0].toLowerCase(), text: match[0], index: match.index });
  }
  return hits;
}

export function containsPhrase(text: string, phrases: readonly string[]): boolean {
  const regex = phraseRegex(phrases);
  regex.lastIndex = 0;
  return regex.test(text);
}

/** Distinct phrases found, in order of first appearance. */
export function distinctPhrases(hits: readonly PhraseHit[]): string[] {
  return [...new Set(hits.map((hit) => hit.phrase))];
}

/** Lower-case words (letters, digits, inner apostrophes), in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/** A light stem so that "summary"/"summarize", "tickets"/"ticket" and "weekly"/"week" meet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4) {
    w = w.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|ly|es|s)$/, '');
  }
  return w.slice(0, 6);
}

export function quote(text: string): string {
  return `'${text}'`;
}

/** "a", "a and b", "a, b and c" */
export function humanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "a, b and c", or "a, b, c and 7 more" when there are more than `limit` items. */
export function humanListLimited(items: readonly string[], limit = 5): string {
  if (items.length <= limit) return humanList(items);
  return `${items.slice(0, limit).join(', ')} and ${items.length - limit} more`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
