// Writes dist/root-help.txt: what commander prints for `promptforge --help` when the output is not a terminal.
// dist/index.js prints this file for a lone --help instead of loading commander and every command (start-up time).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const target = join(dist, 'root-help.txt');
rmSync(target, { force: true }); // so the run below goes through commander
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PROMPTFORGE_')));
writeFileSync(target, execFileSync(process.execPath, [join(dist, 'index.js'), '--help'], { env, encoding: 'utf8' }));
