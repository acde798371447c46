import type { Check, CheckId, CheckInput, Dimension, Finding } from './check';
import {
  contradictionsCheck,
  negativeOnlyCheck,
  outputFormatCheck,
  sentenceLengthCheck,
  taskVerbCheck,
  vagueLanguageCheck,
  variablesCheck,
} from './clarity-checks';
import { constraintsCheck, delimitersCheck, examplesCheck, roleCheck } from './context-checks';
import { fillerCheck, repetitionCheck } from './efficiency-checks';

export type { Check, CheckId, CheckInput, Dimension, Finding, SuggestionType } from './check';

/** Every named check, in report order. Weights are documented in the package README (keep both in step). */
export const CHECKS: readonly Check[] = [
  roleCheck,
  taskVerbCheck,
  outputFormatCheck,
  constraintsCheck,
  examplesCheck,
  delimitersCheck,
  vagueLanguageCheck,
  contradictionsCheck,
  variablesCheck,
  sentenceLengthCheck,
  negativeOnlyCheck,
  fillerCheck,
  repetitionCheck,
];

export const CHECKS_BY_ID: ReadonlyMap<CheckId, Check> = new Map(CHECKS.map((check) => [check.id, check]));

/** How much each dimension counts in the overall score. */
export const DIMENSION_SHARES: Readonly<Record<Dimension, number>> = { clarity: 0.4, context: 0.4, efficiency: 0.2 };

/** Weights of the specificity score (the "specificity" variation goal), out of 100. */
export const SPECIFICITY_WEIGHTS: Readonly<Partial<Record<CheckId, number>>> = {
  'output-format': 30,
  constraints: 30,
  'vague-language': 20,
  examples: 20,
};

export interface CheckResult {
  check: Check;
  finding: Finding;
}

export function runChecks(input: CheckInput): CheckResult[] {
  return CHECKS.map((check) => ({ check, finding: check.run(input) }));
}

export interface Scores {
  clarity: number;
  context: number;
  efficiency: number;
  specificity: number;
  overall: number;
}

/** Weighted mean of the applicable checks' scores, 0–100 (checks that do not apply drop out). */
function weightedScore(results: readonly CheckResult[], weightOf: (check: Check) => number | undefined): number {
  let total = 0;
  let weights = 0;
  for (const { check, finding } of results) {
    const weight = weightOf(check);
    if (!weight || !finding.applicable) continue;
    total += weight * finding.score;
    weights += weight;
  }
  return weights === 0 ? 100 : (100 * total) / weights;
}

export function computeScores(results: readonly CheckResult[]): Scores {
  const byDimension = (dimension: Dimension) =>
    weightedScore(results, (check) => (check.dimension === dimension ? check.weight : undefined));
  const clarity = byDimension('clarity');
  const context = byDimension('context');
  const efficiency = byDimension('efficiency');
  const overall =
    DIMENSION_SHARES.clarity * clarity + DIMENSION_SHARES.context * context + DIMENSION_SHARES.efficiency * efficiency;
  return {
    clarity: Math.round(clarity),
    context: Math.round(context),
    efficiency: Math.round(efficiency),
    specificity: Math.round(weightedScore(results, (check) => SPECIFICITY_WEIGHTS[check.id])),
    overall: Math.round(overall),
  };
}

/** Points of the overall score a check loses on this prompt (its share of the overall weight × what it missed). */
export function overallPointsLost(results: readonly CheckResult[], target: CheckResult): number {
  if (!target.finding.applicable) return 0;
  const dimensionWeight = results
    .filter(({ check, finding }) => check.dimension === target.check.dimension && finding.applicable)
    .reduce((sum, { check }) => sum + check.weight, 0);
  return (100 * DIMENSION_SHARES[target.check.dimension] * target.check.weight * (1 - target.finding.score)) / dimensionWeight;
}
