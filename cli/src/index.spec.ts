import { execFile } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUE_DOWN, READY } from './testing/readiness';
import { TRIAL_USER, UNAUTHORIZED } from './testing/users';

// Black-box tests of the built binary. `npm test` builds it first (`npm run build && jest`).
const cliRoot = join(__dirname, '..');
const bin = join(cliRoot, 'dist', 'index.js');
const { version } = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')) as { version: string };

interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/**
 * Spawns the binary asynchronously, so the test's own server can answer it. PROMPTFORGE_* come only from
 * `env`, and the config file from a fresh XDG_CONFIG_HOME unless `env` names one. `stdin` is piped in.
 */
function promptforge(
  args: string[],
  env: Record<string, string> = {},
  command: string[] = [process.execPath, bin],
  stdin = '',
): Promise<CliRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PROMPTFORGE_') && name !== 'XDG_CONFIG_HOME'),
  );
  const [file, ...leading] = command;
  return new Promise((resolve) => {
    const options = { env: { ...inherited, XDG_CONFIG_HOME: emptyConfigHome, ...env }, timeout: 20_000 };
    const child = execFile(file, [...leading, ...args], options, (error, stdout, stderr) => {
      const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ stdout, stderr, exitCode });
    });
    child.stdin?.end(stdin);
  });
}

let server: Server;
let url: string;
let temporary: string;
let emptyConfigHome: string;
let deadUrl: string;
let answer: { status: number; body: unknown };
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  accessSync(bin, constants.X_OK); // not built? run `npm run build -w cli` (npm test does)
  temporary = mkdtempSync(join(tmpdir(), 'pf-cli-bin-'));
  emptyConfigHome = join(temporary, 'empty');
  server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    const { status, body } =
      request.url === '/api/health/ready'
        ? answer
        : request.url === '/api/auth/me'
          ? request.headers.authorization === `Bearer ${KEY}`
            ? { status: 200, body: TRIAL_USER }
            : { status: 401, body: UNAUTHORIZED }
          : { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Cannot GET ${request.url}` } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const dead = createServer();
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
  await new Promise((resolve) => dead.close(resolve));
});

beforeEach(() => {
  answer = { status: 200, body: READY };
  authorizations.length = 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(temporary, { recursive: true, force: true });
});

const KEY = 'pfk_BinaryTestKey0123456789abcdefghijABCD';

describe('the built promptforge binary', () => {
  it('prints its version', async () => {
    expect(await promptforge(['--version'])).toEqual({ stdout: `${version}\n`, stderr: '', exitCode: 0 });
  });

  it('runs as an executable through its shebang', async () => {
    expect(await promptforge(['--version'], {}, [bin])).toMatchObject({ stdout: `${version}\n`, exitCode: 0 });
  });

  it('prints for a lone --help the text commander prints (written at build time)', async () => {
    const quick = await promptforge(['--help']);
    const throughCommander = await promptforge(['--json', '--help']);
    expect(quick).toEqual({ stdout: throughCommander.stdout, stderr: '', exitCode: 0 });
    expect(quick.stdout).toContain('Usage: promptforge [options] [command]');
  });

  it('lists the status command and the exit codes in --help', async () => {
    const result = await promptforge(['--help']);

    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ {2}status\s+check that the PromptForge server is ready/m);
    expect(result.stdout).toMatch(/^ {2}login\s+/m);
    expect(result.stdout).toMatch(/^ {2}logout\s+/m);
    expect(result.stdout).toMatch(/^ {2}whoami\s+/m);
    expect(result.stdout).toMatch(/Exit codes:\n {2}0 {2}success\n {2}1 {2}.+\n {2}2 {2}usage.+\n {2}3 {2}auth.+\n {2}4 {2}a CI gate/);
  });

  it('reports a ready server on stdout and exits 0, sending the API key as a bearer token', async () => {
    const result = await promptforge(['status', '--url', url, '--api-key', 'pfk_test_secret']);

    expect(result).toEqual({
      stdout: `PromptForge at ${url} is ready (database up, queue up: bull)\n`,
      stderr: '',
      exitCode: 0,
    });
    expect(authorizations).toEqual(['Bearer pfk_test_secret']);
  });

  it('prints JSON that parses with --json', async () => {
    const result = await promptforge(['--json', 'status', '--url', url]);

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(READY);
  });

  it('exits 1 and names what is down when the server is not ready', async () => {
    answer = { status: 503, body: QUEUE_DOWN };

    const human = await promptforge(['status', '--url', url]);
    const json = await promptforge(['status', '--url', url, '--json']);

    expect(human.exitCode).toBe(1);
    expect(human.stdout).toBe('');
    expect(human.stderr).toBe(
      `error: PromptForge at ${url} is not ready: queue is down (database up, queue down: bull, connect ECONNREFUSED 127.0.0.1:6379)\n`,
    );
    expect(json.exitCode).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual(QUEUE_DOWN);
  });

  it('exits 3 on 401 without printing the API key', async () => {
    answer = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid API key' } };

    const result = await promptforge(['status', '--url', url], { PROMPTFORGE_API_KEY: 'pfk_env_secret' });

    expect(result.exitCode).toBe(3);
    expect(result.stderr).toBe(
      `error: the API key in PROMPTFORGE_API_KEY was refused by ${url}: set it to a valid key, or unset it to use the stored one\n`,
    );
    expect(result.stdout + result.stderr).not.toContain('env_secret');
    expect(authorizations).toEqual(['Bearer pfk_env_secret']);
  });

  it('exits 1 with "cannot reach" when nothing listens', async () => {
    const result = await promptforge(['status', '--url', deadUrl]);

    expect(result).toEqual({
      stdout: '',
      stderr: `error: cannot reach PromptForge at ${deadUrl}: connect ECONNREFUSED\n`,
      exitCode: 1,
    });
  });

  it('takes the server URL from PROMPTFORGE_URL', async () => {
    const result = await promptforge(['status'], { PROMPTFORGE_URL: url });

    expect(result.stdout).toBe(`PromptForge at ${url} is ready (database up, queue up: bull)\n`);
    expect(result.exitCode).toBe(0);
  });

  it('exits 2 on an unknown command or option', async () => {
    const command = await promptforge(['stats']);
    const option = await promptforge(['status', '--verbose']);

    expect(command.exitCode).toBe(2);
    expect(command.stderr).toContain("error: unknown command 'stats'");
    expect(option.exitCode).toBe(2);
    expect(option.stderr).toContain("error: unknown option '--verbose'");
  });

  it('logs in with a piped key, stores it 0600 for whoami and status, and logs out', async () => {
    const configHome = join(temporary, 'login-flow');
    const env = { XDG_CONFIG_HOME: configHome };
    const file = join(configHome, 'promptforge', 'config.json');

    const login = await promptforge(['login', '--url', url], env, undefined, `${KEY}\n`);
    const whoami = await promptforge(['whoami'], env);
    const json = await promptforge(['whoami', '--json'], env);
    authorizations.length = 0;
    const status = await promptforge(['status'], env);
    const logout = await promptforge(['logout'], env);
    const again = await promptforge(['logout'], env);
    const after = await promptforge(['whoami'], env);

    expect(login).toEqual({
      stdout: '',
      stderr: `Logged in to ${url} as Ana <ana@example.com>; the key is stored in ${file}\n`,
      exitCode: 0,
    });
    expect(whoami.exitCode).toBe(0);
    expect(whoami.stdout).toBe(
      `Name:    Ana\nE-mail:  ana@example.com\nPlan:    Free Trial\nTrial:   7 days left\nServer:  ${url}\n`,
    );
    expect(JSON.parse(json.stdout)).toEqual(TRIAL_USER);
    expect(status.exitCode).toBe(0);
    expect(authorizations).toEqual([`Bearer ${KEY}`]);
    expect(logout).toMatchObject({ exitCode: 0, stderr: expect.stringContaining(`Logged out of ${url}: deleted ${file}`) });
    // The file is gone with the only key, and the default server with it.
    expect(again).toMatchObject({ exitCode: 0, stderr: expect.stringContaining('Not logged in to http://localhost:3000') });
    expect(after.exitCode).toBe(3);
    for (const run of [login, whoami, json, status, logout, again, after]) {
      expect(run.stdout + run.stderr).not.toContain(KEY.slice(4));
    }
  });

  it('writes the config file 0600 in a 0700 directory under XDG_CONFIG_HOME', async () => {
    const configHome = join(temporary, 'modes');

    const login = await promptforge(['login', '--url', url, '--api-key', KEY], { XDG_CONFIG_HOME: configHome });

    expect(login.exitCode).toBe(0);
    expect(statSync(join(configHome, 'promptforge')).mode & 0o777).toBe(0o700);
    expect(statSync(join(configHome, 'promptforge', 'config.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a key the server refuses (exit 3) and a value that is not a key (exit 2), storing nothing', async () => {
    const configHome = join(temporary, 'refused');
    const wrongKey = 'pfk_WrongKey0123456789abcdefghijABCDEFGH';

    const refused = await promptforge(['login', '--url', url], { XDG_CONFIG_HOME: configHome }, undefined, wrongKey);
    authorizations.length = 0;
    const notAKey = await promptforge(['login', '--url', url], { XDG_CONFIG_HOME: configHome }, undefined, 'hunter2');

    expect(refused.exitCode).toBe(3);
    expect(refused.stderr).toBe(
      `error: the API key was refused by ${url}: check that it is complete and not deleted; nothing was stored\n`,
    );
    expect(notAKey.exitCode).toBe(2);
    expect(notAKey.stderr).toContain('error: the value from standard input is not a PromptForge API key');
    expect(authorizations).toEqual([]);
    expect(() => statSync(join(configHome, 'promptforge', 'config.json'))).toThrow(/ENOENT/);
    expect(refused.stdout + refused.stderr + notAKey.stderr).not.toMatch(/WrongKey|hunter2/);
  });

  it('reads the config file only inside actions: --help works with a damaged one', async () => {
    const configHome = join(temporary, 'damaged');
    mkdirSync(join(configHome, 'promptforge'), { recursive: true });
    writeFileSync(join(configHome, 'promptforge', 'config.json'), '{ not json');

    const help = await promptforge(['--help'], { XDG_CONFIG_HOME: configHome });
    const whoami = await promptforge(['whoami'], { XDG_CONFIG_HOME: configHome });

    expect(help.exitCode).toBe(0);
    expect(whoami.exitCode).toBe(1);
    expect(whoami.stderr).toBe(
      `error: the config file ${join(configHome, 'promptforge', 'config.json')} is not valid (not JSON): fix or delete it\n`,
    );
  });

  it('loads the API client, the config file code and the stdin reader only for commands that need them', async () => {
    const loaded = async (args: string[], env: Record<string, string> = {}) => {
      // Runs the binary in-process and lists the modules it required, once it is done.
      const script = `process.argv = [process.argv[0], 'promptforge', ...${JSON.stringify(args)}];
        process.on('exit', () => process.stderr.write('\\n' + JSON.stringify(Object.keys(require.cache))));
        require(${JSON.stringify(bin)});`;
      const { stderr } = await promptforge([], env, [process.execPath, '-e', script]);
      return (JSON.parse(stderr.slice(stderr.lastIndexOf('\n') + 1)) as string[]).join('\n');
    };

    const help = await loaded(['--help']);
    const status = await loaded(['status', '--url', url]);
    const flagsOnly = await loaded(['status', '--url', url, '--api-key', KEY]);
    const login = await loaded(['login', '--url', url, '--api-key', KEY], { XDG_CONFIG_HOME: join(temporary, 'loaded') });

    // A lone --help or --version loads nothing but the entry point: no commander, no command module.
    expect(help.split('\n')).toEqual([bin]);
    expect((await loaded(['--version'])).split('\n')).toEqual([bin]);
    expect((await loaded(['-V'])).split('\n')).toEqual([bin]);
    // Any other command line goes through commander, and its help still loads no API or config code.
    const jsonHelp = await loaded(['--json', '--help']);
    expect(jsonHelp).toContain('commander');
    expect(jsonHelp).not.toMatch(/openapi-fetch|api\/client\.js|credentials-file\.js|read-secret\.js/);
    // The token gate's --help loads no tokenizer, engine or API client either.
    expect(await loaded(['tokens', '--help'])).not.toMatch(/prompt-engine|tiktoken|llama3-tokenizer|openapi-fetch/);
    // tokens --offline reads the built vocabulary tables: no tokenizer or vocabulary module (tiktoken's model table
    // is JSON that names each model's encoding).
    const text = join(temporary, 'offline.txt');
    writeFileSync(text, 'Summarise the following text in three bullet points.\n');
    const offline = await loaded(['tokens', text, '--offline']);
    expect(offline).toMatch(/vocabulary-table\.js/);
    expect(offline).not.toMatch(/tiktoken\/(?!model_to_encoding\.json)|llama3-tokenizer|bpeRanks|openapi-fetch/);
    expect(status).toMatch(/openapi-fetch/);
    expect(status).toMatch(/credentials-file\.js/);
    expect(flagsOnly).not.toMatch(/credentials-file\.js/);
    expect(status).not.toMatch(/read-secret\.js/);
    expect(login).not.toMatch(/read-secret\.js/);
  });
});
