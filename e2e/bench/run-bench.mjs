#!/usr/bin/env node
// PromptForge benchmark: ratios against baselines measured side by side in one run. Prints a report and never
// asserts; exits 0 when every section was measured, 1 when a section could not run (or the watchdog fired).
// See e2e/bench/README.md. Options: --only=http,auth,bundle,lighthouse,cli,tokens,engine,queue,security  --rounds=3 --duration=10 --warmup=2
// --connections=50 --profile[=DIR] --lh-runs=3 --lh-static-runs=1 --cli-runs=20 --cli-passes=2; env BENCH_TIMEOUT_S (default 1500).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './lib/bundle.mjs';
import {
  fmt,
  fmtRatio,
  kb,
  killAllChildrenSync,
  ratio,
  registerCleanup,
  runCleanups,
  stopAllChildren,
  stopChild,
  table,
} from './lib/util.mjs';

const SECTIONS = ['http', 'auth', 'bundle', 'lighthouse', 'cli', 'tokens', 'engine', 'queue', 'security'];
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
if (args.help) {
  console.log(
    'node e2e/bench/run-bench.mjs [--only=http,auth,bundle,lighthouse,cli,tokens,engine,queue,security] [--rounds=3] [--duration=10] [--warmup=2] [--connections=50] [--profile[=DIR]] [--lh-runs=3] [--lh-static-runs=1] [--cli-runs=20] [--cli-passes=2]',
  );
  process.exit(0);
}
const only = new Set((args.only ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
for (const s of only) if (!SECTIONS.includes(s)) fail(`unknown section "${s}" (choose from ${SECTIONS.join(', ')})`);
const num = (key, fallback) => {
  const n = Number(args[key] ?? fallback);
  if (!Number.isFinite(n) || n <= 0) fail(`--${key} must be a positive number`);
  return n;
};
const opts = {
  rounds: num('rounds', 3),
  durationS: num('duration', 10),
  warmupS: num('warmup', 2),
  lhRuns: num('lh-runs', 3),
  lhStaticRuns: num('lh-static-runs', 1),
  cliRuns: num('cli-runs', 20),
  cliPasses: num('cli-passes', 2),
  connections: num('connections', 50),
  // --profile: the auth section also runs the app under `node --cpu-prof` (not counted in the numbers);
  // --profile=DIR keeps the .cpuprofile files there (open them in Chrome DevTools).
  profile: args.profile !== undefined,
  profileDir: args.profile && args.profile !== 'true' ? resolve(args.profile) : undefined,
};
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 1500);

function fail(message) {
  console.error(`run-bench: ${message}`);
  process.exit(2);
}

// ---- lifecycle: children are killed and the database dropped on every way out ----
let finishing = false;
async function shutdown(code, reason) {
  if (finishing) return;
  finishing = true;
  if (reason) console.error(`\nrun-bench: ${reason}; stopping servers and cleaning up`);
  await stopAllChildren().catch(() => {});
  await runCleanups();
  process.exit(code);
}
process.on('exit', killAllChildrenSync);
process.on('SIGINT', () => shutdown(130, 'interrupted (SIGINT)'));
process.on('SIGTERM', () => shutdown(143, 'terminated (SIGTERM)'));
process.on('uncaughtException', (error) => shutdown(1, `uncaught error: ${error.stack ?? error}`));
process.on('unhandledRejection', (error) => shutdown(1, `unhandled rejection: ${error?.stack ?? error}`));
const watchdog = setTimeout(() => shutdown(1, `watchdog: the bench did not finish within ${TIMEOUT_S} s`), TIMEOUT_S * 1000);
watchdog.unref();

const log = (line = '') => console.log(line);
const heading = (text) => log(`\n## ${text}\n`);
const summary = [];
const errors = [];
const started = performance.now();

async function section(key, title, fn) {
  if (!only.has(key)) return;
  heading(title);
  const t0 = performance.now();
  try {
    await fn();
  } catch (error) {
    errors.push(`${title}: ${error.message}`);
    log(`  NOT MEASURED: ${error.stack ?? error.message}`);
  }
  log(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}

// The summary shows ratios with 3 decimals, so that "met" is never judged on a rounded value.
function goalRow(metric, ours, baseline, r, goal, met) {
  summary.push([metric, ours, baseline, fmtRatio(r, 3), goal, met === undefined ? '-' : met ? 'met' : 'NOT MET']);
}

// ---- header ----
log('# PromptForge benchmark');
log('');
log(`date ${new Date().toISOString()}  node ${process.version}  ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}  loadavg ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const [what, path] of [
  ['backend', 'backend/dist/src/main.js'],
  ['frontend', 'frontend/dist/index.html'],
  ['cli', 'cli/dist/index.js'],
]) {
  const full = join(REPO_ROOT, path);
  log(`${what.padEnd(8)} ${path}: ${existsSync(full) ? `built ${statSync(full).mtime.toISOString()}` : 'MISSING (run npm run build)'}`);
}
log(`options: sections ${[...only].join(',')}; HTTP and auth ${opts.rounds} rounds × (${opts.warmupS} s warm-up + ${opts.durationS} s) at ${opts.connections} connections; Lighthouse ${opts.lhRuns} runs; hyperfine ${opts.cliPasses} × ${opts.cliRuns} runs`);

// The bare shell is built once and used by both the bundle and the Lighthouse sections.
let bareDist;
async function bareShell() {
  if (bareDist) return bareDist;
  const { buildBareShell } = await import('./lib/bundle.mjs');
  const out = mkdtempSync(join(tmpdir(), 'promptforge-bench-bare-'));
  registerCleanup(() => rmSync(out, { recursive: true, force: true }));
  const t0 = performance.now();
  bareDist = await buildBareShell(out);
  log(`  bare shell built with Vite in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${bareDist}`);
  return bareDist;
}

// ---- 1. request pipeline ----
await section('http', '1. Request pipeline: GET /api/health/ready, NestJS app vs raw node:http + pg and the bare Nest reference', async () => {
  const { runHttpBench } = await import('./lib/http.mjs');
  log(`  autocannon: ${opts.connections} connections, ${opts.warmupS} s warm-up then ${opts.durationS} s measured, one server at a time, order rotated per round`);
  const r = await runHttpBench({ ...opts, log: (line) => log(line) });
  log(`  database ${r.database} (dropped at the end); response ${JSON.stringify(r.sampleBody)}`);
  log('');
  // One row per round, then the medians, which have the same shape.
  const row = (label, servers, ratios) => [
    label,
    ...['ours', 'raw', 'minimal'].flatMap((key) => [fmt(servers[key].rps), `${servers[key].p99} ms`]),
    ...ratios.map((value) => fmtRatio(value)),
  ];
  const m = r.median;
  const rows = [
    ...r.perRound.map((round, i) => row(`round ${i + 1}`, round, [r.rpsRatios[i], r.p99Ratios[i], r.minimalRpsRatios[i], r.minimalP99Ratios[i]])),
    row('median', m, [m.rpsRatio, m.p99Ratio, m.minimalRpsRatio, m.minimalP99Ratio]),
  ];
  log(table(['', 'ours req/s', 'ours p99', 'raw req/s', 'raw p99', 'Nest ref req/s', 'Nest ref p99', 'req/s ours÷raw', 'p99 ours÷raw', 'req/s ours÷Nest ref', 'p99 ours÷Nest ref'], rows));
  log('');
  log(`  median p50: ours ${m.ours.p50} ms, raw ${m.raw.p50} ms, Nest reference ${m.minimal.p50} ms; start-up to first 200: ours ${fmt(m.ours.startupMs)} ms, raw ${fmt(m.raw.startupMs)} ms, Nest reference ${fmt(m.minimal.startupMs)} ms`);
  const live = m.oursLive;
  if (Number.isFinite(live.rps)) {
    log(
      `  diagnostic: ours GET /api/health (liveness, no DB) median ${fmt(live.rps)} req/s, p99 ${live.p99} ms → ${fmtRatio(live.liveOverRaw)} of raw-with-DB;` +
        ` ours ready ÷ ours liveness ${fmtRatio(live.readyOverLive)} (cost of the readiness checks)`,
    );
  }
  log(`  the bare Nest reference itself reaches ${fmtRatio(m.minimalRawRpsRatio)} of raw on this route: a report, no goal (the pipeline's goal is section 2's, against that reference)`);
  if (r.problems.length) log(`  WARNING: ${r.problems.join('; ')}`);
  if (r.rebuilt) log('  WARNING: backend/dist was rebuilt during the run, so the rounds did not all measure the same build');
  goalRow('HTTP /api/health/ready req/s ÷ raw (median)', fmt(m.ours.rps), fmt(m.raw.rps), m.rpsRatio, '- (report)', undefined);
  goalRow('HTTP /api/health/ready req/s ÷ Nest reference (median)', fmt(m.ours.rps), fmt(m.minimal.rps), m.minimalRpsRatio, '- (report)', undefined);
  goalRow('HTTP /api/health/ready p99 ÷ Nest reference (median)', `${m.ours.p99} ms`, `${m.minimal.p99} ms`, m.minimalP99Ratio, '- (report)', undefined);
});

// ---- 2. authenticated read ----
await section('auth', '2. Authenticated read: GET /api/auth/me (session token, API key), NestJS app vs the bare NestJS reference (and raw node:http + pg)', async () => {
  const { runAuthBench } = await import('./lib/auth.mjs');
  log(`  autocannon: ${opts.connections} connections, ${opts.warmupS} s warm-up then ${opts.durationS} s measured per credential, one server at a time, server and credential order rotated per round`);
  log('  Nest reference (nest-minimal-auth-server.cjs): the same checks, queries and JSON in a bare NestJS + Express + passport app: no logging, ORM, security headers or body parsing');
  log('  raw (raw-auth-server.mjs, diagnostic): jsonwebtoken.verify with a KeyObject of the same JWT_SECRET + session row, or CRC + sha256 digest lookup for pfk_ keys; then users LEFT JOIN subscriptions');
  const r = await runAuthBench({ ...opts, log: (line) => log(line) });
  log(`  database ${r.database} (dropped at the end); start-up to first 200: ours ${fmt(r.startupMs.ours)} ms, Nest reference ${fmt(r.startupMs.minimal)} ms, raw ${fmt(r.startupMs.raw)} ms`);
  log('');
  const rows = [];
  for (const v of Object.values(r.variants)) {
    const row = (label, x) => [v.name, label, fmt(x.ours.rps), `${x.ours.p99} ms`, fmt(x.minimal.rps), `${x.minimal.p99} ms`, fmtRatio(x.rpsRatio), fmtRatio(x.p99Ratio), fmt(x.raw.rps), `${x.raw.p99} ms`, fmtRatio(x.rawRpsRatio)];
    v.rounds.forEach((round, i) => rows.push(row(`round ${i + 1}`, round)));
    rows.push(row('median', v.median));
  }
  log(table(['credential', '', 'ours req/s', 'ours p99', 'ref req/s', 'ref p99', 'req/s ours÷ref', 'p99 ours÷ref', 'raw req/s', 'raw p99', 'req/s ours÷raw'], rows));
  log('');
  const cpu = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(3)} ms` : '-');
  for (const v of Object.values(r.variants)) {
    const m = v.median;
    log(`  ${v.name}: median p50 ours ${m.ours.p50} ms, reference ${m.minimal.p50} ms, raw ${m.raw.p50} ms; server CPU per request (diagnostic, PostgreSQL not included) ours ${cpu(m.ours.cpuPerReqMs)}, reference ${cpu(m.minimal.cpuPerReqMs)} → ${fmtRatio(m.cpuRatio)}, raw ${cpu(m.raw.cpuPerReqMs)}; reference ÷ raw req/s ${fmtRatio(m.minimalRawRpsRatio)}`);
    log('    ' +
      (v.sameBody ? `all three servers answer the same JSON (${Buffer.byteLength(v.bodies.ours)} B)` : `WARNING: the answers differ:\n    ours ${v.bodies.ours}\n    raw  ${v.bodies.raw}`));
  }
  const l = r.liveness;
  log(
    `  diagnostic, GET /api/health (liveness, no database) in the same processes: ours ${fmt(l.ours.rps)} req/s, p99 ${l.ours.p99} ms, CPU ${cpu(l.ours.cpuPerReqMs)}/req; ` +
      `Nest reference ${fmt(l.minimal.rps)} req/s, p99 ${l.minimal.p99} ms, CPU ${cpu(l.minimal.cpuPerReqMs)}/req → req/s ${fmtRatio(l.rpsRatio)}, CPU ${fmtRatio(l.cpuRatio)} (what every request pays on top of the framework)`,
  );
  if (r.problems.length) log(`  WARNING: ${r.problems.join('; ')}`);
  if (r.rebuilt) log('  WARNING: backend/dist was rebuilt during the run, so the rounds did not all measure the same build');
  for (const v of Object.values(r.variants)) {
    const m = v.median;
    goalRow(`Auth /api/auth/me, ${v.name}, req/s ÷ Nest reference`, fmt(m.ours.rps), fmt(m.minimal.rps), m.rpsRatio, '≥ 0.8×', m.rpsRatio >= 0.8);
    goalRow(`Auth /api/auth/me, ${v.name}, p99 ÷ Nest reference`, `${m.ours.p99} ms`, `${m.minimal.p99} ms`, m.p99Ratio, '≤ 1.5×', m.p99Ratio <= 1.5);
  }
  for (const [key, p] of Object.entries(r.profiles ?? {})) {
    const pct = (share) => `${(share * 100).toFixed(1)}%`;
    const ms = (us) => fmt(us / 1000);
    log('');
    log(`  CPU profile of ours, ${r.variants[key].name} (node --cpu-prof, a separate run not counted above: ${fmt(p.rps)} req/s, p99 ${p.p99} ms while profiled)`);
    log(`  self time, ${p.windowNote}: busy ${ms(p.busyUs)} ms, idle ${ms(p.idleUs)} ms${p.file ? `; profile ${p.file}` : ''}`);
    log(table(['top packages (self time)', 'ms', 'share of busy'], p.packages.slice(0, 10).map(([name, us, share]) => [name, ms(us), pct(share)])));
    log(table(['groups', 'ms', 'share of busy'], p.groups.map(([name, us, share]) => [name, ms(us), pct(share)])));
    log(table(['top functions (self time)', 'ms', 'share of busy'], p.functions.slice(0, 10).map(([name, us, share]) => [name, ms(us), pct(share)])));
  }
});

// ---- 3. front end bundle ----
let bundleTotals;
await section('bundle', '3. Front end: landing page initial JavaScript (gzip -9), ours vs bare React + router + react-query shell', async () => {
  const { initialJs } = await import('./lib/bundle.mjs');
  const dist = join(REPO_ROOT, 'frontend/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('frontend/dist/index.html is missing: run npm run build -w frontend');
  const ours = initialJs(dist);
  const bare = initialJs(await bareShell());
  const rows = [];
  for (const [label, b] of [['ours', ours], ['bare', bare]]) {
    for (const f of b.files) rows.push([label, f.file, f.kind, kb(f.raw), kb(f.gzip)]);
    rows.push([label, 'total initial JS', '', kb(b.raw), kb(b.gzip)]);
  }
  log(table(['build', 'file', 'loaded as', 'raw', 'gzip -9'], rows));
  if (ours.css.length) log(`\n  (not counted) ours CSS up front: ${ours.css.map((c) => `${c.file} ${kb(c.gzip)} gzip (${c.kind})`).join(', ')}`);
  const r = ratio(ours.gzip, bare.gzip);
  log(`\n  initial JS gzip: ours ${kb(ours.gzip)}, bare ${kb(bare.gzip)} → ${fmtRatio(r)} (goal ≤ 2.0×; a light antd landing measured 2.57×, see the README's reference numbers)`);
  bundleTotals = { ours, bare, r };
  goalRow('Landing initial JS, gzip', kb(ours.gzip), kb(bare.gzip), r, '≤ 2.0×', r <= 2.0);
});

// ---- 4. Lighthouse ----
await section('lighthouse', '4. Lighthouse (mobile, default config): each first-visit page on the real server vs the bare shell on the same server', async () => {
  const { FIRST_VISIT_PAGES, startRealServer, runLighthouseRuns, runStaticLighthouse, CHROME_PATH, CHROME_FLAGS } = await import('./lib/lighthouse.mjs');
  const { createBenchDatabase } = await import('./lib/http.mjs');
  const dist = join(REPO_ROOT, 'frontend/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('frontend/dist/index.html is missing: run npm run build -w frontend');
  const bare = await bareShell();
  const db = await createBenchDatabase();
  const jwtSecret = randomBytes(48).toString('base64url');
  log(`  ${CHROME_PATH} ${CHROME_FLAGS.join(' ')}; categories performance + accessibility; ${opts.lhRuns} runs, interleaved`);
  log(`  ours: node backend/dist/src/main.js (production, WEB_DIST_DIR=frontend/dist) on database ${db.name}; bare shell: a second instance with WEB_DIST_DIR=<bare shell build>`);
  log(`  pages (frontend/src/app/first-visit-pages.json): ${FIRST_VISIT_PAGES.join(', ')}`);
  const servers = [];
  let s;
  try {
    servers.push(await startRealServer({ dist, databaseUrl: db.url, jwtSecret }));
    servers.push(await startRealServer({ dist: bare, databaseUrl: db.url, jwtSecret }));
    const [ours, bareServer] = servers;
    const targets = [
      ...FIRST_VISIT_PAGES.map((path) => ({ key: path, name: path, url: `${ours.origin}${path}` })),
      { key: 'bare', name: 'bare shell', url: `${bareServer.origin}/` },
    ];
    s = await runLighthouseRuns(targets, { runs: opts.lhRuns, log: (line) => log(line) });
  } finally {
    await Promise.all(servers.map((server) => stopChild(server.child)));
  }
  log('');
  const secs = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
  const byteGoal = 2.0;
  const rows = [...FIRST_VISIT_PAGES, 'bare'].map((key) => {
    const v = s[key];
    return [v.name, fmt(v.performance), fmt(v.accessibility), secs(v.fcp), secs(v.lcp), `${fmt(v.tbt)} ms`, fmt(v.cls, 3), `${kb(v.transferBytes)} (${fmt(v.requests)})`, fmtRatio(ratio(v.transferBytes, s.bare.transferBytes))];
  });
  log(table(['median', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred (requests)', 'bytes ÷ bare'], rows));
  for (const path of FIRST_VISIT_PAGES) {
    if (s[path].failedA11y.length) log(`  ${path}: accessibility audits not passed (any run): ${s[path].failedA11y.join(', ')}`);
  }
  for (const path of FIRST_VISIT_PAGES) {
    const v = s[path];
    const bytes = ratio(v.transferBytes, s.bare.transferBytes);
    goalRow(`Lighthouse ${path} performance`, fmt(v.performance), fmt(s.bare.performance), ratio(v.performance, s.bare.performance), '≥ 95', v.performance >= 95);
    goalRow(`Lighthouse ${path} accessibility`, fmt(v.accessibility), fmt(s.bare.accessibility), ratio(v.accessibility, s.bare.accessibility), '100', v.accessibility === 100);
    goalRow(`Lighthouse ${path} transferred bytes`, kb(v.transferBytes), kb(s.bare.transferBytes), bytes, `≤ ${byteGoal.toFixed(1)}×`, bytes <= byteGoal);
  }

  // Diagnostic: the landing page and the bare shell from the static server (gzip at request time).
  log('');
  log(`  diagnostic: / and the bare shell served by static-server.mjs (gzip, SPA fallback), ${opts.lhStaticRuns} run(s) each`);
  const st = await runStaticLighthouse(
    [
      { key: 'ours', name: 'static /', dir: dist },
      { key: 'bare', name: 'static bare', dir: bare },
    ],
    { runs: opts.lhStaticRuns, log: (line) => log(line) },
  );
  log(`  static-server medians: / performance ${fmt(st.ours.performance)}, ${kb(st.ours.transferBytes)}; bare ${fmt(st.bare.performance)}, ${kb(st.bare.transferBytes)}`);
});

// ---- 5. CLI ----
await section('cli', '5. CLI start-up: hyperfine -N, ours vs node -e 0 (--help, --version, tokens --offline on 20 KB with the default models)', async () => {
  const { runCliBench, TOKENS_NAME } = await import('./lib/cli.mjs');
  const results = await runCliBench({ warmup: 3, runs: opts.cliRuns, passes: opts.cliPasses });
  const base = results[0];
  log(`  hyperfine -N --warmup 3 --runs ${opts.cliRuns} ${results.map((r) => `'${r.command}'`).join(' ')}`);
  log(`  ${opts.cliPasses} passes, command order reversed on every other pass; median over all ${base.runs} timed runs per command`);
  log('');
  log(
    table(
      ['command', 'median', 'per-pass medians', 'mean ± σ', 'min–max', '÷ node -e 0'],
      results.map((r) => [
        r.command,
        `${fmt(r.medianMs, 1)} ms`,
        r.passMediansMs.map((m) => fmt(m, 1)).join(' / ') + ' ms',
        `${fmt(r.meanMs, 1)} ± ${fmt(r.stddevMs, 1)} ms`,
        `${fmt(r.minMs, 1)}–${fmt(r.maxMs, 1)} ms`,
        fmtRatio(ratio(r.medianMs, base.medianMs), 3),
      ]),
    ),
  );
  log('  20kb.txt: the first 20 KB of the README and engine sources; tokens --offline counts it for gpt-4o, claude-sonnet-4-6 and gemini-2.5-pro and prices the tips over the bundled catalogue');
  for (const r of results.slice(1)) {
    const q = ratio(r.medianMs, base.medianMs);
    const [goal, limit] = r.command === TOKENS_NAME ? ['≤ 5×', 5] : ['≤ 1.2×', 1.2];
    goalRow(`CLI ${r.command.replace('node cli/dist/index.js ', '')} (median)`, `${fmt(r.medianMs, 1)} ms`, `${fmt(base.medianMs, 1)} ms`, q, goal, q <= limit);
  }
});

await section('tokens', '6. Token analysis: POST /api/analyze-tokens (100 KB, eight catalogue models) vs in-process tokenizers; CLI tokens --offline vs node -e 0', async () => {
  const { runTokensBench } = await import('./lib/tokens.mjs');
  const r = await runTokensBench({ runs: 10, log: (line) => log(line) });
  // Median over the fresh starts of each start's own ratio (see lib/tokens.mjs).
  const warm = r.warmRatio;
  const first = r.firstRatio;
  const cli = ratio(r.cli.medianMs, r.cli.nodeMs);
  log(
    table(
      ['measure', 'ours', 'baseline', 'ratio'],
      [
        [`endpoint, warm (median of 10, median of ${r.starts} starts)`, `${fmt(r.warmMs, 1)} ms`, `floor ${fmt(r.floorMs, 1)} ms (o200k + cl100k + Llama 3 in-process)`, fmtRatio(warm, 3)],
        [`endpoint, first request after start-up (median of ${r.starts} starts)`, `${fmt(r.firstMs, 1)} ms`, `warm ${fmt(r.warmMs, 1)} ms`, fmtRatio(first, 3)],
        [r.cli.command, `${fmt(r.cli.medianMs, 1)} ms`, `node -e 0 ${fmt(r.cli.nodeMs, 1)} ms`, fmtRatio(cli, 3)],
      ],
    ),
  );
  log('  the endpoint also measures its tips: each rewrite of the text (whitespace, repetition, filler, JSON, few-shot) is counted with o200k on the lines it changed');
  goalRow('Token analysis 100 KB × 8 models, warm', `${fmt(r.warmMs, 1)} ms`, `${fmt(r.floorMs, 1)} ms`, warm, '≤ 1.5×', warm <= 1.5);
  goalRow('Token analysis, first request after start-up', `${fmt(r.firstMs, 1)} ms`, `${fmt(r.warmMs, 1)} ms`, first, '≤ 1.5×', first <= 1.5);
  goalRow('CLI tokens --offline 100 KB', `${fmt(r.cli.medianMs, 1)} ms`, `${fmt(r.cli.nodeMs, 1)} ms`, cli, '-', undefined);
});

await section('engine', '7. API under engine load: GET /api/health p99 while 8 maximum-size token analyses run, vs idle', async () => {
  const { runEngineLoadBench, CONCURRENT_ANALYSES } = await import('./lib/engine-load.mjs');
  const r = await runEngineLoadBench({ log: (line) => log(line) });
  const ms = (v) => `${fmt(v, 1)} ms`;
  log(`  ${CONCURRENT_ANALYSES} × POST /api/analyze-tokens at once (${r.bodyBytes} B bodies, 8 models, ${r.users} users × 2), on the built app with its default ENGINE_WORKERS;`);
  log('  GET /api/health probed one request at a time on one keep-alive connection, every 10 ms: 15 s idle first, then until every analysis has answered');
  log('');
  log(
    table(
      ['GET /api/health', 'samples', 'p50', 'p99', 'max', 'failed'],
      [
        ['idle', fmt(r.idle.samples), ms(r.idle.p50), ms(r.idle.p99), ms(r.idle.max), fmt(r.idle.failures)],
        [`during ${CONCURRENT_ANALYSES} analyses`, fmt(r.loaded.samples), ms(r.loaded.p50), ms(r.loaded.p99), ms(r.loaded.max), fmt(r.loaded.failures)],
      ],
    ),
  );
  log('');
  log(`  analyses: statuses ${r.analyses.statuses.join(' ')}; median answered after ${fmt(r.analyses.medianMs / 1000, 1)} s, the last after ${fmt(r.analyses.lastMs / 1000, 1)} s`);
  if (r.analyses.errors.length) log(`  WARNING: ${r.analyses.errors.length} analyses failed: ${r.analyses.errors[0]}`);
  const q = ratio(r.loaded.p99, r.idle.p99);
  goalRow('Health p99 during 8 × 2 MB token analyses', ms(r.loaded.p99), `idle ${ms(r.idle.p99)}`, q, '≤ 50 ms and ≤ 3× idle', r.loaded.p99 <= 50 && q <= 3 && !r.analyses.errors.length);
});

await section('security', '9. Security scan: analyzeSecurity on 100 KB in-process (warm, median of 20) vs one e-mail regex pass over the same text', async () => {
  const { runSecurityBench } = await import('./lib/security.mjs');
  const rows = runSecurityBench({ runs: 20 });
  log(
    table(
      ['text (100 KB)', 'findings', 'scan', 'one regex pass', 'ratio'],
      rows.map((r) => [r.name, fmt(r.findings), `${fmt(r.scanMs, 1)} ms`, `${fmt(r.baselineMs, 1)} ms`, fmtRatio(ratio(r.scanMs, r.baselineMs), 3)]),
    ),
  );
  for (const r of rows) goalRow(`Security scan 100 KB, ${r.name}`, `${fmt(r.scanMs, 1)} ms`, `${fmt(r.baselineMs, 1)} ms`, ratio(r.scanMs, r.baselineMs), '≤ 50 ms (issue 18)', r.scanMs <= 50);
});

await section('queue', '8. Playground queue: 300 items, fake provider 100 ms, concurrency 20, vs the ideal 300 × 100 ms / 20; addBulk vs one add at a time', async () => {
  const { runQueueBench } = await import('./lib/queue.mjs');
  const r = await runQueueBench({ log: (line) => log(line) });
  const inProcess = ratio(r.inProcessMs, r.idealMs);
  const bull = ratio(r.bullMs, r.idealMs);
  const bulk = ratio(r.addMs, r.addBulkMs);
  log(
    table(
      ['measure (median of 5 rounds)', 'ours', 'baseline', 'ratio'],
      [
        ['300 items, in-process runner', `${fmt(r.inProcessMs)} ms`, `ideal ${fmt(r.idealMs)} ms`, fmtRatio(inProcess, 3)],
        ['300 items, Bull on Redis', `${fmt(r.bullMs)} ms`, `ideal ${fmt(r.idealMs)} ms`, fmtRatio(bull, 3)],
        ['enqueue 300: one add at a time ÷ addBulk', `${fmt(r.addMs, 1)} ms`, `addBulk ${fmt(r.addBulkMs, 1)} ms`, fmtRatio(bulk, 2)],
      ],
    ),
  );
  log('  the product\'s BullTransport and InProcessTransport (backend/dist/src/queue) with a handler making one HTTP call to a fake provider (a child process, as a real provider is remote) that answers in 100 ms; one uncounted warm-up round');
  goalRow('Queue 300 × 100 ms at 20, in-process', `${fmt(r.inProcessMs)} ms`, `${fmt(r.idealMs)} ms`, inProcess, '≤ 1.08×', inProcess <= 1.08);
  goalRow('Queue 300 × 100 ms at 20, Bull', `${fmt(r.bullMs)} ms`, `${fmt(r.idealMs)} ms`, bull, '≤ 1.08×', bull <= 1.08);
  goalRow('Enqueue 300: add ÷ addBulk', `${fmt(r.addMs, 1)} ms`, `${fmt(r.addBulkMs, 1)} ms`, bulk, '≥ 3×', bulk >= 3);
});

// ---- summary ----
heading('Summary');
if (summary.length) log(table(['metric', 'ours', 'baseline', 'ratio', 'goal', 'met?'], summary));
log('');
log('baselines: HTTP = raw node:http + pg (SELECT 1) and the bare NestJS + Express app with the same query; auth = the bare NestJS + Express + passport app with the same token check and queries (nest-minimal-auth-server.cjs); front end = bare React + react-router-dom + react-query shell built with the same Vite; CLI = node -e 0.');
if (errors.length) {
  log(`\nNOT MEASURED (${errors.length}):`);
  for (const e of errors) log(`  - ${e.split('\n')[0]}`);
}
log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s; loadavg at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
clearTimeout(watchdog);
await shutdown(errors.length ? 1 : 0);
