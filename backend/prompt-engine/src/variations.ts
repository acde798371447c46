// Variations: rewrites that fix the failed checks behind the chosen goal. Each one is analysed again, and its
// expectedImprovement and confidence are that measurement; a rewrite that would not score at least as high as the
// original on the goal is dropped.

import { type Inspection, inspectPrompt } from './analyze';
import { CHECKS, type CheckId, type CheckResult, type Scores, overallPointsLost } from './checks';
import { type Layout, rewritePrompt } from './rewrite/rewrite';
import { capitalize, round2 } from './text/match';
import type { Variation, VariationsRequest, VariationsResult } from './types';
import { DEFAULT_TARGET_IMPROVEMENT, type TargetImprovement, assertValid, validateVariationsRequest } from './validation';

/** The checks each goal works on, and the score that measures it. */
export const GOAL_CHECKS: Readonly<Record<TargetImprovement, readonly CheckId[]>> = {
  clarity: ['task-verb', 'output-format', 'vague-language', 'contradictions', 'variables', 'sentence-length', 'negative-only'],
  context: ['role', 'constraints', 'examples', 'delimiters'],
  specificity: ['output-format', 'constraints', 'vague-language', 'examples', 'variables'],
  performance: CHECKS.map((check) => check.id),
};

const GOAL_SCORE: Readonly<Record<TargetImprovement, keyof Scores>> = {
  clarity: 'clarity',
  context: 'context',
  specificity: 'specificity',
  performance: 'overall',
};

interface Strategy {
  changeType: string;
  layout: Layout;
  /** Which of the original's failed checks to fix. */
  scope: 'goal' | 'all' | 'efficiency';
}

const STRATEGIES: Readonly<Record<TargetImprovement, readonly Strategy[]>> = {
  clarity: [
    { changeType: 'Targeted fixes', layout: 'inline', scope: 'goal' },
    { changeType: 'Structured rewrite', layout: 'sections', scope: 'goal' },
    { changeType: 'Complete rewrite', layout: 'sections', scope: 'all' },
  ],
  context: [
    { changeType: 'Targeted fixes', layout: 'inline', scope: 'goal' },
    { changeType: 'Structured rewrite', layout: 'sections', scope: 'goal' },
    { changeType: 'Complete rewrite', layout: 'sections', scope: 'all' },
  ],
  specificity: [
    { changeType: 'Targeted fixes', layout: 'inline', scope: 'goal' },
    { changeType: 'Structured rewrite', layout: 'sections', scope: 'goal' },
    { changeType: 'Complete rewrite', layout: 'sections', scope: 'all' },
  ],
  performance: [
    { changeType: 'Lean rewrite', layout: 'inline', scope: 'efficiency' },
    { changeType: 'Complete rewrite', layout: 'inline', scope: 'all' },
    { changeType: 'Structured rewrite', layout: 'sections', scope: 'all' },
  ],
};

/**
 * How sure a kind of fix is to help once the rewrite is used. Edits to the person's own text (cutting filler,
 * replacing vague words, delimiting input…) keep what they meant and remove a known problem. Additions built from
 * the task type (a role, a format, constraints, an example) make the check pass but are generic text the person
 * should adapt, so they earn less. No fix is certain: the best possible confidence is 0.9.
 */
const FIX_CERTAINTY: Readonly<Record<CheckId, number>> = {
  filler: 0.9,
  repetition: 0.9,
  'vague-language': 0.85,
  contradictions: 0.8,
  variables: 0.9,
  'sentence-length': 0.85,
  'negative-only': 0.75,
  delimiters: 0.9,
  'task-verb': 0.7,
  'output-format': 0.65,
  constraints: 0.6,
  role: 0.6,
  examples: 0.5,
};

/** The cheap wins: wasted and ambiguous words. */
const EFFICIENCY_CHECKS: readonly CheckId[] = ['filler', 'repetition', 'vague-language', 'contradictions'];

export function generateVariations(request: VariationsRequest): VariationsResult {
  assertValid(validateVariationsRequest(request));
  const goal = request.targetImprovement ?? DEFAULT_TARGET_IMPROVEMENT;
  const declaredVariables = request.variables ?? [];
  const system = request.systemPrompt ?? '';
  const original = inspectPrompt(request.promptContent, system, declaredVariables);
  const failing = failedChecks(original);
  const scoreKey = GOAL_SCORE[goal];

  const variations: Variation[] = [];
  const seen = new Set([request.promptContent.trim()]);
  for (const strategy of STRATEGIES[goal]) {
    const fix = new Set(failing.filter((id) => inScope(id, strategy.scope, goal)));
    if (fix.size === 0) continue;
    const content = rewritePrompt(request.promptContent, original.task, { fix, layout: strategy.layout, declaredVariables, system });
    if (seen.has(content.trim())) continue;
    seen.add(content.trim());

    const rewritten = inspectPrompt(content, system, declaredVariables);
    const before = original.scores[scoreKey];
    const after = rewritten.scores[scoreKey];
    if (after < before) continue;

    const stillFailing = new Set(failedChecks(rewritten));
    const fixedChecks = failing.filter((id) => !stillFailing.has(id));
    variations.push({
      id: `${goal}-${variations.length + 1}`,
      changeType: strategy.changeType,
      confidence: confidenceOf(original, rewritten, GOAL_CHECKS[goal]),
      expectedImprovement: describeImprovement(goal, before, after, fixedChecks),
      content,
      scoreBefore: before,
      scoreAfter: after,
      fixedChecks,
    });
  }
  return { targetImprovement: goal, variations, engine: 'offline' };
}

/**
 * The share of the points the goal's failing checks cost the original that the rewrite won back, each check's
 * recovery weighted by how sure that kind of fix is (FIX_CERTAINTY). Points are overall points, so a check counts as
 * much as it weighs in the analysis the person sees.
 */
function confidenceOf(original: Inspection, rewritten: Inspection, goalChecks: readonly CheckId[]): number {
  const lostBy = (inspection: Inspection, id: CheckId) => {
    const result = inspection.results.find(({ check }) => check.id === id) as CheckResult;
    return overallPointsLost(inspection.results, result);
  };
  let lost = 0;
  let recovered = 0;
  for (const id of goalChecks) {
    const before = lostBy(original, id);
    if (before <= 0) continue;
    lost += before;
    recovered += Math.max(0, before - lostBy(rewritten, id)) * FIX_CERTAINTY[id];
  }
  return lost === 0 ? 0 : round2(recovered / lost);
}

function failedChecks({ results }: Inspection): CheckId[] {
  return results.filter(({ finding }) => finding.applicable && !finding.passed).map(({ check }) => check.id);
}

function inScope(id: CheckId, scope: Strategy['scope'], goal: TargetImprovement): boolean {
  if (scope === 'all') return true;
  if (scope === 'efficiency') return EFFICIENCY_CHECKS.includes(id);
  return GOAL_CHECKS[goal].includes(id);
}

function describeImprovement(goal: TargetImprovement, before: number, after: number, fixed: readonly CheckId[]): string {
  const label = goal === 'performance' ? 'Overall score' : `${capitalize(goal)} score`;
  const delta = after - before;
  const change = `${label} ${before} → ${after} (${delta >= 0 ? '+' : ''}${delta})`;
  if (fixed.length === 0) return `${change}; no check changed, the failing ones are closer to passing.`;
  const titles = fixed.map((id) => CHECKS.find((check) => check.id === id)?.title.toLowerCase() ?? id);
  return `${change}; fixes: ${titles.join(', ')}.`;
}
