import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, startServer, stopServer, type ServerProcess } from '../utils';

const FIRST_START_MS = 90_000;

/**
 * The first-run promise: `node backend/dist/src/main.js` with no DATABASE_URL and no REDIS_URL starts its own
 * PostgreSQL in DATA_DIR and runs jobs in-process; a clean stop takes the database down with it, and the
 * data is still there on the next start.
 */
describe('zero-setup start (embedded PostgreSQL, in-process jobs)', () => {
  let dataDir: string;
  let dbPort: number;
  let server: ServerProcess | undefined;

  const start = async (name: string) =>
    startServer({
      name,
      timeoutMs: FIRST_START_MS,
      env: { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort), DATABASE_URL: undefined, REDIS_URL: undefined },
    });

  const embeddedDb = () =>
    new Client({
      host: '127.0.0.1',
      port: dbPort,
      user: 'postgres',
      password: readFileSync(join(dataDir, 'embedded-db-password'), 'utf8').trim(),
      database: 'promptforge',
    });

  /** Processes whose command line names the cluster directory (postgres -D <dir> and its children). */
  const postgresProcesses = () => {
    const clusterDir = realpathSync(join(dataDir, 'postgres'));
    const result = spawnSync('pgrep', ['-a', '-f', clusterDir], { encoding: 'utf8' });
    return result.stdout.trim();
  };

  beforeAll(async () => {
    // A fresh data directory; the `postgres` OS user (PostgreSQL refuses root) must be able to enter it.
    dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-embedded-'));
    chmodSync(dataDir, 0o755);
    dbPort = await freePort();
  });

  afterAll(async () => {
    if (server) {
      await stopServer(server);
    }
    // Leave no orphan behind, whatever happened above: a fast shutdown of the cluster's postmaster.
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      try {
        // Only if that pid is still this cluster's postmaster (pids get reused).
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(realpathSync(join(dataDir, 'postgres')))) {
          process.kill(pid, 'SIGINT');
        }
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts with nothing configured and becomes ready',
    async () => {
      server = await start('server-embedded-1');

      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(postgresProcesses()).not.toBe('');
    },
    FIRST_START_MS + 10_000,
  );

  it('serves the web app at /', async () => {
    const response = await fetch(`${server!.url}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('reports the database up and the queue in-process', async () => {
    const response = await fetch(`${server!.url}/api/health/ready`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      details: { database: { status: 'up' }, queue: { status: 'up', mode: 'in-process' } },
    });
  });

  it('accepts writes to its database', async () => {
    const db = embeddedDb();
    await db.connect();
    try {
      await db.query('CREATE TABLE e2e_probe (id serial PRIMARY KEY, note text NOT NULL)');
      await db.query("INSERT INTO e2e_probe (note) VALUES ('written before the restart')");
    } finally {
      await db.end();
    }
  });

  it('stops on SIGTERM with exit code 0 and takes its PostgreSQL down too', async () => {
    const exit = await stopServer(server!);
    server = undefined;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(postgresProcesses()).toBe('');
  });

  it(
    'starts again from the same DATA_DIR with the data still there',
    async () => {
      server = await start('server-embedded-2');

      const db = embeddedDb();
      await db.connect();
      try {
        const { rows } = await db.query<{ note: string }>('SELECT note FROM e2e_probe');
        expect(rows).toEqual([{ note: 'written before the restart' }]);
      } finally {
        await db.end();
      }

      const exit = await stopServer(server);
      server = undefined;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(postgresProcesses()).toBe('');
    },
    FIRST_START_MS + 10_000,
  );
});
