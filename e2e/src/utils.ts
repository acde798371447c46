/**
 * Helpers for the black-box tier: the built CLI, a real browser, backend processes of our own, ports,
 * screenshots and throw-away databases. Everything here drives the product from outside, as a user would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const REPO_ROOT = resolve(__dirname, '..', '..');
export const E2E_ROOT = join(REPO_ROOT, 'e2e');
export const ARTIFACTS_DIR = join(E2E_ROOT, 'artifacts');

/** The build outputs this tier runs; global-setup refuses to start without them. */
export const BUILD_OUTPUTS = {
  backend: join(REPO_ROOT, 'backend', 'dist', 'src', 'main.js'),
  web: join(REPO_ROOT, 'frontend', 'dist', 'index.html'),
  cli: join(REPO_ROOT, 'cli', 'dist', 'index.js'),
} as const;

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A JWT secret long enough for the backend's 32-byte minimum. */
export const TEST_JWT_SECRET = 'e2e-jwt-secret-0123456789abcdef0123456789abcdef';

/** The master secret of users' provider keys (required in production, at least 32 bytes). */
export const TEST_PROVIDER_KEYS_SECRET = 'e2e-provider-keys-secret-0123456789abcdef012345';

/** Set by global-setup for every test file. */
export const env = {
  /** The shared server, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: () => required('PF_E2E_BASE_URL'),
  /** The shared server's database (tests that start their own backend may reuse it: it is migrated). */
  databaseUrl: () => required('PF_E2E_DATABASE_URL'),
  runId: () => required('PF_E2E_RUN_ID'),
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the e2e tests through e2e/jest.config.js (its globalSetup sets it)`);
  }
  return value;
}

export function newRunId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function ensureArtifactsDir(): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return ARTIFACTS_DIR;
}

// ---------------------------------------------------------------------------------------------- ports

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

// ------------------------------------------------------------------------------------------------ CLI

export interface CliResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
}

/**
 * Runs the built CLI (`node cli/dist/index.js …args`). `env` is added to a clean copy of this process's
 * environment without any PROMPTFORGE_* variable; an `undefined` value removes a variable.
 */
export async function cli(args: readonly string[], extraEnv: Record<string, string | undefined> = {}): Promise<CliResult> {
  const childEnv = withoutKeys(process.env, (key) => key.startsWith('PROMPTFORGE_'));
  // Never read or write the login of whoever runs the tests: a fresh config home unless the test gives one.
  applyEnv(childEnv, { NO_COLOR: '1', XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'pf-e2e-cli-config-')), ...extraEnv });
  return new Promise((resolveResult, reject) => {
    const child = spawn(process.execPath, [BUILD_OUTPUTS.cli, ...args], { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolveResult({ stdout, stderr, exitCode });
    });
  });
}

// -------------------------------------------------------------------------------------------- backend

/** Every variable the backend reads (backend/src/config/env.ts): never inherited by a server we start. */
const BACKEND_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'EMBEDDED_DB_PORT',
  'REDIS_URL',
  'QUEUE_PREFIX',
  'QUEUE_CONCURRENCY',
  'JWT_SECRET',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'SHUTDOWN_GRACE_MS',
  'WEB_DIST_DIR',
  'PROVIDER_KEYS_SECRET',
  'MODEL_CATALOG_FILE',
  'LLM_DAILY_BUDGET_USD',
  'LLM_DAILY_BUDGET_PRO_USD',
  'LLM_TIMEOUT_MS',
  'LLM_MAX_RETRIES',
  'PLAYGROUND_CONCURRENCY',
  'PLAYGROUND_SYNC_LIMIT',
  // A developer's own provider keys must never reach a server under test (no test calls the internet).
  ...['OPENAI', 'ANTHROPIC', 'GOOGLE', 'DEEPSEEK', 'PERPLEXITY', 'META', 'MISTRAL'].flatMap((provider) => [`${provider}_API_KEY`, `${provider}_BASE_URL`]),
  // A developer's Stripe key must not turn the e2e servers (local test mode) into Stripe mode.
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'STRIPE_API_BASE_URL',
];

export interface StartServerOptions {
  /** Variables for the backend; PORT, HOST and PUBLIC_URL default to a free 127.0.0.1 port. `undefined` unsets. */
  env?: Record<string, string | undefined>;
  /** stdout and stderr go to e2e/artifacts/<name>.log. */
  name: string;
  /** What to wait for: readiness (200 on /api/health/ready), liveness (200 on /api/health), or nothing. */
  waitFor?: 'ready' | 'live' | 'nothing';
  timeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  logFile: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node backend/dist/src/main.js` with only the backend variables given here (none leak in from the
 * environment), then waits until it answers. On failure the error quotes the end of the server's log.
 */
export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const childEnv = withoutKeys(process.env, (key) => BACKEND_VARIABLES.includes(key));
  applyEnv(childEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every spec registers its users from 127.0.0.1 and the limit is counted in the database, which servers may
    // share; the per-client limit itself is proven by the API tests.
    REGISTRATIONS_PER_HOUR: '1000',
    ...options.env,
  });
  ensureArtifactsDir();
  const logFile = join(ARTIFACTS_DIR, `${options.name}.log`);
  const fd = openSync(logFile, 'w');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [BUILD_OUTPUTS.backend], { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, port, logFile, child, exited };
  const waitFor = options.waitFor ?? 'ready';
  if (waitFor !== 'nothing') {
    try {
      await waitForServer(server, waitFor === 'ready' ? '/api/health/ready' : '/api/health', options.timeoutMs ?? 60_000);
    } catch (error) {
      await stopServer(server, 5_000);
      throw error;
    }
  }
  return server;
}

async function waitForServer(server: ServerProcess, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void server.exited.then((value) => (exit = value));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(`The backend exited (code ${exit.code}, signal ${exit.signal}) before ${path} answered 200.\n${logTail(server)}`);
    }
    try {
      const response = await fetch(server.url + path, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        return;
      }
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`The backend did not answer 200 on ${server.url}${path} within ${timeoutMs} ms (last: ${last}).\n${logTail(server)}`);
}

/** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). Returns how the process ended. */
export async function stopServer(
  server: ServerProcess,
  timeoutMs = 30_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The last lines the server wrote, for error messages. */
export function logTail(server: Pick<ServerProcess, 'logFile'>, lines = 40): string {
  if (!existsSync(server.logFile)) {
    return '(no server log)';
  }
  const tail = readFileSync(server.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  return `--- ${server.logFile} (last ${lines} lines) ---\n${tail}`;
}

// ------------------------------------------------------------------------------------------- database

export function databaseUrl(name: string, base = TEST_POSTGRES_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(name: string): Promise<string> {
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(`The e2e tests need PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL): ${error.message}`);
  });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`unsafe database name ${name}`);
  }
  return `"${name}"`;
}

// -------------------------------------------------------------------------------------------- browser

/** Debian's chromium, headless, with the flags that keep it quiet and offline (see shared/stack.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/**
 * For a describe block: one browser for the file, a fresh context (own storage, own viewport) and page per
 * test, with every console error, uncaught page error and CSP violation recorded in `problems()`.
 */
export function useBrowser(contextOptions: BrowserContextOptions = {}) {
  let instance: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];

  beforeAll(async () => {
    instance = await browser();
  });
  afterAll(async () => {
    await instance?.close();
  });
  beforeEach(async () => {
    problems = [];
    context = await instance!.newContext({ viewport: DESKTOP, baseURL: env.baseUrl(), ...contextOptions });
    // CSP violations also show up as console errors; the event names the directive.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    page: () => page!,
    context: () => context!,
    problems: () => [...problems],
  };
}

/** Saves a PNG of the page to e2e/artifacts/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(ensureArtifactsDir(), `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: 'disabled' });
  return path;
}

/**
 * Starts the context signed in, as the web app's session stores it (token and user in localStorage). Only on
 * the first load of each tab: a sign-out during the test must stick across reloads.
 */
export async function seedSession(context: BrowserContext, account: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('pf-e2e-seeded')) return;
      sessionStorage.setItem('pf-e2e-seeded', '1');
      localStorage.setItem('authToken', token);
      localStorage.setItem('promptforge-user', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
}

// ------------------------------------------------------------------------------------------------ misc

export function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

function withoutKeys(source: NodeJS.ProcessEnv, drop: (key: string) => boolean): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !drop(key)));
}

function applyEnv(target: NodeJS.ProcessEnv, changes: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) {
      delete target[key];
    } else {
      target[key] = value;
    }
  }
}
