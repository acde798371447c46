// Shared helpers for the benchmark: child-process bookkeeping, ports, waiting, statistics, tables.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';

/** Every child we start, so that exit paths (normal, error, signal, watchdog) can stop them. */
const children = new Set();
/** Async cleanups (drop the database, remove temp dirs), run once, last registered first. */
const cleanups = [];

/**
 * Spawns a long-running child in its own process group (so it and anything it starts can be signalled
 * together) and remembers it until it exits. stdout/stderr are kept (last 64 KB) for error messages.
 */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-65536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      children.delete(child);
      child.output += `\n${error.message}`;
      resolve({ code: -1, signal: null, error });
    });
  });
  children.add(child);
  return child;
}

/** SIGTERM the child's process group, then SIGKILL after `graceMs`. Resolves once it has exited. */
export async function stopChild(child, graceMs = 3000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Synchronous last resort for process 'exit': SIGKILL every child still running. */
export function killAllChildrenSync() {
  for (const child of children) signalGroup(child, 'SIGKILL');
  children.clear();
}

export function registerCleanup(fn) {
  cleanups.push(fn);
}

export async function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await withTimeout(Promise.resolve().then(fn), 15000, 'cleanup');
    } catch (error) {
      console.error(`cleanup failed: ${error.message}`);
    }
  }
}

export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child, 2000)));
}

/** Runs a command to completion with a time limit; resolves { code, stdout, stderr, timedOut }. */
export function runCommand(command, args, { timeoutMs = 120000, ...options } = {}) {
  return new Promise((resolve) => {
    const child = startChild(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopChild(child, 1000);
    }, timeoutMs);
    child.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One GET; resolves { status, body } or rejects on connection errors and after `timeoutMs`. */
export function httpGet(url, timeoutMs = 2000, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', timeout: timeoutMs, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body, headers: res.headers }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Polls `url` (GET with `headers`) until it answers 200 (resolves the elapsed ms and the response), the child
 * exits, or `timeoutMs` passes (rejects with the child's output).
 */
export async function waitForHttp(url, child, timeoutMs = 30000, headers = {}) {
  const started = performance.now();
  let last = 'no answer';
  while (performance.now() - started < timeoutMs) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it answered ${url}:\n${tail(child.output)}`);
    }
    try {
      const res = await httpGet(url, 1000, headers);
      if (res.status === 200) return { ms: performance.now() - started, res };
      last = `HTTP ${res.status}: ${res.body.slice(0, 200)}`;
    } catch (error) {
      last = error.message;
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})${child ? `\n${tail(child.output)}` : ''}`);
}

export function tail(text, lines = 20) {
  return String(text ?? '').trim().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Formats a number with thousands separators and `digits` decimals; '-' for missing values. */
export function fmt(value, digits = 0) {
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : NaN);
export const fmtRatio = (r, digits = 2) => (Number.isFinite(r) ? `${r.toFixed(digits)}×` : "-");
export const kb = (bytes) => `${fmt(bytes / 1024, 1)} KiB`;

/** Plain-text table with right-aligned numeric-looking cells. */
export function table(headers, rows) {
  const all = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? '')].length)));
  const numeric = /^[-+]?[\d,.]+(\s?(×|ms|KiB|KB|%))?$|^-$/;
  const line = (row) =>
    '| ' +
    row
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i] - [...cell].length);
        return numeric.test(cell) ? pad + cell : cell + pad;
      })
      .join(' | ') +
    ' |';
  return [line(all[0]), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...all.slice(1).map(line)].join('\n');
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux; NaN elsewhere). */
export function cpuTimeMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S; // utime, stime (fields 14, 15)
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS_PER_S = 100; // getconf CLK_TCK on Linux
