import { APIConnectionError as AnthropicConnectionError, APIConnectionTimeoutError as AnthropicTimeoutError } from '@anthropic-ai/sdk';
import { setTimeout as sleep } from 'node:timers/promises';
import { APIConnectionError as OpenAiConnectionError, APIConnectionTimeoutError as OpenAiTimeoutError } from 'openai';
import { INVALID_RESPONSE_MESSAGE, LlmError } from './llm-error';
import type { Provider } from './providers';

/** What an SDK error looks like in both SDKs (Stainless-generated `APIError`): a status and the headers. */
interface HttpLikeError {
  status?: number;
  headers?: Headers;
  message?: string;
  error?: unknown;
}

const INITIAL_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;

export function isRetryableStatus(status: number | undefined): boolean {
  return status === 429 || (status !== undefined && status >= 500);
}

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) {
    return milliseconds;
  }
  const value = headers?.get('retry-after');
  if (!value) {
    return undefined;
  }
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) {
    return seconds * 1000;
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s… capped at 8 s. */
export function backoffMs(retry: number, random = Math.random): number {
  return Math.min(INITIAL_BACKOFF_MS * 2 ** retry, MAX_BACKOFF_MS) * (1 - random() * 0.25);
}

/**
 * Runs `attempt` and retries it after a 429 or 5xx, at most `maxRetries` times, waiting what Retry-After asks
 * (else backoff). A wait that would end past the deadline is not started: the last error is thrown at once.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: { maxRetries: number; deadline: number; signal: AbortSignal }): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const { status, headers } = error as HttpLikeError;
      if (retry >= options.maxRetries || !isRetryableStatus(status) || options.signal.aborted) {
        throw error;
      }
      const wait = retryAfterMs(headers) ?? backoffMs(retry);
      if (Date.now() + wait >= options.deadline) {
        throw error;
      }
      await sleep(wait, undefined, { signal: options.signal }).catch(() => undefined);
      if (options.signal.aborted) {
        throw error;
      }
    }
  }
}

/**
 * Turns whatever an SDK threw into an {@link LlmError} whose message names the provider and is safe to show:
 * the key, and anything that looks like one, is cut out of quoted provider messages.
 */
export function translateProviderError(
  error: unknown,
  context: { provider: Provider; model: string; apiKey: string; baseUrl: string; timeoutMs: number; timedOut: boolean },
): LlmError {
  if (error instanceof LlmError) {
    return error;
  }
  const { provider, model } = context;
  if (context.timedOut) {
    return new LlmError('timeout', `${provider} did not answer within ${formatSeconds(context.timeoutMs)}. Try again, or choose another model.`);
  }
  const { status, headers } = error as HttpLikeError;
  const detail = providerDetail(error, context.apiKey);
  const quoted = detail ? `: ${detail}` : '';
  if (status === 401 || status === 403) {
    return new LlmError('key_rejected', `${provider} rejected the API key (HTTP ${status}${quoted}). Check the key in Settings → LLM Providers.`);
  }
  if (status === 429) {
    const wait = retryAfterMs(headers);
    return new LlmError(
      'rate_limited',
      `${provider} is rate limiting requests (HTTP 429${quoted}). Try again in a moment.`,
      wait === undefined ? undefined : Math.max(1, Math.ceil(wait / 1000)),
    );
  }
  if (status === 404) {
    return new LlmError('model_unknown', `${provider} does not know the model "${model}" (HTTP 404${quoted}).`);
  }
  if (status !== undefined) {
    return new LlmError('provider_error', `${provider} could not answer (HTTP ${status}${quoted}).`);
  }
  if (isConnectionError(error)) {
    return new LlmError('provider_error', `Could not reach ${provider} at ${hostOf(context.baseUrl)}${connectionCause(error)}.`);
  }
  // Anything else came out of reading the answer (a body that is not what the API promises).
  return new LlmError('invalid_response', INVALID_RESPONSE_MESSAGE);
}

const MAX_DETAIL_LENGTH = 200;
/** Tokens that look like credentials: sk-…, key-…, AIza…, long hex or base64 runs. */
const KEY_LIKE = /\b(?:sk|pk|rk|key|api|gsk|pplx)[-_][A-Za-z0-9*._-]{6,}|\bAIza[0-9A-Za-z_-]{10,}|\b[A-Za-z0-9+/_-]{32,}\b/g;

/** The provider's own message, without anything key-like, shortened. */
export function providerDetail(error: unknown, apiKey: string): string {
  const body = (error as HttpLikeError).error as { message?: unknown; error?: { message?: unknown } } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : typeof body?.error?.message === 'string' ? body.error.message : '';
  let detail = raw.split(apiKey).join('[redacted]').replace(KEY_LIKE, '[redacted]').replace(/\s+/g, ' ').trim();
  if (detail.length > MAX_DETAIL_LENGTH) {
    detail = `${detail.slice(0, MAX_DETAIL_LENGTH - 1)}…`;
  }
  return detail;
}

function isConnectionError(error: unknown): boolean {
  return error instanceof OpenAiConnectionError || error instanceof AnthropicConnectionError;
}

/** The SDK's own per-request time limit (the same length as the gateway's deadline). */
export function isSdkTimeout(error: unknown): boolean {
  return error instanceof OpenAiTimeoutError || error instanceof AnthropicTimeoutError;
}

function connectionCause(error: unknown): string {
  let cause = (error as { cause?: unknown }).cause;
  for (let depth = 0; depth < 4 && cause; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      return ` (${code})`;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return '';
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'its address';
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
