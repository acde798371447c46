/**
 * The Usage screen's arithmetic, from GET /api/usage (UsageReportDto): the daily series with the days
 * without calls filled in, bar heights, the remaining budget and the labels. Plain functions, no React.
 */
import type { UsageReport, UsageTotals } from '../api/use-usage';

export type UsageMetric = 'cost' | 'tokens';

const DAY_MS = 86_400_000;

export interface DayPoint {
  /** YYYY-MM-DD (UTC). */
  day: string;
  value: number;
}

/** What one day counts for a metric: spend in USD, or input plus output tokens. */
export function metricOf(totals: UsageTotals, metric: UsageMetric): number {
  return metric === 'cost' ? totals.costUsd : totals.inputTokens + totals.outputTokens;
}

/** One point per day from `from` to `to` (both included, UTC), zero on days without calls. */
export function dailySeries(report: Pick<UsageReport, 'from' | 'to' | 'byDay'>, metric: UsageMetric): DayPoint[] {
  const byDay = new Map(report.byDay.map((day) => [day.day, metricOf(day, metric)]));
  const first = Date.parse(`${report.from}T00:00:00Z`);
  const last = Date.parse(`${report.to}T00:00:00Z`);
  const points: DayPoint[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    points.push({ day, value: byDay.get(day) ?? 0 });
  }
  return points;
}

/** Each value as a share (0–1) of the largest; all zero when nothing was spent. */
export function shares(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest === 0 ? 0 : value / largest));
}

export interface BudgetView {
  limitUsd: number;
  spentUsd: number;
  remainingUsd: number;
  /** Spent share of the limit, 0–100 (100 when the limit is 0). */
  percentUsed: number;
}

/** Today's budget on PromptForge's own provider keys: what is left, never below zero. */
export function budgetView(budget: { limitUsd: number; spentTodayUsd: number }): BudgetView {
  const remainingUsd = Math.max(0, budget.limitUsd - budget.spentTodayUsd);
  const percentUsed = budget.limitUsd <= 0 ? 100 : Math.min(100, (budget.spentTodayUsd / budget.limitUsd) * 100);
  return { limitUsd: budget.limitUsd, spentUsd: budget.spentTodayUsd, remainingUsd, percentUsed: Math.round(percentUsed * 10) / 10 };
}

/**
 * US dollars as the catalogue prices them: cents from $1 up, up to four decimals below a dollar (one call
 * often costs a fraction of a cent), '$0.00' for nothing and '< $0.0001' for a non-zero amount too small to show.
 */
export function formatUsd(value: number): string {
  if (value === 0) return '$0.00';
  if (value >= 1) return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (value < 0.0001) return '< $0.0001';
  const [whole, decimals] = value.toFixed(4).split('.');
  return `$${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

/** 1234567 → '1,234,567'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** '2026-11-03' → 'Nov 3' (the day is UTC, as the report's days are). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const PROVIDER_LABELS: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  deepseek: 'DeepSeek',
  perplexity: 'Perplexity',
  meta: 'Meta',
  mistral: 'Mistral',
};

/** 'openai' → 'OpenAI'; a provider added later shows its id until it gets a label here. */
export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

/** What the features that call models are called on screen; an unknown one is its name made readable. */
const FEATURE_LABELS: Record<string, string> = {
  'prompt-analysis': 'Prompt Lab: analysis',
  'prompt-variations': 'Prompt Lab: variations',
  'prompt-context-check': 'Prompt Lab: context check',
  'prompt-dna': 'Prompt Lab: prompt DNA',
  'prompt-coaching': 'Prompt Lab: coaching',
  'provider-key-test': 'Provider key tests',
};

export function featureLabel(feature: string): string {
  const known = FEATURE_LABELS[feature];
  if (known) return known;
  const words = feature.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : feature;
}

/** Rows dearest first, then by most tokens, then by name, so the table and the bars agree. */
export function byCostThenTokens<T extends UsageTotals>(rows: readonly T[], name: (row: T) => string): T[] {
  return [...rows].sort(
    (a, b) =>
      b.costUsd - a.costUsd || b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens) || name(a).localeCompare(name(b)),
  );
}
