// Section "auth": the authenticated read GET /api/auth/me through the real NestJS app against the bare NestJS +
// Express + passport reference doing the same checks and queries (nest-minimal-auth-server.cjs, the goal's baseline)
// and raw node:http + pg (raw-auth-server.mjs, a diagnostic), once with a session token and once with an API key,
// driven by autocannon. Also the liveness route GET /api/health on the app and on the reference (a diagnostic).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { backendServer, cannon, createBenchDatabase, rawServer } from './http.mjs';
import { summariseProfile } from './cpuprofile.mjs';
import { cpuTimeMs, freePort, httpGet, median, ratio, registerCleanup, stopChild, waitForHttp, withTimeout } from './util.mjs';

export const AUTH_ROUTE = '/api/auth/me';
export const LIVENESS_ROUTE = '/api/health';
const PASSWORD = 'bench-Password-1234';

/** Registers a user on the real app and creates an API key for it; the app is stopped afterwards. */
async function createCredentials(ours) {
  await ours.prepare();
  const port = await freePort();
  const child = ours.start(port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health/ready`, child, 60000);
    const post = async (path, body, token) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    const email = `bench-${Date.now().toString(36)}@example.com`;
    const { token } = await post('/api/auth/register', { name: 'Bench User', email, password: PASSWORD, confirmPassword: PASSWORD });
    const { key } = await post('/api/api-keys', { name: 'bench' }, token);
    if (!token || !key?.startsWith('pfk_')) throw new Error(`unexpected register/api-keys answers (token ${typeof token}, key ${typeof key})`);
    return { email, token, key };
  } finally {
    await stopChild(child, 5000);
  }
}

/** Warm-up, then a measured autocannon run with the server's CPU time per answered request. */
async function measureRoute(child, url, headers, { connections, warmupS, durationS, name }) {
  await cannon(url, { connections, durationS: warmupS, headers });
  const cpu0 = cpuTimeMs(child.pid);
  const r = await withTimeout(cannon(url, { connections, durationS, headers }), (durationS + 30) * 1000, `autocannon against ${name}`);
  // CPU the server process itself used per answered request (not PostgreSQL's): less sensitive to other load.
  const cpuPerReqMs = (cpuTimeMs(child.pid) - cpu0) / r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, cpuPerReqMs };
}

/**
 * Starts one server, then for each credential: one checked GET, warm-up, measured run; then the liveness route when
 * the server has one (`server.liveness`). Stops the server.
 */
async function measureServer(server, credentials, { connections, warmupS, durationS }) {
  const buildMtime = await server.prepare?.();
  const port = await freePort();
  const child = server.start(port);
  const url = `http://127.0.0.1:${port}${AUTH_ROUTE}`;
  try {
    const { ms: startupMs } = await waitForHttp(url, child, 60000, { authorization: credentials[0].header });
    const out = { buildMtime, startupMs };
    for (const cred of credentials) {
      const headers = { authorization: cred.header };
      const check = await httpGet(url, 5000, headers);
      if (check.status !== 200) throw new Error(`${server.name} answered ${check.status} with the ${cred.name}: ${check.body.slice(0, 300)}`);
      out[cred.key] = { ...(await measureRoute(child, url, headers, { connections, warmupS, durationS, name: server.name })), body: check.body };
    }
    if (server.liveness) {
      const liveUrl = `http://127.0.0.1:${port}${LIVENESS_ROUTE}`;
      out.liveness = await measureRoute(child, liveUrl, {}, { connections, warmupS, durationS, name: `${server.name} ${LIVENESS_ROUTE}` });
    }
    return out;
  } finally {
    await stopChild(child, 5000);
  }
}

/**
 * Runs the real app once per credential under `node --cpu-prof`, marks the measured window on the monotonic
 * clock, and summarises the samples in that window (start-up and warm-up left out).
 */
async function profileOurs(ours, credentials, { connections, warmupS, durationS, profileDir }) {
  const dir = profileDir ?? mkdtempSync(join(tmpdir(), 'promptforge-bench-prof-'));
  if (!profileDir) registerCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const results = {};
  for (const cred of credentials) {
    await ours.prepare();
    const port = await freePort();
    const name = `auth-me-${cred.key}-${process.pid}.cpuprofile`;
    const child = ours.start(port, ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}`]);
    const url = `http://127.0.0.1:${port}${AUTH_ROUTE}`;
    const headers = { authorization: cred.header };
    let window;
    let r;
    try {
      await waitForHttp(url, child, 60000, headers);
      await cannon(url, { connections, durationS: warmupS, headers });
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      r = await withTimeout(cannon(url, { connections, durationS, headers }), (durationS + 30) * 1000, 'autocannon (profiled)');
      window = { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
    } finally {
      await stopChild(child, 30000); // the profile is written at exit
    }
    if (!readdirSync(dir).includes(name)) throw new Error(`no CPU profile was written (${join(dir, name)}): the app did not exit cleanly`);
    const profile = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    let summary = summariseProfile(profile, window);
    // The window is on CLOCK_MONOTONIC in both processes; if it does not match the profile's clock, fall back.
    const windowNote = summary.busyUs > 0 ? 'measured window only' : 'whole process (window did not match the profile clock)';
    if (!(summary.busyUs > 0)) summary = summariseProfile(profile);
    results[cred.key] = { ...summary, file: profileDir ? join(dir, name) : undefined, rps: r.requests.average, p99: r.latency.p99, windowNote };
  }
  return results;
}

export async function runAuthBench({ rounds = 3, connections = 50, warmupS = 2, durationS = 10, profile = false, profileDir, log = console.log } = {}) {
  const db = await createBenchDatabase();
  const jwtSecret = randomBytes(48).toString('base64url');
  const ours = {
    key: 'ours',
    name: 'ours (NestJS)',
    liveness: true,
    ...backendServer({ databaseUrl: db.url, jwtSecret, env: { REGISTRATIONS_PER_HOUR: '1000' } }),
  };
  const raw = { key: 'raw', name: 'raw node:http+pg', ...rawServer('raw-auth-server.mjs', { databaseUrl: db.url, env: { JWT_SECRET: jwtSecret } }) };
  // The goal's baseline: the same checks and queries in the barest NestJS + Express + passport app, i.e. what the fixed
  // stack itself costs; the app is measured by what it adds to that.
  const minimal = { key: 'minimal', name: 'Nest reference', liveness: true, ...rawServer('nest-minimal-auth-server.cjs', { databaseUrl: db.url, env: { JWT_SECRET: jwtSecret } }) };
  const servers = [ours, raw, minimal];

  const creds = await createCredentials(ours);
  log(`  registered ${creds.email} (POST /api/auth/register) and created an API key ${creds.key.slice(0, 12)}… (POST /api/api-keys) on the real app`);
  const credentials = [
    { key: 'session', name: 'session token', header: `Bearer ${creds.token}` },
    { key: 'apiKey', name: 'API key', header: `Bearer ${creds.key}` },
  ];

  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    const order = servers.map((_, i) => servers[(i + round) % servers.length]);
    const credOrder = round % 2 ? [...credentials].reverse() : credentials;
    const results = {};
    for (const server of order) {
      const r = await measureServer(server, credOrder, { connections, warmupS, durationS });
      results[server.key] = r;
      for (const cred of credOrder) {
        const m = r[cred.key];
        log(
          `  round ${round + 1} ${server.name.padEnd(17)} ${cred.name.padEnd(13)} ${Math.round(m.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms` +
            `  errors ${m.errors}  non-2xx ${m.non2xx}  server CPU ${m.cpuPerReqMs.toFixed(3)} ms/req`,
        );
      }
      const l = r.liveness;
      if (l) {
        log(
          `  round ${round + 1} ${server.name.padEnd(17)} ${LIVENESS_ROUTE.padEnd(13)} ${Math.round(l.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${l.p50} ms  p99 ${l.p99} ms` +
            `  errors ${l.errors}  non-2xx ${l.non2xx}  server CPU ${l.cpuPerReqMs.toFixed(3)} ms/req  (diagnostic)`,
        );
      }
    }
    perRound.push(results);
  }

  const variants = {};
  for (const cred of credentials) {
    const pick = (server, field) => perRound.map((r) => r[server][cred.key][field]);
    const stats = (server) => ({
      rps: median(pick(server, 'rps')),
      p50: median(pick(server, 'p50')),
      p99: median(pick(server, 'p99')),
      cpuPerReqMs: median(pick(server, 'cpuPerReqMs')),
    });
    // The goal: ours ÷ the Nest reference, per round, then the median of the rounds. Ours ÷ raw is a diagnostic.
    const rpsRatios = perRound.map((r) => ratio(r.ours[cred.key].rps, r.minimal[cred.key].rps));
    const p99Ratios = perRound.map((r) => ratio(r.ours[cred.key].p99, r.minimal[cred.key].p99));
    const rawRpsRatios = perRound.map((r) => ratio(r.ours[cred.key].rps, r.raw[cred.key].rps));
    const rawP99Ratios = perRound.map((r) => ratio(r.ours[cred.key].p99, r.raw[cred.key].p99));
    variants[cred.key] = {
      name: cred.name,
      rounds: perRound.map((r, i) => ({
        ours: r.ours[cred.key],
        minimal: r.minimal[cred.key],
        raw: r.raw[cred.key],
        rpsRatio: rpsRatios[i],
        p99Ratio: p99Ratios[i],
        rawRpsRatio: rawRpsRatios[i],
        rawP99Ratio: rawP99Ratios[i],
      })),
      median: {
        ours: stats('ours'),
        minimal: stats('minimal'),
        raw: stats('raw'),
        cpuRatio: median(perRound.map((r) => ratio(r.ours[cred.key].cpuPerReqMs, r.minimal[cred.key].cpuPerReqMs))),
        rpsRatio: median(rpsRatios),
        p99Ratio: median(p99Ratios),
        rawRpsRatio: median(rawRpsRatios),
        rawP99Ratio: median(rawP99Ratios),
        minimalRawRpsRatio: median(perRound.map((r) => ratio(r.minimal[cred.key].rps, r.raw[cred.key].rps))),
      },
      // The two servers must answer the same JSON for the comparison to mean anything.
      sameBody: perRound[0].ours[cred.key].body === perRound[0].raw[cred.key].body && perRound[0].minimal[cred.key].body === perRound[0].raw[cred.key].body,
      bodies: { ours: perRound[0].ours[cred.key].body, raw: perRound[0].raw[cred.key].body },
    };
  }

  const profiles = profile ? await profileOurs(ours, credentials, { connections, warmupS, durationS, profileDir }) : undefined;

  const live = (server, field) => median(perRound.map((r) => r[server].liveness?.[field]));
  const liveness = {
    ours: { rps: live('ours', 'rps'), p99: live('ours', 'p99'), cpuPerReqMs: live('ours', 'cpuPerReqMs') },
    minimal: { rps: live('minimal', 'rps'), p99: live('minimal', 'p99'), cpuPerReqMs: live('minimal', 'cpuPerReqMs') },
    rpsRatio: median(perRound.map((r) => ratio(r.ours.liveness?.rps, r.minimal.liveness?.rps))),
    cpuRatio: median(perRound.map((r) => ratio(r.ours.liveness?.cpuPerReqMs, r.minimal.liveness?.cpuPerReqMs))),
  };

  return {
    database: db.name,
    variants,
    liveness,
    startupMs: {
      ours: median(perRound.map((r) => r.ours.startupMs)),
      minimal: median(perRound.map((r) => r.minimal.startupMs)),
      raw: median(perRound.map((r) => r.raw.startupMs)),
    },
    rebuilt: new Set(perRound.map((r) => r.ours.buildMtime)).size > 1,
    problems: perRound.flatMap((r, i) =>
      ['ours', 'raw', 'minimal'].flatMap((s) =>
        [...credentials, { key: 'liveness', name: LIVENESS_ROUTE }]
          .filter((c) => r[s][c.key]?.errors || r[s][c.key]?.non2xx)
          .map((c) => `round ${i + 1} ${s} ${c.name}: ${r[s][c.key].errors} errors/timeouts, ${r[s][c.key].non2xx} non-2xx`),
      ),
    ),
    profiles,
  };
}
