import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FixturesModule } from '../support/fixtures.module';
import { createTestApp, type TestApp } from '../support/test-app';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The built web app as the frontend build writes it: pages, hashed assets and their .br/.gz copies. */
function writeWebDist(): { dir: string; script: string; css: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pf-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('the entry script '.repeat(200))});`;
  const css = `body { color: red; }\n`.repeat(100);
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Landing</title><link rel="modulepreload" href="/assets/LandingPage-AbCdEf12.js"><div id="root"></div>',
    'login.html': '<!doctype html><title>Login</title><link rel="modulepreload" href="/assets/LoginPage-AbCdEf12.js"><div id="root"></div>',
    'app.html': '<!doctype html><title>App</title><div id="root"></div>',
    'assets/index-AbCdEf12.js': script,
    'assets/index-AbCdEf12.css': css,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // Copies the build makes; distinct markers so the test sees which file went out.
  for (const name of ['index.html', 'login.html', 'app.html', 'assets/index-AbCdEf12.js']) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(Buffer.from(files[name])));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(Buffer.from(files[name])));
  }
  writeFileSync(join(dir, 'assets/index-AbCdEf12.css.gz'), gzipSync(Buffer.from(css))); // no .br for this one
  return { dir, script, css };
}

describe('Serving the web app and compressing answers', () => {
  let t: TestApp;
  let port: number;
  let dist: ReturnType<typeof writeWebDist>;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  const decoded = (answer: RawAnswer): string => {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  };

  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp({ redis: 'none', imports: [FixturesModule], env: { WEB_DIST_DIR: dist.dir } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  describe('built files', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['', undefined],
    ])('Accept-Encoding "%s" gets %s', async (acceptEncoding, expected) => {
      const res = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decoded(res)).toBe(dist.script);
      if (expected) expect(res.body.length).toBeLessThan(dist.script.length / 4);
    });

    it('sends gzip when the build made no brotli copy, and the file as it is when it made none', async () => {
      const css = await get('/assets/index-AbCdEf12.css', { 'Accept-Encoding': 'br, gzip' });
      expect(css.headers['content-encoding']).toBe('gzip');
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(decoded(css)).toBe(dist.css);

      const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
      expect(icon.status).toBe(200);
      expect(icon.headers['content-encoding']).toBeUndefined();
      expect(icon.headers.vary).toBeUndefined();
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers['cache-control']).toBe('no-cache'); // not content-hashed
    });

    it('answers 304 to a revalidation with the ETag of the encoding it would send', async () => {
      const first = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'br' });
      const again = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const otherEncoding = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
      expect(otherEncoding.status).toBe(200);
      expect(otherEncoding.headers.etag).not.toBe(first.headers.etag);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await get('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      expect(res.body.length).toBe(0);
    });

    it.each(['/assets/index-Gone1234.js', '/favicon.ico', '/images/logo.png'])('answers a missing file %s with the JSON 404, never a page', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });
  });

  describe('pages', () => {
    it.each([
      ['/', 'Landing'],
      ['/login', 'Login'],
      ['/login/', 'Login'],
      ['/dashboard', 'App'],
      ['/prompt-lab/123', 'App'],
      ['/no/such/page', 'App'],
    ])('%s gets the %s page, compressed and never cached', async (path, title) => {
      const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decoded(res)).toContain(`<title>${title}</title>`);
    });

    it('never preloads the landing page on another page', async () => {
      for (const path of ['/login', '/dashboard']) {
        expect(decoded(await get(path))).not.toContain('LandingPage');
      }
    });

    it('leaves other methods and /api to the API', async () => {
      expect((await get('/', {}, 'POST')).status).toBe(404);
      const api = await get('/api/nothing-here');
      expect(api.status).toBe(404);
      expect(api.headers['content-type']).toMatch(/application\/json/);
    });
  });

  describe('API answers', () => {
    it('compresses JSON above 1 KB with the encoding the client prefers', async () => {
      const br = await get('/api/test-fixtures/sized?bytes=5000', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(decoded(br)).text).toHaveLength(5000 - 11);

      const gzip = await get('/api/test-fixtures/sized?bytes=5000', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip)).text).toHaveLength(5000 - 11);

      // A client that accepts no encoding gets the bytes as they are, still marked as varying with Accept-Encoding.
      const plain = await get('/api/test-fixtures/sized?bytes=5000');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.length).toBe(5000);
    });

    it('sends JSON of 1 KB or less as it is', async () => {
      const res = await get('/api/test-fixtures/sized?bytes=900', { 'Accept-Encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.length).toBe(900);
    });

    it('compresses error answers above 1 KB too', async () => {
      const res = await get(`/api/${'x'.repeat(1500)}`, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(res)).statusCode).toBe(404);
    });

    it('never compresses Server-Sent Events', async () => {
      const res = await get('/api/test-fixtures/events', { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/event-stream' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['content-encoding']).toBeUndefined();
      const events = res.body.toString().split('\n\n').filter((block) => block.startsWith('data:') || block.includes('\ndata:'));
      expect(events).toHaveLength(3);
    });
  });
});
