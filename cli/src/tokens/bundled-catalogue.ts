import type { PricedModel } from '@promptforge/prompt-engine';

/**
 * The model catalogue as the server seeds it (tool spec §3; backend migration of `llm_models`), for
 * `promptforge tokens --offline`. A server's catalogue may differ (its operator's MODEL_CATALOG_FILE): without
 * --offline the server's own prices are used.
 */
export const BUNDLED_CATALOGUE: readonly PricedModel[] = [
  { id: 'claude-sonnet-4-6', name: 'Claude Sonnet 4.6', contextWindow: 200000, costPer1kTokensInput: 0.003, costPer1kTokensOutput: 0.015 },
  { id: 'codestral-latest', name: 'Codestral', contextWindow: 262144, costPer1kTokensInput: 0.0003, costPer1kTokensOutput: 0.0009 },
  { id: 'deepseek-chat', name: 'DeepSeek Chat', contextWindow: 32000, costPer1kTokensInput: 0.002, costPer1kTokensOutput: 0.01 },
  { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash', contextWindow: 1000000, costPer1kTokensInput: 0.00075, costPer1kTokensOutput: 0.003 },
  { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro', contextWindow: 1000000, costPer1kTokensInput: 0.0035, costPer1kTokensOutput: 0.0105 },
  { id: 'gemini-pro', name: 'Gemini Pro', contextWindow: 32000, costPer1kTokensInput: 0.0025, costPer1kTokensOutput: 0.0075 },
  { id: 'gpt-3.5-turbo', name: 'GPT-3.5 Turbo', contextWindow: 16385, costPer1kTokensInput: 0.0005, costPer1kTokensOutput: 0.0015 },
  { id: 'gpt-4o', name: 'GPT-4o', contextWindow: 128000, costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03 },
  { id: 'llama-3-70b', name: 'Llama 3 70B', contextWindow: 8000, costPer1kTokensInput: 0.001, costPer1kTokensOutput: 0.005 },
  { id: 'llama-3.1-sonar-large-128k-online', name: 'Llama 3.1 Sonar Large 128k Online', contextWindow: 128000, costPer1kTokensInput: 0.0008, costPer1kTokensOutput: 0.0024 },
  { id: 'mistral-large-latest', name: 'Mistral Large', contextWindow: 262144, costPer1kTokensInput: 0.0005, costPer1kTokensOutput: 0.0015 },
  { id: 'mistral-small-latest', name: 'Mistral Small', contextWindow: 131072, costPer1kTokensInput: 0.0001, costPer1kTokensOutput: 0.0003 },
];
