import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { DEFAULT_URL, REQUEST_TIMEOUT_MS, resolveConnection } from './connection';

function usageError(run: () => unknown): CliError {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('expected a CliError');
}

describe('resolveConnection', () => {
  it('defaults to the local server, no key, and the request time limit', () => {
    expect(resolveConnection({}, {})).toEqual({ baseUrl: DEFAULT_URL, apiKey: undefined, timeoutMs: REQUEST_TIMEOUT_MS });
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('prefers flags over the environment, and ignores empty variables', () => {
    const env = { PROMPTFORGE_URL: 'https://env.example/', PROMPTFORGE_API_KEY: 'env_key' };

    expect(resolveConnection({}, env)).toMatchObject({ baseUrl: 'https://env.example', apiKey: 'env_key' });
    expect(resolveConnection({ url: 'http://flag:1/', apiKey: 'flag_key' }, env)).toMatchObject({
      baseUrl: 'http://flag:1',
      apiKey: 'flag_key',
    });
    expect(resolveConnection({}, { PROMPTFORGE_URL: '', PROMPTFORGE_API_KEY: '' })).toMatchObject({
      baseUrl: DEFAULT_URL,
      apiKey: undefined,
    });
  });

  it('keeps a path prefix of the server URL', () => {
    expect(resolveConnection({ url: 'https://example.com/promptforge/' }, {}).baseUrl).toBe(
      'https://example.com/promptforge',
    );
  });

  it.each([
    ['not a url', 'invalid server URL "not a url": expected e.g. http://localhost:3000'],
    ['ftp://example.com', 'invalid server URL "ftp://example.com": only http and https are supported'],
    ['http://me:hunter2@example.com', 'the server URL must not contain credentials: use --api-key'],
  ])('refuses the URL %j as a usage error', (url, message) => {
    const error = usageError(() => resolveConnection({ url }, {}));

    expect(error.message).toBe(message);
    expect(error.exitCode).toBe(ExitCode.Usage);
  });

  it('refuses an API key that cannot be sent in a header, without echoing it', () => {
    const error = usageError(() => resolveConnection({ apiKey: 'pf_secret\nInjected: 1' }, {}));

    expect(error.exitCode).toBe(ExitCode.Usage);
    expect(error.message).not.toContain('pf_secret');
  });
});
