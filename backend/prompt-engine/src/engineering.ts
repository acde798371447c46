// Prompt engineering assistant: suggestions for a target model family and a goal. Each suggestion replaces an exact
// segment of the input (`original_segment`), so the web app can highlight it; `improved_prompt_example` is the input
// with every suggestion applied. Builds on the Prompt Lab checks and adds what each vendor's published prompting
// guidance asks for (Anthropic, OpenAI, Google, Meta, DeepSeek, Perplexity).

import { inspectPrompt } from './analyze';
import { findContradictions } from './checks/clarity-checks';
import { normalizeSentence } from './checks/efficiency-checks';
import { exampleFor } from './task-types';
import type { PromptDocument } from './text/document';
import { FILLER_PHRASES, VAGUE_REPLACEMENTS, VAGUE_WORDS } from './text/lexicon';
import { countWords, findPhrases } from './text/match';
import { findConstraints, findExamples, findInputData, findOutputFormat, findRole, numberedSteps } from './text/signals';
import { countTokens } from './tokens';
import { assertValid } from './validation';

export const ENGINEERING_GOALS = ['clarity', 'conciseness', 'creativity', 'factual', 'instruction'] as const;
export type EngineeringGoal = (typeof ENGINEERING_GOALS)[number];
export const DEFAULT_ENGINEERING_GOAL: EngineeringGoal = 'clarity';

/** Spec §9: the goals' labels in the web app. */
export const ENGINEERING_GOAL_LABELS: Readonly<Record<EngineeringGoal, string>> = {
  clarity: 'Improve clarity and specificity',
  conciseness: 'Make more concise',
  creativity: 'Enhance creativity in responses',
  factual: 'Improve factual accuracy',
  instruction: 'Better instruction following',
};

export type ModelFamily = 'claude' | 'gpt' | 'gemini' | 'llama' | 'deepseek' | 'perplexity' | 'other';

export const ENGINEERING_MESSAGES = {
  promptRequired: 'Please enter a prompt to get engineering suggestions.',
  goalInvalid: `Goal must be one of: ${ENGINEERING_GOALS.join(', ')}`,
} as const;

export interface EngineeringRequest {
  promptContent: string;
  /** A catalogue model id: its family decides the model-specific suggestions and the tokenizer. */
  targetModel: string;
  /** The catalogue's provider of the model, when known (a better hint than the id). */
  provider?: string;
  goal?: EngineeringGoal;
}

export type EngineeringSuggestionType = 'clarity' | 'conciseness' | 'creativity' | 'factual' | 'instruction' | 'structure' | 'model';

export interface EngineeringSuggestion {
  type: EngineeringSuggestionType;
  /** An exact substring of the input. */
  original_segment: string;
  /** What replaces it. */
  suggested_change: string;
  reasoning: string;
}

export interface EngineeringResult {
  suggestions: EngineeringSuggestion[];
  improved_prompt_example: string;
  /** The goal's score (0–100) of the input and of the improved prompt. */
  goal_score_before: number;
  goal_score_after: number;
  /** Token counts with the target model's tokenizer. */
  tokens_before: number;
  tokens_after: number;
  model_family: ModelFamily;
  engine: 'offline';
}

/** Which vendor guidance applies to a model. */
export function modelFamily(modelId: string, provider?: string): ModelFamily {
  const id = modelId.toLowerCase();
  if (provider === 'perplexity' || /sonar|perplexity/.test(id)) return 'perplexity';
  if (provider === 'anthropic' || id.startsWith('claude')) return 'claude';
  if (provider === 'google' || id.startsWith('gemini')) return 'gemini';
  if (provider === 'deepseek' || id.startsWith('deepseek')) return 'deepseek';
  if (provider === 'meta' || /llama/.test(id)) return 'llama';
  if (provider === 'openai' || /^(?:gpt|o\d|chatgpt)/.test(id)) return 'gpt';
  return 'other';
}

export function validateEngineeringRequest(request: { promptContent?: unknown; goal?: unknown }): string[] {
  const messages: string[] = [];
  if (typeof request.promptContent !== 'string' || request.promptContent.trim() === '') messages.push(ENGINEERING_MESSAGES.promptRequired);
  if (request.goal !== undefined && !(ENGINEERING_GOALS as readonly unknown[]).includes(request.goal)) messages.push(ENGINEERING_MESSAGES.goalInvalid);
  return messages;
}

// ------------------------------------------------------------------------------------------------ goal scores

const FREEDOM = /\b(?:feel free|be creative|be original|unexpected|surprising|imaginative|inventive|take creative liberties|original ideas?|fresh angle)\b/i;
const STYLE = /\b(?:style|voice|vivid|playful|witty|tone)\b/i;
const GROUNDING = /\b(?:only (?:use|from|on)|based (?:only )?on the|from the (?:provided|given|material|sources?|context|documents?)|the (?:provided|given) (?:material|context|sources?|documents?)|do not (?:invent|make up|guess))\b/i;
const UNKNOWN = /\b(?:i don't know|i do not know|say (?:so|you don't know|that you don't know)|if (?:you are )?(?:unsure|not sure|uncertain)|when (?:the answer|information) is (?:missing|not)|cannot be found)\b/i;
const CITATIONS = /\b(?:cite|citations?|sources?|references?|quote the)\b/i;

/** Wordy prompt phrases and their shorter form (beyond the checks' filler list). */
const WORDY: Readonly<Record<string, string>> = {
  please: '',
  very: '',
  just: '',
  'make sure to': '',
  'make sure that': '',
  'be sure to': '',
  'your task is to': '',
  'i will provide you with': 'you get',
  'my first request is': 'first request:',
  'my first sentence is': 'first sentence:',
  'my first command is': 'first command:',
  'my first question is': 'first question:',
  'a lot of': 'many',
  'whether or not': 'whether',
  'in order for': 'for',
};
const SHORTER: Readonly<Record<string, string>> = { ...WORDY, ...FILLER_PHRASES };
const WASTE_WORDS = [...Object.keys(SHORTER), 'i want you to act as', 'i would like you to act as'];

/** 0–100: how well the prompt serves the goal. Each goal's measure is listed in the engine README. */
export function engineeringGoalScore(goal: EngineeringGoal, content: string, model = 'gpt-4o'): number {
  const inspection = inspectPrompt(content);
  const { doc, scores } = inspection;
  const score = (id: string) => (inspection.results.find(({ check }) => check.id === id)?.finding.score ?? 1) * 100;
  switch (goal) {
    case 'clarity':
      // The goal is "clarity and specificity".
      return Math.round((scores.clarity + scores.specificity) / 2);
    case 'conciseness': {
      // One decimal: a few wasted tokens in a long prompt still count.
      const total = countTokens(content, model).tokens;
      const wasted = wasteTokens(doc, content, model);
      return total === 0 ? 100 : Math.round(1000 * (1 - wasted / total)) / 10;
    }
    case 'creativity': {
      const role = findRole(doc);
      const constraints = findConstraints(doc);
      return Math.round(
        (role ? (role.generic ? 15 : 30) : 0) +
          (constraints.audience.length > 0 ? 20 : 0) +
          (FREEDOM.test(doc.text) ? 30 : 0) +
          (constraints.tone.length > 0 || STYLE.test(doc.instructions) ? 20 : 0),
      );
    }
    case 'factual':
      return Math.round(
        (GROUNDING.test(doc.text) ? 30 : 0) + (UNKNOWN.test(doc.text) ? 30 : 0) + (CITATIONS.test(doc.instructions) ? 25 : 0) + 0.15 * score('vague-language'),
      );
    case 'instruction':
      return Math.round(
        (numberedSteps(doc) >= 2 ? 30 : 0) + 0.25 * score('task-verb') + 0.25 * score('output-format') + 0.2 * score('constraints'),
      );
  }
}

/** Tokens spent on filler, repeated sentences and runs of spaces. */
function wasteTokens(doc: PromptDocument, content: string, model: string): number {
  const outside = (index: number) => !doc.regions.some((region) => region.data && index >= region.start && index < region.end);
  let wasted = 0;
  for (const hit of findPhrases(content, WASTE_WORDS)) {
    if (outside(hit.index)) wasted += countTokens(hit.text, model).tokens;
  }
  for (const sentence of repeatedSentences(content)) wasted += countTokens(sentence.text, model).tokens;
  for (const run of whitespaceRuns(content)) if (outside(run.index)) wasted += countTokens(run.text, model).tokens;
  return wasted;
}

// --------------------------------------------------------------------------------------------- suggestions

/** An edit to the input: replace [start, end) of the original. */
interface Edit extends EngineeringSuggestion {
  start: number;
  end: number;
}

/** Text added at the start or the end of the prompt; shown against the first or last line it sits next to. */
interface Addition {
  type: EngineeringSuggestionType;
  where: 'start' | 'end';
  text: string;
  reasoning: string;
}

export function engineerPrompt(request: EngineeringRequest): EngineeringResult {
  assertValid(validateEngineeringRequest(request));
  const goal = request.goal ?? DEFAULT_ENGINEERING_GOAL;
  const family = modelFamily(request.targetModel, request.provider);
  const content = request.promptContent;
  const inspection = inspectPrompt(content);
  const { doc, task } = inspection;

  const model = request.targetModel;
  const edits: Edit[] = [...wordingEdits(content, doc, goal)];
  if (goal !== 'conciseness') edits.push(...inputDelimiters(doc, family));
  const kept = withoutOverlaps(edits);
  const goalAdded = goal === 'conciseness' ? [] : goalAdditions(goal, doc, task, content);
  const familyAdded = goal === 'conciseness' ? [] : familyAdditions(family, doc, goal);

  // The most complete plan that does not score lower on the goal than the input: an addition that happens to trip
  // another check of the goal is left out rather than shown as an improvement.
  const before = engineeringGoalScore(goal, content, model);
  const plans: Array<{ edits: Edit[]; additions: Addition[] }> = [
    { edits: kept, additions: [...goalAdded, ...familyAdded] },
    { edits: kept, additions: goalAdded },
    { edits: kept, additions: [] },
    { edits: [], additions: [] },
  ];
  let plan = plans[0];
  let improved = applyAll(content, plan.edits, plan.additions);
  for (const fallback of plans.slice(1)) {
    if (engineeringGoalScore(goal, improved, model) >= before) break;
    plan = fallback;
    improved = plan.edits.length + plan.additions.length === 0 ? content : applyAll(content, plan.edits, plan.additions);
  }
  const additions = plan.additions;
  const tokensBefore = countTokens(content, model).tokens;
  const tokensAfter = countTokens(improved, model).tokens;
  const suggestions = [...plan.edits.map(({ start: _start, end: _end, ...suggestion }) => suggestion), ...additions.map((addition) => asSuggestion(content, addition))];
  if (goal === 'conciseness' && tokensAfter < tokensBefore) {
    const saved = tokensBefore - tokensAfter;
    for (const suggestion of suggestions) suggestion.reasoning = suggestion.reasoning.replace(/\.$/, '');
    if (suggestions[0]) suggestions[0].reasoning += `. All changes together save ${saved} token${saved === 1 ? '' : 's'} (${Math.round((100 * saved) / tokensBefore)}%) with ${model}'s tokenizer.`;
  }
  return {
    suggestions,
    improved_prompt_example: improved,
    goal_score_before: before,
    goal_score_after: engineeringGoalScore(goal, improved, model),
    tokens_before: tokensBefore,
    tokens_after: tokensAfter,
    model_family: family,
    engine: 'offline',
  };
}

/** Filler, wordy openings, vague words and contradictions, outside data blocks. */
function wordingEdits(content: string, doc: PromptDocument, goal: EngineeringGoal): Edit[] {
  const inData = (index: number) => doc.regions.some((region) => region.data && index >= region.start && index < region.end);
  const edits: Edit[] = [];
  for (const hit of findPhrases(content, ['i want you to act as', 'i would like you to act as'])) {
    if (inData(hit.index)) continue;
    edits.push(edit(hit.index, hit.text, 'Act as', goal === 'conciseness' ? 'conciseness' : 'clarity', 'A direct instruction says the same in fewer tokens, and models follow imperatives at least as well.'));
  }
  for (const hit of findPhrases(content, Object.keys(SHORTER))) {
    if (inData(hit.index)) continue;
    const replacement = SHORTER[hit.phrase] ?? '';
    edits.push(edit(hit.index, withSpace(content, hit), replacement ? `${replacement} ` : '', 'conciseness', `"${hit.text}" costs tokens and adds no instruction.`));
  }
  for (const hit of goal === 'conciseness' ? [] : findPhrases(content, VAGUE_WORDS)) {
    const replacement = VAGUE_REPLACEMENTS[hit.phrase];
    if (inData(hit.index) || replacement === undefined) continue;
    edits.push(edit(hit.index, replacement ? hit.text : withSpace(content, hit), replacement, 'clarity', `"${hit.text}" leaves the amount or kind to the model's guess; a precise word gives the same answer every time.`));
  }
  for (const run of whitespaceRuns(content)) {
    if (inData(run.index)) continue;
    edits.push(edit(run.index, run.text, run.replacement, 'conciseness', run.replacement === '' ? 'Indentation of JSON-like lines costs tokens and the model reads the structure without it.' : 'Runs of spaces or blank lines cost tokens and change nothing for the model.'));
  }
  for (const sentence of repeatedSentences(content)) {
    if (inData(sentence.index)) continue;
    edits.push(edit(sentence.index, sentence.text, '', 'conciseness', 'This sentence repeats an earlier one: saying it twice costs tokens and does not make the model follow it better.'));
  }
  for (const { second } of goal === 'conciseness' ? [] : findContradictions(doc)) {
    const hit = findPhrases(content, [second.toLowerCase()]).find((candidate) => !inData(candidate.index));
    if (hit) edits.push(edit(hit.index, withSpace(content, hit), '', 'clarity', `"${hit.text}" contradicts an earlier instruction; keeping the first one removes the conflict.`));
  }
  return edits;
}

/** A phrase with the space after it, so removing it leaves no double space. */
function withSpace(content: string, hit: { index: number; text: string }): string {
  return content[hit.index + hit.text.length] === ' ' ? `${hit.text} ` : hit.text;
}

function edit(start: number, original: string, change: string, type: EngineeringSuggestionType, reasoning: string): Edit {
  return { type, original_segment: original, suggested_change: change, reasoning, start, end: start + original.length };
}

/** Bare {{variables}} wrapped the way the family reads input best: XML tags for Claude, """ for the others. */
function inputDelimiters(doc: PromptDocument, family: ModelFamily): Edit[] {
  const edits: Edit[] = [];
  const bare = new Set(findInputData(doc).bareVariables);
  for (const use of doc.variables.uses) {
    if (!bare.has(use.name)) continue;
    bare.delete(use.name);
    const original = `{{${use.name}}}`;
    const tag = use.name.replace(/[^\w-]/g, '_');
    const change = family === 'claude' ? `<${tag}>\n${original}\n</${tag}>` : `"""\n${original}\n"""`;
    const reasoning =
      family === 'claude'
        ? "Anthropic's guidance: put each input inside its own XML tag so Claude never mistakes data for instructions and can refer to it by name."
        : 'Delimiters set the input off from the instructions, so text inside it cannot be read as a new instruction.';
    edits.push(edit(use.index, original, change, 'structure', reasoning));
  }
  return edits;
}

function goalAdditions(goal: EngineeringGoal, doc: PromptDocument, task: ReturnType<typeof inspectPrompt>['task'], content: string): Addition[] {
  const additions: Addition[] = [];
  const role = findRole(doc);
  const constraints = findConstraints(doc);
  const format = findOutputFormat(doc);
  const hasFormat = format.shapes.length > 0 || format.lengths.length > 0;
  switch (goal) {
    case 'clarity':
      if (!hasFormat) additions.push({ type: 'clarity', where: 'end', text: `Output format: ${task.outputFormat}`, reasoning: 'No output format is stated: describing the exact shape of the answer removes the biggest source of variation.' });
      if (constraints.audience.length === 0) additions.push({ type: 'clarity', where: 'end', text: `Audience: ${task.audience}.`, reasoning: 'Naming the reader lets the model choose the vocabulary and depth instead of guessing.' });
      break;
    case 'creativity':
      if (!role || role.generic) additions.push({ type: 'creativity', where: 'start', text: task.role.replace(/^You are an? /, 'You are an imaginative '), reasoning: 'A specific persona gives the model a voice to write in; an imaginative one invites less predictable choices.' });
      if (constraints.audience.length === 0) additions.push({ type: 'creativity', where: 'end', text: `Write for ${task.audience}.`, reasoning: 'Knowing the audience lets the model pick references and tone that land with them.' });
      if (!FREEDOM.test(doc.text)) additions.push({ type: 'creativity', where: 'end', text: 'Take an unexpected angle: surprise the reader rather than give the most obvious answer.', reasoning: 'Explicit permission to depart from the obvious answer is what moves a model off its most probable (and most generic) output.' });
      if (constraints.tone.length === 0 && !STYLE.test(doc.instructions)) additions.push({ type: 'creativity', where: 'end', text: 'Use a vivid, playful style with concrete images.', reasoning: 'A named style steers word choice more than "be creative" alone.' });
      break;
    case 'factual':
      if (!GROUNDING.test(doc.text)) additions.push({ type: 'factual', where: 'end', text: 'Base your answer only on the provided material and well-established facts; do not invent names, numbers or quotes.', reasoning: 'Grounding the answer in given material is the most effective guard against invented facts.' });
      if (!UNKNOWN.test(doc.text)) additions.push({ type: 'factual', where: 'end', text: 'If the answer is not in the material or you are unsure, say "I don\'t know" instead of guessing.', reasoning: 'Models guess when they are not told that "I don\'t know" is an acceptable answer.' });
      if (!CITATIONS.test(doc.instructions)) additions.push({ type: 'factual', where: 'end', text: 'Cite the source (document, section or link) for every factual claim.', reasoning: 'Asking for a source per claim makes unsupported claims visible and easy to check.' });
      break;
    case 'instruction':
      if (numberedSteps(doc) < 2) additions.push({ type: 'instruction', where: 'end', text: 'Steps:\n1. Read the whole input before answering.\n2. Do the task exactly as stated above.\n3. Check the answer against every constraint before replying.', reasoning: 'Numbered steps give the model an order to follow and make skipped steps less likely.' });
      if (!hasFormat) additions.push({ type: 'instruction', where: 'end', text: `Output contract: ${task.outputFormat} Return nothing else.`, reasoning: 'An output contract says exactly what to return, so the answer can be checked or parsed.' });
      if (constraints.rules.length === 0 || constraints.length.length === 0) additions.push({ type: 'instruction', where: 'end', text: `Constraints: ${task.length.replace(/^Length: /, 'length ')}; do not add anything the task does not ask for.`, reasoning: 'Explicit limits (length, what not to add) are followed far more reliably than implied ones.' });
      break;
    case 'conciseness':
      break;
  }
  if (goal !== 'conciseness' && findExamples(doc).blocks === 0 && (goal === 'instruction' || goal === 'clarity')) {
    const example = exampleFor(task, content);
    additions.push({ type: goal, where: 'end', text: `Example:\nInput: ${example.input}\nOutput: ${example.output}`, reasoning: 'One worked example shows the expected result more precisely than any description.' });
  }
  return additions;
}

/** What each vendor's prompting guidance asks for that the prompt lacks. */
function familyAdditions(family: ModelFamily, doc: PromptDocument, goal: EngineeringGoal): Addition[] {
  const format = findOutputFormat(doc);
  const wantsJson = format.shapes.some((shape) => /json/i.test(shape)) || /\bjson\b/i.test(doc.instructions);
  const role = findRole(doc);
  const additions: Addition[] = [];
  switch (family) {
    case 'claude':
      if (role) additions.push({ type: 'model', where: 'start', text: '<!-- Send the role line below as the system prompt: Claude follows a role best from there. -->', reasoning: "Anthropic's guidance: give Claude its role in the system prompt and keep the task in the user turn." });
      if (!/<answer>|<\/\w+>\s*$/.test(doc.text)) additions.push({ type: 'model', where: 'end', text: wantsJson ? 'Put only the JSON in your reply; the reply starts with "{".' : 'Write your final answer inside <answer></answer> tags.', reasoning: wantsJson ? "Anthropic's guidance: prefill the answer's first character (\"{\") so Claude answers in the shape you need with no preamble." : "Anthropic's guidance: a tagged answer shape (or a prefilled assistant turn) lets you read the answer without preamble." });
      break;
    case 'gpt':
      if (!/^#{1,3}\s/m.test(doc.text) && goal !== 'creativity') additions.push({ type: 'model', where: 'start', text: '# Instructions', reasoning: "OpenAI's guidance: Markdown sections (# Instructions, # Output format, # Examples) help GPT models keep instructions, context and examples apart." });
      if (wantsJson) additions.push({ type: 'model', where: 'end', text: 'Respond with a JSON object only, matching the schema above; use the API\'s JSON mode (response_format) to enforce it.', reasoning: "OpenAI's guidance: structured outputs / JSON mode guarantee parseable JSON, which instructions alone do not." });
      break;
    case 'gemini':
      if (!/^\s*(?:task|constraints|format)\s*:/im.test(doc.text)) additions.push({ type: 'model', where: 'start', text: 'Task:', reasoning: "Google's guidance for Gemini: separate the prompt into clear Task, Constraints and Format blocks." });
      if (findExamples(doc).blocks < 2 && goal !== 'clarity' && goal !== 'instruction') additions.push({ type: 'model', where: 'end', text: 'Examples: add two or three input → output pairs that show the pattern you want.', reasoning: "Google's guidance: Gemini learns format and style best from a few consistent examples (few-shot)." });
      break;
    case 'llama':
    case 'deepseek':
      if (countWords(doc.system) > 150) additions.push({ type: 'model', where: 'start', text: 'Keep the system prompt to a few sentences; move details into this message.', reasoning: 'Llama and DeepSeek chat models follow a short system prompt more reliably than a long one.' });
      additions.push({ type: 'model', where: 'end', text: 'End your answer with the line END (set "END" as a stop sequence).', reasoning: `${family === 'llama' ? "Meta's" : "DeepSeek's"} chat models tend to keep going; an explicit end marker used as a stop sequence ends the answer cleanly.` });
      break;
    case 'perplexity':
      if (!CITATIONS.test(doc.instructions)) additions.push({ type: 'model', where: 'end', text: 'Search for current sources, cite each one with its link, and say when sources disagree.', reasoning: "Perplexity's models answer from a web search: asking for sources with links makes every claim checkable." });
      break;
    case 'other':
      break;
  }
  return additions;
}

/** Runs of spaces inside lines, three or more line breaks, and the indentation of JSON-like lines. */
function whitespaceRuns(content: string): Array<{ text: string; index: number; replacement: string }> {
  const runs: Array<{ text: string; index: number; replacement: string }> = [];
  for (const match of content.matchAll(/\n{3,}|(?<=\n)[ \t]+(?=["{}[\]])|(?<=\S)[ \t]{2,}(?=\S)/g)) {
    const replacement = match[0].startsWith('\n') ? '\n\n' : /\S/.test(content[match.index - 1] ?? '') ? ' ' : '';
    runs.push({ text: match[0], index: match.index, replacement });
  }
  return runs;
}

function repeatedSentences(content: string): Array<{ text: string; index: number }> {
  const seen = new Set<string>();
  const repeats: Array<{ text: string; index: number }> = [];
  for (const match of content.matchAll(/[^.!?\n]+[.!?]+[ \t]*/g)) {
    if (countWords(match[0]) < 5) continue;
    const key = normalizeSentence(match[0]);
    if (seen.has(key)) repeats.push({ text: match[0], index: match.index });
    else seen.add(key);
  }
  return repeats;
}

/** Edits that overlap an earlier one are dropped, so every suggestion can be applied. */
function withoutOverlaps(edits: readonly Edit[]): Edit[] {
  const kept: Edit[] = [];
  for (const candidate of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept;
}

function applyAll(content: string, edits: readonly Edit[], additions: readonly Addition[]): string {
  let text = '';
  let cursor = 0;
  for (const change of edits) {
    text += content.slice(cursor, change.start) + change.suggested_change;
    cursor = change.end;
  }
  text += content.slice(cursor);
  // An edit that removed the start of a sentence leaves it lower-case.
  text = text.replace(/(^|[.!?]\s+|\n)([a-z])/g, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
  const before = additions.filter((addition) => addition.where === 'start').map((addition) => addition.text);
  const after = additions.filter((addition) => addition.where === 'end').map((addition) => addition.text);
  return [...before, text.trim(), ...after].join('\n\n');
}

/** The first or last sentence of the prompt: where an addition goes, short enough to highlight. */
function anchorOf(content: string, where: Addition['where']): string {
  const sentences = content.match(/[^.!?\n]*\S[^.!?\n]*[.!?]*/g) ?? [content];
  return (where === 'start' ? sentences[0] : sentences[sentences.length - 1]).trim() || content;
}

function asSuggestion(content: string, addition: Addition): EngineeringSuggestion {
  const anchor = anchorOf(content, addition.where);
  return {
    type: addition.type,
    original_segment: anchor,
    suggested_change: addition.where === 'start' ? `${addition.text}\n\n${anchor}` : `${anchor}\n\n${addition.text}`,
    reasoning: addition.reasoning,
  };
}
