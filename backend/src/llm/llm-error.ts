import { HttpException, HttpStatus } from '@nestjs/common';
import type { CallOutcome } from './usage/llm-call.entity';

export type LlmErrorKind = Exclude<CallOutcome, 'ok'> | 'no_key' | 'unknown_model' | 'key_unreadable';

const STATUS: Record<LlmErrorKind, HttpStatus> = {
  no_key: HttpStatus.BAD_REQUEST,
  unknown_model: HttpStatus.BAD_REQUEST,
  budget_exceeded: HttpStatus.TOO_MANY_REQUESTS,
  key_unreadable: HttpStatus.INTERNAL_SERVER_ERROR,
  key_rejected: HttpStatus.BAD_GATEWAY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  timeout: HttpStatus.GATEWAY_TIMEOUT,
  model_unknown: HttpStatus.BAD_GATEWAY,
  invalid_response: HttpStatus.BAD_GATEWAY,
  provider_error: HttpStatus.BAD_GATEWAY,
};

/** Kinds that are the provider's answer (as opposed to PromptForge refusing before any call). */
export const PROVIDER_SIDE_KINDS: ReadonlySet<LlmErrorKind> = new Set(['key_rejected', 'rate_limited', 'timeout', 'model_unknown', 'invalid_response', 'provider_error']);

export const INVALID_RESPONSE_MESSAGE = 'Server returned invalid response format';

/**
 * A gateway failure with a message fit for the user: it names the provider and never holds a key or a stack.
 * An HttpException, so it reaches API clients as `{statusCode, error, message, code}` (code `LLM_<KIND>`).
 */
export class LlmError extends HttpException {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    /** Seconds, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super({ message, code: `LLM_${kind.toUpperCase()}`, retryAfter }, STATUS[kind]);
  }
}

export function noKeyMessage(provider: string): string {
  return `No API key configured for ${provider}. Add one in Settings → LLM Providers.`;
}
