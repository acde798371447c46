import type { Transport } from '../api/client';
import { ExitCode } from '../output/exit-codes';
import { FAKE_CONFIG_PATH, jsonResponse, runProgram, type FakeRun } from '../testing/fake-deps';
import { PRO_USER, TRIAL_USER, UNAUTHORIZED } from '../testing/users';
import { describeUser } from './auth';

// Shaped like real keys (pfk_ + 38 base62 characters), so the redaction pattern would also catch them.
const KEY = 'pfk_AnaKey0123456789abcdefghijABCDEFGHIJ12';
const OTHER_KEY = 'pfk_OtherKey0123456789abcdefghijABCDEFGHI';
const LOCAL = 'http://localhost:3000';

/** A server that knows one key: /api/auth/me answers the user for it and 401 for anything else. */
function server(knownKey = KEY, user = TRIAL_USER): Transport {
  return async (request) => {
    if (new URL(request.url).pathname !== '/api/auth/me') return jsonResponse(404, { message: 'not here' });
    return request.headers.get('authorization') === `Bearer ${knownKey}`
      ? jsonResponse(200, user)
      : jsonResponse(401, UNAUTHORIZED);
  };
}

const unreachable: Transport = async () => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED', syscall: 'connect' });
};

function expectNoKey(result: FakeRun, ...keys: string[]): void {
  for (const key of keys) {
    expect(result.stdout).not.toContain(key.slice(4));
    expect(result.stderr).not.toContain(key.slice(4));
  }
}

describe('promptforge login', () => {
  it('checks a piped key with GET /api/auth/me, stores it with the URL, and says so on stderr', async () => {
    const result = await runProgram(['login'], { stdin: KEY, transport: server() });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Logged in to ${LOCAL} as Ana <ana@example.com>; the key is stored in ${FAKE_CONFIG_PATH}\n`);
    expect(result.prompts).toEqual(['API key: ']);
    expect(result.requests.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${LOCAL}/api/auth/me`]);
    expect(result.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(result.credentials).toEqual({ url: LOCAL, servers: { [LOCAL]: { apiKey: KEY } } });
    expectNoKey(result, KEY);
  });

  it('takes the key from --api-key without reading standard input', async () => {
    const result = await runProgram(['login', '--api-key', KEY, '--url', 'https://pf.example.com/'], {
      transport: server(),
    });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.prompts).toEqual([]);
    expect(result.credentials).toEqual({
      url: 'https://pf.example.com',
      servers: { 'https://pf.example.com': { apiKey: KEY } },
    });
    expectNoKey(result, KEY);
  });

  it('prints the user object, and never the key, on stdout with --json', async () => {
    const result = await runProgram(['--json', 'login'], { stdin: KEY, transport: server() });

    expect(JSON.parse(result.stdout)).toEqual(TRIAL_USER);
    expect(result.stderr).toContain('Logged in to');
    expectNoKey(result, KEY);
  });

  it('logs in to --url, else PROMPTFORGE_URL, else the stored server, else localhost; other servers keep their keys', async () => {
    const credentials = {
      url: 'http://stored.example',
      servers: { 'http://stored.example': { apiKey: OTHER_KEY } },
    };

    const flag = await runProgram(['login', '--url', 'http://flag.example'], {
      stdin: KEY,
      credentials,
      env: { PROMPTFORGE_URL: 'http://env.example' },
      transport: server(),
    });
    const env = await runProgram(['login'], {
      stdin: KEY,
      credentials,
      env: { PROMPTFORGE_URL: 'http://env.example' },
      transport: server(),
    });
    const file = await runProgram(['login'], { stdin: KEY, credentials, transport: server() });

    expect(flag.requests[0]?.url).toBe('http://flag.example/api/auth/me');
    expect(flag.credentials).toEqual({
      url: 'http://flag.example',
      servers: { 'http://stored.example': { apiKey: OTHER_KEY }, 'http://flag.example': { apiKey: KEY } },
    });
    expect(env.requests[0]?.url).toBe('http://env.example/api/auth/me');
    expect(env.credentials?.url).toBe('http://env.example');
    expect(file.requests[0]?.url).toBe('http://stored.example/api/auth/me');
    expect(file.credentials).toEqual({ url: 'http://stored.example', servers: { 'http://stored.example': { apiKey: KEY } } });
  });

  it('exits 3 for a refused key, and stores nothing', async () => {
    const credentials = { url: LOCAL, servers: { [LOCAL]: { apiKey: OTHER_KEY } } };

    const result = await runProgram(['login'], { stdin: KEY, credentials, transport: server(OTHER_KEY) });

    expect(result.exitCode).toBe(ExitCode.Auth);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `error: the API key was refused by ${LOCAL}: check that it is complete and not deleted; nothing was stored\n`,
    );
    expect(result.credentials).toEqual(credentials);
    expectNoKey(result, KEY, OTHER_KEY);
  });

  it.each([
    [['login'], 'standard input', { stdin: 'ghp_0123456789abcdef' }],
    [['login', '--api-key', 'sk-proj-0123456789'], '--api-key', {}],
  ])('exits 2 for a value that is not an API key (%j), before any request', async (args, source, options) => {
    const result = await runProgram(args, { ...options, transport: server() });

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toBe(
      `error: the value from ${source} is not a PromptForge API key (those start with pfk_): ` +
        'create one under Settings → API Keys\n',
    );
    expect(result.stderr).not.toMatch(/ghp_|sk-proj/);
    expect(result.requests).toEqual([]);
    expect(result.credentials).toBeUndefined();
  });

  it('exits 2 when standard input gives no key', async () => {
    const result = await runProgram(['login'], { stdin: '', transport: server() });

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toBe(
      'error: no API key given: type it at the prompt, pipe it (echo "$KEY" | promptforge login), or pass --api-key\n',
    );
    expect(result.requests).toEqual([]);
  });

  it('exits 1 and stores nothing when the server cannot be reached', async () => {
    const result = await runProgram(['login'], { stdin: KEY, transport: unreachable });

    expect(result.exitCode).toBe(ExitCode.Error);
    expect(result.stderr).toBe(`error: cannot reach PromptForge at ${LOCAL}: connect ECONNREFUSED\n`);
    expect(result.credentials).toBeUndefined();
  });

  it('logs in with the key it was given, and warns that PROMPTFORGE_API_KEY will still win', async () => {
    const result = await runProgram(['login'], {
      stdin: KEY,
      env: { PROMPTFORGE_API_KEY: OTHER_KEY },
      transport: server(),
    });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(result.stderr).toContain(
      'note: PROMPTFORGE_API_KEY is set, and commands send it instead of the stored key\n',
    );
    expectNoKey(result, KEY, OTHER_KEY);
  });
});

describe('promptforge logout', () => {
  it('deletes the file when it held only the key of that server', async () => {
    const result = await runProgram(['logout'], { credentials: { url: LOCAL, servers: { [LOCAL]: { apiKey: KEY } } } });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.credentials).toBeUndefined();
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `Logged out of ${LOCAL}: deleted ${FAKE_CONFIG_PATH} ` +
        '(this does not revoke the key: delete it under Settings → API Keys)\n',
    );
    expect(result.requests).toEqual([]);
    expectNoKey(result, KEY);
  });

  it('removes only the key of the server it is given, and forgets it as the default', async () => {
    const credentials = {
      url: 'http://a.example',
      servers: { 'http://a.example': { apiKey: KEY }, 'http://b.example': { apiKey: OTHER_KEY } },
    };

    const a = await runProgram(['logout'], { credentials });
    const b = await runProgram(['logout', '--url', 'http://b.example/'], { credentials });

    expect(a.credentials).toEqual({ servers: { 'http://b.example': { apiKey: OTHER_KEY } } });
    expect(a.stderr).toContain(`Logged out of http://a.example: removed its API key from ${FAKE_CONFIG_PATH}`);
    expect(b.credentials).toEqual({ url: 'http://a.example', servers: { 'http://a.example': { apiKey: KEY } } });
    expectNoKey(a, KEY, OTHER_KEY);
    expectNoKey(b, KEY, OTHER_KEY);
  });

  it('succeeds when already logged out, and creates no file', async () => {
    const result = await runProgram(['logout']);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toBe(`Not logged in to ${LOCAL}: no API key is stored for it in ${FAKE_CONFIG_PATH}\n`);
    expect(result.credentials).toBeUndefined();
  });

  it('reminds that PROMPTFORGE_API_KEY still applies', async () => {
    const result = await runProgram(['logout'], { env: { PROMPTFORGE_API_KEY: OTHER_KEY } });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toContain('note: PROMPTFORGE_API_KEY is still set, and commands keep sending it\n');
    expectNoKey(result, OTHER_KEY);
  });
});

describe('promptforge whoami', () => {
  const loggedIn = { url: LOCAL, servers: { [LOCAL]: { apiKey: KEY } } };

  it('prints name, e-mail, plan, trial days left and server on stdout with the stored key', async () => {
    const result = await runProgram(['whoami'], { credentials: loggedIn, transport: server() });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      [
        'Name:    Ana',
        'E-mail:  ana@example.com',
        'Plan:    Free Trial',
        'Trial:   7 days left',
        `Server:  ${LOCAL}`,
        '',
      ].join('\n'),
    );
    expect(result.requests[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expectNoKey(result, KEY);
  });

  it('prints the user object, without the key, with --json', async () => {
    const result = await runProgram(['whoami', '--json'], { credentials: loggedIn, transport: server() });

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(JSON.parse(result.stdout)).toEqual(TRIAL_USER);
    expectNoKey(result, KEY);
  });

  it('uses --api-key over PROMPTFORGE_API_KEY over the stored key', async () => {
    const keyOf = (result: FakeRun) => result.requests[0]?.headers.get('authorization');

    const flag = await runProgram(['whoami', '--api-key', KEY], {
      credentials: { url: LOCAL, servers: { [LOCAL]: { apiKey: OTHER_KEY } } },
      env: { PROMPTFORGE_API_KEY: OTHER_KEY },
      transport: server(),
    });
    const env = await runProgram(['whoami'], {
      credentials: { url: LOCAL, servers: { [LOCAL]: { apiKey: OTHER_KEY } } },
      env: { PROMPTFORGE_API_KEY: KEY },
      transport: server(),
    });

    expect(keyOf(flag)).toBe(`Bearer ${KEY}`);
    expect(flag.exitCode).toBe(ExitCode.Ok);
    expect(keyOf(env)).toBe(`Bearer ${KEY}`);
    expect(env.exitCode).toBe(ExitCode.Ok);
  });

  it('exits 3 with "run promptforge login" when the stored key is refused', async () => {
    const result = await runProgram(['whoami'], { credentials: loggedIn, transport: server(OTHER_KEY) });

    expect(result.exitCode).toBe(ExitCode.Auth);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`error: the API key was refused by ${LOCAL}: run \`promptforge login\` with a valid key\n`);
    expectNoKey(result, KEY);
  });

  it('exits 3 without a request when no key is stored or given', async () => {
    const result = await runProgram(['whoami'], { transport: server() });

    expect(result.exitCode).toBe(ExitCode.Auth);
    expect(result.stderr).toBe(
      `error: not logged in to ${LOCAL}: run \`promptforge login\`, or pass --api-key or set PROMPTFORGE_API_KEY\n`,
    );
    expect(result.requests).toEqual([]);
  });

  it('exits 2 without a request for a PROMPTFORGE_API_KEY that is not an API key', async () => {
    const result = await runProgram(['whoami'], { env: { PROMPTFORGE_API_KEY: 'not-a-key' }, transport: server() });

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain('error: the value from PROMPTFORGE_API_KEY is not a PromptForge API key');
    expect(result.stderr).not.toContain('not-a-key');
    expect(result.requests).toEqual([]);
  });

  it('shows "Pro" and no trial line for a paying user', async () => {
    const result = await runProgram(['whoami', '--api-key', KEY], { transport: server(KEY, PRO_USER) });

    expect(result.stdout).toContain('Plan:    Pro\n');
    expect(result.stdout).not.toContain('Trial');
  });
});

describe('describeUser', () => {
  const withDaysLeft = (trialDaysLeft: number) => ({
    ...TRIAL_USER,
    subscription: { ...TRIAL_USER.subscription!, access: { ...TRIAL_USER.subscription!.access, trialDaysLeft } },
  });

  it.each([
    [1, 'Trial:   1 day left'],
    [0, 'Trial:   ended'],
  ])('words %i trial days left as %j', (days, line) => {
    expect(describeUser(withDaysLeft(days), LOCAL)).toContain(line);
  });

  it('treats a user without a subscription record as on the trial, with no days to show', () => {
    const lines = describeUser({ ...TRIAL_USER, subscription: null }, LOCAL);

    expect(lines).toContain('Plan:    Free Trial');
    expect(lines.join('\n')).not.toContain('Trial:');
  });
});
