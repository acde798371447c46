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

    await createApiClient({ ...connection, apiKey: 'pfk_live_123' }, transport).GET('/api/health/ready');
    await createApiClient(connection, transport).GET('/api/health/ready');

    expect(seen).toEqual(['Bearer pfk_live_123', null]);
  });

  it('turns 403 into an authentication error (exit 3) with the server message', async () => {
    const transport: Transport = async () =>
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Your free trial has ended.' });

    const error = await failure(createApiClient({ ...connection, apiKey: 'pfk_k' }, transport).GET('/api/health'));

    expect(error.exitCode).toBe(ExitCode.Auth);
    expect(error.message).toBe(
      'PromptForge at http://127.0.0.1:4000 refused the request: Your free trial has ended. (HTTP 403)',
    );
  });

  const UNAUTHORIZED = {
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Authentication required: send a valid session token or API key as a Bearer token.',
  };

  it.each([
    ['config', 'the API key was refused by http://127.0.0.1:4000: run `promptforge login` with a valid key'],
    [
      'env',
      'the API key in PROMPTFORGE_API_KEY was refused by http://127.0.0.1:4000: set it to a valid key, or unset it to use the stored one',
    ],
    [
      'flag',
      'the API key given with --api-key was refused by http://127.0.0.1:4000: pass a valid key, or run `promptforge login`',
    ],
    [
      'login',
      'the API key was refused by http://127.0.0.1:4000: check that it is complete and not deleted; nothing was stored',
    ],
  ] as const)('turns 401 for a key from %s into exit 3 and says what to do, without the key', async (source, message) => {
    const transport: Transport = async () => jsonResponse(401, UNAUTHORIZED);

    const error = await failure(
      createApiClient({ ...connection, apiKey: 'pfk_SecretSecret', apiKeySource: source }, transport).GET('/api/auth/me'),
    );

    expect(error.exitCode).toBe(ExitCode.Auth);
    expect(error.message).toBe(message);
    expect(error.message).not.toContain('SecretSecret');
  });

  it('asks for a key when a 401 comes without one, and copes with a body that is not JSON', async () => {
    const transport: Transport = async () => new Response('nope', { status: 401, statusText: 'Unauthorized' });

    const error = await failure(createApiClient(connection, transport).GET('/api/health'));

    expect(error.exitCode).toBe(ExitCode.Auth);
    expect(error.message).toBe(
      'http://127.0.0.1:4000 requires an API key: run `promptforge login`, or pass --api-key or set PROMPTFORGE_API_KEY',
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
