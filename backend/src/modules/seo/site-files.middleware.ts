import type { NextFunction, Request, Response } from 'express';
import { robotsTxt, sitemapXml, type PublicPage } from './public-pages';

/** `GET /robots.txt` and `GET /sitemap.xml`, built once from the public pages and PUBLIC_URL. */
export function siteFilesMiddleware(publicUrl: string, pages: readonly PublicPage[]) {
  const files: Record<string, { type: string; body: Buffer }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: Buffer.from(robotsTxt(publicUrl)) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: Buffer.from(sitemapXml(publicUrl, pages)) },
  };
  return function serveSiteFiles(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files[req.path];
    if (!file) return next();
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('Content-Length', file.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : file.body);
  };
}
