#!/usr/bin/env node
// Keeps package-lock.json the same on every platform (README "Dependencies").
//
//   node e2e/scripts/lock-file.mjs check    offline: every optional dependency of every locked package (the
//                                          platform binaries of @swc/core, unrs-resolver, msgpackr-extract, …)
//                                          is in the lock, and `git diff` shows no change to the lock
//   node e2e/scripts/lock-file.mjs refresh  `npm install`, add the platform packages npm left out, `npm install`
//                                          again, and fail unless that last install left the lock unchanged
//
// Why: npm only writes the optional packages it resolved on this machine. A lock made on Linux that lacks
// the macOS or Windows binaries is rewritten by the next `npm install` (and resolved differently there), so
// `npm start` leaves the tree dirty. Plain Node (ESM, built-ins only): it runs before anything is built.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOCK = resolve(ROOT, 'package-lock.json');
const say = (message) => process.stderr.write(`[lock-file] ${message}\n`);

const readLock = () => JSON.parse(readFileSync(LOCK, 'utf8'));
const lockDigest = () => createHash('sha256').update(readFileSync(LOCK)).digest('hex');

/** The lock entry npm would use for `name` required from the package at `from` (node's lookup upwards). */
function resolveEntry(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** Optional dependencies of locked packages that have no lock entry: `{ parent, name, range }`. */
export function missingOptionals(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveEntry(packages, key, name)) missing.push({ parent: key, name, range });
    }
  }
  return missing;
}

function npm(args, options = {}) {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${result.status})`);
}

function check() {
  const problems = missingOptionals(readLock()).map(
    ({ parent, name, range }) => `${parent} lists ${name}@${range}, which the lock lacks`,
  );
  const diff = spawnSync('git', ['diff', '--quiet', '--', 'package-lock.json'], { cwd: ROOT });
  if (diff.status === 1) problems.push('`npm install` changed package-lock.json (see `git diff package-lock.json`)');
  if (problems.length === 0) {
    say('package-lock.json is complete for every platform and unchanged by npm install');
    return 0;
  }
  say(`package-lock.json is not what this clone's npm install produces:\n  - ${problems.join('\n  - ')}`);
  say('Run `npm run lock:refresh` and commit package.json and package-lock.json together (README, "Dependencies").');
  return 1;
}

/** What npm writes for a platform package, from the registry's manifest of the exact version. */
function lockEntryFor(name, range, parentEntry) {
  let manifest;
  try {
    manifest = JSON.parse(execFileSync('npm', ['view', `${name}@${range}`, '--json'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    manifest = null;
  }
  if (Array.isArray(manifest)) manifest = manifest.at(-1);
  if (!manifest?.version || !manifest.dist?.integrity) {
    throw new Error(
      `${name}@${range} is not in the registry. Pin the package that needs it to a version whose platform packages all exist (check with \`npm view ${name} versions\`).`,
    );
  }
  if (Object.keys(manifest.dependencies ?? {}).length > 0) {
    throw new Error(`${name}@${manifest.version} has dependencies of its own; add it with npm on a machine of its platform.`);
  }
  const entry = { version: manifest.version, integrity: manifest.dist.integrity };
  for (const field of ['cpu', 'os', 'libc']) {
    if (manifest[field] !== undefined) entry[field] = [manifest[field]].flat();
  }
  if (parentEntry.dev) entry.dev = true;
  if (manifest.license) entry.license = manifest.license;
  entry.optional = true;
  if (manifest.engines) entry.engines = manifest.engines;
  return entry;
}

function refresh() {
  say('npm install');
  npm(['install', '--no-audit', '--no-fund']);
  const lock = readLock();
  const missing = missingOptionals(lock);
  for (const { parent, name, range } of missing) {
    const entry = lockEntryFor(name, range, lock.packages[parent]);
    const top = `node_modules/${name}`;
    const key = lock.packages[top] ? `${parent}/node_modules/${name}` : top;
    lock.packages[key] = entry;
    say(`added ${key}@${entry.version} (${[entry.os, entry.cpu].flat().filter(Boolean).join(' ')})`);
  }
  if (missing.length > 0) {
    lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
    writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  }
  // npm rewrites the lock in its own form; the install after that must change nothing.
  npm(['install', '--no-audit', '--no-fund']);
  const settled = lockDigest();
  npm(['install', '--no-audit', '--no-fund']);
  const stillMissing = missingOptionals(readLock());
  if (lockDigest() !== settled || stillMissing.length > 0) {
    say('npm install still changes package-lock.json or drops platform packages; see `git diff package-lock.json`.');
    return 1;
  }
  say('package-lock.json is complete for every platform, and npm install leaves it unchanged. Commit it.');
  return 0;
}

const command = process.argv[2];
if (command === 'check') process.exitCode = check();
else if (command === 'refresh') {
  try {
    process.exitCode = refresh();
  } catch (error) {
    say(error.message);
    process.exitCode = 1;
  }
} else {
  say('usage: node e2e/scripts/lock-file.mjs check|refresh');
  process.exitCode = 2;
}
