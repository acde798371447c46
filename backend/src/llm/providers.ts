/** The LLM providers PromptForge can call, with how each is reached. */
export const PROVIDERS = ['openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta', 'mistral'] as const;
export type Provider = (typeof PROVIDERS)[number];

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

export interface ProviderInfo {
  /** How the product names it to people. */
  label: string;
  /** `anthropic`: the Anthropic SDK; everything else speaks the OpenAI chat-completions API. */
  api: 'openai' | 'anthropic';
  /** Used when neither the user's key nor `<PROVIDER>_BASE_URL` gives one. */
  defaultBaseUrl: string;
  /**
   * How to ask for JSON that follows a schema: `schema`: the API takes the schema (OpenAI `json_schema`
   * response format, Anthropic `output_config.format`); `object`: only JSON mode (`json_object`), so the
   * schema goes into the instructions.
   */
  structuredOutput: 'schema' | 'object';
  /** Whether it has JSON mode (`response_format: json_object`) for JSON without a schema. */
  jsonMode: boolean;
}

export const PROVIDER_INFO: Record<Provider, ProviderInfo> = {
  openai: { label: 'OpenAI', api: 'openai', defaultBaseUrl: 'https://api.openai.com/v1', structuredOutput: 'schema', jsonMode: true },
  anthropic: { label: 'Anthropic', api: 'anthropic', defaultBaseUrl: 'https://api.anthropic.com', structuredOutput: 'schema', jsonMode: false },
  google: {
    label: 'Google',
    api: 'openai',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
    structuredOutput: 'schema',
    jsonMode: true,
  },
  deepseek: { label: 'DeepSeek', api: 'openai', defaultBaseUrl: 'https://api.deepseek.com/v1', structuredOutput: 'object', jsonMode: true },
  perplexity: { label: 'Perplexity', api: 'openai', defaultBaseUrl: 'https://api.perplexity.ai', structuredOutput: 'schema', jsonMode: false },
  // Meta's Llama API; point META_BASE_URL at Groq, Together or a local Ollama (…/v1) to use another host.
  meta: { label: 'Meta (Llama)', api: 'openai', defaultBaseUrl: 'https://api.llama.com/compat/v1', structuredOutput: 'schema', jsonMode: false },
  // La Plateforme's chat completions are OpenAI-compatible, custom structured outputs (json_schema) included.
  mistral: { label: 'Mistral', api: 'openai', defaultBaseUrl: 'https://api.mistral.ai/v1', structuredOutput: 'schema', jsonMode: true },
};
