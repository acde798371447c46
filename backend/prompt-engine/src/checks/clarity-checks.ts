// Checks that feed the clarity score: can the model tell exactly what is asked?

import type { PromptDocument } from '../text/document';
import { CONTRADICTION_PAIRS, TOGGLEABLE_ELEMENTS, VAGUE_WORDS } from '../text/lexicon';
import { clamp01, distinctPhrases, findPhrases, humanList, humanListLimited, quote } from '../text/match';
import { findOutputFormat, findTaskVerb, imperativeVerb, stripLineMarker } from '../text/signals';
import { type Check, failed, notApplicable, passed } from './check';

/** Evidence lists are for display: a few items are enough. */
const EVIDENCE_LIMIT = 10;

export const taskVerbCheck: Check = {
  id: 'task-verb',
  title: 'Explicit task',
  dimension: 'clarity',
  weight: 25,
  suggestionType: 'clarity',
  kind: 'presence',
  run({ doc }) {
    const task = findTaskVerb(doc);
    if (!task) {
      return failed(0, 'No explicit task: the prompt never says what to do (write, summarize, classify, extract…).');
    }
    if (!task.imperative) {
      return failed(0.5, `The task is only implied: ${quote(task.verb)} is mentioned but never given as an instruction.`, [task.verb]);
    }
    return passed(`States the task with an explicit verb: ${quote(task.verb)}.`, [task.verb]);
  },
  suggestion: () => 'Give the main instruction as an imperative that names the task, at the start of a sentence.',
  example: (_finding, { task }) => task.instruction,
};

export const outputFormatCheck: Check = {
  id: 'output-format',
  title: 'Output format',
  dimension: 'clarity',
  weight: 20,
  suggestionType: 'structure',
  kind: 'presence',
  run({ doc }) {
    const format = findOutputFormat(doc);
    if (format.shapes.length > 0) {
      const length = format.lengths.length > 0 ? ` and its length (${format.lengths.map(quote).join(', ')})` : '';
      return passed(`Specifies the output format (${format.shapes.map(quote).join(', ')})${length}.`, [...format.shapes, ...format.lengths]);
    }
    if (format.lengths.length > 0) {
      return passed(`Specifies the length of the output (${format.lengths.map(quote).join(', ')}).`, format.lengths, 0.8);
    }
    return failed(0, 'No output format: nothing says whether to answer in prose, a list, a table or JSON, or how long.');
  },
  suggestion: () => 'Describe the exact shape of the answer: JSON with named keys, a table with its columns, or N bullet points.',
  example: (_finding, { task }) => `Output format: ${task.outputFormat}`,
};

/** Vague words per 100 words at which the score reaches 0. */
const VAGUE_DENSITY_LIMIT = 4;

export const vagueLanguageCheck: Check = {
  id: 'vague-language',
  title: 'Precise wording',
  dimension: 'clarity',
  weight: 15,
  suggestionType: 'specificity',
  kind: 'absence',
  run({ doc }) {
    const hits = findPhrases(doc.instructions, VAGUE_WORDS);
    if (hits.length === 0) {
      return passed('Precise wording: no vague words such as "some", "various" or "etc.".');
    }
    const density = (hits.length / Math.max(doc.wordCount, 50)) * 100;
    const words = distinctPhrases(hits);
    return failed(
      clamp01(1 - density / VAGUE_DENSITY_LIMIT),
      `Vague wording leaves the model guessing: ${words.map(quote).join(', ')} (${hits.length} in total).`,
      words,
    );
  },
  suggestion: (finding) =>
    `Replace ${humanList(finding.evidence.slice(0, 4).map(quote))} with exact amounts, names or criteria.`,
  example: () => '"Give some tips, etc." → "Give 3 tips, each under 20 words."',
};

export interface Contradiction {
  first: string;
  second: string;
}

const NEGATION = "(?:don't|do not|never|avoid|no|without)\\s+(?:using\\s+|use\\s+|include\\s+|including\\s+|add\\s+|adding\\s+)?(?:any\\s+)?";
const ELEMENTS = TOGGLEABLE_ELEMENTS.map((element) => element.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const NEGATED_ELEMENT = new RegExp(`(?<![\\p{L}])${NEGATION}(${ELEMENTS})(?![\\p{L}])`, 'giu');
const ASKED_ELEMENT = new RegExp(`(?<![\\p{L}])(?:use|include|add|with)\\s+(?:a\\s+|some\\s+|the\\s+)?(${ELEMENTS})(?![\\p{L}])`, 'giu');

/** Pairs of instructions that pull in opposite directions, in the order they appear. */
export function findContradictions(doc: PromptDocument): Contradiction[] {
  const found: Contradiction[] = [];
  for (const pair of CONTRADICTION_PAIRS) {
    const first = findPhrases(doc.instructions, pair.first);
    const second = findPhrases(doc.instructions, pair.second);
    if (first.length > 0 && second.length > 0) {
      const [a, b] = first[0].index < second[0].index ? [first[0], second[0]] : [second[0], first[0]];
      found.push({ first: a.text, second: b.text });
    }
  }
  const negated = Array.from(doc.instructions.matchAll(NEGATED_ELEMENT));
  const negatedSpans = negated.map((match) => [match.index, match.index + match[0].length] as const);
  for (const asked of doc.instructions.matchAll(ASKED_ELEMENT)) {
    if (negatedSpans.some(([start, end]) => asked.index >= start && asked.index < end)) continue;
    const element = asked[1].toLowerCase();
    const opposite = negated.find((match) => match[1].toLowerCase() === element);
    if (opposite && !found.some((contradiction) => contradiction.first === opposite[0] || contradiction.second === opposite[0])) {
      const [a, b] = opposite.index < asked.index ? [opposite[0], asked[0]] : [asked[0], opposite[0]];
      found.push({ first: a, second: b });
    }
  }
  return found;
}

export const contradictionsCheck: Check = {
  id: 'contradictions',
  title: 'Consistent instructions',
  dimension: 'clarity',
  weight: 15,
  suggestionType: 'clarity',
  kind: 'absence',
  run({ doc }) {
    const contradictions = findContradictions(doc);
    if (contradictions.length === 0) {
      return passed('Instructions are consistent: none contradicts another.');
    }
    const described = contradictions.map(({ first, second }) => `${quote(first)} conflicts with ${quote(second)}`);
    return failed(
      clamp01(1 - 0.5 * contradictions.length),
      `Contradictory instructions: ${described.join('; ')}.`,
      contradictions.flatMap(({ first, second }) => [first, second]),
    );
  },
  suggestion: () => 'Decide which instruction wins and remove the other, or say when each one applies.',
  example: () => '"Be brief but explain in detail" → "Answer in at most 150 words; go into detail only on the main risk."',
};

export const variablesCheck: Check = {
  id: 'variables',
  title: 'Template variables',
  dimension: 'clarity',
  weight: 10,
  suggestionType: 'clarity',
  kind: 'presence',
  run({ doc, declaredVariables }) {
    const { uses, documented, malformed } = doc.variables;
    const defined = new Set([...declaredVariables, ...documented]);
    const used = [...new Set(uses.map((use) => use.name))];
    if (used.length === 0 && malformed.length === 0 && defined.size === 0) return notApplicable();

    const undefinedNames = used.filter((name) => !defined.has(name));
    const unused = [...defined].filter((name) => !used.includes(name));
    const placeholders = (names: readonly string[]) => humanListLimited(names.map((name) => `{{${name}}}`));
    const problems = [
      undefinedNames.length > 0 && `undefined ${placeholders(undefinedNames)} (neither declared nor documented in the prompt)`,
      unused.length > 0 && `unused ${placeholders(unused)} (declared but never used)`,
      malformed.length > 0 &&
        `malformed ${humanListLimited(malformed.map((variable) => `${quote(variable.text)} ${variable.reason}`), 3)}`,
    ].filter((problem): problem is string => Boolean(problem));
    if (problems.length === 0) {
      return passed(`Every variable is defined and used: ${humanListLimited(used.map((name) => `{{${name}}}`))}.`, used.slice(0, EVIDENCE_LIMIT));
    }
    const count = undefinedNames.length + unused.length + malformed.length;
    return failed(
      clamp01(1 - 0.35 * count),
      `Variable problems: ${problems.join('; ')}.`,
      [...undefinedNames, ...unused, ...malformed.map((variable) => variable.text)].slice(0, EVIDENCE_LIMIT),
    );
  },
  suggestion: () =>
    'Write each placeholder as {{name}}, use every declared variable, and define each one: in the variables list, or with a line such as "- {{name}}: what it holds".',
  example: (finding, { task }) => {
    const name = finding.evidence.find((item) => /^[A-Za-z_][\w.-]*$/.test(item)) ?? task.inputName;
    return `Variables:\n- {{${name}}}: ${describeVariable(name)}`;
  },
};

/** "customer_name" → "the customer name". */
export function describeVariable(name: string): string {
  return `the ${name.replace(/[_.-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}

export const LONG_SENTENCE_WORDS = 40;

export const sentenceLengthCheck: Check = {
  id: 'sentence-length',
  title: 'Sentence length',
  dimension: 'clarity',
  weight: 10,
  suggestionType: 'clarity',
  kind: 'absence',
  run({ doc }) {
    const long = doc.sentences.filter((sentence) => sentence.words > LONG_SENTENCE_WORDS);
    if (long.length === 0) {
      return passed(`Sentences are easy to follow: none is over ${LONG_SENTENCE_WORDS} words.`);
    }
    const longWords = long.reduce((sum, sentence) => sum + sentence.words, 0);
    const longest = long.reduce((max, sentence) => (sentence.words > max.words ? sentence : max));
    const opening = longest.text.split(/\s+/).slice(0, 10).join(' ');
    return failed(
      clamp01(1 - (1.5 * longWords) / Math.max(doc.wordCount, 1)),
      `${long.length} sentence${long.length > 1 ? 's are' : ' is'} over ${LONG_SENTENCE_WORDS} words (the longest has ${longest.words}: '${opening}…').`,
      long.slice(0, EVIDENCE_LIMIT).map((sentence) => sentence.text.split(/\s+/).slice(0, 10).join(' ')),
    );
  },
  suggestion: () => 'Split long sentences so that each one carries a single instruction.',
  example: () => '"Read the ticket and work out the product, and then, if it is a bug, …" → "Read the ticket. Name the product. If it is a bug, …"',
};

const NEGATIVE_START = /^(?:please\s+)?(?:do not|don't|never|avoid|not|refrain from|stop)\b/i;
const NEGATIVE_INSIDE = /\b(?:must not|mustn't|should not|shouldn't|cannot|can't|may not)\b/i;
const HAS_ALTERNATIVE = /\b(?:instead|rather|but|except|unless|only)\b|[;,:]\s*(?:use|write|say|give|keep|respond|reply|answer|return|ask|focus|stick)\b/i;
const POSITIVE_START = /^(?:use|keep|include|focus|start|end|add|mention|cite|follow|ask|stay|be|ensure|make sure|return|output|respond|answer|always)\b/i;

export interface InstructionBalance {
  positive: number;
  /** Negative instructions that also say what to do instead. */
  negativeWithAlternative: number;
  /** Negative instructions and nothing else. */
  bareNegative: string[];
}

export function instructionBalance(doc: PromptDocument): InstructionBalance {
  const balance: InstructionBalance = { positive: 0, negativeWithAlternative: 0, bareNegative: [] };
  for (const sentence of doc.sentences) {
    const text = stripLineMarker(sentence.text);
    if (NEGATIVE_START.test(text) || NEGATIVE_INSIDE.test(text)) {
      if (HAS_ALTERNATIVE.test(text)) balance.negativeWithAlternative++;
      else balance.bareNegative.push(text);
    } else if (imperativeVerb(text) || POSITIVE_START.test(text) || /\byou (?:should|must|will)\b/i.test(text)) {
      balance.positive++;
    }
  }
  return balance;
}

export const negativeOnlyCheck: Check = {
  id: 'negative-only',
  title: 'Positive instructions',
  dimension: 'clarity',
  weight: 5,
  suggestionType: 'clarity',
  kind: 'absence',
  run({ doc }) {
    const balance = instructionBalance(doc);
    const total = balance.positive + balance.negativeWithAlternative + balance.bareNegative.length;
    if (total === 0) return notApplicable();
    const share = balance.bareNegative.length / total;
    const score = share <= 1 / 3 ? 1 : clamp01((1 - share) * 1.5);
    if (score >= 0.8) {
      return passed('Instructions say what to do, not only what to avoid.', [], score);
    }
    return failed(
      score,
      `${balance.bareNegative.length} of ${total} instructions only say what not to do (${quote(balance.bareNegative[0])}).`,
      balance.bareNegative.slice(0, EVIDENCE_LIMIT),
    );
  },
  suggestion: () => 'Pair each "don\'t" with what the model should do instead: models follow positive instructions more reliably.',
  example: () => '"Don\'t use jargon." → "Use plain words a new customer would understand."',
};
