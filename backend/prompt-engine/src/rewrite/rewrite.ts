// Rewrites a prompt so that chosen failed checks pass: first edits to the existing text (cut filler, replace vague
// words, resolve contradictions, split long sentences, delimit input…), then additions built for the prompt's task
// type (role, task, output format, constraints, example, variable definitions), laid out inline or as sections.

import type { CheckId } from '../checks/check';
import { describeVariable, findContradictions, instructionBalance, LONG_SENTENCE_WORDS } from '../checks/clarity-checks';
import { FILLER_WORDS, normalizeSentence } from '../checks/efficiency-checks';
import { exampleFor, type TaskProfile } from '../task-types';
import { LineIndex, type PromptDocument, readPrompt } from '../text/document';
import { FILLER_PHRASES, VAGUE_REPLACEMENTS, VAGUE_WORDS } from '../text/lexicon';
import { capitalize, countWords, findPhrases } from '../text/match';
import {
  findConstraints,
  findExamples,
  findInputData,
  findLengths,
  findOutputFormat,
  findRole,
  findTaskVerb,
  isSectionLabel,
} from '../text/signals';
import { editInstructions, removeSentenceAt, replacePhrases, sentenceBounds, tidy } from './edit';

export type Layout = 'inline' | 'sections';

export interface RewritePlan {
  /** The checks to fix; the others are left as they are. */
  fix: ReadonlySet<CheckId>;
  layout: Layout;
  /** Background to add as its own part (coaching passes the person's context). */
  context?: string;
  /** The system prompt sent with the prompt: a role or constraints it sets are not added again. */
  system?: string;
  declaredVariables?: readonly string[];
}

interface Additions {
  role?: string;
  task?: string;
  input?: string;
  format?: string;
  constraints: string[];
  example?: string;
  variables: string[];
}

export function rewritePrompt(content: string, task: TaskProfile, plan: RewritePlan): string {
  const fixing = (id: CheckId) => plan.fix.has(id);
  let text = content;

  // 1. Edits to the existing text.
  if (fixing('variables')) text = fixMalformedVariables(text);
  if (fixing('contradictions')) text = resolveContradictions(text);
  if (fixing('repetition')) text = dropRepeatedSentences(text);
  if (fixing('negative-only')) text = addAlternativesToNegatives(text);
  if (fixing('filler')) text = editInstructions(text, (part) => replacePhrases(part, FILLER_WORDS, (phrase) => FILLER_PHRASES[phrase] ?? ''));
  if (fixing('vague-language')) text = editInstructions(text, (part) => replacePhrases(part, VAGUE_WORDS, vagueReplacement));
  if (fixing('sentence-length')) text = editInstructions(text, splitLongSentences);
  if (fixing('role')) text = removeGenericRole(text);

  const additions: Additions = { constraints: [], variables: [] };
  if (fixing('delimiters')) text = delimitInput(text, task, additions);
  const doc = readPrompt(text, plan.system ?? '');

  // 2. Additions for what the prompt lacks.
  if (fixing('role') && !findRole(doc)) additions.role = task.role;
  if (fixing('task-verb') && !findTaskVerb(doc)?.imperative) additions.task = task.instruction;
  const format = findOutputFormat(doc);
  if (fixing('output-format') && format.shapes.length === 0 && format.lengths.length === 0) additions.format = task.outputFormat;
  if (fixing('constraints')) additions.constraints = missingConstraints(doc, task, additions.format);
  if (fixing('examples') && findExamples(doc).blocks === 0) {
    const example = exampleFor(task, `${plan.system ?? ''}\n${text}`);
    additions.example = `Input: ${example.input}\nOutput: ${example.output}`;
  }
  additions.variables = undocumentedVariables(content, render(text, additions, plan), plan, fixing('variables'));

  return render(text, additions, plan);
}

// ------------------------------------------------------------------------------------------------- edits

function fixMalformedVariables(text: string): string {
  const parts: string[] = [];
  let cursor = 0;
  const malformed = [...readPrompt(text).variables.malformed].sort((a, b) => a.index - b.index);
  for (const variable of malformed) {
    if (!variable.fixed || variable.index < cursor) continue;
    parts.push(text.slice(cursor, variable.index), variable.fixed);
    cursor = variable.index + variable.text.length;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

/** Keeps whichever side of each contradiction comes first and removes the other, until none is left. */
function resolveContradictions(text: string): string {
  let resolved = text;
  for (let round = 0; round < 5; round++) {
    const contradictions = findContradictions(readPrompt(resolved));
    if (contradictions.length === 0) break;
    for (const { second } of contradictions) {
      resolved = editInstructions(resolved, (part) => removeAll(part, second));
    }
  }
  return resolved;
}

/** Removes every occurrence of the phrase, and its sentence when little else would be left ("Be thorough."). */
function removeAll(text: string, phrase: string): string {
  let result = text;
  for (let guard = 0; guard < 50; guard++) {
    const hit = findPhrases(result, [phrase.toLowerCase()])[0];
    if (!hit) break;
    const { start, end } = sentenceBounds(result, hit.index);
    const remaining = countWords(result.slice(start, end)) - countWords(hit.text);
    result = remaining <= 2 ? removeSentenceAt(result, hit.index) : cutPhrase(result, hit.index, hit.text.length);
  }
  return tidy(result);
}

/**
 * Cuts a phrase out of a sentence with the "and"/"or" that tied it to a neighbour ("a detailed and clear report" →
 * "a clear report"), and mends the article in front of it ("a in-depth review" → "an … review" as needed).
 */
function cutPhrase(text: string, index: number, length: number): string {
  let start = index;
  let end = index + length;
  const joinAfter = /^(?:,?\s+(?:and|or)\s+|,\s*)/i.exec(text.slice(end, end + 8));
  const joinBefore = /(?:,\s*|\s+(?:and|or)\s+)$/i.exec(text.slice(Math.max(0, start - 8), start));
  if (joinAfter) end += joinAfter[0].length;
  else if (joinBefore) start -= joinBefore[0].length - (joinBefore[0].startsWith(',') ? 0 : 1);
  let before = text.slice(0, start);
  const after = text.slice(end).replace(/^\s+/, ' ');
  const article = /\b(an?)\s+$/i.exec(before);
  const nextWord = /^\s*([A-Za-z])/.exec(after)?.[1];
  if (article && nextWord) {
    const fitting = /[aeiou]/i.test(nextWord) ? 'an' : 'a';
    const cased = article[1][0] === 'A' ? fitting.charAt(0).toUpperCase() + fitting.slice(1) : fitting;
    before = `${before.slice(0, article.index)}${cased} `;
    return before + after.trimStart();
  }
  return before + after;
}

/** "etc." that ends a sentence leaves its full stop behind. */
function vagueReplacement(phrase: string, after: string): string {
  if (phrase === 'etc.' && /^(?:\s+[A-Z]|\s*$)/.test(after)) return '.';
  return VAGUE_REPLACEMENTS[phrase] ?? '';
}

function dropRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  return editInstructions(text, (part) =>
    part
      .split('\n')
      .map((line) => {
        const kept = (line.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [line]).filter((chunk) => {
          if (countWords(chunk) < 5) return true;
          const key = normalizeSentence(chunk);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        return { line, rewritten: kept.join('').trimEnd() };
      })
      .filter(({ line, rewritten }) => rewritten.trim() !== '' || line.trim() === '')
      .map(({ rewritten }) => rewritten)
      .join('\n'),
  );
}

/** Positive counterparts for common "don't" instructions; a negative with no known counterpart is left as is. */
const ALTERNATIVES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:technical )?jargon\b/i, 'use plain words instead'],
  [/\b(?:make (?:things|anything|stuff|facts) up|invent|guess|hallucinate|fabricate|speculate)\b/i, 'say "I don\'t know" when the answer is not in the material instead'],
  [/\b(?:verbose|wordy|long-winded|ramble|rambling|too long|long answers?)\b/i, 'keep each answer short and direct instead'],
  [/\bmarkdown\b/i, 'use plain text instead'],
  [/\b(?:explain|explanations?|commentary|preamble)\b/i, 'return only the requested output instead'],
  [/\brepeat\b/i, 'state each point once instead'],
  [/\b(?:bullet points|bullets|lists?)\b/i, 'write in full paragraphs instead'],
  [/\bemojis?\b/i, 'use words only instead'],
  [/\b(?:rude|impolite|sarcastic|condescending)\b/i, 'stay polite and respectful instead'],
  [/\b(?:mention|reveal|disclose|share)\b/i, 'stick to what the user asked for instead'],
  [/\b(?:code|programming)\b/i, 'describe the steps in prose instead'],
];

function addAlternativesToNegatives(text: string): string {
  const bare = new Set(instructionBalance(readPrompt(text)).bareNegative);
  return editInstructions(text, (part) =>
    part.replace(/[^.!?\n]+[.!?]?/g, (sentence) => {
      const core = sentence.replace(/^[\s>*\-•]*(?:\d+[.)]\s*)?/, '');
      if (!bare.has(core.trim())) return sentence;
      const alternative = ALTERNATIVES.find(([pattern]) => pattern.test(core))?.[1];
      if (!alternative) return sentence;
      const match = /^(.*?)([.!?]?)(\s*)$/s.exec(sentence);
      return match ? `${match[1]}; ${alternative}${match[2] || '.'}${match[3]}` : sentence;
    }),
  );
}

/** Splits sentences over the limit at "; ", then at ", and"/", but"/", so", then at the comma nearest the middle. */
function splitLongSentences(text: string): string {
  return text.replace(/[^.!?\n]+[.!?]?/g, (sentence) => splitSentence(sentence, 4));
}

function splitSentence(sentence: string, depth: number): string {
  if (depth === 0 || countWords(sentence) <= LONG_SENTENCE_WORDS) return sentence;
  const cut = splitPoint(sentence);
  if (!cut) return sentence;
  const head = `${sentence.slice(0, cut.start).trimEnd()}.`;
  const tail = capitalize(sentence.slice(cut.end).trimStart());
  return `${splitSentence(head, depth - 1)} ${splitSentence(tail, depth - 1)}`;
}

function splitPoint(sentence: string): { start: number; end: number } | undefined {
  const middle = sentence.length / 2;
  const nearestMiddle = (regex: RegExp) => {
    let best: { start: number; end: number } | undefined;
    for (const match of sentence.matchAll(regex)) {
      const candidate = { start: match.index, end: match.index + match[0].length };
      if (!best || Math.abs(candidate.start - middle) < Math.abs(best.start - middle)) best = candidate;
    }
    return best;
  };
  return nearestMiddle(/;\s+/g) ?? nearestMiddle(/,\s+(?:and|but|so)\s+(?:then\s+)?/g) ?? nearestMiddle(/,\s+/g) ?? nearestMiddle(/\s+and\s+/g);
}

function removeGenericRole(text: string): string {
  const role = findRole(readPrompt(text));
  if (!role?.generic) return text;
  const index = text.indexOf(role.phrase);
  return index < 0 ? text : tidy(removeSentenceAt(text, index)).trimStart();
}

/**
 * Delimits input: a bare {{variable}} gets a """ block (on its own line) or quotes (inline); input the prompt points
 * to ("the text below") is wrapped up to the next section label; when the input is missing, a placeholder block is
 * added.
 */
function delimitInput(text: string, task: TaskProfile, additions: Additions): string {
  const doc = readPrompt(text);
  const input = findInputData(doc);
  if (!input.present || (input.delimitedBlocks > 0 && input.bareVariables.length === 0)) return text;

  if (input.bareVariables.length > 0) return delimitVariables(text, doc);

  const lines = text.split('\n');
  const referenceLine = lines.findIndex((line) => input.references.some((reference) => line.toLowerCase().includes(reference)));
  if (referenceLine >= 0 && input.references.some((reference) => reference.includes('above'))) {
    const data = trimBlankEdges(lines.slice(0, referenceLine));
    if (data.length > 0) return ['"""', ...data, '"""', '', ...lines.slice(referenceLine)].join('\n');
  } else if (referenceLine >= 0) {
    const after = lines.slice(referenceLine + 1);
    const stop = after.findIndex((line, i) => i > 0 && isSectionLabel(line));
    const data = trimBlankEdges(stop < 0 ? after : after.slice(0, stop));
    if (data.length > 0) {
      const rest = stop < 0 ? [] : ['', ...after.slice(stop)];
      return [...lines.slice(0, referenceLine + 1), '"""', ...data, '"""', ...rest].join('\n');
    }
  }
  additions.input = `${capitalize(task.inputDescription.replace(/^the /, ''))}:\n"""\n{{${task.inputName}}}\n"""`;
  return text;
}

function delimitVariables(text: string, doc: PromptDocument): string {
  const lines = new LineIndex(text);
  const parts: string[] = [];
  let cursor = 0;
  for (const use of doc.variables.uses) {
    if (use.delimited || use.index < cursor) continue;
    const end = text.indexOf('}}', use.index) + 2;
    const lineStart = lines.startOf(use.index);
    const lineEnd = lines.endOf(use.index);
    const placeholder = text.slice(use.index, end);
    // Alone on its line, or after a label ("Text: {{text}}"): scan only the blanks around it, never the whole line.
    let after = end;
    while (after < lineEnd && /[ \t\r]/.test(text[after])) after++;
    let before = use.index;
    while (before > lineStart && /[ \t]/.test(text[before - 1])) before--;
    const alone = after === lineEnd && lineStart >= cursor && (before === lineStart || text[before - 1] === ':');
    if (alone) {
      const label = text.slice(lineStart, before).trimEnd();
      parts.push(text.slice(cursor, lineStart), `${label ? `${label}\n` : ''}"""\n${placeholder}\n"""`);
      cursor = lineEnd;
    } else {
      parts.push(text.slice(cursor, use.index), `"${placeholder}"`);
      cursor = end;
    }
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start++;
  while (end > start && lines[end - 1].trim() === '') end--;
  return lines.slice(start, end);
}

// ---------------------------------------------------------------------------------------------- additions

function missingConstraints(doc: PromptDocument, task: TaskProfile, addedFormat: string | undefined): string[] {
  const found = findConstraints(doc);
  const lines: string[] = [];
  if (found.audience.length === 0) lines.push(`Audience: ${task.audience}.`);
  if (found.tone.length === 0) lines.push(`Tone: ${task.tone}.`);
  if (found.length.length === 0 && findLengths(addedFormat ?? '').length === 0) lines.push(task.length);
  if (found.rules.length === 0) lines.push('Always say so when information is missing, instead of guessing.');
  return lines;
}

/** Placeholders in the final text that nothing defines: all of them when fixing variables, else those we added. */
function undocumentedVariables(original: string, finalText: string, plan: RewritePlan, fixingVariables: boolean): string[] {
  const doc = readPrompt(finalText);
  const defined = new Set([...(plan.declaredVariables ?? []), ...doc.variables.documented]);
  const originalNames = new Set(readPrompt(original).variables.uses.map((use) => use.name));
  return [...new Set(doc.variables.uses.map((use) => use.name))]
    .filter((name) => !defined.has(name) && (fixingVariables || !originalNames.has(name)))
    .map((name) => `{{${name}}}: ${describeVariable(name)}`);
}

/** Added examples come from the task type, not from the person's data: the label says so. */
const EXAMPLE_LABEL = 'Example (illustrative: replace it with a real case from your data)';

function render(text: string, additions: Additions, plan: RewritePlan): string {
  const body = text.trim();
  const constraints = additions.constraints.map((line) => `- ${line}`).join('\n');
  const variables = additions.variables.map((line) => `- ${line}`).join('\n');
  if (plan.layout === 'sections') {
    const section = (title: string, content: string | undefined) => (content ? `## ${title}\n${content}` : '');
    return [
      section('Role', additions.role),
      section('Context', plan.context),
      section('Task', [additions.task, body].filter(Boolean).join('\n\n')),
      section('Input', additions.input),
      section('Output format', additions.format),
      section('Constraints', constraints),
      section(EXAMPLE_LABEL, additions.example),
      section('Variables', variables),
    ].filter(Boolean).join('\n\n');
  }
  return [
    additions.role,
    plan.context && `Context: ${plan.context}`,
    [additions.task, body].filter(Boolean).join('\n\n'),
    additions.input,
    additions.format && `Output format: ${additions.format}`,
    constraints && `Constraints:\n${constraints}`,
    additions.example && `${EXAMPLE_LABEL}:\n${additions.example}`,
    variables && `Variables:\n${variables}`,
  ].filter(Boolean).join('\n\n');
}
