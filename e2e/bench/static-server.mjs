// Tiny static file server for the Lighthouse diagnostic: gzip (level 9, cached in memory) when the client accepts
// it, clean URLs and SPA fallback (app.html, else index.html) for extension-less paths, 404 JSON under /api/. Same server for our
// build and the bare shell, so the comparison is fair. Usage: node static-server.mjs <dir>; env PORT, HOST.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(process.argv[2] ?? '.');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const cache = new Map();

async function load(path) {
  if (cache.has(path)) return cache.get(path);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const body = await readFile(path);
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const entry = { body, type, gzip: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 9 }) : undefined };
  cache.set(path, entry);
  return entry;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      return res.end('{"message":"Not Found"}');
    }
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403);
      return res.end();
    }
    let entry = pathname.endsWith('/') ? await load(join(file, 'index.html')) : await load(file);
    // Clean URLs (`/login` → login.html, as the frontend build names its first-visit pages), then the SPA shell.
    if (!entry && !extname(pathname)) {
      entry = (await load(`${file.replace(/[\\/]+$/, '')}.html`)) ?? (await load(join(root, 'app.html'))) ?? (await load(join(root, 'index.html')));
    }
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Not Found');
    }
    const headers = {
      'content-type': entry.type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? entry.gzip : entry.body;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
const stop = () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
