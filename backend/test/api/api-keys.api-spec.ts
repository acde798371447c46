import { bearer, countRows, createApiKey, registerUser, sql } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('require credentials', async () => {
    expect((await t.http().get('/api/api-keys')).status).toBe(401);
    expect((await t.http().post('/api/api-keys').send({ name: 'abc' })).status).toBe(401);
    expect((await t.http().delete('/api/api-keys/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('create shows the secret once and stores only a digest and a prefix', async () => {
    const user = await registerUser(t);
    const res = await t.http().post('/api/api-keys').set(bearer(user.token)).send({ name: ' CI pipeline ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'CI pipeline',
      createdAt: expect.any(String),
      prefix: res.body.key.slice(0, 12),
      lastUsedAt: null,
      key: expect.stringMatching(/^pfk_[0-9A-Za-z]{38}$/),
    });
    const list = await t.http().get('/api/api-keys').set(bearer(user.token));
    expect(list.body).toEqual([{ id: res.body.id, name: 'CI pipeline', createdAt: res.body.createdAt, prefix: res.body.prefix, lastUsedAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    const stored = (await sql(t, 'SELECT * FROM api_keys WHERE id = ?', [res.body.id])) as Record<string, unknown>[];
    expect(JSON.stringify(stored)).not.toContain(res.body.key);
    expect(stored[0].digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('validates the name with the spec message and creates nothing', async () => {
    const user = await registerUser(t);
    const res = await t.http().post('/api/api-keys').set(bearer(user.token)).send({ name: 'ab' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('API key name must be at least 3 characters.');
    expect(await countRows(t, 'api_keys', user.id)).toBe(0);
  });

  it('a key authenticates every API route like a session, and records its last use', async () => {
    const user = await registerUser(t);
    const { id, key } = await createApiKey(t, user);
    for (const path of ['/api/auth/me', '/api/api-keys', '/api/notifications', '/api/subscriptions/current', '/api/user/notification-preferences']) {
      expect({ path, status: (await t.http().get(path).set(bearer(key))).status }).toEqual({ path, status: 200 });
    }
    const [row] = (await sql(t, 'SELECT last_used_at FROM api_keys WHERE id = ?', [id])) as { last_used_at: Date | null }[];
    expect(row.last_used_at).not.toBeNull();
  });

  it('updates lastUsedAt at most once a minute', async () => {
    const user = await registerUser(t);
    const { id, key } = await createApiKey(t, user);
    await t.http().get('/api/auth/me').set(bearer(key));
    const [first] = (await sql(t, 'SELECT last_used_at FROM api_keys WHERE id = ?', [id])) as { last_used_at: Date }[];
    await t.http().get('/api/auth/me').set(bearer(key));
    const [second] = (await sql(t, 'SELECT last_used_at FROM api_keys WHERE id = ?', [id])) as { last_used_at: Date }[];
    expect(second.last_used_at).toEqual(first.last_used_at);
  });

  it('a key cannot create or delete keys (password sign-in required)', async () => {
    const user = await registerUser(t);
    const { id, key } = await createApiKey(t, user);
    expect((await t.http().post('/api/api-keys').set(bearer(key)).send({ name: 'escalate' })).status).toBe(403);
    expect((await t.http().delete(`/api/api-keys/${id}`).set(bearer(key))).status).toBe(403);
    expect(await countRows(t, 'api_keys', user.id)).toBe(1);
  });

  it('a deleted key is refused on the next request', async () => {
    const user = await registerUser(t);
    const { id, key } = await createApiKey(t, user);
    expect((await t.http().delete(`/api/api-keys/${id}`).set(bearer(user.token))).status).toBe(204);
    expect((await t.http().get('/api/auth/me').set(bearer(key))).status).toBe(401);
  });

  it('a key with a bad checksum is refused', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await t.http().get('/api/auth/me').set(bearer(tampered))).status).toBe(401);
  });

  it("another user's key looks exactly like a missing one, and stays", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { id } = await createApiKey(t, owner);
    const res = await t.http().delete(`/api/api-keys/${id}`).set(bearer(other.token));
    expect(res.status).toBe(404);
    const missing = await t.http().delete('/api/api-keys/00000000-0000-4000-8000-000000000000').set(bearer(other.token));
    expect(res.body).toEqual(missing.body);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'API key not found.' });
    expect((await t.http().delete('/api/api-keys/not-a-uuid').set(bearer(other.token))).body).toEqual(missing.body);
    expect(await countRows(t, 'api_keys', owner.id)).toBe(1);
    expect((await t.http().get('/api/api-keys').set(bearer(other.token))).body).toEqual([]);
  });
});
