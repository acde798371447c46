import type { ApiConnection } from '../config/connection';
import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { jsonResponse } from '../testing/fake-deps';
import { createApiClient, type Transport } from './client';

const connection: ApiConnection = { baseUrl: 'http://127.0.0.1:4000', timeoutMs: 1_000 };

async function failure(promise: Promise<unknown>): Promise<CliError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CliError)) throw new Error(`expected a CliError, got ${String(error)}`);
  return error;
}

describe('createApiClient', () => {
  it('sends the API key as a bearer token, and no Authorization header without one', async () => {
    const seen: (string | null)[] = [];
    const transport: Transport = async (request) => {
      seen.push(request.headers.get('authorization'));
      return jsonResponse(200, { status: 'ok' });
    };

    await createApiClient({ ...connection, apiKey: 'pf_live_123' }, transport).GET('/api/health/ready');
    await createApiClient(connection, transport).GET('/api/health/ready');

    expect(seen).toEqual(['Bearer pf_live_123', null]);
  });

  it.each([401, 403])('turns %i into an authentication error (exit 3) with the server message', async (status) => {
    const transport: Transport = async () =>
      jsonResponse(status, { statusCode: status, error: 'Forbidden', message: 'API key revoked' });

    const error = await failure(createApiClient({ ...connection, apiKey: 'k' }, transport).GET('/api/health'));

    expect(error.exitCode).toBe(ExitCode.Auth);
    expect(error.message).toBe(
      `PromptForge at http://127.0.0.1:4000 refused the request: API key revoked (HTTP ${status})`,
    );
  });

  it('hints at --api-key when a 401 comes without a key, and copes with a body that is not JSON', async () => {
    const transport: Transport = async () => new Response('nope', { status: 401, statusText: 'Unauthorized' });

    const error = await failure(createApiClient(connection, transport).GET('/api/health'));

    expect(error.exitCode).toBe(ExitCode.Auth);
    expect(error.message).toBe(
      'PromptForge at http://127.0.0.1:4000 refused the request: Unauthorized (HTTP 401); ' +
        'pass --api-key or set PROMPTFORGE_API_KEY',
    );
  });

  it('returns other non-OK answers to the caller as { error, response }', async () => {
    const transport: Transport = async () => jsonResponse(500, { statusCode: 500, message: 'boom' });

    const { error, response } = await createApiClient(connection, transport).GET('/api/health');

    expect(response.status).toBe(500);
    expect(error).toEqual({ statusCode: 500, message: 'boom' });
  });

  it('gives up after the time limit with a "did not answer" error', async () => {
    const neverAnswers: Transport = (_request, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

    const started = Date.now();
    const error = await failure(createApiClient({ ...connection, timeoutMs: 50 }, neverAnswers).GET('/api/health'));

    expect(error.message).toBe('PromptForge at http://127.0.0.1:4000 did not answer within 0.05 s');
    expect(error.exitCode).toBe(ExitCode.Error);
    expect(Date.now() - started).toBeLessThan(900);
  });

  const systemError = (message: string, code: string, syscall?: string) =>
    Object.assign(new Error(message), { code, syscall });

  it.each([
    ['a node:net error', systemError('connect ECONNREFUSED 127.0.0.1:4000', 'ECONNREFUSED', 'connect'), 'connect ECONNREFUSED'],
    [
      'a fetch error with a cause',
      new TypeError('fetch failed', { cause: systemError('getaddrinfo ENOTFOUND pf.invalid', 'ENOTFOUND', 'getaddrinfo') }),
      'getaddrinfo ENOTFOUND',
    ],
    [
      'an AggregateError from dual-stack connects',
      Object.assign(new AggregateError([systemError('', 'ECONNREFUSED', 'connect')], ''), { code: 'ECONNREFUSED' }),
      'connect ECONNREFUSED',
    ],
    ['a reset without syscall', systemError('socket hang up', 'ECONNRESET'), 'socket hang up'],
  ])('explains %s as "cannot reach"', async (_name, thrown, reason) => {
    const transport: Transport = async () => {
      throw thrown;
    };

    const error = await failure(createApiClient(connection, transport).GET('/api/health'));

    expect(error.message).toBe(`cannot reach PromptForge at http://127.0.0.1:4000: ${reason}`);
    expect(error.exitCode).toBe(ExitCode.Error);
  });
});
