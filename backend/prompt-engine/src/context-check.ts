// Context check: does the prompt carry what the intended task needs? Two measurements: the intended task's key
// terms found in the prompt, and the elements its task type needs (summary → source and length, code → language,
// constraints and tests, …) present in the prompt; plus a little of the prompt's general context score.

import { inspectPrompt } from './analyze';
import { detectTaskType, taskProfile } from './task-types';
import { STOPWORDS, TASK_VERBS } from './text/lexicon';
import { stem, wordsOf } from './text/match';
import type { ContextCheckRequest, ContextCheckResult, KeyTerm } from './types';
import { assertValid, validateContextCheckRequest } from './validation';

export const SUFFICIENT_CONTEXT_SCORE = 70;

/** Shares of the context score: task elements, key terms, the analysis' context score. */
const CONTEXT_CHECK_WEIGHTS = { elements: 0.5, keyTerms: 0.35, generalContext: 0.15 } as const;

export function checkContext(request: ContextCheckRequest): ContextCheckResult {
  assertValid(validateContextCheckRequest(request));
  const inspection = inspectPrompt(request.promptContent, request.systemPrompt ?? '');
  const { doc } = inspection;
  const taskType = detectTaskType(request.intendedTask).type;
  const profile = taskProfile(taskType);

  const promptStems = new Set(wordsOf(doc.text).map(stem));
  const keyTerms: KeyTerm[] = keyTermsOf(request.intendedTask).map((term) => ({ term, found: promptStems.has(stem(term)) }));
  const elements = profile.elements.map((element) => ({ element, present: element.present(doc) }));

  const termCoverage = keyTerms.length === 0 ? 1 : keyTerms.filter((term) => term.found).length / keyTerms.length;
  const elementCoverage = elements.filter(({ present }) => present).length / elements.length;
  const contextScore = Math.round(
    100 * CONTEXT_CHECK_WEIGHTS.elements * elementCoverage +
      100 * CONTEXT_CHECK_WEIGHTS.keyTerms * termCoverage +
      CONTEXT_CHECK_WEIGHTS.generalContext * inspection.scores.context,
  );

  const missingElements = elements.filter(({ present }) => !present).map(({ element }) => element);
  const missingTerms = keyTerms.filter((term) => !term.found).map((term) => term.term);
  const missingContext = [
    ...missingElements.map((element) => element.label),
    ...missingTerms.map((term) => `The intended task's key term '${term}'`),
  ];
  const suggestions = [
    ...missingElements.map((element) => `${element.suggestion} For example: ${element.example}`),
    ...(missingTerms.length > 0
      ? [`Mention what the task is about: the prompt never says ${missingTerms.map((term) => `'${term}'`).join(', ')}.`]
      : []),
  ];

  return {
    contextScore,
    isContextSufficient: contextScore >= SUFFICIENT_CONTEXT_SCORE,
    missingContext,
    suggestions,
    taskType,
    keyTerms,
    engine: 'offline',
  };
}

/** Content words of the task, without stop words and the task verb itself ("Summarize…" is the type, not a term). */
export function keyTermsOf(task: string): string[] {
  const terms: string[] = [];
  const stems = new Set<string>();
  for (const word of wordsOf(task)) {
    if (word.length < 3 || STOPWORDS.has(word) || TASK_VERBS.has(word) || /^\d+$/.test(word)) continue;
    const wordStem = stem(word);
    if (stems.has(wordStem)) continue;
    stems.add(wordStem);
    terms.push(word);
  }
  return terms.slice(0, 12);
}
