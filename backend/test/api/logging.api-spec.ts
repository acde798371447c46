import { PassThrough } from 'node:stream';
import { FixturesModule } from '../support/fixtures.module';
import { createTestApp, type TestApp } from '../support/test-app';

describe('structured logging', () => {
  let t: TestApp;
  let logs = '';

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    t = await createTestApp({ redis: 'none', imports: [FixturesModule], env: { LOG_LEVEL: 'info' }, logDestination: destination });
  });
  afterAll(() => t.close());

  it('writes one JSON line per request with its id, and never credentials or bodies', async () => {
    await t
      .http()
      .post('/api/test-fixtures/echo')
      .set('Authorization', 'Bearer sk-live-very-secret-token')
      .set('X-Request-Id', 'req-42')
      .send({ name: 'Ana', email: 'ana@example.com', password: 'hunter2-password' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logs.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = lines.find((line) => (line.req as { id?: string } | undefined)?.id === 'req-42');
    expect(requestLine).toMatchObject({ req: { id: 'req-42', method: 'POST', url: '/api/test-fixtures/echo' }, res: { statusCode: 400 } });
    expect(Object.keys(requestLine?.req as object).sort()).toEqual(['id', 'method', 'url']);
    expect(Object.keys(requestLine?.res as object)).toEqual(['statusCode']);
    expect(logs).not.toContain('sk-live-very-secret-token');
    expect(logs).not.toContain('hunter2-password');
  });
});

describe('structured logging above info', () => {
  let t: TestApp;
  let logs = '';

  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    t = await createTestApp({ redis: 'none', imports: [FixturesModule], env: { LOG_LEVEL: 'warn' }, logDestination: destination });
  });
  afterAll(() => t.close());

  it('writes no request lines, and still gives every request its id', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').set('X-Request-Id', 'req-43').send({ name: 'Ana' });
    expect(res.headers['x-request-id']).toBe('req-43');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).not.toContain('req-43');
  });
});
