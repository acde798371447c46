#!/usr/bin/env node
// The one test command (`npm test` at the root runs `npm install` and then this file):
//   1. makes sure PostgreSQL, Redis and chromium are there (starting or installing them when we can),
//   2. builds the prompt engine, backend, frontend and cli (`npm run build`),
//   3. runs every jest tier, each writing its JSON results,
//   4. prints a line per tier and, last, exactly `N passed, N failed`; exits 1 if anything failed.
// Plain Node (ESM, built-ins only), so it runs before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall as aptInstallPackage, IS_ROOT, mustRun } from './apt-install.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const POSTGRES_URL = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every tier: its jest config, the directory it runs from, and extra jest flags. */
const TIERS = [
  { name: 'prompt engine', cwd: 'backend/prompt-engine', config: 'jest.config.js', args: [] },
  { name: 'backend unit', cwd: 'backend', config: 'jest.config.js', args: [] },
  { name: 'backend api', cwd: 'backend', config: 'test/jest-api.config.js', args: ['--maxWorkers=2'] },
  { name: 'frontend', cwd: 'frontend', config: 'jest.config.cjs', args: [] },
  { name: 'cli', cwd: 'cli', config: 'jest.config.js', args: [] },
  { name: 'e2e', cwd: 'e2e', config: 'jest.config.js', args: [] },
];

const say = (message) => process.stderr.write(`[test-all] ${message}\n`);

async function main() {
  const started = Date.now();
  const results = [];

  try {
    await ensureServices();
  } catch (error) {
    say(`setup failed: ${error.message}`);
    return finish([{ name: 'setup', passed: 0, failed: 1, exitCode: 1, seconds: 0, note: error.message }], started);
  }

  say('building the prompt engine, backend, frontend and cli: npm run build');
  const build = await run('npm', ['run', 'build'], ROOT);
  if (build.exitCode !== 0) {
    say(`the build failed (exit ${build.exitCode}); the tiers that need it will fail too`);
    results.push({ name: 'build', passed: 0, failed: 1, exitCode: build.exitCode, seconds: build.seconds });
  }

  const outputDir = mkdtempSync(join(tmpdir(), 'pf-test-all-'));
  try {
    for (const tier of TIERS) {
      results.push(await runTier(tier, outputDir));
    }
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
  return finish(results, started);
}

// ------------------------------------------------------------------------------------------ services

async function ensureServices() {
  const postgresPort = Number(POSTGRES_URL.port || 5432);
  if (!(await accepts(POSTGRES_URL.hostname, postgresPort))) {
    requireLocal('PostgreSQL', POSTGRES_URL, 5432, 'TEST_POSTGRES_URL');
    let freshInstall = false;
    if (!existsSync('/etc/postgresql')) {
      aptInstall('postgresql');
      freshInstall = true;
    }
    const version = readdirSync('/etc/postgresql').sort().at(-1);
    if (freshInstall) {
      trustLocalTcp(version); // the tests connect as postgres without a password (like CI's service container)
    }
    say(`PostgreSQL is not listening on 5432: pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    mustRun('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    await waitFor('PostgreSQL', POSTGRES_URL.hostname, postgresPort);
  }

  const redisPort = Number(REDIS_URL.port || 6379);
  if (!(await accepts(REDIS_URL.hostname, redisPort))) {
    requireLocal('Redis', REDIS_URL, 6379, 'TEST_REDIS_URL');
    if (!commandExists('redis-server')) {
      aptInstall('redis-server');
    }
    say('Redis is not listening on 6379: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no');
    mustRun('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no']);
    await waitFor('Redis', REDIS_URL.hostname, redisPort);
  }

  if (!existsSync(CHROMIUM)) {
    if (!IS_ROOT) {
      throw new Error(`chromium is missing at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
    }
    aptInstall('chromium');
  }
}

/** We only start or install services on this machine, at their default ports. */
function requireLocal(what, url, defaultPort, variable) {
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname) && Number(url.port || defaultPort) === defaultPort;
  if (!local) {
    throw new Error(`${what} does not answer at ${url.host} (${variable}); start it, or unset ${variable} to use a local one`);
  }
}

const aptInstall = (pkg) => aptInstallPackage(pkg, say);

/** A cluster we just installed: let 127.0.0.1 connect without a password (the tests' default URL has none). */
function trustLocalTcp(version) {
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  say(`${hba}: trust for host connections from 127.0.0.1 and ::1 (fresh test cluster)`);
  const text = readFileSync(hba, 'utf8').replace(/^(host\s+all\s+all\s+(?:127\.0\.0\.1\/32|::1\/128)\s+)\S+/gm, '$1trust');
  writeFileSync(hba, text);
}

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function accepts(host, port, timeoutMs = 1_000) {
  return new Promise((resolvePromise) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(what, host, port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await accepts(host, port)) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  throw new Error(`${what} did not start listening on ${host}:${port} within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------------------------------------- tiers

async function runTier(tier, outputDir) {
  const outputFile = join(outputDir, `${tier.name.replace(/\W+/g, '-')}.json`);
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  say(`tier ${tier.name}: jest --config ${tier.config} (in ${tier.cwd}/)`);
  const { exitCode, seconds } = await run(
    process.execPath,
    [jest, '--config', tier.config, ...tier.args, '--json', `--outputFile=${outputFile}`],
    join(ROOT, tier.cwd),
  );
  if (!existsSync(outputFile)) {
    // Crashed before writing results (config error, failing globalSetup…): one failure for the tier.
    return { name: tier.name, passed: 0, failed: 1, exitCode, seconds, note: 'no results written' };
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  // A test file that could not run (syntax error, failing beforeAll import…) has no failed tests: count it as one.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  return {
    name: tier.name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenSuites,
    exitCode,
    seconds,
    note: brokenSuites > 0 ? `${brokenSuites} test file(s) could not run` : undefined,
  };
}

/** Runs a command with its output streamed through; resolves with its exit code and duration. */
function run(command, args, cwd) {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
    child.on('error', (error) => {
      say(`${command}: ${error.message}`);
      resolvePromise({ exitCode: 127, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => {
      resolvePromise({ exitCode: code ?? (signal ? 128 : 1), seconds: (Date.now() - started) / 1000 });
    });
  });
}

// --------------------------------------------------------------------------------------------- summary

function finish(results, started) {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log('');
  console.log('Summary:');
  for (const { name, passed, failed, exitCode, seconds, note } of results) {
    const status = failed > 0 || exitCode !== 0 ? 'FAIL' : 'ok  ';
    const extra = [`exit ${exitCode}`, `${seconds.toFixed(1)} s`, note].filter(Boolean).join(', ');
    console.log(`  ${status} ${name.padEnd(width)}  ${passed} passed, ${failed} failed  (${extra})`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const anyTierFailed = results.some((result) => result.exitCode !== 0);
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || anyTierFailed ? 1 : 0;
}

process.exitCode = await main();
