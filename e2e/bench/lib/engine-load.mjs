// Section 7: the API under engine load. GET /api/health latency, probed at a steady pace on one keep-alive connection,
// while 8 maximum-size token analyses (2 MB bodies, 4 users × 2, the default per-user limit) are in flight, against the
// same probe on the same process when it is idle.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { backendServer, createBenchDatabase } from './http.mjs';
import { benchText, MODELS } from './tokens.mjs';
import { freePort, median, sleep, stopChild, waitForHttp } from './util.mjs';

const PASSWORD = 'bench-Password-1234';
/** POST /api/analyze-tokens accepts bodies up to 2 MB (backend/src/common/http/body-limits.ts). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const CONCURRENT_ANALYSES = 8;
const USERS = 4;
const PROBE_EVERY_MS = 10;

/** The largest analysis body the route accepts: the bench text, cut so that the JSON body is 2 MB at most. */
export function maxSizeBody() {
  const body = { text_to_analyze: benchText(MAX_BODY_BYTES), models: MODELS };
  let json = JSON.stringify(body);
  while (Buffer.byteLength(json) > MAX_BODY_BYTES) {
    body.text_to_analyze = body.text_to_analyze.slice(0, -(Buffer.byteLength(json) - MAX_BODY_BYTES)).replace(/[\ud800-\udbff]$/, '');
    json = JSON.stringify(body);
  }
  return json;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/**
 * Sequential GETs of `url` on one keep-alive connection, one every `everyMs`, until `stop()` is true. Runs in its own
 * thread (probeInThread): in the bench's main thread it would also time this process' own work of sending 16 MB of
 * bodies and reading the answers.
 */
export async function probe(url, stop, everyMs = PROBE_EVERY_MS) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failures = 0;
  try {
    while (!stop()) {
      const t0 = performance.now();
      const status = await new Promise((resolve) => {
        const req = request(url, { agent, timeout: 30000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => resolve(0));
        req.end();
      });
      const ms = performance.now() - t0;
      if (status === 200) latencies.push(ms);
      else failures++;
      await sleep(Math.max(0, everyMs - ms));
    }
  } finally {
    agent.destroy();
  }
  return { samples: latencies.length, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies) };
}

/**
 * `probe` on a worker thread: `until` is `{ count }` requests, `{ ms }` of probing, or `'stopped'` (until `stop()` of
 * the returned handle). `result` settles with the probe's numbers.
 */
function probeInThread(url, until, everyMs = PROBE_EVERY_MS) {
  const worker = new Worker(new URL('./health-probe.thread.mjs', import.meta.url), { workerData: { url, until, everyMs } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { result: result.finally(() => worker.terminate()), stop: () => worker.postMessage('stop') };
}

// The idle window is as long as the loaded one usually lasts (about 14 s), so both p99s come from about as many
// samples: from 500 samples a p99 is the 5th-worst probe, and one hiccup moved it between 1.5 and 2.8 ms.
export async function runEngineLoadBench({ idleS = 15, log = console.log } = {}) {
  const body = maxSizeBody();
  const database = await createBenchDatabase();
  const server = backendServer({ databaseUrl: database.url, jwtSecret: randomBytes(32).toString('hex') });
  await server.prepare();
  const port = await freePort();
  const child = server.start(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health/ready`, child, 60000);
    const post = async (path, json, token) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: json,
      });
      return { status: res.status, body: await res.text() };
    };
    const tokens = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench-engine-${i}-${Date.now().toString(36)}@example.com`;
      const res = await post('/api/auth/register', JSON.stringify({ name: 'Bench Engine', email, password: PASSWORD, confirmPassword: PASSWORD }));
      if (res.status < 200 || res.status >= 300) throw new Error(`POST /api/auth/register answered ${res.status}: ${res.body.slice(0, 300)}`);
      tokens.push(JSON.parse(res.body).token);
    }
    const health = `${base}/api/health`;
    // Warm the route, then the idle probe on the same process.
    await probeInThread(health, { count: 200 }, 0).result;
    const idle = await probeInThread(health, { ms: idleS * 1000 }).result;

    let running = CONCURRENT_ANALYSES;
    const t0 = performance.now();
    const analyses = Array.from({ length: CONCURRENT_ANALYSES }, (_, i) =>
      post('/api/analyze-tokens', body, tokens[i % USERS]).then(
        (res) => ({ status: res.status, ms: performance.now() - t0, error: res.status === 200 ? undefined : res.body.slice(0, 200) }),
        (error) => ({ status: 0, ms: performance.now() - t0, error: error.message }),
      ).finally(() => {
        if (--running === 0) loadedProbe.stop();
      }),
    );
    const loadedProbe = probeInThread(health, 'stopped');
    const loaded = await loadedProbe.result;
    const done = await Promise.all(analyses);
    return {
      bodyBytes: Buffer.byteLength(body),
      users: USERS,
      idle,
      loaded,
      analyses: { statuses: done.map((a) => a.status), lastMs: Math.max(...done.map((a) => a.ms)), medianMs: median(done.map((a) => a.ms)), errors: done.filter((a) => a.error).map((a) => `${a.status}: ${a.error}`) },
    };
  } finally {
    await stopChild(child, 5000);
  }
}
