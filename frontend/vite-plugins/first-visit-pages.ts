import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export interface FirstVisitPage {
  /** The route path, e.g. `/login`. */
  path: string;
  /** The screen module its route loads, relative to the frontend folder. */
  module: string;
  /** The page's <title> and meta description (search results, link previews). */
  title: string;
  description: string;
}

/** Where the absolute address goes; the API fills in PUBLIC_URL when it loads the build (common/web-app). */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page's head: its title and description instead of the shell's, and the canonical URL with Open Graph tags
 * (so that each public page is described to crawlers and link previews without running any script).
 */
export function pageHead(shell: string, page: FirstVisitPage): string {
  if (typeof page.title !== 'string' || typeof page.description !== 'string') {
    throw new Error(`first-visit page ${page.path}: give it a "title" and a "description" in src/app/first-visit-pages.json`);
  }
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path === '/' ? '/' : page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const tags = [
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="PromptForge">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta name="twitter:card" content="summary">`,
  ];
  const titleTag = /<title>[\s\S]*?<\/title>/;
  const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!titleTag.test(shell) || !descriptionTag.test(shell)) throw new Error('index.html must have a <title> and a <meta name="description" content="…"> to replace');
  const withDescription = shell.replace(titleTag, `<title>${title}</title>`).replace(descriptionTag, `<meta name="description" content="${description}" />`);
  return withDescription.replace(/\n\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}

/** `/` → `index.html`, `/login` → `login.html`: the file the server sends for that path. */
export function pageFileName(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * What a page's first load may not contain: antd, its providers, the @ant-design/icons runtime (use
 * src/components/icons.tsx), or another feature's screens.
 */
function forbiddenFor(page: FirstVisitPage): RegExp {
  const feature = /src\/features\/([^/]+)\//.exec(page.module)?.[1] ?? '';
  return new RegExp(`node_modules/antd/|node_modules/@ant-design/icons/|/src/app/antd/antd-provider|/src/features/(?!${feature}/)`);
}

type Chunks = Map<string, Rollup.OutputChunk>;

/** The chunk and everything it imports statically (what the browser needs before it runs). */
function closure(chunks: Chunks, roots: readonly Rollup.OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));
  return seen;
}

function chunksOf(bundle: Rollup.OutputBundle): Chunks {
  return new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

function pageChunk(chunks: Chunks, page: FirstVisitPage): Rollup.OutputChunk {
  const chunk = [...chunks.values()].find((item) => item.facadeModuleId?.endsWith(page.module));
  if (!chunk) throw new Error(`first-visit page ${page.path}: no chunk for ${page.module}`);
  return chunk;
}

const cssOf = (chunks: Chunks, files: Iterable<string>) => new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));

/**
 * First-visit pages (src/app/first-visit-pages.json) load as fast as the landing page:
 * - the build fails when a page's first load (entry + the page's chunk and their static imports)
 *   includes antd, @ant-design/icons or another feature's code (the Vite 8 pitfall: a module imported both statically
 *   and with import() silently joins the entry), and prints each page's initial JS (gzip);
 * - each page gets its own HTML (`login.html`, `index.html` for `/`) that preloads its chunk, the
 *   chunks it imports and its stylesheets, so they download with the entry instead of after it;
 * - `app.html`, the plain shell, serves every other path: no route preloads another route's files.
 * External <link> tags only: the CSP allows no inline script.
 */
export function firstVisitPages(pages: readonly FirstVisitPage[]): Plugin {
  let base = '/';
  let outDir = 'dist';
  return {
    name: 'promptforge:first-visit-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      for (const page of pages) {
        const files = closure(chunks, [...entries, pageChunk(chunks, page)]);
        const forbidden = forbiddenFor(page);
        let gzipBytes = 0;
        for (const fileName of files) {
          const chunk = chunks.get(fileName)!;
          const offending = chunk.moduleIds.filter((id) => forbidden.test(id));
          if (offending.length) this.error(`first load of ${page.path} (${fileName}) includes ${offending.slice(0, 5).join(', ')}`);
          gzipBytes += gzipSync(chunk.code, { level: 9 }).length;
        }
        this.info(`${page.path} initial JS: ${files.size} files, ${(gzipBytes / 1024).toFixed(1)} kB gzip`);
      }
    },
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('index.html is missing from the bundle');
      const shell = String(html.source);
      writeFileSync(join(outDir, 'app.html'), shell);

      const chunks = chunksOf(bundle);
      const entryFiles = closure(chunks, [...chunks.values()].filter((chunk) => chunk.isEntry));
      const entryCss = cssOf(chunks, entryFiles);
      for (const page of pages) {
        const files = [...closure(chunks, [pageChunk(chunks, page)])].filter((file) => !entryFiles.has(file));
        const css = [...cssOf(chunks, files)].filter((file) => !entryCss.has(file));
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
        ];
        writeFileSync(join(outDir, pageFileName(page.path)), pageHead(shell, page).replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`));
      }
      // The API's robots.txt, sitemap.xml and SEO audit read the public pages from the build.
      writeFileSync(
        join(outDir, 'public-pages.json'),
        `${JSON.stringify({ pages: pages.map(({ path, title, description }) => ({ path, title, description })) }, null, 2)}\n`,
      );
    },
  };
}
