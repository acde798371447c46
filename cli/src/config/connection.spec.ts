import { CliError } from '../output/errors';
import { ExitCode } from '../output/exit-codes';
import { DEFAULT_URL, needsStoredCredentials, REQUEST_TIMEOUT_MS, resolveConnection, resolveUrl } from './connection';
import type { StoredCredentials } from './credentials';

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
    const env = { PROMPTFORGE_URL: 'https://env.example/', PROMPTFORGE_API_KEY: 'pfk_env' };

    expect(resolveConnection({}, env)).toMatchObject({ baseUrl: 'https://env.example', apiKey: 'pfk_env', apiKeySource: 'env' });
    expect(resolveConnection({ url: 'http://flag:1/', apiKey: 'pfk_flag' }, env)).toMatchObject({
      baseUrl: 'http://flag:1',
      apiKey: 'pfk_flag',
      apiKeySource: 'flag',
    });
    expect(resolveConnection({}, { PROMPTFORGE_URL: '', PROMPTFORGE_API_KEY: '' })).toMatchObject({
      baseUrl: DEFAULT_URL,
      apiKey: undefined,
    });
  });

  describe('with credentials stored by login', () => {
    const stored: StoredCredentials = {
      path: '/home/ana/.config/promptforge/config.json',
      credentials: {
        url: 'https://stored.example',
        servers: { 'https://stored.example': { apiKey: 'pfk_stored' }, 'http://flag:1': { apiKey: 'pfk_other' } },
      },
    };

    it('uses the stored server and its key when neither flags nor environment name them', () => {
      expect(resolveConnection({}, {}, stored)).toEqual({
        baseUrl: 'https://stored.example',
        apiKey: 'pfk_stored',
        apiKeySource: 'config',
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
    });

    it('lets flags, then the environment, win over the file, for the URL and the key separately', () => {
      expect(resolveConnection({ apiKey: 'pfk_flag' }, { PROMPTFORGE_API_KEY: 'pfk_env' }, stored)).toMatchObject({
        baseUrl: 'https://stored.example',
        apiKey: 'pfk_flag',
      });
      expect(resolveConnection({}, { PROMPTFORGE_API_KEY: 'pfk_env' }, stored)).toMatchObject({
        baseUrl: 'https://stored.example',
        apiKey: 'pfk_env',
      });
      expect(resolveConnection({}, { PROMPTFORGE_URL: 'http://flag:1' }, stored)).toMatchObject({
        baseUrl: 'http://flag:1',
        apiKey: 'pfk_other',
        apiKeySource: 'config',
      });
    });

    it('never sends a stored key to another server', () => {
      expect(resolveConnection({ url: 'https://elsewhere.example' }, {}, stored)).toMatchObject({
        baseUrl: 'https://elsewhere.example',
        apiKey: undefined,
      });
      expect(resolveUrl({}, { PROMPTFORGE_URL: 'https://env.example/' }, stored)).toBe('https://env.example');
    });

    it('refuses a stored value that is not an API key, naming the file but not the value', () => {
      const bad: StoredCredentials = { ...stored, credentials: { servers: { [DEFAULT_URL]: { apiKey: 'hunter2hunter2' } } } };

      const error = usageError(() => resolveConnection({}, {}, bad));

      expect(error.message).toBe(
        `the value from ${stored.path} (for ${DEFAULT_URL}) is not a PromptForge API key (those start with pfk_): ` +
          'create one under Settings → API Keys',
      );
      expect(error.message).not.toContain('hunter2');
    });
  });

  it('reads the config file only when flags and environment leave the URL or the key open', () => {
    expect(needsStoredCredentials({}, {})).toBe(true);
    expect(needsStoredCredentials({ url: 'http://x' }, {})).toBe(true);
    expect(needsStoredCredentials({ apiKey: 'pfk_x' }, { PROMPTFORGE_URL: 'http://x' })).toBe(false);
    expect(needsStoredCredentials({}, { PROMPTFORGE_URL: 'http://x', PROMPTFORGE_API_KEY: 'pfk_x' })).toBe(false);
  });

  it.each([
    [{ apiKey: 'sk-live-123456' }, {}, '--api-key'],
    [{}, { PROMPTFORGE_API_KEY: 'eyJhbGciOiJIUzI1NiJ9.session' }, 'PROMPTFORGE_API_KEY'],
  ])('refuses a key that does not start with pfk_ as a usage error (%j %j)', (flags, env, source) => {
    const error = usageError(() => resolveConnection(flags, env));

    expect(error.message).toBe(
      `the value from ${source} is not a PromptForge API key (those start with pfk_): create one under Settings → API Keys`,
    );
    expect(error.message).not.toMatch(/sk-live|eyJ/);
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
    const error = usageError(() => resolveConnection({ apiKey: 'pfk_secret\nInjected: 1' }, {}));

    expect(error.exitCode).toBe(ExitCode.Usage);
    expect(error.message).toBe('the API key from --api-key may contain only printable ASCII characters without spaces');
    expect(error.message).not.toContain('pfk_secret');
  });
});
