// Variations: rewrites that fix the failed checks behind the chosen goal. Each one is analysed again, and its
// expectedImprovement and confidence are that measurement; a rewrite that would not score at least as high as the
// original on the goal is dropped.

import { type Inspection, inspectPrompt } from './analyze';
import { CHECKS, type CheckId, type Scores } from './checks';
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
 * Confidence in a variation: the share of the goal's failing checks it fixed, its goal score and its overall score
 * (a rewrite that fixes its goal but leaves the prompt weak elsewhere is less likely to perform better).
 */
const CONFIDENCE_WEIGHTS = { fixedShare: 0.4, goalScore: 0.3, overallScore: 0.3 } as const;

/** The cheap wins: wasted and ambiguous words. */
const EFFICIENCY_CHECKS: readonly CheckId[] = ['filler', 'repetition', 'vague-language', 'contradictions'];

export function generateVariations(request: VariationsRequest): VariationsResult {
  assertValid(validateVariationsRequest(request));
  const goal = request.targetImprovement ?? DEFAULT_TARGET_IMPROVEMENT;
  const declaredVariables = request.variables ?? [];
  const original = inspectPrompt(request.promptContent, '', declaredVariables);
  const failing = failedChecks(original);
  const scoreKey = GOAL_SCORE[goal];

  const variations: Variation[] = [];
  const seen = new Set([request.promptContent.trim()]);
  for (const strategy of STRATEGIES[goal]) {
    const fix = new Set(failing.filter((id) => inScope(id, strategy.scope, goal)));
    if (fix.size === 0) continue;
    const content = rewritePrompt(request.promptContent, original.task, { fix, layout: strategy.layout, declaredVariables });
    if (seen.has(content.trim())) continue;
    seen.add(content.trim());

    const rewritten = inspectPrompt(content, '', declaredVariables);
    const before = original.scores[scoreKey];
    const after = rewritten.scores[scoreKey];
    if (after < before) continue;

    const goalFailing = failing.filter((id) => GOAL_CHECKS[goal].includes(id));
    const stillFailing = new Set(failedChecks(rewritten));
    const fixedChecks = failing.filter((id) => !stillFailing.has(id));
    const fixedShare = goalFailing.length === 0 ? 1 : goalFailing.filter((id) => !stillFailing.has(id)).length / goalFailing.length;
    variations.push({
      id: `${goal}-${variations.length + 1}`,
      changeType: strategy.changeType,
      confidence: round2(
        CONFIDENCE_WEIGHTS.fixedShare * fixedShare +
          CONFIDENCE_WEIGHTS.goalScore * (after / 100) +
          CONFIDENCE_WEIGHTS.overallScore * (rewritten.scores.overall / 100),
      ),
      expectedImprovement: describeImprovement(goal, before, after, fixedChecks),
      content,
      scoreBefore: before,
      scoreAfter: after,
      fixedChecks,
    });
  }
  return { targetImprovement: goal, variations, engine: 'offline' };
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
