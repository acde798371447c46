import { ExitCode } from './output/exit-codes';
import { runCli } from './testing/fake-deps';

describe('promptforge (program)', () => {
  it('prints help on stdout with the commands and the exit codes, and exits 0', async () => {
    const result = await runCli(['--help']);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: promptforge \[options\] \[command\]/);
    expect(result.stdout).toMatch(/^ {2}status\s+check that the PromptForge server is ready/m);
    expect(result.stdout).toMatch(/^ {2}login\s+check an API key and store it/m);
    expect(result.stdout).toMatch(/^ {2}logout\s+remove the stored API key/m);
    expect(result.stdout).toMatch(/^ {2}whoami\s+show the user the API key belongs to/m);
    expect(result.stdout).toMatch(/^ {2}models\s+list the models you can use/m);
    expect(result.stdout).toMatch(/^ {2}prompts\s+keep prompts as Markdown files/m);
    expect(result.stdout).toContain('--url and --api-key, then\nPROMPTFORGE_URL and PROMPTFORGE_API_KEY, then');
    expect(result.stdout).toContain('$XDG_CONFIG_HOME/promptforge/config.json');
    expect(result.configReads).toBe(0);
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

  it('explains login: standard input without echo, the file and its mode', async () => {
    const result = await runCli(['login', '--help']);

    expect(result.exitCode).toBe(ExitCode.Ok);
    expect(result.stdout).toMatch(/^Usage: promptforge login \[options\]/);
    expect(result.stdout).toContain('echo "$KEY" | promptforge login');
    expect(result.stdout).toContain('mode 0600');
    expect(result.prompts).toEqual([]);
  });

  it.each([
    [['--url', 'pfk_PastedIntoTheWrongPlace0123456789abcd', 'status'], 'invalid server URL "pfk_***"'],
    [['pfk_PastedIntoTheWrongPlace0123456789abcd'], "error: unknown command 'pfk_***'"],
    [['whoami', '--api_key=pfk_PastedIntoTheWrongPlace0123456789abcd'], "error: unknown option '--api_key=pfk_***'"],
  ])('masks anything that looks like an API key in diagnostics (%j)', async (args, message) => {
    const result = await runCli(args);

    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain('PastedIntoTheWrongPlace');
  });

  it('shows help on stderr and exits 2 when no command is given', async () => {
    const result = await runCli([]);

    expect(result.exitCode).toBe(ExitCode.Usage);
    expect(result.stderr).toContain('Usage: promptforge');
    expect(result.stdout).toBe('');
  });
});
