import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';

/**
 * A non-OK answer as a CliError. The server's error body is `{statusCode, error, message, errors?}`: its
 * `message` is what the user sees. 401 and 403 end the run with the authentication exit code; a 401 says
 * what to do about the key, depending on where the key came from.
 */
export function httpError(connection: ApiConnection, response: Response, body: unknown): CliError {
  const where = `PromptForge at ${connection.baseUrl}`;
  const message = serverMessage(body) ?? (response.statusText || 'no message');
  if (response.status === 401) return new CliError(refusedKey(connection), ExitCode.Auth);
  if (response.status === 403) {
    return new CliError(`${where} refused the request: ${message} (HTTP ${response.status})`, ExitCode.Auth);
  }
  return new CliError(`${where} answered HTTP ${response.status}: ${message}`);
}

/** The 401 message: what was refused, and the one thing to do next. */
function refusedKey({ baseUrl, apiKey, apiKeySource }: ApiConnection): string {
  if (apiKey === undefined) {
    return `${baseUrl} requires an API key: run \`promptforge login\`, or pass --api-key or set PROMPTFORGE_API_KEY`;
  }
  switch (apiKeySource) {
    case 'login':
      return `the API key was refused by ${baseUrl}: check that it is complete and not deleted; nothing was stored`;
    case 'env':
      return `the API key in PROMPTFORGE_API_KEY was refused by ${baseUrl}: set it to a valid key, or unset it to use the stored one`;
    case 'flag':
      return `the API key given with --api-key was refused by ${baseUrl}: pass a valid key, or run \`promptforge login\``;
    default:
      return `the API key was refused by ${baseUrl}: run \`promptforge login\` with a valid key`;
  }
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
