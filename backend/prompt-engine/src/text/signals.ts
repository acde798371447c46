// Detectors for the concrete things a prompt can contain: a role, a task verb, an output format, constraints,
// examples, input data. Checks, the context check, DNA and coaching all read prompts through these.

import type { PromptDocument } from './document';
import {
  AUDIENCE_TERMS,
  FORMAT_TERMS,
  GENERIC_ROLE_WORDS,
  ROLE_NOUNS,
  RULE_TERMS,
  TASK_LEAD_INS,
  TASK_VERBS,
  TONE_TERMS,
} from './lexicon';
import { distinctPhrases, findPhrases, wordsOf } from './match';

// ------------------------------------------------------------------------------------------------------- role

export interface RoleStatement {
  /** The role as written ("a senior Python developer"). */
  phrase: string;
  /** "a helpful assistant" and the like. */
  generic: boolean;
}

const ROLE_LEAD = /(?<![\p{L}])(?:you are|you're|act as|acting as|you will act as|assume the role of|imagine you are|pretend to be|pretend you are|your role is(?: to be)?|role:|persona:)[ \t]+([^.,;:!?\n]{1,120})/giu;
const AS_A_ROLE = new RegExp(`(?<![\\p{L}])as (?:an?|the) ((?:[\\p{L}-]+ ){0,4}(?:${ROLE_NOUNS.join('|')}))s?(?![\\p{L}])`, 'giu');

export function findRole(doc: PromptDocument): RoleStatement | undefined {
  for (const match of doc.instructions.matchAll(ROLE_LEAD)) {
    const lead = match[0].slice(0, match[0].length - match[1].length).trim().toLowerCase();
    const phrase = match[1].trim().split(/\s+/).slice(0, 8).join(' ');
    // "You are going to…" / "You are given…" describe the situation, not a persona.
    if ((lead === 'you are' || lead === "you're") && !/^(?:an?|the)\s/i.test(phrase) && !startsWithRoleWord(phrase)) {
      continue;
    }
    return { phrase, generic: isGenericRole(phrase) };
  }
  for (const match of doc.instructions.matchAll(AS_A_ROLE)) {
    // "As a senior analyst, …" opens a sentence; "…such as a teacher" does not set a persona.
    const before = doc.instructions.slice(Math.max(0, match.index - 40), match.index).trimEnd();
    if (before === '' || /[.!?\n:]$/.test(before)) {
      return { phrase: `a ${match[1]}`, generic: isGenericRole(match[1]) };
    }
  }
  return undefined;
}

function startsWithRoleWord(phrase: string): boolean {
  const first = wordsOf(phrase)[0] ?? '';
  return ['expert', 'experienced', 'senior', 'professional', 'seasoned', 'skilled', 'world-class'].includes(first) ||
    ROLE_NOUNS.includes(first);
}

function isGenericRole(phrase: string): boolean {
  // Only the words up to a relative clause count: "a helpful assistant that writes SQL" is specific enough.
  const head = phrase.split(/\b(?:that|who|which|with|for|specialised|specialized|in)\b/i)[0];
  const words = wordsOf(head);
  return words.length > 0 && words.every((word) => GENERIC_ROLE_WORDS.has(word));
}

// -------------------------------------------------------------------------------------------------- task verb

export interface TaskVerb {
  verb: string;
  /** Stated as an instruction ("Summarize…", "You should summarize…") rather than merely mentioned. */
  imperative: boolean;
}

/** What can precede the words of an instruction on its line: bullets, quote marks, numbers, <tags>. */
const LINE_MARKER = /^(?:[\s>*\-•]|<\/?[A-Za-z][\w-]{0,40}>)*(?:\d+[.)]\s*)?/;

export function stripLineMarker(text: string): string {
  return text.replace(LINE_MARKER, '');
}

export function findTaskVerb(doc: PromptDocument): TaskVerb | undefined {
  for (const sentence of doc.sentences) {
    const verb = imperativeVerb(sentence.text);
    if (verb) return { verb, imperative: true };
  }
  const mentioned = doc.words.find((word) => TASK_VERBS.has(word));
  return mentioned ? { verb: mentioned, imperative: false } : undefined;
}

/** The task verb a sentence opens with, after bullets, lead-ins ("please", "your task is to") and a comma. */
export function imperativeVerb(sentence: string): string | undefined {
  let rest = stripLineMarker(sentence).toLowerCase();
  for (let strip = 0; strip < 3; strip++) {
    const lead = TASK_LEAD_INS.find((candidate) => rest.startsWith(`${candidate} `) || rest.startsWith(`${candidate},`));
    if (!lead) break;
    rest = rest.slice(lead.length).replace(/^[\s,]+/, '');
  }
  const first = rest.match(/^[a-z]+/)?.[0];
  return first && TASK_VERBS.has(first) ? first : undefined;
}

// ---------------------------------------------------------------------------------------------- output format

const LENGTH_SPEC =
  /(?<![\p{L}\p{N}])(?:(?:\d+(?:\s*(?:-|–|to)\s*\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a single)\s+(?:words?|sentences?|paragraphs?|bullets?|bullet points?|lines?|characters?|chars|items?|points?|tokens?|pages?|examples?|options?|ideas?|questions?|steps?|tips?|reasons?|sections?|slides?|tweets?|headlines?|titles?|names?|variations?)|(?:at most|no more than|up to|under|maximum of|max\.?|fewer than|less than|within|at least|between)\s+\d+)(?![\p{L}\p{N}])/giu;

export interface OutputFormat {
  /** Shapes named: JSON, table, bullet points… */
  shapes: string[];
  /** Length specifications: "3 bullet points", "at most 100". */
  lengths: string[];
}

export function findOutputFormat(doc: PromptDocument): OutputFormat {
  return { shapes: distinctPhrases(findPhrases(doc.instructions, FORMAT_TERMS)), lengths: findLengths(doc.instructions) };
}

export function findLengths(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(LENGTH_SPEC), (match) => match[0].toLowerCase()))];
}

// ------------------------------------------------------------------------------------------------ constraints

export interface Constraints {
  length: string[];
  tone: string[];
  audience: string[];
  rules: string[];
}

export function findConstraints(doc: PromptDocument): Constraints {
  const text = doc.instructions;
  const briefness = distinctPhrases(findPhrases(text, ['brief', 'briefly', 'concise', 'concisely', 'short', 'succinct']));
  return {
    length: [...findLengths(text), ...briefness],
    tone: distinctPhrases(findPhrases(text, TONE_TERMS)),
    audience: distinctPhrases(findPhrases(text, AUDIENCE_TERMS)),
    rules: distinctPhrases(findPhrases(text, RULE_TERMS)),
  };
}

export function constraintKindsFound(constraints: Constraints): Array<keyof Constraints> {
  return (Object.keys(constraints) as Array<keyof Constraints>).filter((kind) => constraints[kind].length > 0);
}

// --------------------------------------------------------------------------------------------------- examples

export interface Examples {
  /** Worked examples: "Example:" blocks, <example> tags, Input/Output or Q/A pairs. */
  blocks: number;
  /** Inline examples: "for example", "e.g.", "for instance". */
  inline: number;
}

export function findExamples(doc: PromptDocument): Examples {
  let labelled = 0;
  let inputs = 0;
  let outputs = 0;
  for (const line of doc.text.split('\n')) {
    if (/^\s*(?:#{1,6}\s*)?(?:\*\*)?(?:example|sample)s?(?:\s+[\w-]+){0,3}(?:\*\*)?\s*(?::|$)/i.test(line)) labelled++;
    // Only filled-in pairs count: "Input: {{text}}" followed by an empty "Output:" is a template, not an example.
    if (/^\s*(?:\*\*)?(?:input|user|q|question)(?:\s+\d+)?(?:\*\*)?\s*:\s*\S/i.test(line)) inputs++;
    if (/^\s*(?:\*\*)?(?:output|assistant|a|answer)(?:\s+\d+)?(?:\*\*)?\s*:\s*\S/i.test(line)) outputs++;
  }
  const tagged = doc.regions.filter((region) => region.kind === 'tag' && /^examples?$/.test(region.name ?? '')).length;
  const inline = findPhrases(doc.instructions, ['for example', 'e.g.', 'for instance', 'such as']).length;
  return { blocks: Math.max(labelled, Math.min(inputs, outputs), tagged), inline };
}

// ------------------------------------------------------------------------------------------------- input data

const INPUT_REFERENCE =
  /(?<![\p{L}])(?:following|below|above|attached|provided|given|pasted|enclosed|this|these)\s+(?:text|article|document|email|e-mail|message|code|snippet|data|dataset|passage|paragraph|review|reviews|transcript|content|input|report|story|essay|conversation|chat|ticket|tickets|list|table|json|csv|file|post|tweet|comments?|feedback|notes|query|sentences?|description|logs?|function|script|excerpt|abstract|paper|contract|invoices?|resume|cv|records|items|posts|source)(?![\p{L}])|(?<![\p{L}])(?:text|article|document|email|message|code|data|passage|review|transcript|content|input)\s+(?:below|above)(?![\p{L}])|(?<![\p{L}])here (?:is|are)\s+the\s/giu;

export interface InputData {
  /** The prompt hands over data: a {{variable}}, a delimited data block, or "the text below". */
  present: boolean;
  references: string[];
  dataBlocks: number;
  /** Data blocks plus separator-fenced blocks. */
  delimitedBlocks: number;
  /** {{variables}} that sit in the running text, not inside a block or quotes. */
  bareVariables: string[];
}

export function findInputData(doc: PromptDocument): InputData {
  const references = [...new Set(Array.from(doc.instructions.matchAll(INPUT_REFERENCE), (match) => match[0].trim().toLowerCase()))];
  const dataBlocks = doc.regions.filter((region) => region.data).length;
  const delimitedBlocks = dataBlocks + doc.regions.filter((region) => region.kind === 'separator').length;
  const bareVariables = [...new Set(doc.variables.uses.filter((use) => !use.delimited).map((use) => use.name))];
  return {
    present: references.length > 0 || dataBlocks > 0 || doc.variables.uses.length > 0,
    references,
    dataBlocks,
    delimitedBlocks,
    bareVariables,
  };
}

// ------------------------------------------------------------------------------------------------- structure

export function numberedSteps(doc: PromptDocument): number {
  let expected = 1;
  let longest = 0;
  for (const line of doc.lines) {
    const number = /^\s*(\d{1,3})[.)]\s+\S/.exec(line)?.[1];
    if (number === undefined) continue;
    expected = Number(number) === expected ? expected + 1 : Number(number) === 1 ? 2 : expected;
    longest = Math.max(longest, expected - 1);
  }
  return longest;
}

const STEP_BY_STEP = [
  'step by step', 'step-by-step', 'think through', 'think it through', 'reason through', 'work through',
  'show your reasoning', 'show your work', 'explain your reasoning', 'before answering', 'chain of thought',
  'walk through',
];

export function stepByStepCues(doc: PromptDocument): string[] {
  const cues = distinctPhrases(findPhrases(doc.instructions, STEP_BY_STEP));
  const opens = (pattern: RegExp) => doc.sentences.some((sentence) => pattern.test(stripLineMarker(sentence.text)));
  if (opens(/^first\b/i) && opens(/^(?:then|next|finally|after that)\b/i)) cues.push('first … then');
  return cues;
}

const SECTION_LABEL = /^\s*(?:#{1,6}\s+\S|(?:\*\*)?(?:role|task|context|background|output format|format|constraints|rules|examples|audience|tone|goal|objective|steps|instructions|requirements|variables)(?:\*\*)?\s*:)/i;

export function isSectionLabel(line: string): boolean {
  return SECTION_LABEL.test(line);
}

/** Labelled sections: Markdown headings or lines such as "Task:" and "Output format:". */
export function sectionCount(doc: PromptDocument): number {
  return doc.lines.filter(isSectionLabel).length;
}
