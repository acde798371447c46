import type { Provider } from '../providers';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A JSON Schema (draft 2020-12 subset the providers understand) for structured output. */
export type JsonSchema = Record<string, unknown>;

/** What to ask the provider for besides text. */
export type OutputFormat = { kind: 'text' } | { kind: 'json' } | { kind: 'schema'; name: string; schema: JsonSchema };

/** One call as a provider adapter sees it: key and address resolved, limits applied. */
export interface ProviderCall {
  provider: Provider;
  model: string;
  apiKey: string;
  baseUrl: string;
  system?: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens: number;
  output: OutputFormat;
  /** Aborts the call at the gateway's deadline. */
  signal: AbortSignal;
  timeoutMs: number;
}

export interface ProviderReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
}

export type ProviderStreamEvent = { type: 'text'; text: string } | { type: 'usage'; inputTokens: number; outputTokens: number };

export interface ProviderClient {
  complete(call: ProviderCall): Promise<ProviderReply>;
  /**
   * Opens the stream (this is where HTTP errors surface, so it can be retried), then yields text deltas and
   * at most one usage event.
   */
  openStream(call: ProviderCall): Promise<AsyncIterable<ProviderStreamEvent>>;
}

/** Asked of providers without a schema-aware JSON mode, and added to the system prompt. */
export function jsonInstruction(output: OutputFormat): string | undefined {
  if (output.kind === 'json') {
    return 'Reply with one JSON value only: no prose, no Markdown code fences.';
  }
  if (output.kind === 'schema') {
    return `Reply with one JSON value only, no prose and no Markdown code fences, that matches this JSON Schema:\n${JSON.stringify(output.schema)}`;
  }
  return undefined;
}

export function withInstruction(system: string | undefined, instruction: string | undefined): string | undefined {
  if (!instruction) {
    return system;
  }
  return system ? `${system}\n\n${instruction}` : instruction;
}
