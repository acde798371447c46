// Section 5: CLI start-up with hyperfine, against bare `node -e 0`: --help, --version, and tokens --offline on a 20 KB
// file with the default models.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall } from '../../scripts/apt-install.mjs';
import { REPO_ROOT } from './bundle.mjs';
import { benchText } from './tokens.mjs';
import { median, runCommand, tail } from './util.mjs';

export const HYPERFINE = process.env.HYPERFINE ?? '/usr/bin/hyperfine';
export const TOKENS_NAME = 'node cli/dist/index.js tokens 20kb.txt --offline';
/** Each command's name (what the report shows) and how to run it; `file` is the 20 KB text. */
export const commands = (file) => [
  { name: 'node -e 0', command: 'node -e 0' },
  { name: 'node cli/dist/index.js --help', command: 'node cli/dist/index.js --help' },
  { name: 'node cli/dist/index.js --version', command: 'node cli/dist/index.js --version' },
  // The default models (gpt-4o, claude-sonnet-4-6, gemini-2.5-pro); the tips also price the whole bundled catalogue.
  { name: TOKENS_NAME, command: `node cli/dist/index.js tokens ${file} --offline` },
];

async function hyperfine(list, { warmup, runs, dir, pass }) {
  const exportPath = join(dir, `hyperfine-${pass}.json`);
  const result = await runCommand(
    HYPERFINE,
    ['-N', '--warmup', String(warmup), '--runs', String(runs), '--style', 'none', '--export-json', exportPath, ...list.flatMap((c) => ['-n', c.name, c.command])],
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
  if (!existsSync(HYPERFINE)) {
    // Debian packages it; root (CI, a fresh machine) installs it, anyone else is told the command.
    if (HYPERFINE !== '/usr/bin/hyperfine') throw new Error(`hyperfine not found at ${HYPERFINE}`);
    aptInstall('hyperfine', (message) => console.error(`  ${message}`));
  }
  const dir = mkdtempSync(join(tmpdir(), 'promptforge-bench-hyperfine-'));
  try {
    const file = join(dir, '20kb.txt');
    writeFileSync(file, benchText(20 * 1024));
    const check = await runCommand(process.execPath, ['cli/dist/index.js', 'tokens', file, '--offline'], { cwd: REPO_ROOT, timeoutMs: 60000 });
    if (check.code !== 0) throw new Error(`promptforge tokens --offline exited ${check.code}: ${tail(check.stderr)}`);
    const COMMANDS = commands(file).map((c) => c.name);
    const times = new Map(COMMANDS.map((c) => [c, []]));
    const passMedians = new Map(COMMANDS.map((c) => [c, []]));
    for (let pass = 0; pass < passes; pass++) {
      const order = pass % 2 ? [...commands(file)].reverse() : commands(file);
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
