import { callCostUsd, estimateTokens, roundUsd } from './cost';

describe('cost', () => {
  it('prices input and output per 1,000 tokens, to 6 decimals', () => {
    expect(callCostUsd({ costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03 }, { inputTokens: 1000, outputTokens: 500 })).toBe(0.025);
    expect(callCostUsd({ costPer1kTokensInput: 0.00075, costPer1kTokensOutput: 0.003 }, { inputTokens: 7, outputTokens: 3 })).toBe(0.000014);
    expect(callCostUsd({ costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03 }, { inputTokens: 0, outputTokens: 0 })).toBe(0);
  });

  it('rounds half up at the sixth decimal and estimates a token per 4 characters', () => {
    expect(roundUsd(0.0000015)).toBe(0.000002);
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('hello')).toBe(2);
  });
});
