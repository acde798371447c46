import { STATUS_CODES } from 'node:http';

/** Every API error has this shape (backend ErrorResponseDto): status, reason phrase, one message. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: unknown;
  details?: unknown;
}

/** Asserts `body` is the API's error shape for `status`, with `message` when given. */
export function expectErrorBody(body: unknown, status: number, message?: string | RegExp): void {
  expect(body).toEqual(
    expect.objectContaining({
      statusCode: status,
      error: STATUS_CODES[status],
      message: message === undefined ? expect.any(String) : typeof message === 'string' ? message : expect.stringMatching(message),
    }),
  );
  const allowed = ['statusCode', 'error', 'message', 'errors', 'details'];
  expect(Object.keys(body as object).filter((key) => !allowed.includes(key))).toEqual([]);
}

export const NOT_READY_QUEUE_DOWN = 'Not ready: queue is down.';
