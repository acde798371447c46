// Coaching: read the intent from the person's words, list what the request still lacks for that intent, and build
// prompts from their own words (and their current prompt and context, when given).

import { inspectPrompt, suggestionsOf } from './analyze';
import { CHECKS_BY_ID, type CheckId } from './checks';
import { rewritePrompt } from './rewrite/rewrite';
import { type TaskElement, type TaskProfile, detectTaskType, exampleFor, taskProfile } from './task-types';
import { readPrompt } from './text/document';
import { TASK_VERBS } from './text/lexicon';
import { capitalize, countWords, quote } from './text/match';
import { findConstraints, findOutputFormat, findRole } from './text/signals';
import type { CoachingRequest, CoachingResult, CoachingTip } from './types';
import { assertValid, validateCoachingRequest } from './validation';

const MAX_TIPS = 6;
const MAX_ADVICE = 5;
const RULE_LINE = 'Always say so when information is missing, instead of guessing.';

/** Missing elements that a generated prompt turns into a variable for the person to fill in. */
const SLOTS: Readonly<Record<string, { name: string; label: string; description: string }>> = {
  'target-language': { name: 'target_language', label: 'Target language', description: 'the language to translate into' },
  'source-language': { name: 'source_language', label: 'Source language', description: 'the language of the original text' },
  labels: { name: 'labels', label: 'Allowed labels', description: 'the allowed labels, comma-separated' },
  fields: { name: 'fields', label: 'Fields to extract', description: 'the fields to extract, with their types' },
  language: { name: 'language', label: 'Programming language', description: 'the programming language and version' },
  'input-format': { name: 'input_format', label: 'Input format', description: 'the format of the input data' },
  criteria: { name: 'criteria', label: 'Criteria', description: 'the criteria the analysis must cover' },
  form: { name: 'form', label: 'Form', description: 'the form of the piece (poem, story, post…)' },
};

/** Task elements and the check whose suggestion says the same thing (so a tip is not given twice). */
const ELEMENT_CHECKS: Readonly<Record<string, CheckId>> = {
  'output-format': 'output-format',
  example: 'examples',
  source: 'delimiters',
  audience: 'constraints',
  tone: 'constraints',
  length: 'constraints',
};

export function coach(request: CoachingRequest): CoachingResult {
  assertValid(validateCoachingRequest(request));
  const intent = request.userIntent.trim().replace(/\s+/g, ' ');
  const current = request.currentPrompt?.trim() ?? '';
  const context = request.context?.trim() ?? '';
  const system = request.systemPrompt?.trim() ?? '';

  const fromIntent = detectTaskType(intent);
  const detection = fromIntent.type === 'general' && current ? detectTaskType(current) : fromIntent;
  const profile = taskProfile(detection.type);
  const everything = readPrompt([intent, current, context].filter(Boolean).join('\n\n'), system);
  const missing = profile.elements.filter((element) => !element.present(everything));
  // The person's own persona (from their prompt, system prompt or request) wins over the task type's stock role.
  const ownRole = findRole(everything);
  const persona = ownRole && !ownRole.generic ? { ...profile, role: personaSentence(ownRole.phrase) } : profile;

  // Scored exactly as analysis scores it: the prompt with its system prompt.
  const draft = inspectPrompt(current || intent, system);
  const draftSuggestions = suggestionsOf(draft);
  const suggestedPrompts = [
    promptFromIntent(intent, persona, context, missing, Boolean(ownRole && system)),
    current ? improvedPrompt(current, persona, context, system, draft.results) : '',
    compactPrompt(intent, persona),
  ].filter((prompt, index, all) => prompt !== '' && prompt !== current && all.indexOf(prompt) === index);

  const coveredChecks = new Set(missing.map((element) => ELEMENT_CHECKS[element.id]).filter(Boolean));
  const coachingTips: CoachingTip[] = [
    ...missing.map((element) => ({
      area: element.label,
      tip: element.suggestion,
      example: element.id === 'example' ? workedExample(profile, everything.text) : element.example,
    })),
    ...draftSuggestions
      .filter((suggestion) => !coveredChecks.has(suggestion.check))
      .map((suggestion) => ({
        area: CHECKS_BY_ID.get(suggestion.check)?.title ?? suggestion.type,
        tip: suggestion.suggestion,
        example: suggestion.example,
      })),
  ].slice(0, MAX_TIPS);

  const realTimeAdvice = [
    detection.type === 'general'
      ? "No task type recognised yet: start with what the model should do, e.g. 'Summarize…', 'Classify…' or 'Write a function…'."
      : `Reads as a ${detection.type} request (${Math.round(detection.confidence * 100)}% confidence, from ${detection.cues.map(quote).join(', ')}).`,
    countWords(intent) < 8 ? `Your request has ${countWords(intent)} words: say what the input is and what a good answer looks like.` : '',
    ...missing.slice(0, 2).map((element) => `Still missing: ${element.label.charAt(0).toLowerCase()}${element.label.slice(1)}.`),
    current && draftSuggestions.length > 0
      ? `Your current prompt scores ${draft.scores.overall}/100 (clarity ${draft.scores.clarity}, context ${draft.scores.context}); the biggest gain: ${draftSuggestions[0].suggestion}`
      : '',
  ].filter(Boolean).slice(0, MAX_ADVICE);

  return {
    intentAnalysis: { detectedIntent: detection.type, confidence: detection.confidence, missingElements: missing.map((element) => element.label) },
    suggestedPrompts,
    coachingTips,
    realTimeAdvice,
    engine: 'offline',
  };
}

/** Greetings and polite lead-ins stripped from the front of a request ("Hi! Could you please help me …"). */
const LEAD_INS = [
  /^(?:hi|hello|hey)\b[\s,!.]*/i,
  /^i (?:was|am) wondering if you could\s+/i,
  /^(?:can|could|would) you(?: please)?\s+/i,
  /^(?:please|kindly)\s+/i,
  /^help me(?: to)?\s+/i,
  /^(?:i|we) (?:want|need|would like|'d like|am trying|'m trying)(?: you)? to\s+/i,
  /^(?:i|we) (?:want|need)\s+/i,
  /^(?:i'm|i am) looking for\s+/i,
];

function withoutLeadIns(intent: string): string {
  let words = intent;
  for (let round = 0; round < 6; round++) {
    const lead = LEAD_INS.find((pattern) => pattern.test(words));
    if (!lead) break;
    words = words.replace(lead, '');
  }
  return words;
}

/** The person's words as one imperative sentence: "I need you to summarize my notes" → "Summarize my notes." */
export function taskSentence(intent: string, profile: TaskProfile): string {
  const trimmed = intent.replace(/[\s.!]+$/, '');
  const words = withoutLeadIns(trimmed) || trimmed;
  const first = words.match(/^[a-z]+/i)?.[0]?.toLowerCase() ?? '';
  if (TASK_VERBS.has(first)) return `${capitalize(words)}.`;
  if (words.endsWith('?') || profile.id === 'Q&A') return `Answer this question: ${words}${words.endsWith('?') ? '' : '.'}`;
  if (first === 'a' || first === 'an') return `Write ${words}.`;
  if (profile.id === 'general') return `Help with this request: ${words}.`;
  const verb = profile.instruction.split(' ')[0];
  return `${verb} ${words}.`;
}

/** "a senior support agent at Acme" → "You are a senior support agent at Acme." */
function personaSentence(phrase: string): string {
  const words = phrase.replace(/[\s,.;:]+$/, '');
  return `You are ${/^(?:an?|the)\s/i.test(words) ? words : `a ${words}`}.`;
}

function workedExample(profile: TaskProfile, text: string): string {
  const example = exampleFor(profile, text);
  return `Example:\nInput: ${example.input}\nOutput: ${example.output}`;
}

function promptFromIntent(intent: string, profile: TaskProfile, context: string, missing: readonly TaskElement[], roleInSystem: boolean): string {
  const stated = readPrompt(intent);
  const statedFormat = findOutputFormat(stated);
  const statedConstraints = findConstraints(stated);
  const slots = missing.map((element) => SLOTS[element.id]).filter(Boolean);
  const needsInput = profile.elements.some((element) => element.id === 'source');
  const variables = [
    ...(needsInput ? [`- {{${profile.inputName}}}: ${profile.inputDescription}`] : []),
    ...slots.map((slot) => `- {{${slot.name}}}: ${slot.description}`),
  ];
  const constraints = [
    statedConstraints.audience.length === 0 ? `- Audience: ${profile.audience}.` : '',
    statedConstraints.tone.length === 0 ? `- Tone: ${profile.tone}.` : '',
    `- ${RULE_LINE}`,
  ].filter(Boolean);
  return [
    // A role the system prompt already sets is sent with this prompt: stating it again adds nothing.
    roleInSystem ? '' : profile.role,
    taskSentence(intent, profile),
    context ? `Context: ${context}` : '',
    slots.map((slot) => `${slot.label}: "{{${slot.name}}}"`).join('\n'),
    needsInput ? `${capitalize(profile.inputDescription.replace(/^the /, ''))}:\n"""\n{{${profile.inputName}}}\n"""` : '',
    statedFormat.shapes.length === 0 && statedFormat.lengths.length === 0 ? `Output format: ${profile.outputFormat}` : '',
    `Constraints:\n${constraints.join('\n')}`,
    variables.length > 0 ? `Variables:\n${variables.join('\n')}` : '',
  ].filter(Boolean).join('\n\n');
}

function improvedPrompt(
  current: string,
  profile: TaskProfile,
  context: string,
  system: string,
  results: ReturnType<typeof inspectPrompt>['results'],
): string {
  const fix = new Set(results.filter(({ finding }) => finding.applicable && !finding.passed).map(({ check }) => check.id));
  return rewritePrompt(current, profile, { fix, layout: 'sections', context: context || undefined, system });
}

function compactPrompt(intent: string, profile: TaskProfile): string {
  const persona = /^You are ((?:an?|the) [^,.]+?)(?: who\b| with\b|[,.])/.exec(profile.role)?.[1] ?? 'an expert';
  const task = taskSentence(intent, profile);
  return `As ${persona}, ${task.charAt(0).toLowerCase()}${task.slice(1)} Output format: ${profile.outputFormat} ${RULE_LINE}`;
}
