import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonBodyPool } from '../../src/engine/json-body-pool.service';
import { FixturesModule } from '../support/fixtures.module';
import { errorBody } from '../support/responses';
import { createTestApp, type TestApp } from '../support/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'pf-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>PromptForge</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    t = await createTestApp({ redis: 'none', imports: [FixturesModule], env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').set('Content-Type', 'application/json').send('{"name": "Ana",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody.badRequest('The request body is not valid JSON.'));
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await t
      .http()
      .post('/api/test-fixtures/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co' }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorBody.payloadTooLarge('The request body is larger than the 1MB limit.'));
  });

  describe('bodies of 256 KB or more, parsed on the JSON body thread', () => {
    const large = (name: string) => JSON.stringify({ name, email: 'ana@example.com' });
    const padding = 'x'.repeat(300 * 1024);
    let parse: jest.SpyInstance;
    beforeEach(() => {
      parse = jest.spyOn(t.app.get(JsonBodyPool), 'parse');
    });
    afterEach(() => parse.mockRestore());

    it('are parsed there, with the same answer as on the request thread', async () => {
      const res = await t.http().post('/api/test-fixtures/echo').set('Content-Type', 'application/json; charset=utf-8').send(large(`Ana ${padding} é 😀`));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ name: `Ana ${padding} é 😀`, email: 'ana@example.com' });
      expect(parse).toHaveBeenCalledTimes(1);

      const small = await t.http().post('/api/test-fixtures/echo').send({ name: 'Ana', email: 'ana@example.com' });
      expect(small.status).toBe(201);
      expect(parse).toHaveBeenCalledTimes(1);
    });

    it('give the same errors: malformed JSON, a primitive, too deep, a disallowed character naming the field', async () => {
      const post = (body: string) => t.http().post('/api/test-fixtures/echo').set('Content-Type', 'application/json').send(body);
      const malformed = await post(large(padding).slice(0, -1));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(errorBody.badRequest('The request body is not valid JSON.'));

      const primitive = await post(JSON.stringify(padding));
      expect(primitive.status).toBe(400);
      expect(primitive.body).toEqual(errorBody.badRequest('The request body is not valid JSON.'));

      const deep = await post(`{"name":${'['.repeat(40)}"${padding}"${']'.repeat(40)},"email":"ana@example.com"}`);
      expect(deep.status).toBe(400);
      expect(deep.body).toEqual(errorBody.badRequest('The request body is nested more than 32 levels deep.'));

      const nul = await post(large(`${padding}\u0000`));
      expect(nul.status).toBe(400);
      expect(nul.body.message).toBe('name contains a character that is not allowed (U+0000).');

      const surrogate = await post(large(`${padding}\ud800`));
      expect(surrogate.status).toBe(400);
      expect(surrogate.body.message).toBe('name contains a character that is not allowed (U+D800).');
      expect(parse).toHaveBeenCalledTimes(5);
    });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').set('Content-Type', 'text/plain').send('name=Ana');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(errorBody.unsupportedMediaType('Content-Type must be application/json.'));
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.http().get('/api/x');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(errorBody.notFound('Cannot GET /api/x'));
  });

  it('reports every failed field, with the first one as the message', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').send({ name: 'A', email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ...errorBody.badRequest('Name must be at least 2 characters'),
      errors: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Please enter a valid email' },
      ],
    });
  });

  it('rejects unknown properties', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').send({ name: 'Ana', email: 'ana@example.com', admin: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('property admin should not exist');
    expect(res.body.errors).toEqual([{ field: 'admin', message: 'property admin should not exist' }]);
  });

  it('accepts a valid body', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').send({ name: 'Ana', email: 'ana@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Ana', email: 'ana@example.com' });
  });

  it('hides internals of unexpected errors', async () => {
    const res = await t.http().get('/api/test-fixtures/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual(errorBody.internal());
    expect(res.text).not.toContain('internal detail');
  });

  it.each(['/', '/api/docs'])('sends the page security headers on %s', async (path) => {
    const res = await t.http().get(path).redirects(1);
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/health', '/api/auth/me', '/api/no-such-route'])('sends the API security headers on %s, and none of the document-only ones', async (path) => {
    const res = await t.http().get(path);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'x-powered-by']) {
      expect(res.headers[documentOnly]).toBeUndefined();
    }
  });

  it('serves index.html for any non-/api path and caches hashed assets for a year', async () => {
    const page = await t.http().get('/some/client/route');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    const asset = await t.http().get('/assets/index-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.http().get('/assets/index-Gone1234.js');
    expect(missing.status).toBe(404);
  });

  it('echoes a request id', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('publishes the OpenAPI document and Swagger UI', async () => {
    const doc = await t.http().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/ready']));
    const ui = await t.http().get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
