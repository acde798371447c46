// Vite config of the bare shell. Same Vite and @vitejs/plugin-react as the frontend (the plugin is
// resolved from the frontend workspace when it is not hoisted), same target and preload settings.
// Output goes to $BARE_SHELL_OUT_DIR (a temp dir chosen by run-bench.mjs), with the frontend's .br/.gz copies.
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';
// The same .br/.gz copies as the frontend build, so both are served by the real server the same way.
import { precompress } from '../../../frontend/vite-plugins/precompress.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

async function loadReactPlugin() {
  try {
    return (await import('@vitejs/plugin-react')).default;
  } catch {
    const path = createRequire(join(repoRoot, 'frontend/package.json')).resolve('@vitejs/plugin-react');
    return (await import(pathToFileURL(path).href)).default;
  }
}

const react = await loadReactPlugin();

const outDir = process.env.BARE_SHELL_OUT_DIR ?? join(tmpdir(), 'promptforge-bare-shell');

export default defineConfig({
  root: here,
  plugins: [react(), precompress()],
  cacheDir: join(outDir, '.vite-cache'),
  logLevel: 'warn',
  build: {
    outDir: join(outDir, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
  },
});
