// Section 6: token analysis. POST /api/analyze-tokens for a 100 KB text across the eight spec catalogue models,
// against the floor: the same text counted in-process by the tokenizers those models use. Also the CLI's
// `tokens --offline` on a 100 KB file against `node -e 0`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './bundle.mjs';
import { backendServer, createBenchDatabase } from './http.mjs';
import { freePort, median, stopChild, tail, waitForHttp } from './util.mjs';

export const MODELS = ['gpt-4o', 'gemini-pro', 'gemini-2.5-pro', 'gemini-2.5-flash', 'claude-sonnet-4-6', 'llama-3.1-sonar-large-128k-online', 'deepseek-chat', 'llama-3-70b'];
const PASSWORD = 'bench-Password-1234';

/** 100 KB of the project's own prose and code (README and engine sources), the same every run. */
export function benchText(bytes = 100 * 1024) {
  const dir = join(REPO_ROOT, 'backend/prompt-engine/src');
  let text = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts')).sort()) text += readFileSync(join(dir, file), 'utf8');
  while (Buffer.byteLength(text) < bytes) text += text;
  return Buffer.from(text).subarray(0, bytes).toString('utf8').replace(/\uFFFD$/, '');
}

/** Median ms of `runs` calls of `fn` after one untimed call. */
function timeIt(fn, runs) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** The floor: o200k_base, cl100k_base and Llama 3 encodings of the text, in this process; `once` times one count. */
function floorCounter(text) {
  const require = createRequire(join(REPO_ROOT, 'backend/prompt-engine/package.json'));
  const { get_encoding } = require('tiktoken');
  const { llama3Tokenizer } = require('llama3-tokenizer-js/bundle/commonjs-llama3-tokenizer-with-baked-data.cjs');
  const o200k = get_encoding('o200k_base');
  const cl100k = get_encoding('cl100k_base');
  const once = () => {
    const t0 = performance.now();
    o200k.encode_ordinary(text);
    cl100k.encode_ordinary(text);
    llama3Tokenizer.encode(text, { bos: false, eos: false });
    return performance.now() - t0;
  };
  once();
  return {
    once,
    free() {
      o200k.free();
      cl100k.free();
    },
  };
}

/**
 * `starts` fresh server processes. In each: the first analysis after start-up, then `runs` warm ones, each followed
 * by one floor count in this process, so that load from elsewhere on the machine weighs on both sides alike.
 * Ratios per start, then the median over the starts.
 */
export async function runTokensBench({ runs = 10, starts = 3, log = console.log } = {}) {
  const text = benchText();
  const out = { bytes: Buffer.byteLength(text), models: MODELS.length, starts, perStart: [] };
  const floor = floorCounter(text);
  try {
    for (let start = 0; start < starts; start++) out.perStart.push(await measureOneStart(text, runs, floor));
  } finally {
    floor.free();
  }
  const medianOf = (pick) => median(out.perStart.map(pick));
  out.firstMs = medianOf((s) => s.firstMs);
  out.warmMs = medianOf((s) => s.warmMs);
  out.floorMs = medianOf((s) => s.floorMs);
  out.warmRatio = medianOf((s) => s.warmMs / s.floorMs);
  out.firstRatio = medianOf((s) => s.firstMs / s.warmMs);
  out.tips = out.perStart[0].tips;
  log(`  ${out.bytes} B text, ${out.models} models; tips given: ${out.tips.join(', ') || 'none'}`);
  for (const [i, s] of out.perStart.entries()) {
    log(`  start ${i + 1}: first ${s.firstMs.toFixed(1)} ms, warm ${s.warmMs.toFixed(1)} ms, floor ${s.floorMs.toFixed(1)} ms → warm ÷ floor ${(s.warmMs / s.floorMs).toFixed(3)}×, first ÷ warm ${(s.firstMs / s.warmMs).toFixed(3)}×`);
  }

  // CLI: `tokens --offline` on the same text in a file, against `node -e 0`, each spawned `runs` times.
  const dir = mkdtempSync(join(tmpdir(), 'promptforge-bench-tokens-'));
  try {
    const file = join(dir, 'prompt.txt');
    writeFileSync(file, text);
    const cliArgs = ['cli/dist/index.js', 'tokens', file, '--offline', '--models', MODELS.join(',')];
    const check = spawnSync(process.execPath, cliArgs, { cwd: REPO_ROOT, encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`promptforge tokens --offline exited ${check.status}: ${tail(check.stderr)}`);
    const spawnMs = (args) => timeIt(() => spawnSync(process.execPath, args, { cwd: REPO_ROOT, stdio: 'ignore' }), runs);
    out.cli = { command: 'promptforge tokens --offline (100 KB, 8 models)', nodeMs: spawnMs(['-e', '0']), medianMs: spawnMs(cliArgs) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** One server process: its first analysis after start-up, then `runs` warm ones interleaved with floor counts. */
async function measureOneStart(text, runs, floor) {
  const database = await createBenchDatabase();
  const server = backendServer({ databaseUrl: database.url, jwtSecret: randomBytes(32).toString('hex') });
  await server.prepare();
  const port = await freePort();
  const child = server.start(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health/ready`, child, 60000);
    const post = async (path, body, token) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const answer = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${answer.slice(0, 300)}`);
      return { ms, body: JSON.parse(answer) };
    };
    const { body: user } = await post('/api/auth/register', { name: 'Bench Tokens', email: `bench-tokens-${Date.now().toString(36)}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
    const analyze = () => post('/api/analyze-tokens', { text_to_analyze: text, models: MODELS }, user.token);
    const first = await analyze();
    const warm = [];
    const floors = [];
    for (let i = 0; i < runs; i++) {
      warm.push((await analyze()).ms);
      floors.push(floor.once());
    }
    return { firstMs: first.ms, warmMs: median(warm), floorMs: median(floors), tips: first.body.optimization_tips.map((tip) => tip.kind) };
  } finally {
    await stopChild(child, 5000);
  }
}
