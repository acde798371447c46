import { execFile } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { QUEUE_DOWN, READY } from './testing/readiness';

// Black-box tests of the built binary. `npm test` builds it first (`npm run build && jest`).
const cliRoot = join(__dirname, '..');
const bin = join(cliRoot, 'dist', 'index.js');
const { version } = JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')) as { version: string };

interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Spawns the binary asynchronously, so the test's own server can answer it. PROMPTFORGE_* come only from `env`. */
function promptforge(
  args: string[],
  env: Record<string, string> = {},
  command: string[] = [process.execPath, bin],
): Promise<CliRun> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PROMPTFORGE_')),
  );
  const [file, ...leading] = command;
  return new Promise((resolve) => {
    const options = { env: { ...inherited, ...env }, timeout: 20_000 };
    execFile(file, [...leading, ...args], options, (error, stdout, stderr) => {
      const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ stdout, stderr, exitCode });
    });
  });
}

let server: Server;
let url: string;
let deadUrl: string;
let answer: { status: number; body: unknown };
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  accessSync(bin, constants.X_OK); // not built? run `npm run build -w cli` (npm test does)
  server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    const { status, body } =
      request.url === '/api/health/ready'
        ? answer
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
});

describe('the built promptforge binary', () => {
  it('prints its version', async () => {
    expect(await promptforge(['--version'])).toEqual({ stdout: `${version}\n`, stderr: '', exitCode: 0 });
  });

  it('runs as an executable through its shebang', async () => {
    expect(await promptforge(['--version'], {}, [bin])).toMatchObject({ stdout: `${version}\n`, exitCode: 0 });
  });

  it('lists the status command and the exit codes in --help', async () => {
    const result = await promptforge(['--help']);

    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^ {2}status\s+check that the PromptForge server is ready/m);
    expect(result.stdout).toMatch(/Exit codes:\n {2}0 {2}success\n {2}1 {2}.+\n {2}2 {2}usage.+\n {2}3 {2}auth.+\n {2}4 {2}a CI gate/);
  });

  it('reports a ready server on stdout and exits 0, sending the API key as a bearer token', async () => {
    const result = await promptforge(['status', '--url', url, '--api-key', 'pf_test_secret']);

    expect(result).toEqual({
      stdout: `PromptForge at ${url} is ready (database up, queue up: bull)\n`,
      stderr: '',
      exitCode: 0,
    });
    expect(authorizations).toEqual(['Bearer pf_test_secret']);
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

    const result = await promptforge(['status', '--url', url], { PROMPTFORGE_API_KEY: 'pf_env_secret' });

    expect(result.exitCode).toBe(3);
    expect(result.stderr).toBe(`error: PromptForge at ${url} refused the request: Invalid API key (HTTP 401)\n`);
    expect(result.stdout + result.stderr).not.toContain('pf_env_secret');
    expect(authorizations).toEqual(['Bearer pf_env_secret']);
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

  it('loads the API client only for commands that call the server', async () => {
    const loaded = async (args: string[]) => {
      // Runs the binary in-process and lists the modules it required, once it is done.
      const script = `process.argv = [process.argv[0], 'promptforge', ...${JSON.stringify(args)}];
        process.on('exit', () => process.stderr.write('\\n' + JSON.stringify(Object.keys(require.cache))));
        require(${JSON.stringify(bin)});`;
      const { stderr } = await promptforge([], {}, [process.execPath, '-e', script]);
      return (JSON.parse(stderr.slice(stderr.lastIndexOf('\n') + 1)) as string[]).join('\n');
    };

    const help = await loaded(['--help']);
    const status = await loaded(['status', '--url', url]);

    expect(help).toContain('commander');
    expect(help).not.toMatch(/openapi-fetch|api\/client\.js/);
    expect(status).toMatch(/openapi-fetch/);
  });
});
