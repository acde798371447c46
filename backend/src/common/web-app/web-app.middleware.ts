import type { NextFunction, Request, Response } from 'express';
import { chooseEncoding, looksLikeStaticFile, type Encoding, type WebAsset } from './web-assets';

/**
 * Serves the built web app for GET and HEAD outside /api:
 * - a file of the build by its path (`/assets/…`, `/favicon.svg`), in the best encoding the client
 *   accepts (br > gzip > identity) among the copies made at build time, with `Vary: Accept-Encoding`,
 *   an ETag (304 on `If-None-Match`) and a year of caching for content-hashed files;
 * - a missing `/assets/…` file, or any missing `*.js`, `*.png`, `*.ico`…, falls through to the JSON
 *   404, so a stale tab fails clearly and a browser's `/favicon.ico` probe gets no page;
 * - any other path gets a page: the first-visit page built for it (`/login` → `login.html`, `/` →
 *   `index.html`, with that screen's code and styles preloaded), else the plain app shell
 *   (`app.html`), which the client router fills in (it renders its own 404). Pages are revalidated
 *   on every visit (`no-cache`).
 */
export function webAppMiddleware(assets: ReadonlyMap<string, WebAsset>) {
  const shell = assets.get('/app.html') ?? assets.get('/index.html');

  const pageFor = (path: string): WebAsset | undefined => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (trimmed === '/' || trimmed === '') return assets.get('/index.html') ?? shell;
    return assets.get(`${trimmed}.html`) ?? shell;
  };

  return function serveWebApp(req: Request, res: Response, next: NextFunction): void {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.startsWith('/api/')) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (path === '/api' || path.startsWith('/api/')) return next();
    const asset = assets.get(path) ?? (path.startsWith('/assets/') || looksLikeStaticFile(path) ? undefined : pageFor(path));
    if (!asset) return next();
    send(req, res, asset);
  };
}

function send(req: Request, res: Response, asset: WebAsset): void {
  const available = Object.keys(asset.variants) as Encoding[];
  const encoding = chooseEncoding(req.headers['accept-encoding'], available);
  const chosen = asset.variants[encoding] ?? asset.variants.identity;
  res.setHeader('Content-Type', asset.contentType);
  res.setHeader('Cache-Control', asset.cacheControl);
  if (available.length > 1) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', chosen.etag);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (matches(req.headers['if-none-match'], chosen.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', chosen.body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

/** `If-None-Match` holds the ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
