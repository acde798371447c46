// Section 4: CLI start-up with hyperfine, against bare `node -e 0`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './bundle.mjs';
import { median, runCommand, tail } from './util.mjs';

export const HYPERFINE = process.env.HYPERFINE ?? '/usr/bin/hyperfine';
export const COMMANDS = ['node -e 0', 'node cli/dist/index.js --help', 'node cli/dist/index.js --version'];

async function hyperfine(commands, { warmup, runs, dir, pass }) {
  const exportPath = join(dir, `hyperfine-${pass}.json`);
  const result = await runCommand(
    HYPERFINE,
    ['-N', '--warmup', String(warmup), '--runs', String(runs), '--style', 'none', '--export-json', exportPath, ...commands],
    { cwd: REPO_ROOT, timeoutMs: 180000 },
  );
  if (result.code !== 0 || !existsSync(exportPath)) {
    throw new Error(`hyperfine failed (${result.timedOut ? 'timed out' : `exit ${result.code}`}):\n${tail(result.stderr || result.stdout)}`);
  }
  return JSON.parse(readFileSync(exportPath, 'utf8')).results;
}

/**
 * `passes` hyperfine invocations (`-N --warmup 3 --runs 20`), the command order reversed on every other pass
 * so a burst of machine load does not land on one command only. Per command: each pass's median, and the
 * median/mean/min/max over all timed runs of all passes.
 */
export async function runCliBench({ warmup = 3, runs = 20, passes = 2 } = {}) {
  if (!existsSync(join(REPO_ROOT, 'cli/dist/index.js'))) throw new Error('cli/dist/index.js is missing: run npm run build -w cli');
  if (!existsSync(HYPERFINE)) throw new Error(`hyperfine not found at ${HYPERFINE}`);
  const dir = mkdtempSync(join(tmpdir(), 'promptforge-bench-hyperfine-'));
  try {
    const times = new Map(COMMANDS.map((c) => [c, []]));
    const passMedians = new Map(COMMANDS.map((c) => [c, []]));
    for (let pass = 0; pass < passes; pass++) {
      const order = pass % 2 ? [...COMMANDS].reverse() : COMMANDS;
      for (const r of await hyperfine(order, { warmup, runs, dir, pass })) {
        times.get(r.command).push(...r.times.map((t) => t * 1000));
        passMedians.get(r.command).push(r.median * 1000);
      }
    }
    return COMMANDS.map((command) => {
      const all = times.get(command);
      const mean = all.reduce((a, b) => a + b, 0) / all.length;
      return {
        command,
        medianMs: median(all),
        passMediansMs: passMedians.get(command),
        meanMs: mean,
        minMs: Math.min(...all),
        maxMs: Math.max(...all),
        stddevMs: Math.sqrt(all.reduce((a, t) => a + (t - mean) ** 2, 0) / Math.max(1, all.length - 1)),
        runs: all.length,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
