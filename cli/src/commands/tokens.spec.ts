import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get_encoding } from 'tiktoken';
import { ExitCode } from '../output/exit-codes';
import { jsonResponse, runCli } from '../testing/fake-deps';
import { parseXml } from '../testing/xml';

const SHORT = 'word '.repeat(100).trim(); // 100 o200k tokens: gpt-4o input $0.001
const LONG = 'word '.repeat(2000).trim(); // 2000 tokens: gpt-4o input $0.02

let dir: string;
let short: string;
let long: string;
const o200k = get_encoding('o200k_base');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'promptforge-tokens-'));
  short = join(dir, 'short.txt');
  long = join(dir, 'long.txt');
  writeFileSync(short, SHORT);
  writeFileSync(long, LONG);
  expect(o200k.encode_ordinary(SHORT).length).toBe(100);
  expect(o200k.encode_ordinary(LONG).length).toBe(2000);
});

afterAll(() => {
  o200k.free();
  rmSync(dir, { recursive: true, force: true });
});

describe('promptforge tokens --offline', () => {
  it('prints a file × model table with exact/estimate and cost, with no server and no config file', async () => {
    const result = await runCli(['tokens', short, '--offline', '--models', 'gpt-4o,claude-sonnet-4-6']);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.requests).toEqual([]);
    expect(result.configReads).toBe(0);
    const rows = result.stdout.split('\n').slice(1, 3).map((line) => line.split(/\s+/));
    // Claude: ceil(100 × 1.12) = 112 tokens × 0.003 / 1000
    expect(rows).toEqual([
      [short, 'gpt-4o', '100', 'exact', '$0.001000'],
      [short, 'claude-sonnet-4-6', '112', 'estimate', '$0.000336'],
    ]);
  });

  it('passes the gate under budget (exit 0) and fails over budget (exit 4) naming the file and the model', async () => {
    const under = await runCli(['tokens', short, long, '--offline', '--models', 'gpt-4o', '--max-cost', '0.05']);
    expect(under.exitCode).toBe(ExitCode.Ok);
    expect(under.stdout).toContain('Every file is within budget.');

    const over = await runCli(['tokens', short, long, '--offline', '--models', 'gpt-4o,gemini-2.5-flash', '--max-cost', '0.01']);
    expect(over.exitCode).toBe(ExitCode.GateFailed);
    expect(over.stdout).toContain(`OVER BUDGET ${long} with gpt-4o: cost $0.020000 is above --max-cost $0.010000`);
    expect(over.stdout).not.toContain(`OVER BUDGET ${short}`);
    expect(over.stdout).not.toContain('with gemini-2.5-flash');

    const tooManyTokens = await runCli(['tokens', long, '--offline', '--models', 'gpt-4o', '--max-tokens', '1999']);
    expect(tooManyTokens.exitCode).toBe(ExitCode.GateFailed);
    expect(tooManyTokens.stdout).toContain(`OVER BUDGET ${long} with gpt-4o: 2000 tokens is above --max-tokens 1999`);
  });

  it('prices expected output tokens', async () => {
    const result = await runCli(['tokens', short, '--offline', '--models', 'gpt-4o', '--expected-output-tokens', '100', '--format', 'json']);
    // 100 in × 0.01 / 1000 + 100 out × 0.03 / 1000
    expect(JSON.parse(result.stdout).files[0].results[0].estimated_cost).toBe(0.004);
  });

  it('JSON and JUnit outputs parse', async () => {
    const json = await runCli(['tokens', short, long, '--offline', '--models', 'gpt-4o', '--max-cost', '0.01', '--format', 'json']);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ source: 'offline', passed: false, violations: [{ file: long, model: 'gpt-4o' }] });
    expect(report.files.map((file: { file: string }) => file.file)).toEqual([short, long]);

    const junit = await runCli(['tokens', short, long, '--offline', '--models', 'gpt-4o', '--max-cost', '0.01', '--format', 'junit']);
    expect(junit.exitCode).toBe(ExitCode.GateFailed);
    const suite = parseXml(junit.stdout).children[0];
    expect(suite.attributes).toMatchObject({ tests: '2', failures: '1' });
    const failing = suite.children.filter((testcase) => testcase.children.some((child) => child.name === 'failure'));
    expect(failing.map((testcase) => testcase.attributes.file)).toEqual([long]);
  });

  it('prints the tips that apply to a file', async () => {
    const wordy = join(dir, 'wordy.txt');
    writeFileSync(wordy, 'I would like you to summarise the report in order to brief the board.');
    const result = await runCli(['tokens', wordy, '--offline', '--models', 'gpt-4o']);
    expect(result.stdout).toContain(`Tips for ${wordy}:\n  - Cut filler phrases (potential savings:`);
  });

  it('refuses an unknown model (exit 2) and an unreadable file (exit 1)', async () => {
    const unknown = await runCli(['tokens', short, '--offline', '--models', 'gpt-9']);
    expect(unknown.exitCode).toBe(ExitCode.Usage);
    expect(unknown.stderr).toContain('unknown model: gpt-9');

    const missing = await runCli(['tokens', join(dir, 'nope.txt'), '--offline']);
    expect(missing.exitCode).toBe(ExitCode.Error);
    expect(missing.stderr).toContain('ENOENT');
  });
});

describe('promptforge tokens (server)', () => {
  it('asks POST /api/analyze-tokens per file and gates on its answer', async () => {
    const answer = {
      results: [
        {
          model: 'gpt-4o',
          estimated_cost: 0.02,
          cost_breakdown: { input_tokens: 2000, input_cost: 0.02, output_tokens: 0, output_cost: 0 },
          tokenizer: 'o200k_base',
          exact: true,
        },
      ],
      optimization_tips: [],
    };
    const result = await runCli(['tokens', long, '--models', 'gpt-4o', '--max-cost', '0.01', '--url', 'http://pf.test', '--api-key', `pfk_${'a'.repeat(40)}`], {
      transport: async () => jsonResponse(200, answer),
    });

    expect(result.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /api/analyze-tokens']);
    expect(await result.requests[0].clone().json()).toEqual({ text_to_analyze: LONG, models: ['gpt-4o'] });
    expect(result.exitCode).toBe(ExitCode.GateFailed);
    expect(result.stdout).toContain(`OVER BUDGET ${long} with gpt-4o`);
  });
});
