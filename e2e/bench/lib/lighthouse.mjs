// Section 4: Lighthouse (default mobile config) performance + accessibility, via the Node API and Debian Chromium,
// against the real server (node backend/dist/src/main.js) and, as a diagnostic, the static server.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { REPO_ROOT } from './bundle.mjs';
import { backendServer } from './http.mjs';
import { freePort, registerCleanup, startChild, stopChild, waitForHttp, withTimeout, median } from './util.mjs';

/** The pages measured: the frontend's one list of first-visit pages (each new public page is added there). */
export const FIRST_VISIT_PAGES = JSON.parse(readFileSync(join(REPO_ROOT, 'frontend/src/app/first-visit-pages.json'), 'utf8')).pages.map((page) => page.path);

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const liveChromes = new Set();
registerCleanup(async () => {
  for (const chrome of liveChromes) await closeChrome(chrome);
  liveChromes.clear();
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * SIGTERM first so Chromium shuts its own helpers down and reaps them (a group SIGKILL leaves zombies
 * that PID 1 here never reaps), then chrome-launcher's kill (SIGKILL to the group) as the fallback.
 */
async function closeChrome(chrome) {
  const pid = chrome.pid;
  if (pid && alive(pid)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.resolve(chrome.kill()).catch(() => {});
}

/** Serves `dir` with static-server.mjs (gzip, SPA fallback) on a free loopback port; returns { url, child }. */
export async function serveStatic(dir) {
  const port = await freePort();
  const child = startChild(process.execPath, [join(REPO_ROOT, 'e2e/bench/static-server.mjs'), dir], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child, 15000);
  return { url, child };
}

/**
 * The product itself serving `dist`: `node backend/dist/src/main.js` in production mode (as sections 1 and 2
 * start it) with WEB_DIST_DIR = dist, on the given database. Resolves once /api/health/ready answers.
 */
export async function startRealServer({ dist, databaseUrl, jwtSecret }) {
  const server = backendServer({ databaseUrl, jwtSecret, env: { WEB_DIST_DIR: dist } });
  await server.prepare();
  const port = await freePort();
  const child = server.start(port);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health/ready`, child, 90000);
  return { origin, child };
}

/** One Lighthouse run in a fresh Chromium (fresh profile); returns scores and the main metrics. */
export async function lighthouseOnce(url) {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  const userDataDir = mkdtempSync(join(tmpdir(), 'promptforge-bench-chrome-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false, logLevel: 'silent' });
  liveChromes.add(chrome);
  try {
    const runner = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }),
      150000,
      `Lighthouse on ${url}`,
    );
    const lhr = runner.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    const failedA11y = Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score !== null && a.score < 1)
      .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      // Bytes over the wire for the whole page load (compressed sizes plus headers), and the number of requests.
      transferBytes: audit('total-byte-weight'),
      requests: lhr.audits['network-requests']?.details?.items?.length,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings ?? [],
      failedA11y,
    };
  } finally {
    await closeChrome(chrome);
    liveChromes.delete(chrome);
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * `runs` interleaved runs over `targets` ({ key, name, url }; order rotated each run); returns per-target
 * results and medians.
 */
export async function runLighthouseRuns(targets, { runs = 3, log = console.log } = {}) {
  const results = new Map(targets.map((t) => [t.key, []]));
  for (let run = 0; run < runs; run++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(i + run) % targets.length];
      const r = await lighthouseOnce(target.url).catch((error) => {
        // Chromium on a loaded machine sometimes fails to record the trace (NO_NAVSTART): one retry.
        log(`  run ${run + 1} ${target.name}: ${error.message.split('\n')[0]}; retrying once`);
        return lighthouseOnce(target.url);
      });
      results.get(target.key).push(r);
      log(
        `  run ${run + 1} ${target.name.padEnd(12)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}` +
          `  FCP ${fmtMs(r.fcp)}  LCP ${fmtMs(r.lcp)}  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls?.toFixed(3)}  ${(r.transferBytes / 1024).toFixed(1)} KiB in ${r.requests} requests` +
          `  (benchmarkIndex ${Math.round(r.benchmarkIndex)})` +
          (r.warnings.length ? `\n    warnings: ${r.warnings.join(' | ')}` : ''),
      );
    }
  }
  const summary = {};
  for (const t of targets) {
    const list = results.get(t.key);
    const m = (field) => median(list.map((r) => r[field]));
    summary[t.key] = {
      name: t.name,
      url: t.url,
      results: list,
      performance: m('performance'),
      accessibility: m('accessibility'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      transferBytes: m('transferBytes'),
      requests: m('requests'),
      failedA11y: [...new Set(list.flatMap((r) => r.failedA11y))],
    };
  }
  return summary;
}

/** Serves each `{ key, name, dir }` with static-server.mjs, runs Lighthouse on `/`, stops the servers. */
export async function runStaticLighthouse(sites, options) {
  const served = [];
  try {
    for (const site of sites) {
      const { url, child } = await serveStatic(site.dir);
      served.push({ ...site, url, child });
    }
    return await runLighthouseRuns(served, options);
  } finally {
    await Promise.all(served.map((t) => stopChild(t.child)));
  }
}

const fmtMs = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
