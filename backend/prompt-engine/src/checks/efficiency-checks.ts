// Checks that feed the efficiency score: tokens that cost money and add nothing.

import type { PromptDocument } from '../text/document';
import { FILLER_PHRASES } from '../text/lexicon';
import { clamp01, distinctPhrases, findPhrases, quote } from '../text/match';
import { type Check, failed, passed } from './check';

export const FILLER_WORDS = Object.keys(FILLER_PHRASES);

/** Filler phrases per 100 words at which the score reaches 0. */
const FILLER_DENSITY_LIMIT = 5;

export const fillerCheck: Check = {
  id: 'filler',
  title: 'No filler',
  dimension: 'efficiency',
  weight: 50,
  suggestionType: 'efficiency',
  kind: 'absence',
  run({ doc }) {
    const hits = findPhrases(doc.instructions, FILLER_WORDS);
    if (hits.length === 0) {
      return passed('Every word earns its tokens: no filler such as "I would like you to" or "please kindly".');
    }
    const density = (hits.length / Math.max(doc.wordCount, 50)) * 100;
    const phrases = distinctPhrases(hits);
    return failed(
      clamp01(1 - density / FILLER_DENSITY_LIMIT),
      `Filler that costs tokens and adds nothing: ${phrases.map(quote).join(', ')} (${hits.length} in total).`,
      phrases,
    );
  },
  suggestion: (finding) => {
    const [first] = finding.evidence;
    const shorter = FILLER_PHRASES[first];
    return shorter
      ? `Cut the filler: write ${quote(shorter)} instead of ${quote(first)}, and drop the rest.`
      : `Cut the filler, starting with ${quote(first)}: start with the instruction itself.`;
  },
  example: () => '"I would like you to please kindly summarize, in order to help me, the text" → "Summarize the text"',
};

export interface Repetition {
  sentence: string;
  times: number;
  /** Words spent on the copies after the first. */
  wastedWords: number;
}

/** Sentences of five or more words that appear more than once (ignoring case, spacing and final punctuation). */
function findRepetitions(doc: PromptDocument): Repetition[] {
  const seen = new Map<string, Repetition>();
  for (const sentence of doc.sentences) {
    if (sentence.words < 5) continue;
    const key = normalizeSentence(sentence.text);
    const repetition = seen.get(key);
    if (repetition) {
      repetition.times++;
      repetition.wastedWords += sentence.words;
    } else {
      seen.set(key, { sentence: sentence.text, times: 1, wastedWords: 0 });
    }
  }
  return [...seen.values()].filter((repetition) => repetition.times > 1);
}

export function normalizeSentence(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[\s>*\-•]*(?:\d+[.)]\s*)?/, '')
    .replace(/(?<![\s.!?;:,])[\s.!?;:,]+$/, '')
    .replace(/\s+/g, ' ');
}

export const repetitionCheck: Check = {
  id: 'repetition',
  title: 'No repetition',
  dimension: 'efficiency',
  weight: 50,
  suggestionType: 'efficiency',
  kind: 'absence',
  run({ doc }) {
    const repetitions = findRepetitions(doc);
    if (repetitions.length === 0) {
      return passed('Each instruction is stated once: no repeated lines.');
    }
    const wasted = repetitions.reduce((sum, repetition) => sum + repetition.wastedWords, 0);
    const [first] = repetitions;
    const opening = first.sentence.split(/\s+/).slice(0, 10).join(' ');
    return failed(
      clamp01(1 - (3 * wasted) / Math.max(doc.wordCount, 1)),
      `${repetitions.length} instruction${repetitions.length > 1 ? 's are' : ' is'} repeated, wasting ${wasted} words (${quote(opening)} appears ${first.times} times).`,
      repetitions.slice(0, 10).map((repetition) => repetition.sentence),
    );
  },
  suggestion: () => 'State each instruction once; if one matters most, say so once ("Most important: …").',
  example: () => '"Answer only from the text." written three times → once, as "Most important: answer only from the text."',
};
