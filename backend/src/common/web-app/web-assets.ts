import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The built web app (`frontend/dist`), read once at start-up: every file with the brotli (`.br`) and
 * gzip (`.gz`) copies the frontend build wrote beside it. Serving from memory keeps a static answer
 * about as cheap as a liveness check, and a build written while the server runs cannot mix two builds.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface AssetVariant {
  body: Buffer;
  etag: string;
}

export interface WebAsset {
  contentType: string;
  cacheControl: string;
  /** Always has identity; br and gzip when the build made them. */
  variants: Partial<Record<Encoding, AssetVariant>> & { identity: AssetVariant };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's content-hashed output (`/assets/name-HASH.ext`): its URL changes whenever its bytes do. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const PRECOMPRESSED: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

/** A path naming a static file by its extension (`/favicon.ico`): when missing it is a 404, not a page. */
export function looksLikeStaticFile(path: string): boolean {
  const extension = extname(path).toLowerCase();
  return extension !== '.html' && extension in CONTENT_TYPES;
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function variant(body: Buffer, encoding: Encoding): AssetVariant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the build writes where the absolute site address belongs (canonical and og:url tags); replaced with PUBLIC_URL here. */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

/**
 * Every file of `dir` by URL path (`/assets/index-AbC123xy.js`), with its precompressed copies. In HTML pages that
 * name `__PUBLIC_URL__` (the build cannot know the address), it is replaced with `publicUrl` and the compressed
 * copies are made again (a few small pages, once at start-up).
 */
export function loadWebAssets(dir: string, publicUrl?: string): Map<string, WebAsset> {
  const files = listFiles(dir);
  const assets = new Map<string, WebAsset>();
  const urlOf = (file: string) => `/${relative(dir, file).split(sep).join('/')}`;
  for (const file of files) {
    if (PRECOMPRESSED[extname(file)]) continue;
    const url = urlOf(file);
    assets.set(url, {
      contentType: contentTypeOf(file),
      cacheControl: HASHED_ASSET.test(url) ? IMMUTABLE : REVALIDATE,
      variants: { identity: variant(readFileSync(file), 'identity') },
    });
  }
  for (const file of files) {
    const encoding = PRECOMPRESSED[extname(file)];
    const original = encoding && assets.get(urlOf(file).slice(0, -extname(file).length));
    if (original) original.variants[encoding] = variant(readFileSync(file), encoding);
  }
  if (publicUrl !== undefined) {
    for (const asset of assets.values()) {
      const html = asset.contentType.startsWith('text/html') ? asset.variants.identity.body.toString('utf8') : '';
      if (!html.includes(PUBLIC_URL_PLACEHOLDER)) continue;
      const body = Buffer.from(html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl.replace(/[<>"'&]/g, encodeURIComponent)));
      asset.variants = {
        identity: variant(body, 'identity'),
        ...(asset.variants.br ? { br: variant(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), 'br') } : {}),
        ...(asset.variants.gzip ? { gzip: variant(gzipSync(body, { level: 9 }), 'gzip') } : {}),
      };
    }
  }
  return assets;
}

/**
 * The encoding to send: brotli, then gzip, then identity, among those the client accepts
 * (`Accept-Encoding` with q-values; `*` covers the ones not named) and the asset has. Identity is
 * acceptable unless refused explicitly; when everything is refused it is still sent (RFC 9110 §12.5.3
 * allows that rather than a 406).
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const quality = (encoding: Encoding): number => {
    if (q.has(encoding)) return q.get(encoding)!;
    if (encoding === 'gzip' && q.has('x-gzip')) return q.get('x-gzip')!;
    if (q.has('*')) return q.get('*')!;
    return encoding === 'identity' ? 1 : 0;
  };
  const preferred = (['br', 'gzip', 'identity'] as const).filter((encoding) => available.includes(encoding) && quality(encoding) > 0);
  if (preferred.length === 0) return 'identity';
  // The highest q wins; on a tie the order above (smallest first) decides.
  return preferred.reduce((best, encoding) => (quality(encoding) > quality(best) ? encoding : best));
}
