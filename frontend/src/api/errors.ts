/** A non-OK HTTP answer. `status` carries the code; `body` the parsed error body, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Spec §8, client data-fetch errors. */
export const INVALID_QUERY_KEY = 'invalid query key';
export function requestFailedMessage(status: number): string {
  return `request failed with status ${status}`;
}

/** The server's `message` field (string, or the first of a list), if the body has one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const first = message.find((item): item is string => typeof item === 'string' && item.trim() !== '');
    return first;
  }
  return undefined;
}

/**
 * Text for a failure toast: the server's message when there is one, otherwise the caller's fallback
 * (spec §8: "with the server message or 'Failed to login'").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? fallback;
  return fallback;
}
