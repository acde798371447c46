import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { accountWithFakeKeys, startPlaygroundWorker, type PlaygroundWorker } from '../playground';
import { BUILD_OUTPUTS, cli, env, REPO_ROOT } from '../utils';

/** `promptforge run` (issue 14) from the built CLI against the built server and a queue worker. */
describe('promptforge run (built CLI)', () => {
  let fake: FakeLlmServer;
  let worker: PlaygroundWorker;
  let dir: string;
  let apiKey: string;
  let token: string;
  let prompt: string;
  let cases: string;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    worker = startPlaygroundWorker();
    dir = mkdtempSync(join(tmpdir(), 'pf-e2e-run-'));
    prompt = join(dir, 'capital.md');
    writeFileSync(prompt, '---\nname: Capital\nsystem: Answer with one word.\n---\nWhat is the capital of {{country}}?\n');
    cases = join(dir, 'cases.csv');
    writeFileSync(cases, 'country,__contains\nFrance,paris\n"Korea, South",seoul\nPeru,lima\nJapan,tokyo\n');
    const account = await accountWithFakeKeys(fake);
    token = account.token;
    const response = await fetch(`${env.baseUrl()}/api/api-keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'CI run' }),
    });
    apiKey = ((await response.json()) as { key: string }).key;
  });
  afterAll(async () => {
    await worker.stop();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => fake.reset());

  const run = (args: string[]) => cli(['run', ...args, '--url', env.baseUrl()], { PROMPTFORGE_API_KEY: apiKey });

  it('runs a prompt file with --var through the server; stdout holds only the report', async () => {
    fake.setDefault({ text: 'Lisbon', usage: { inputTokens: 12, outputTokens: 2 } });
    const result = await run([prompt, '--models', 'gpt-4o,claude-sonnet-4-6', '--var', 'country=Portugal', '--format', 'json']);
    expect(result.exitCode).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.run).toMatchObject({ status: 'completed', total: 2, done: 2, failed: 0 });
    expect(report.models.map((row: { model: string }) => row.model)).toEqual(['gpt-4o', 'claude-sonnet-4-6']);
    expect(fake.requests.map((request) => JSON.stringify(request.body.messages))).toEqual(
      expect.arrayContaining([JSON.stringify([{ role: 'user', content: 'What is the capital of Portugal?' }])]),
    );
    expect(result.stderr).toContain('progress: 2/2 outputs');
  });

  it('--batch with expectations: exit 4 below --min-pass-rate, 0 at it; text table, JUnit and --output', async () => {
    fake.setDefault({ text: 'Paris, Seoul, Lima.' });
    const output = join(dir, 'results.json');
    const failing = await run([prompt, '--models', 'gpt-4o', '--batch', cases, '--min-pass-rate', '100', '--output', output]);
    expect(failing.exitCode).toBe(4);
    expect(failing.stdout).toMatch(/^model\s+outputs\s+failed\s+passed\s+avg latency\s+tokens in\/out\s+cost\ngpt-4o\s+4\s+0\s+3\/4/);
    expect(failing.stdout).toContain('Pass rate: 75% (3 of 4 checked outputs)');
    expect(failing.stdout).toContain('FAIL input 4 Capital with gpt-4o: does not contain "tokyo"');
    expect(failing.stdout).toContain('GATE FAILED: pass rate 75% is below 100%');
    expect(JSON.parse(readFileSync(output, 'utf8')).run.pass_rate).toBe(75);

    const passing = await run([prompt, '--models', 'gpt-4o', '--batch', cases, '--min-pass-rate', '75', '--format', 'junit']);
    expect(passing.exitCode).toBe(0);
    expect(passing.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="promptforge run" tests="4" failures="1">\n  <testsuite name="gpt-4o" tests="4" failures="1" errors="0">/);
    expect(passing.stdout).toContain('<failure message="does not contain &quot;tokyo&quot;">Paris, Seoul, Lima.</failure>');
    expect(passing.stdout.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  it('a CSV that does not parse is a usage error (exit 2) and starts nothing', async () => {
    const ragged = join(dir, 'ragged.csv');
    writeFileSync(ragged, 'country,__contains\nFrance\n');
    const result = await run([prompt, '--models', 'gpt-4o', '--batch', ragged]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Failed to parse the CSV file');
    expect(result.stderr).toContain('Row 1 has 1 value but the header has 2 columns.');
    expect(fake.requests).toHaveLength(0);
  });

  it('Ctrl-C cancels the run on the server', async () => {
    fake.setDefault({ text: 'slow', delayMs: 400 });
    const many = join(dir, 'many.csv');
    writeFileSync(many, `country\n${Array.from({ length: 30 }, (_, i) => `Country ${i}`).join('\n')}\n`);
    const child = spawn(process.execPath, [BUILD_OUTPUTS.cli, 'run', prompt, '--models', 'gpt-4o', '--batch', many, '--concurrency', '1', '--url', env.baseUrl()], {
      cwd: REPO_ROOT,
      env: { ...process.env, PROMPTFORGE_API_KEY: apiKey, XDG_CONFIG_HOME: dir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const started = Date.now();
    while (!stderr.includes('progress:') && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGINT');
    expect(await exited).toBe(1);
    expect(stderr).toMatch(/Run [0-9a-f-]{36} cancelled on the server: \d+ queued outputs dropped\./);
    const runId = /Run ([0-9a-f-]{36}) cancelled/.exec(stderr)?.[1] as string;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const state = (await (await fetch(`${env.baseUrl()}/api/playground/runs/${runId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Record<string, number | string>;
    expect(state.status).toBe('cancelled');
    expect(Number(state.cancelled)).toBeGreaterThan(20);
    expect(fake.requests.length).toBeLessThan(10);
  });
});
