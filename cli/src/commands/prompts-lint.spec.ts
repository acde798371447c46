import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExitCode } from '../output/exit-codes';
import { runCli } from '../testing/fake-deps';
import { parseXml } from '../testing/xml';

const WEAK = '---\nname: Dogs\n---\nWrite some stuff about dogs, etc.\n';
const GOOD = [
  '---',
  'name: Puppy guide',
  'system: |',
  '  You are a veterinarian writing for new dog owners.',
  '---',
  'Write a 150-word guide on house-training a puppy.',
  'Format: 5 bullet points, each starting with a verb.',
  'Tone: friendly. Audience: first-time owners. Do not mention punishment; use positive reinforcement instead.',
  'Example:',
  '- Take the puppy outside every two hours.',
  '',
].join('\n');

let dir: string;
let weak: string;
let good: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'promptforge-lint-'));
  weak = join(dir, 'weak.md');
  good = join(dir, 'good.md');
  writeFileSync(weak, WEAK);
  writeFileSync(good, GOOD);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('promptforge prompts lint', () => {
  it('exits 0 when every prompt reaches the minimum, without a server or a config file', async () => {
    const result = await runCli(['prompts', 'lint', good]);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toMatch(/^PASS .*good\.md "Puppy guide": overall \d+\/100/);
    expect(result.stdout).toMatch(/The prompt scored 70 or more\.\n$/);
    expect(result.stderr).toBe('');
    expect(result.requests).toEqual([]);
    expect(result.configReads).toBe(0);
  });

  it('exits 4 (gate failed) when any prompt is below the minimum, and reports them all', async () => {
    const result = await runCli(['prompts', 'lint', weak, good]);

    expect(result.exitCode).toBe(ExitCode.GateFailed);
    expect(result.stdout).toMatch(/^FAIL .*weak\.md "Dogs"/m);
    expect(result.stdout).toMatch(/^PASS .*good\.md/m);
    expect(result.stdout).toContain('1 of 2 prompts scored below the minimum of 70.');
  });

  it('--min-score moves the gate', async () => {
    const { prompts } = JSON.parse((await runCli(['prompts', 'lint', weak, '--format', 'json'])).stdout) as {
      prompts: Array<{ analysis: { overallScore: number } }>;
    };
    const score = prompts[0].analysis.overallScore;

    expect((await runCli(['prompts', 'lint', weak, '--min-score', String(score)])).exitCode).toBe(ExitCode.Ok);
    expect((await runCli(['prompts', 'lint', weak, '--min-score', String(score + 1)])).exitCode).toBe(ExitCode.GateFailed);
  });

  it('--format junit prints well-formed JUnit XML and still exits 4', async () => {
    const result = await runCli(['prompts', 'lint', weak, good, '--format', 'junit']);

    expect(result.exitCode).toBe(ExitCode.GateFailed);
    expect(parseXml(result.stdout).attributes).toMatchObject({ tests: '2', failures: '1' });
  });

  it('--json is --format json', async () => {
    const result = await runCli(['prompts', 'lint', good, '--json']);

    expect(JSON.parse(result.stdout)).toMatchObject({ minScore: 70, passed: true, prompts: [{ name: 'Puppy guide' }] });
  });

  it.each([
    [['--min-score', '101'], "option '--min-score <score>' argument '101' is invalid. a whole number from 0 to 100 is expected."],
    [['--min-score', 'high'], "argument 'high' is invalid"],
    [['--format', 'xml'], "option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, junit."],
    [['--json', '--format', 'junit'], 'error: --json and --format junit ask for different reports: give one of them'],
  ])('exits 2 on the usage error %j', async (args, message) => {
    const result = await runCli(['prompts', 'lint', good, ...args]);

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('exits 2 without files', async () => {
    const result = await runCli(['prompts', 'lint']);

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain("error: missing required argument 'files'");
  });

  it('exits 1 with nothing reported when a file cannot be read or has no prompt', async () => {
    const empty = join(dir, 'empty.md');
    writeFileSync(empty, '---\nname: Empty\n---\n   \n');

    const missing = await runCli(['prompts', 'lint', good, join(dir, 'nope.md')]);
    const blank = await runCli(['prompts', 'lint', empty]);

    expect(missing.exitCode).toBe(ExitCode.Error);
    expect(missing.stderr).toBe(`error: cannot read ${join(dir, 'nope.md')}: no such file or directory\n`);
    expect(missing.stdout).toBe('');
    expect(blank.exitCode).toBe(ExitCode.Error);
    expect(blank.stderr).toBe(`error: ${empty}: Prompt content is required\n`);
  });
});
