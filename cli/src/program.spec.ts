import { ExitCode } from './output/exit-codes';
import { runCli } from './testing/fake-deps';

describe('promptforge (program)', () => {
  it('prints help on stdout with the commands and the exit codes, and exits 0', async () => {
    const result = await runCli(['--help']);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: promptforge \[options\] \[command\]/);
    expect(result.stdout).toMatch(/^ {2}status\s+check that the PromptForge server is ready/m);
    for (const option of ['--url <url>', '--api-key <key>', '--json', '--version']) {
      expect(result.stdout).toContain(option);
    }
    expect(result.stdout).toContain('Exit codes:\n  0  success\n  1  error');
    expect(result.stdout).toMatch(/^ {2}3 {2}authentication failed/m);
  });

  it('prints the package version and exits 0', async () => {
    const { version } = jest.requireActual<{ version: string }>('../package.json');

    const result = await runCli(['--version']);

    expect(result.stdout).toBe(`${version}\n`);
    expect(result.exitCode).toBe(ExitCode.Ok);
  });

  it.each([
    [['statuz'], "error: unknown command 'statuz'\n(Did you mean status?)"],
    [['--verbose', 'status'], "error: unknown option '--verbose'"],
    [['status', '--nope'], "error: unknown option '--nope'"],
    [['status', 'extra'], 'error: too many arguments'],
    [['--url'], "error: option '--url <url>' argument missing"],
  ])('exits 2 on the usage error in %j', async (args, message) => {
    const result = await runCli(args);

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("(run 'promptforge --help' for usage)");
    expect(result.requests).toEqual([]);
  });

  it('shows help on stderr and exits 2 when no command is given', async () => {
    const result = await runCli([]);

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain('Usage: promptforge');
    expect(result.stdout).toBe('');
  });
});
