// Installs a Debian package the tests or the bench need (chromium, PostgreSQL, Redis, hyperfine), as root only: the
// registries reached here serve Debian's packages, and a tool missing on a fresh machine must not need a hand install.
// Plain Node (ESM, built-ins only), so it runs before anything is built.
import { spawnSync } from 'node:child_process';

export const IS_ROOT = process.getuid?.() === 0;

let aptUpdated = false;

/** `apt-get install -y pkg` (after one `apt-get update` per process); throws with the command to run when not root. */
export function aptInstall(pkg, say = (message) => process.stderr.write(`${message}\n`)) {
  if (!IS_ROOT) {
    throw new Error(`${pkg} is not installed and we are not root: apt-get install -y ${pkg}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    say('apt-get update');
    mustRun('apt-get', ['update'], env);
    aptUpdated = true;
  }
  say(`apt-get install -y ${pkg}`);
  mustRun('apt-get', ['install', '-y', pkg], env);
}

export function mustRun(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.error?.message})`);
  }
}
