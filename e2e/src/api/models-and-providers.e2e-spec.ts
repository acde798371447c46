import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { env, logTail, startServer, TEST_JWT_SECRET, TEST_PROVIDER_KEYS_SECRET } from '../utils';

async function api<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(env.baseUrl() + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

describe('provider keys on the built server, against the fake provider', () => {
  let fake: FakeLlmServer;
  let token: string;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    const password = 'correct horse battery';
    const registered = await api<{ token: string }>('POST', '/api/auth/register', undefined, {
      name: 'Ana Providers',
      email: `providers-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
    });
    token = registered.body.token;
  });
  afterAll(() => fake.close());

  it('saves a key with a base URL, tests it through the real SDK (the fake gets the key), then removes it', async () => {
    const saved = await api('PUT', '/api/user/provider-keys/anthropic', token, { apiKey: 'sk-ant-e2e-user-key-wxyz', baseUrl: fake.anthropicBaseUrl });
    expect(saved).toMatchObject({ status: 200, body: { provider: 'anthropic', status: 'user', maskedKey: '…wxyz' } });

    const tested = await api<{ ok: boolean; model: string }>('POST', '/api/user/provider-keys/anthropic/test', token);

    expect(tested).toMatchObject({ status: 200, body: { ok: true, model: 'claude-sonnet-4-6', keySource: 'user' } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ api: 'anthropic', apiKey: 'sk-ant-e2e-user-key-wxyz', body: { model: 'claude-sonnet-4-6' } });

    const usage = await api<{ byFeature: Array<{ feature: string; calls: number }> }>('GET', '/api/usage', token);
    expect(usage.body.byFeature).toEqual([expect.objectContaining({ feature: 'provider-key-test', calls: 1 })]);

    expect((await api('DELETE', '/api/user/provider-keys/anthropic', token)).status).toBe(204);
    const listed = await api<Array<{ provider: string; status: string }>>('GET', '/api/user/provider-keys', token);
    expect(listed.body.find((row) => row.provider === 'anthropic')).toMatchObject({ status: 'none' });
  });
});

describe('MODEL_CATALOG_FILE on the built server', () => {
  it('a broken file stops start-up with a message naming the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-e2e-catalog-'));
    const file = join(dir, 'models.json');
    writeFileSync(file, JSON.stringify({ models: [{ id: 'gpt-4o', enabled: true }, { id: 'my-llama', provider: 'meta', maxTokens: 'lots' }] }));
    try {
      const server = await startServer({
        name: 'server-bad-catalog',
        waitFor: 'nothing',
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: env.databaseUrl(),
          DATA_DIR: dir,
          JWT_SECRET: TEST_JWT_SECRET,
          PROVIDER_KEYS_SECRET: TEST_PROVIDER_KEYS_SECRET,
          MODEL_CATALOG_FILE: file,
        },
      });

      const exit = await server.exited;

      expect(exit.code).toBe(1);
      expect(logTail(server)).toContain(`Invalid MODEL_CATALOG_FILE ${file}: entry 2 ("my-llama") has maxTokens "lots": must be a positive integer`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
