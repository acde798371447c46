// Section 1: GET /api/health/ready through the real NestJS app vs raw node:http + pg, driven by autocannon.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { REPO_ROOT } from './bundle.mjs';
import { freePort, registerCleanup, sleep, startChild, stopChild, waitForHttp, withTimeout, median, ratio } from './util.mjs';

export const ROUTE = '/api/health/ready';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a fresh database and registers its removal; returns its connection URL. */
export async function createBenchDatabase() {
  const name = `promptforge_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  registerCleanup(async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The environment both servers inherit: anything that would change the backend's mode is removed. */
function baseEnv() {
  const env = { ...process.env };
  for (const key of ['REDIS_URL', 'WEB_DIST_DIR', 'EMBEDDED_DB_PORT', 'PUBLIC_URL', 'SHUTDOWN_GRACE_MS']) delete env[key];
  return env;
}

/**
 * The real app: `node backend/dist/src/main.js` in production mode on the given database, with `JWT_SECRET`
 * and any extra environment. `start(port, nodeArgs)`: `nodeArgs` go before the script (e.g. --cpu-prof).
 */
export function backendServer({ databaseUrl, jwtSecret, env = {} }) {
  const backendMain = join(REPO_ROOT, 'backend/dist/src/main.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'promptforge-bench-data-'));
  registerCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const providerKeysSecret = randomBytes(48).toString('base64'); // production refuses to start without one
  return {
    // Others may rebuild the backend while the bench runs (nest build empties dist first): wait for it.
    prepare: async () => {
      for (let waited = 0; !existsSync(backendMain); waited += 1000) {
        if (waited >= 60000) throw new Error(`${backendMain} is missing (waited 60 s for a rebuild): run npm run build -w backend`);
        await sleep(1000);
      }
      await sleep(existsSync(backendMain) && Date.now() - statSync(backendMain).mtimeMs < 5000 ? 5000 : 0);
      return statSync(backendMain).mtimeMs;
    },
    start: (port, nodeArgs = []) =>
      startChild(process.execPath, [...nodeArgs, backendMain], {
        cwd: REPO_ROOT,
        env: {
          ...baseEnv(),
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: jwtSecret,
          PROVIDER_KEYS_SECRET: providerKeysSecret,
          DATA_DIR: dataDir,
          ...env,
        },
      }),
  };
}

/** A baseline script from e2e/bench on the same database. */
export function rawServer(script, { databaseUrl, env = {} }) {
  return {
    start: (port) =>
      startChild(process.execPath, [join(REPO_ROOT, 'e2e/bench', script)], {
        cwd: REPO_ROOT,
        env: { ...baseEnv(), NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ...env },
      }),
  };
}

/** Variant definitions: how to start each server. All listen on 127.0.0.1 and get the same database. */
export function variants({ databaseUrl }) {
  const jwtSecret = randomBytes(48).toString('base64url');
  return [
    {
      name: 'ours (NestJS)',
      key: 'ours',
      // Diagnostic only: the liveness route (no database, no queue) on the same process, measured after
      // the main route, splits framework cost from the health-check/ORM path.
      extraRoutes: [{ key: 'live', path: '/api/health' }],
      ...backendServer({ databaseUrl, jwtSecret }),
    },
    { name: 'raw node:http+pg', key: 'raw', ...rawServer('raw-server.mjs', { databaseUrl }) },
    // The same `SELECT 1` and JSON in the barest NestJS + Express app (section 2's reference): what the fixed stack costs.
    { name: 'Nest reference', key: 'minimal', ...rawServer('nest-minimal-auth-server.cjs', { databaseUrl, env: { JWT_SECRET: jwtSecret } }) },
  ];
}

/** One autocannon run (programmatic API); `headers` are sent with every request. */
export function cannon(url, { connections, durationS, headers }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationS, timeout: 10, headers }, (error, result) => (error ? reject(error) : resolve(result)));
    // Never let a wedged run outlive its window by much.
    const guard = setTimeout(() => instance.stop?.(), (durationS + 15) * 1000);
    instance.on?.('done', () => clearTimeout(guard));
  });
}

/** Starts one server, checks the route, warms up, measures, stops it. */
export async function measureVariant(variant, { connections = 50, warmupS = 2, durationS = 10 } = {}) {
  const buildMtime = await variant.prepare?.();
  const port = await freePort();
  const child = variant.start(port);
  try {
    const url = `http://127.0.0.1:${port}${ROUTE}`;
    const { ms: startupMs, res } = await waitForHttp(url, child, 60000);
    const body = JSON.parse(res.body);
    await cannon(url, { connections, durationS: warmupS });
    const result = await withTimeout(cannon(url, { connections, durationS }), (durationS + 30) * 1000, `autocannon against ${variant.name}`);
    const extra = {};
    for (const route of variant.extraRoutes ?? []) {
      const extraUrl = `http://127.0.0.1:${port}${route.path}`;
      await cannon(extraUrl, { connections, durationS: warmupS });
      const r = await withTimeout(cannon(extraUrl, { connections, durationS }), (durationS + 30) * 1000, `autocannon against ${extraUrl}`);
      extra[route.key] = { path: route.path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
    }
    return {
      buildMtime,
      extra,
      rps: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      startupMs,
      body,
    };
  } finally {
    await stopChild(child, 5000);
  }
}

/** Interleaved rounds with rotated order; returns per-round results and the medians/ratios. */
export async function runHttpBench({ rounds = 3, connections = 50, warmupS = 2, durationS = 10, log = console.log } = {}) {
  const db = await createBenchDatabase();
  const list = variants({ databaseUrl: db.url });
  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    const order = list.map((_, i) => list[(i + round) % list.length]);
    const results = {};
    for (const variant of order) {
      const r = await measureVariant(variant, { connections, warmupS, durationS });
      results[variant.key] = r;
      log(
        `  round ${round + 1} ${variant.name.padEnd(18)} ${Math.round(r.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms` +
          `  errors ${r.errors}  non-2xx ${r.non2xx}  (ready after ${Math.round(r.startupMs)} ms)`,
      );
      for (const e of Object.values(r.extra)) {
        log(`          ${`└ same process, ${e.path}`.padEnd(27)} ${Math.round(e.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${e.p50} ms  p99 ${e.p99} ms  errors ${e.errors}  non-2xx ${e.non2xx}  (diagnostic)`);
      }
    }
    perRound.push(results);
  }
  const pick = (key, field) => perRound.map((r) => r[key][field]);
  const stats = (key) => ({ rps: median(pick(key, 'rps')), p99: median(pick(key, 'p99')), p50: median(pick(key, 'p50')), startupMs: median(pick(key, 'startupMs')) });
  const rpsRatios = perRound.map((r) => ratio(r.ours.rps, r.raw.rps));
  const p99Ratios = perRound.map((r) => ratio(r.ours.p99, r.raw.p99));
  const minimalRpsRatios = perRound.map((r) => ratio(r.ours.rps, r.minimal.rps));
  const minimalP99Ratios = perRound.map((r) => ratio(r.ours.p99, r.minimal.p99));
  return {
    database: db.name,
    perRound,
    rpsRatios,
    p99Ratios,
    minimalRpsRatios,
    minimalP99Ratios,
    median: {
      ours: stats('ours'),
      raw: stats('raw'),
      minimal: stats('minimal'),
      minimalRawRpsRatio: median(perRound.map((r) => ratio(r.minimal.rps, r.raw.rps))),
      oursLive: {
        rps: median(perRound.map((r) => r.ours.extra.live?.rps)),
        p99: median(perRound.map((r) => r.ours.extra.live?.p99)),
        readyOverLive: median(perRound.map((r) => ratio(r.ours.rps, r.ours.extra.live?.rps))),
        liveOverRaw: median(perRound.map((r) => ratio(r.ours.extra.live?.rps, r.raw.rps))),
      },
      rpsRatio: median(rpsRatios),
      p99Ratio: median(p99Ratios),
      minimalRpsRatio: median(minimalRpsRatios),
      minimalP99Ratio: median(minimalP99Ratios),
    },
    rebuilt: new Set(perRound.map((r) => r.ours.buildMtime)).size > 1,
    problems: perRound.flatMap((r, i) =>
      Object.entries(r)
        .filter(([, v]) => v.errors || v.non2xx || Object.values(v.extra ?? {}).some((e) => e.errors || e.non2xx))
        .map(([k, v]) => `round ${i + 1} ${k}: ${v.errors} errors/timeouts, ${v.non2xx} non-2xx`),
    ),
    sampleBody: perRound[0]?.ours?.body,
  };
}
