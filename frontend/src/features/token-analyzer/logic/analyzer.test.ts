import { ApiError } from '@/api/errors';
import type { TokenModelResult } from '../api/types';
import { BLANK_TEXT, costBars, defaultSelection, formatCost, formatTokens, modelGroups, NO_MODELS, TOKEN_TOASTS, validationError } from './analyzer';

const result = (model: string, cost: number): TokenModelResult => ({
  model,
  estimated_cost: cost,
  cost_breakdown: { input_tokens: 10, input_cost: cost, output_tokens: 0, output_cost: 0 },
  tokenizer: 'o200k_base',
  exact: true,
});

describe('token analyzer logic', () => {
  it('checks the spec defaults that the catalogue offers, in the spec order', () => {
    const catalogue = [{ id: 'gemini-2.5-pro' }, { id: 'deepseek-chat' }, { id: 'gpt-4o' }, { id: 'claude-sonnet-4-6' }];
    expect(defaultSelection(catalogue)).toEqual(['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro']);
    expect(defaultSelection([{ id: 'gpt-4o' }, { id: 'deepseek-chat' }])).toEqual(['gpt-4o']);
  });

  it('refuses blank text first, then an empty model list, with the spec messages', () => {
    expect(validationError('  \n\t', ['gpt-4o'])).toBe(BLANK_TEXT);
    expect(validationError('', [])).toBe('Please enter some text to analyze');
    expect(validationError('Hello', [])).toBe(NO_MODELS);
    expect(NO_MODELS).toBe('Please select at least one model for analysis');
    expect(validationError('Hello', ['gpt-4o'])).toBeNull();
  });

  it('shows costs with 6 decimals and token counts with separators', () => {
    expect(formatCost(0.0000125)).toBe('$0.000013');
    expect(formatCost(1.5)).toBe('$1.500000');
    expect(formatCost(0)).toBe('$0.000000');
    expect(formatTokens(1234567)).toBe('1,234,567');
  });

  it('scales the cost bars to the dearest model, dearest first', () => {
    expect(costBars([result('a', 0.001), result('b', 0.004), result('c', 0.002)])).toEqual([
      { model: 'b', cost: 0.004, percent: 100 },
      { model: 'c', cost: 0.002, percent: 50 },
      { model: 'a', cost: 0.001, percent: 25 },
    ]);
    expect(costBars([result('free', 0)])).toEqual([{ model: 'free', cost: 0, percent: 0 }]);
  });

  it('words the toasts as spec §8 says, with a refusal message from the server when there is one', () => {
    expect(TOKEN_TOASTS.analysisComplete(3)).toEqual({ title: 'Analysis Complete', description: 'Analyzed 3 models successfully', variant: 'success' });
    expect(TOKEN_TOASTS.analysisFailed(new ApiError(500, 'boom', { message: 'Internal server error' }))).toEqual({
      title: 'Analysis Failed',
      description: 'An error occurred while analyzing tokens. Please try again.',
      variant: 'destructive',
    });
    expect(TOKEN_TOASTS.analysisFailed(new TypeError('Failed to fetch')).description).toBe(
      'An error occurred while analyzing tokens. Please try again.',
    );
    expect(TOKEN_TOASTS.analysisFailed(new ApiError(400, 'x', { message: 'Unknown model: gpt-9' })).description).toBe('Unknown model: gpt-9');
  });
});

describe('modelGroups', () => {
  it('groups models under provider labels, in catalogue order, by name within a provider', () => {
    const groups = modelGroups([
      { id: 'gpt-4o', provider: 'openai', name: 'GPT-4o' },
      { id: 'claude', provider: 'anthropic', name: 'Claude Sonnet 4.6' },
      { id: 'gpt-3.5-turbo', provider: 'openai', name: 'GPT-3.5 Turbo' },
      { id: 'x', provider: 'acme', name: 'Acme 1' },
    ]);
    expect(groups.map((group) => [group.label, group.models.map((model) => model.name)])).toEqual([
      ['OpenAI', ['GPT-3.5 Turbo', 'GPT-4o']],
      ['Anthropic', ['Claude Sonnet 4.6']],
      ['acme', ['Acme 1']],
    ]);
  });
});
