import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env, REPO_ROOT, TEST_JWT_SECRET } from '../utils';

const WORKER = join(REPO_ROOT, 'backend', 'dist', 'src', 'worker.js');

interface WorkerRun {
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

function startWorker(extraEnv: Record<string, string>): WorkerRun {
  const rest = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'REDIS_URL'));
  const child = spawn(process.execPath, [WORKER], { cwd: REPO_ROOT, env: { ...rest, LOG_LEVEL: 'info', ...extraEnv } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { output: () => output, exited: new Promise((resolve) => child.on('exit', resolve)), kill: (signal) => child.kill(signal) };
}

async function waitForOutput(run: WorkerRun, text: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!run.output().includes(text)) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`worker never printed "${text}". Output:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `worker.ts`: the queue consumer entry point, without an HTTP listener. */
describe('the worker process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-worker-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on PostgreSQL + Redis, listens on no port, and exits 0 on SIGTERM', async () => {
    const worker = startWorker({
      DATABASE_URL: env.databaseUrl(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `pfe2e_worker_${env.runId()}`,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
    });
    await waitForOutput(worker, 'PromptForge worker is processing jobs');
    expect(worker.output()).not.toMatch(/Nest application successfully started|listening/i);
    worker.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });

  it('refuses to start without REDIS_URL, saying why', async () => {
    const worker = startWorker({ DATABASE_URL: env.databaseUrl(), DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('The worker needs REDIS_URL and DATABASE_URL');
  });
});
