import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_OUTPUTS, cli, env, REPO_ROOT, type CliResult } from '../utils';

/**
 * `cli()` with `input` piped on standard input (`echo "$KEY" | promptforge login`). Same environment rules:
 * a copy of this process's environment without PROMPTFORGE_*, plus `extraEnv`.
 */
function cliWithInput(args: readonly string[], input: string, extraEnv: Record<string, string>): Promise<CliResult> {
  const childEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PROMPTFORGE_')));
  Object.assign(childEnv, { NO_COLOR: '1', ...extraEnv });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_OUTPUTS.cli, ...args], { cwd: REPO_ROOT, env: childEnv, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, exitCode });
    });
    child.stdin.end(input);
  });
}

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(env.baseUrl() + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

describe('promptforge login / whoami / logout (built CLI against the running server)', () => {
  const name = 'Ana Login';
  let email: string;
  let token: string;
  let key: { id: string; key: string };
  let configHome: string;
  const outputs: CliResult[] = [];

  /** Runs the CLI with the test's own config directory, and keeps every output for the "no key" check. */
  const run = async (args: string[], input?: string, extraEnv: Record<string, string> = {}) => {
    const result =
      input === undefined
        ? await cli(args, { XDG_CONFIG_HOME: configHome, ...extraEnv })
        : await cliWithInput(args, input, { XDG_CONFIG_HOME: configHome, ...extraEnv });
    outputs.push(result);
    return result;
  };

  beforeAll(async () => {
    configHome = mkdtempSync(join(tmpdir(), 'pf-e2e-cli-login-'));
    email = `ana.login.${env.runId()}.${Date.now().toString(36)}@example.com`;
    const password = 'correct-horse-battery-1';
    const registered = await api<{ token: string }>('POST', '/api/auth/register', undefined, {
      name,
      email,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(201);
    token = registered.body.token;
    const created = await api<{ id: string; key: string }>('POST', '/api/api-keys', token, { name: 'CI pipeline' });
    expect(created.status).toBe(201);
    key = created.body;
    expect(key.key).toMatch(/^pfk_/);
  });

  afterAll(() => {
    rmSync(configHome, { recursive: true, force: true });
  });

  it('logs in with the key piped on stdin and stores it in a 0600 file', async () => {
    const result = await run(['login', '--url', env.baseUrl()], `${key.key}\n`);

    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain(`Logged in to ${env.baseUrl()} as ${name} <${email}>`);
    const file = join(configHome, 'promptforge', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(configHome, 'promptforge')).mode & 0o777).toBe(0o700);
  });

  it('whoami prints the name, the e-mail, the plan and the trial days left, from the stored login', async () => {
    const result = await run(['whoami']);

    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(name);
    expect(result.stdout).toContain(email);
    expect(result.stdout).toMatch(/^Plan:\s+Free Trial$/m);
    expect(result.stdout).toMatch(/^Trial:\s+7 days left$/m);
  });

  it('whoami --json prints the user object', async () => {
    const result = await run(['whoami', '--json']);

    expect(result.exitCode).toBe(0);
    const user = JSON.parse(result.stdout) as { name: string; email: string; subscription: { planId: string; access: { trialDaysLeft: number } } };
    expect(user).toMatchObject({ name, email, subscription: { planId: 'free-trial', access: { trialDaysLeft: 7 } } });
  });

  it('status uses the stored server', async () => {
    const result = await run(['status']);

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`PromptForge at ${env.baseUrl()} is ready`);
  });

  it('refuses a value that is not an API key (exit 2) and an unknown key (exit 3), keeping the stored login', async () => {
    const notAKey = await run(['login'], 'my-password\n');
    const unknown = await run(['login'], `pfk_${'A'.repeat(38)}\n`);
    const whoami = await run(['whoami']);

    expect(notAKey.exitCode).toBe(2);
    expect(unknown.exitCode).toBe(3);
    expect(unknown.stderr).toContain(`the API key was refused by ${env.baseUrl()}`);
    expect(whoami.exitCode).toBe(0);
  });

  it('whoami exits 3 once the key is deleted through the API', async () => {
    const deleted = await api('DELETE', `/api/api-keys/${key.id}`, token);
    expect(deleted.status).toBe(204);

    const result = await run(['whoami']);

    expect(result.exitCode).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`error: the API key was refused by ${env.baseUrl()}: run \`promptforge login\` with a valid key\n`);
  });

  it('logout deletes the stored key, and succeeds again when already logged out', async () => {
    const first = await run(['logout']);
    const second = await run(['logout', '--url', env.baseUrl()]);

    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain(`Logged out of ${env.baseUrl()}`);
    expect(existsSync(join(configHome, 'promptforge', 'config.json'))).toBe(false);
    expect(second.exitCode).toBe(0);
    expect(second.stderr).toContain(`Not logged in to ${env.baseUrl()}`);
  });

  it('never printed the key', () => {
    expect(outputs.length).toBeGreaterThan(5);
    for (const { stdout, stderr } of outputs) {
      expect(stdout).not.toContain(key.key);
      expect(stderr).not.toContain(key.key);
      expect(stdout + stderr).not.toContain(key.key.slice(12));
    }
  });
});
