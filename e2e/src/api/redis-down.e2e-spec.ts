import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectErrorBody, NOT_READY_QUEUE_DOWN } from '../responses';
import { cli, env, startServer, stopServer, TEST_JWT_SECRET, TEST_PROVIDER_KEYS_SECRET, type ServerProcess } from '../utils';

/** Redis configured but unreachable: the API stays up (liveness) but reports itself not ready. */
describe('backend with its Redis down', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-redis-down-'));
    server = await startServer({
      name: 'server-redis-down',
      waitFor: 'live',
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: env.databaseUrl(),
        REDIS_URL: 'redis://127.0.0.1:1',
        QUEUE_PREFIX: `pfe2e_down_${env.runId()}`,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        PROVIDER_KEYS_SECRET: TEST_PROVIDER_KEYS_SECRET,
      },
    });
  }, 90_000);

  afterAll(async () => {
    if (server) {
      await stopServer(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts and answers liveness with 200', async () => {
    const response = await fetch(`${server.url}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with 503, the error shape and "queue is down"', async () => {
    const response = await fetch(`${server.url}/api/health/ready`);

    expect(response.status).toBe(503);
    const body = (await response.json()) as { details: Record<string, { status: string }> };
    expectErrorBody(body, 503, NOT_READY_QUEUE_DOWN);
    expect(body.details.queue.status).toBe('down');
    expect(body.details.database.status).toBe('up');
  });

  it('makes `promptforge status` exit 1 naming the queue', async () => {
    const result = await cli(['status', '--url', server.url]);

    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: .*not ready.*\bqueue\b.*down/);
  });

  it('`promptforge status --json` still prints the 503 document and exits 1', async () => {
    const result = await cli(['status', '--json', '--url', server.url]);

    expect(result.exitCode).toBe(1);
    const body = JSON.parse(result.stdout) as unknown;
    expectErrorBody(body, 503, NOT_READY_QUEUE_DOWN);
  });
});
