import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';
import type { TokenModelResult } from '../api/types';

/** Spec §3: the models checked when the page opens. */
export const DEFAULT_MODELS = ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro'] as const;

/** Spec §5 validation messages, word for word. */
export const BLANK_TEXT = 'Please enter some text to analyze';
export const NO_MODELS = 'Please select at least one model for analysis';

/** Spec §2: the import dialog's empty text. */
export const NO_PROMPTS = 'No prompts found. Please create prompts in the Prompt Lab first.';

/** The default checklist: the spec's defaults that the catalogue offers (an absent one is skipped). */
export function defaultSelection(catalogue: readonly { id: string }[]): string[] {
  return DEFAULT_MODELS.filter((id) => catalogue.some((model) => model.id === id));
}

/** Why the analysis cannot run yet (spec §5), or null when it can. */
export function validationError(text: string, models: readonly string[]): string | null {
  if (text.trim() === '') return BLANK_TEXT;
  if (models.length === 0) return NO_MODELS;
  return null;
}

/** Spec §9: costs with 6 decimals, in US dollars. */
export function formatCost(cost: number): string {
  return `$${cost.toFixed(6)}`;
}

export function formatTokens(count: number): string {
  return count.toLocaleString('en-US');
}

export interface CostBar {
  model: string;
  cost: number;
  /** Bar length as a share of the dearest model's cost, 0–100. */
  percent: number;
}

/** The chart beside the table: one bar per model, dearest first, scaled to the dearest. */
export function costBars(results: readonly TokenModelResult[]): CostBar[] {
  const dearest = Math.max(0, ...results.map((result) => result.estimated_cost));
  return [...results]
    .sort((a, b) => b.estimated_cost - a.estimated_cost)
    .map((result) => ({
      model: result.model,
      cost: result.estimated_cost,
      percent: dearest === 0 ? 0 : (result.estimated_cost / dearest) * 100,
    }));
}

const GENERIC_FAILURE = 'An error occurred while analyzing tokens. Please try again.';

/**
 * Spec §8, token analysis notices, word for word. A refusal with the server's own message (a 4xx such
 * as an unknown model or the 2 MB cap) says what was wrong; anything else gets the spec's text.
 */
export const TOKEN_TOASTS = {
  analysisFailed: (error: unknown): ToastInput => {
    const message = error instanceof ApiError && error.status < 500 ? serverMessage(error.body) : undefined;
    return { title: 'Analysis Failed', description: message ?? GENERIC_FAILURE, variant: 'destructive' };
  },
  invalid: (message: string): ToastInput => ({ title: 'Analysis Failed', description: message, variant: 'destructive' }),
  analysisComplete: (count: number): ToastInput => ({
    title: 'Analysis Complete',
    description: `Analyzed ${count} models successfully`,
    variant: 'success',
  }),
};

/** The API's limit on `expected_output_tokens`. */
export const MAX_EXPECTED_OUTPUT_TOKENS = 10_000_000;

const PROVIDER_LABELS: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  deepseek: 'DeepSeek',
  perplexity: 'Perplexity',
  meta: 'Meta',
};

export interface ModelGroup<M> {
  provider: string;
  label: string;
  models: M[];
}

/** The checklist grouped under provider labels, providers in catalogue order, models by name within each. */
export function modelGroups<M extends { provider: string; name: string }>(catalogue: readonly M[]): ModelGroup<M>[] {
  const groups = new Map<string, M[]>();
  for (const model of catalogue) groups.set(model.provider, [...(groups.get(model.provider) ?? []), model]);
  return [...groups].map(([provider, models]) => ({
    provider,
    label: PROVIDER_LABELS[provider] ?? provider,
    models: [...models].sort((a, b) => a.name.localeCompare(b.name, 'en')),
  }));
}
