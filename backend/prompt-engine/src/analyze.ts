// Prompt analysis: run every named check, weigh the results into scores, turn failures into suggestions and
// passes into strengths.

import { type CheckResult, type Scores, computeScores, overallPointsLost, runChecks } from './checks';
import { type TaskProfile, detectTaskType, taskProfile } from './task-types';
import { type PromptDocument, readPrompt } from './text/document';
import { countTokens } from './tokens';
import type { AnalyzePromptRequest, CheckReport, Impact, PromptAnalysisResult, PromptSuggestion } from './types';
import { assertValid, validateAnalyzeRequest } from './validation';

/** Below this many words, "no vague words" and the like say nothing about the prompt, so they are not strengths. */
const MIN_WORDS_FOR_ABSENCE_STRENGTHS = 20;

export interface Inspection {
  doc: PromptDocument;
  declaredVariables: readonly string[];
  task: TaskProfile;
  results: CheckResult[];
  scores: Scores;
}

/** Reads and checks a prompt (no token count): shared by analysis, variations, DNA and coaching. */
export function inspectPrompt(content: string, system = '', declaredVariables: readonly string[] = []): Inspection {
  const doc = readPrompt(content, system);
  const task = taskProfile(detectTaskType(doc.instructions).type);
  const results = runChecks({ doc, task, declaredVariables });
  return { doc, declaredVariables, task, results, scores: computeScores(results) };
}

export function analyzePrompt(request: AnalyzePromptRequest): PromptAnalysisResult {
  assertValid(validateAnalyzeRequest(request));
  const system = request.context ?? '';
  const inspection = inspectPrompt(request.promptContent, system, request.variables);
  const model = request.model ?? 'gpt-4o';
  const content = countTokens(request.promptContent, model);
  const systemTokens = system.trim() ? countTokens(system, model).tokens : 0;
  return {
    overallScore: inspection.scores.overall,
    clarityScore: inspection.scores.clarity,
    contextScore: inspection.scores.context,
    estimatedTokens: content.tokens + systemTokens,
    tokensExact: content.exact,
    tokenizer: content.tokenizer,
    suggestions: suggestionsOf(inspection),
    strengths: strengthsOf(inspection),
    checks: inspection.results.map(reportOf),
    engine: 'offline',
  };
}

function impactOf(pointsLost: number): Impact {
  if (pointsLost >= 8) return 'high';
  if (pointsLost >= 4) return 'medium';
  return 'low';
}

/** One suggestion per failed check, the biggest loss of overall points first. */
export function suggestionsOf({ results, doc, task, declaredVariables }: Inspection): PromptSuggestion[] {
  const input = { doc, task, declaredVariables };
  return results
    .filter(({ finding }) => finding.applicable && !finding.passed)
    .map((result) => ({ result, lost: overallPointsLost(results, result) }))
    .sort((a, b) => b.lost - a.lost)
    .map(({ result: { check, finding }, lost }) => ({
      type: check.suggestionType,
      impact: impactOf(lost),
      issue: finding.issue ?? check.title,
      suggestion: check.suggestion(finding, input),
      example: check.example(finding, input),
      check: check.id,
    }));
}

function strengthsOf({ results, doc }: Inspection): string[] {
  return results
    .filter(({ finding }) => finding.applicable && finding.passed && finding.strength)
    .filter(({ check }) => check.kind === 'presence' || doc.wordCount >= MIN_WORDS_FOR_ABSENCE_STRENGTHS)
    .map(({ finding }) => finding.strength as string);
}

function reportOf({ check, finding }: CheckResult): CheckReport {
  return {
    id: check.id,
    title: check.title,
    dimension: check.dimension,
    weight: check.weight,
    applicable: finding.applicable,
    passed: finding.passed,
    score: Math.round(finding.score * 100),
    detail: (finding.passed ? finding.strength : finding.issue) ?? '',
  };
}
