import { PassThrough } from 'node:stream';
import { FixturesModule } from '../support/fixtures.module';
import { createTestApp, type TestApp } from '../support/test-app';

/** An app at the given log level whose log lines are collected in `logs()`. */
function appLoggingAt(level: 'info' | 'warn') {
  let app: TestApp;
  let logs = '';
  beforeAll(async () => {
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    app = await createTestApp({ redis: 'none', imports: [FixturesModule], env: { LOG_LEVEL: level }, logDestination: destination });
  });
  afterAll(() => app.close());
  return { http: () => app.http(), logs: () => logs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('structured logging', () => {
  const t = appLoggingAt('info');

  it('writes one JSON line per request with its id, and never credentials or bodies', async () => {
    await t
      .http()
      .post('/api/test-fixtures/echo')
      .set('Authorization', 'Bearer sk-live-very-secret-token')
      .set('X-Request-Id', 'req-42')
      .send({ name: 'Ana', email: 'ana@example.com', password: 'hunter2-password' });
    await settle();
    const lines = t
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = lines.find((line) => (line.req as { id?: string } | undefined)?.id === 'req-42');
    expect(requestLine).toMatchObject({ req: { id: 'req-42', method: 'POST', url: '/api/test-fixtures/echo' }, res: { statusCode: 400 } });
    expect(Object.keys(requestLine?.req as object).sort()).toEqual(['id', 'method', 'url']);
    expect(Object.keys(requestLine?.res as object)).toEqual(['statusCode']);
    expect(t.logs()).not.toContain('sk-live-very-secret-token');
    expect(t.logs()).not.toContain('hunter2-password');
  });
});

describe('structured logging above info', () => {
  const t = appLoggingAt('warn');

  it('writes no request lines, and still gives every request its id', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').set('X-Request-Id', 'req-43').send({ name: 'Ana' });
    expect(res.headers['x-request-id']).toBe('req-43');
    await settle();
    expect(t.logs()).not.toContain('req-43');
  });
});
