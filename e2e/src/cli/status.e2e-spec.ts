import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, env, freePort, REPO_ROOT } from '../utils';

describe('promptforge status (built CLI against the running server)', () => {
  it('prints one line saying the server is ready and exits 0', async () => {
    const result = await cli(['status', '--url', env.baseUrl()]);

    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(env.baseUrl());
    expect(lines[0]).toMatch(/\bready\b/);
    expect(lines[0]).not.toMatch(/not ready/);
  });

  it('--json prints the readiness document with status ok', async () => {
    const result = await cli(['status', '--json', '--url', env.baseUrl()]);

    expect(result.exitCode).toBe(0);
    const body = JSON.parse(result.stdout) as { status: string; details: Record<string, { status: string; mode?: string }> };
    expect(body.status).toBe('ok');
    expect(body.details.database.status).toBe('up');
    expect(body.details.queue).toMatchObject({ status: 'up', mode: 'bull' });
  });

  it('takes the server from PROMPTFORGE_URL', async () => {
    const result = await cli(['status'], { PROMPTFORGE_URL: env.baseUrl() });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`PromptForge at ${env.baseUrl()} is ready`);
  });

  it('fails with a clear message when nothing listens at the URL', async () => {
    const deadUrl = `http://127.0.0.1:${await freePort()}`;

    const result = await cli(['status', '--url', deadUrl]);

    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: /);
    expect(result.stderr).toContain(`cannot reach PromptForge at ${deadUrl}`);
  });

  it('fails the same way when PROMPTFORGE_URL points at a closed port', async () => {
    const deadUrl = `http://127.0.0.1:${await freePort()}`;

    const result = await cli(['status'], { PROMPTFORGE_URL: deadUrl });

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(deadUrl);
  });

  it('--version prints the version of cli/package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'cli', 'package.json'), 'utf8')) as { version: string };

    const result = await cli(['--version']);

    expect(result).toEqual({ stdout: `${version}\n`, stderr: '', exitCode: 0 });
  });

  it('an unknown option is a usage error (exit 2)', async () => {
    const result = await cli(['status', '--no-such-option']);

    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown option '--no-such-option'");
  });
});
