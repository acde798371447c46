/** Costs are kept and shown with 6 decimals (tool spec §9). */
export function roundUsd(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** USD for a call from the catalogue's prices per 1,000 tokens, rounded to 6 decimals. */
export function callCostUsd(
  prices: { costPer1kTokensInput: number; costPer1kTokensOutput: number },
  tokens: { inputTokens: number; outputTokens: number },
): number {
  return roundUsd((tokens.inputTokens / 1000) * prices.costPer1kTokensInput + (tokens.outputTokens / 1000) * prices.costPer1kTokensOutput);
}

/** When a provider reports no usage (some OpenAI-compatible hosts, when streaming): about 4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
