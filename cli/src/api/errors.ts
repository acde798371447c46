import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';

/**
 * A non-OK answer as a CliError. The server's error body is `{statusCode, error, message, errors?}`: its
 * `message` is what the user sees. 401 and 403 end the run with the authentication exit code.
 */
export function httpError(connection: ApiConnection, response: Response, body: unknown): CliError {
  const where = `PromptForge at ${connection.baseUrl}`;
  const message = serverMessage(body) ?? (response.statusText || 'no message');
  if (response.status === 401 || response.status === 403) {
    const hint = connection.apiKey === undefined ? '; pass --api-key or set PROMPTFORGE_API_KEY' : '';
    return new CliError(
      `${where} refused the request: ${message} (HTTP ${response.status})${hint}`,
      ExitCode.Auth,
    );
  }
  return new CliError(`${where} answered HTTP ${response.status}: ${message}`);
}

/** A request that got no answer: refused, unresolvable, reset, or over the time limit. */
export function transportError(connection: ApiConnection, error: unknown, timedOut: boolean): CliError {
  if (timedOut) {
    return new CliError(
      `PromptForge at ${connection.baseUrl} did not answer within ${connection.timeoutMs / 1000} s`,
    );
  }
  return new CliError(`cannot reach PromptForge at ${connection.baseUrl}: ${describeCause(error)}`);
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message !== '') return message;
  if (Array.isArray(message) && message.length > 0) return message.join('; ');
  return undefined;
}

interface SystemErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** `connect ECONNREFUSED`, `getaddrinfo ENOTFOUND`… from node:net errors, fetch's `cause`, or happy eyeballs' AggregateError. */
function describeCause(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, syscall, message, cause, errors } = error as SystemErrorLike;
  if (typeof code === 'string' && typeof syscall === 'string') return `${syscall} ${code}`;
  if (Array.isArray(errors) && errors.length > 0) return describeCause(errors[0]);
  if (cause !== undefined) return describeCause(cause);
  if (typeof message === 'string' && message !== '') return message;
  return typeof code === 'string' ? code : 'unknown error';
}
