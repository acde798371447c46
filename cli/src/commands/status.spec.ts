import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runProgram } from '../testing/fake-deps';
import { QUEUE_DOWN, READY } from '../testing/readiness';

const answer = (status: number, body: unknown) => async () => jsonResponse(status, body);

describe('promptforge status', () => {
  it('prints one readiness line on stdout and exits 0 when the server is ready', async () => {
    const result = await runProgram(['status'], { transport: answer(200, READY) });

    expect(result.stdout).toBe('PromptForge at http://localhost:3000 is ready (database up, queue up: bull)\n');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://localhost:3000/api/health/ready',
    ]);
  });

  it('prints the readiness JSON with --json', async () => {
    const result = await runProgram(['--json', 'status'], { transport: answer(200, READY) });

    expect(JSON.parse(result.stdout)).toEqual(READY);
    expect(result.exitCode).toBe(ExitCode.Ok);
  });

  it('names the components that are down on stderr and exits 1 when not ready', async () => {
    const result = await runProgram(['status'], { transport: answer(503, QUEUE_DOWN) });

    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: PromptForge at http://localhost:3000 is not ready: queue is down ' +
        '(database up, queue down: bull, connect ECONNREFUSED 127.0.0.1:6379)\n',
    );
    expect(result.exitCode).toBe(ExitCode.Error);
  });

  it('still prints the JSON for scripts when not ready with --json', async () => {
    const result = await runProgram(['status', '--json'], { transport: answer(503, QUEUE_DOWN) });

    expect(JSON.parse(result.stdout)).toEqual(QUEUE_DOWN);
    expect(result.stderr).toContain('is not ready: queue is down');
    expect(result.exitCode).toBe(ExitCode.Error);
  });

  it("shows the server's message when a 503 names no dependency that is down", async () => {
    const shuttingDown = { statusCode: 503, error: 'Service Unavailable', message: 'Not ready: the server is shutting down.' };

    const result = await runProgram(['status', '--json'], { transport: answer(503, shuttingDown) });

    expect(JSON.parse(result.stdout)).toEqual(shuttingDown);
    expect(result.stderr).toBe(
      'error: PromptForge at http://localhost:3000 answered HTTP 503: Not ready: the server is shutting down.\n',
    );
    expect(result.exitCode).toBe(ExitCode.Error);
  });

  it('reports an unreachable server on stderr and exits 1', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const result = await runProgram(['status', '--url', 'http://127.0.0.1:9'], {
      transport: async () => {
        throw refused;
      },
    });

    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: cannot reach PromptForge at http://127.0.0.1:9: connect ECONNREFUSED\n');
    expect(result.exitCode).toBe(ExitCode.Error);
  });

  it('exits 3 on 401 and says the key was refused, without printing the API key', async () => {
    const result = await runProgram(['status', '--api-key', 'pfk_SecretStatusKey'], {
      transport: answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid API key' }),
    });

    expect(result.stderr).toBe(
      'error: the API key given with --api-key was refused by http://localhost:3000: ' +
        'pass a valid key, or run `promptforge login`\n',
    );
    expect(result.exitCode).toBe(ExitCode.Auth);
    expect(result.stdout + result.stderr).not.toContain('SecretStatusKey');
    expect(result.requests[0]?.headers.get('authorization')).toBe('Bearer pfk_SecretStatusKey');
  });

  it('shows the message of any other non-OK answer, prints no JSON, and exits 1', async () => {
    const result = await runProgram(['status', '--json'], {
      transport: answer(404, { statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/health/ready' }),
    });

    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'error: PromptForge at http://localhost:3000 answered HTTP 404: Cannot GET /api/health/ready\n',
    );
    expect(result.exitCode).toBe(ExitCode.Error);
  });

  it('takes the server from PROMPTFORGE_URL and the key from PROMPTFORGE_API_KEY; flags win', async () => {
    const env = { PROMPTFORGE_URL: 'http://pf.example:8080/', PROMPTFORGE_API_KEY: 'pfk_from_env' };

    const fromEnv = await runProgram(['status'], { env, transport: answer(200, READY) });
    const fromFlags = await runProgram(['--url', 'http://127.0.0.1:4000', '--api-key', 'pfk_from_flag', 'status'], {
      env,
      transport: answer(200, READY),
    });

    expect(fromEnv.stdout).toContain('PromptForge at http://pf.example:8080 is ready');
    expect(fromEnv.requests[0]?.url).toBe('http://pf.example:8080/api/health/ready');
    expect(fromEnv.requests[0]?.headers.get('authorization')).toBe('Bearer pfk_from_env');
    expect(fromFlags.requests[0]?.url).toBe('http://127.0.0.1:4000/api/health/ready');
    expect(fromFlags.requests[0]?.headers.get('authorization')).toBe('Bearer pfk_from_flag');
    expect(fromFlags.configReads).toBe(0);
  });

  it('falls back to the server and key stored by login, behind flags and environment', async () => {
    const credentials = {
      url: 'http://stored.example:3000',
      servers: { 'http://stored.example:3000': { apiKey: 'pfk_stored' } },
    };

    const fromFile = await runProgram(['status'], { credentials, transport: answer(200, READY) });
    const envUrl = await runProgram(['status'], {
      credentials,
      env: { PROMPTFORGE_URL: 'http://other.example' },
      transport: answer(200, READY),
    });

    expect(fromFile.requests[0]?.url).toBe('http://stored.example:3000/api/health/ready');
    expect(fromFile.requests[0]?.headers.get('authorization')).toBe('Bearer pfk_stored');
    // The stored key belongs to the stored server: it is not sent anywhere else.
    expect(envUrl.requests[0]?.url).toBe('http://other.example/api/health/ready');
    expect(envUrl.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('exits 2 for an API key that does not start with pfk_, without calling the server', async () => {
    const result = await runProgram(['status', '--api-key', 'sk-abcdef'], { transport: answer(200, READY) });

    expect(result.stderr).toBe(
      'error: the value from --api-key is not a PromptForge API key (those start with pfk_): ' +
        'create one under Settings → API Keys\n',
    );
    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.requests).toEqual([]);
  });

  it('exits 2 for a server URL that is not http(s), without calling the server', async () => {
    const result = await runProgram(['status', '--url', 'localhost:3000'], { transport: answer(200, READY) });

    expect(result.stderr).toBe('error: invalid server URL "localhost:3000": only http and https are supported\n');
    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.requests).toEqual([]);
  });
});
