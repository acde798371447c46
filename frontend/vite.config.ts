import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import firstVisit from './src/app/first-visit-pages.json' with { type: 'json' };
import { firstVisitPages } from './vite-plugins/first-visit-pages.ts';
import { precompress } from './vite-plugins/precompress.ts';

export default defineConfig({
  plugins: [react(), firstVisitPages(firstVisit.pages), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The playground's CSV parser is the prompt engine's (the CLI uses the same one); only that file, not the engine.
      '@engine/batch-csv': fileURLToPath(new URL('../backend/prompt-engine/src/batch-csv.ts', import.meta.url)),
      // The rules builder's exports, front matter and security lint: the engine's pure rules folder (the API and the CLI use it too).
      '@engine/rules': fileURLToPath(new URL('../backend/prompt-engine/src/rules/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The polyfill would be emitted into the entry chunk (never inline). Every browser we target
    // supports <link rel="modulepreload">, so it is dead weight on the landing page.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, router, react-query, the shell) in one file:
        // left to itself Rolldown splits what lazy screens share with the entry into small chunks,
        // and each is one more request on a first visit (six connections per host over HTTP/1.1).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], priority: 10 }] },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
