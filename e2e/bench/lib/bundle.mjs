// Section 2: initial JavaScript of a built index.html (entry module scripts + modulepreload links), gzip level 9.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { runCommand, tail } from './util.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = resolve(here, '../../..');

function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([^\s=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Lists the JS files the browser fetches up front for `dist/index.html`, with raw and gzip sizes. */
export function initialJs(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [];
  const add = (href, kind) => {
    if (!href || /^(https?:)?\/\//.test(href)) return; // external: not part of our bundle
    const rel = href.replace(/^\//, '').split(/[?#]/)[0];
    if (files.some((f) => f.file === rel)) return;
    const path = join(distDir, rel);
    if (!existsSync(path)) throw new Error(`${distDir}/index.html references ${href}, which is missing`);
    const body = readFileSync(path);
    files.push({ file: rel, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  };
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    if (a.src && a.type === 'module') add(a.src, 'entry');
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    if ((a.rel ?? '').split(/\s+/).includes('modulepreload')) add(a.href, 'modulepreload');
  }
  // Stylesheets are reported for information only (not part of the JS ratio).
  const css = [];
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const rels = (a.rel ?? '').split(/\s+/);
    if (rels.includes('stylesheet') || (rels.includes('preload') && a.as === 'style')) {
      const path = join(distDir, a.href.replace(/^\//, ''));
      if (existsSync(path)) {
        const body = readFileSync(path);
        css.push({ file: a.href.replace(/^\//, ''), kind: rels.includes('stylesheet') ? 'stylesheet' : 'preload style', raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }
    }
  }
  if (!files.length) throw new Error(`no <script type="module" src> found in ${distDir}/index.html`);
  const sum = (list, key) => list.reduce((total, f) => total + f[key], 0);
  return { files, css, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), cssGzip: sum(css, 'gzip') };
}

/** Builds the bare shell with the repo's Vite into `outDir`/dist; returns that dist dir. */
export async function buildBareShell(outDir) {
  const vite = join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const config = join(REPO_ROOT, 'e2e/bench/bare-shell/vite.config.mjs');
  const result = await runCommand(process.execPath, [vite, 'build', '--config', config], {
    cwd: join(REPO_ROOT, 'e2e/bench/bare-shell'),
    env: { ...process.env, BARE_SHELL_OUT_DIR: outDir, NODE_ENV: 'production' },
    timeoutMs: 180000,
  });
  const dist = join(outDir, 'dist');
  if (result.code !== 0 || !existsSync(join(dist, 'index.html'))) {
    throw new Error(`bare shell build failed (${result.timedOut ? 'timed out' : `exit ${result.code}`}):\n${tail(result.stderr || result.stdout)}`);
  }
  return dist;
}

export function distBuiltAt(distDir) {
  return statSync(join(distDir, 'index.html')).mtime;
}
