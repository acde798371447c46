import { expectErrorBody } from '../responses';
import { env } from '../utils';

const url = (path: string) => env.baseUrl() + path;

async function post(path: string, body: string, contentType: string) {
  const response = await fetch(url(path), { method: 'POST', headers: { 'Content-Type': contentType }, body });
  return { response, body: (await response.json()) as unknown };
}

describe('HTTP conventions of the running server (black box)', () => {
  describe('errors share one JSON shape', () => {
    it('an unknown /api route is a 404 JSON error, not the web app', async () => {
      const response = await fetch(url('/api/no-such-route'));

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectErrorBody(await response.json(), 404);
    });

    it('a JSON body over the 1 MB limit is a 413, before routing', async () => {
      const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });

      const { response, body } = await post('/api/x', big, 'application/json');

      expect(response.status).toBe(413);
      expectErrorBody(body, 413, /larger than the 1MB limit/);
    });

    it('malformed JSON is a 400', async () => {
      const { response, body } = await post('/api/x', '{"name": "unterminated', 'application/json');

      expect(response.status).toBe(400);
      expectErrorBody(body, 400, 'The request body is not valid JSON.');
    });

    it('a body that is not JSON is a 415', async () => {
      const { response, body } = await post('/api/x', 'hello', 'text/plain');

      expect(response.status).toBe(415);
      expectErrorBody(body, 415, 'Content-Type must be application/json.');
    });
  });

  describe.each([
    ['/', "'self'"],
    ['/api/health', "'none'"],
  ])('security headers on %s', (path, defaultSrc) => {
    let headers: Headers;
    beforeAll(async () => {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      headers = response.headers;
    });

    it(`has a strict Content-Security-Policy (default-src ${defaultSrc}, no inline or eval scripts, no framing)`, () => {
      const csp = parseCsp(headers.get('content-security-policy'));

      expect(csp['default-src']).toEqual([defaultSrc]);
      const scriptSrc = csp['script-src'] ?? csp['default-src'];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    });

    it('sends HSTS, nosniff and a Referrer-Policy, and hides the framework', () => {
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBeTruthy();
      expect(headers.get('x-powered-by')).toBeNull();
    });
  });

  describe('OpenAPI document', () => {
    it('/api/openapi.json is OpenAPI 3 and documents the readiness probe', async () => {
      const response = await fetch(url('/api/openapi.json'));

      expect(response.status).toBe(200);
      const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
      expect(document.paths['/api/health/ready']).toHaveProperty('get');
    });
  });

  describe('the built web app and its caching', () => {
    let html: string;
    let indexResponse: Response;
    beforeAll(async () => {
      indexResponse = await fetch(url('/'));
      html = await indexResponse.text();
    });

    it('serves index.html at / with Cache-Control: no-cache', () => {
      expect(indexResponse.status).toBe(200);
      expect(indexResponse.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('<div id="root"></div>');
      expect(indexResponse.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers any other non-/api path with the plain shell, app.html (the app renders its own 404)', async () => {
      const response = await fetch(url('/no-such-page/deeper'));
      const shell = await (await fetch(url('/app.html'))).text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body = await response.text();
      expect(body).toContain('<div id="root"></div>');
      // The shell preloads no page's code: the landing page's chunk and CSS stay on / alone.
      expect(body).not.toMatch(/LandingPage/);
      expect(body).toBe(shell);
    });

    it('serves the hashed files under /assets/ as immutable for a year', async () => {
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      expect(assets.length).toBeGreaterThanOrEqual(2); // at least the entry script and its stylesheet

      for (const asset of assets) {
        const response = await fetch(url(asset));
        expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
        expect({ asset, cacheControl: response.headers.get('cache-control') }).toEqual({
          asset,
          cacheControl: 'public, max-age=31536000, immutable',
        });
        await response.arrayBuffer();
      }
    });

    it('answers a missing asset with a 404 (not index.html), never cached as immutable', async () => {
      const response = await fetch(url('/assets/index-DOESNOTEXIST.js'));

      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    });
  });
});

function parseCsp(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}
