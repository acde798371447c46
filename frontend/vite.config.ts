import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The landing page is code-split like every screen, but it is what most first visits show: fetch
 * its chunk (and stylesheet) in parallel with the entry instead of after it has run. External
 * <link> tags only: the CSP allows no inline script.
 */
function preloadLandingChunk(entry = 'src/features/marketing/pages/LandingPage.tsx'): Plugin {
  let base = '/';
  return {
    name: 'promptforge:preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(entry),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`landing chunk for ${entry} not found`);
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' },
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${css}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Fails the build when the landing page's first load (entry, its static imports, the landing chunk)
 * pulls in antd or any screen other than the marketing pages: the Vite 8 pitfall of a module
 * imported both statically and with import() silently merges lazy code into the entry. Prints the
 * initial JS size (gzip).
 */
function guardLandingBundle(entry = 'src/features/marketing/pages/LandingPage.tsx'): Plugin {
  return {
    name: 'promptforge:guard-landing-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const initial = new Set<string>();
      const visit = (fileName: string) => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        byName.get(fileName)?.imports.forEach(visit);
      };
      chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(entry)).forEach((chunk) => visit(chunk.fileName));

      const forbidden = /node_modules\/antd\/|\/src\/features\/(?!marketing\/)|\/src\/app\/antd\/antd-provider/;
      let gzipBytes = 0;
      for (const fileName of initial) {
        const chunk = byName.get(fileName);
        if (!chunk) continue;
        const offending = chunk.moduleIds.filter((id) => forbidden.test(id));
        if (offending.length) {
          this.error(`landing page first load (${fileName}) includes ${offending.slice(0, 5).join(', ')}`);
        }
        gzipBytes += gzipSync(chunk.code, { level: 9 }).length;
      }
      this.info(`landing page initial JS: ${[...initial].join(' + ')} = ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingChunk(), guardLandingBundle()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The playground's CSV parser is the prompt engine's (the CLI uses the same one); only that file, not the engine.
      '@engine/batch-csv': fileURLToPath(new URL('../backend/prompt-engine/src/batch-csv.ts', import.meta.url)),
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
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
