import { PassThrough } from 'node:stream';
import { bearer, countRows, createApiKey, registerUser, saveProviderKey, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const SERVER_OPENAI_KEY = 'sk-server-openai-key-9999';
const USER_KEY = 'sk-user-own-openai-key-abcd';

describe('provider keys (/api/user/provider-keys)', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let logs = '';

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    t = await createTestApp({
      redis: 'none',
      env: { LOG_LEVEL: 'debug', OPENAI_API_KEY: SERVER_OPENAI_KEY, OPENAI_BASE_URL: fake.openAiBaseUrl },
      logDestination: destination,
    });
    t.app.flushLogs();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const list = (user: TestUser) => t.http().get('/api/user/provider-keys').set(bearer(user.token));
  const rowOf = async (user: TestUser, provider = 'openai') =>
    ((await sql(t, 'SELECT * FROM provider_keys WHERE user_id = ? AND provider = ?', [user.id, provider])) as Record<string, unknown>[])[0];

  it('require credentials', async () => {
    expect((await t.http().get('/api/user/provider-keys')).status).toBe(401);
    expect((await t.http().put('/api/user/provider-keys/openai').send({ apiKey: USER_KEY })).status).toBe(401);
    expect((await t.http().delete('/api/user/provider-keys/openai')).status).toBe(401);
    expect((await t.http().post('/api/user/provider-keys/openai/test')).status).toBe(401);
  });

  it('lists every provider: the server key where the server has one, none elsewhere', async () => {
    const user = await registerUser(t);

    const res = await list(user);

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { provider: 'openai', label: 'OpenAI', status: 'server', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'anthropic', label: 'Anthropic', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'google', label: 'Google', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'deepseek', label: 'DeepSeek', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'perplexity', label: 'Perplexity', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'meta', label: 'Meta (Llama)', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
      { provider: 'mistral', label: 'Mistral', status: 'none', maskedKey: null, baseUrl: null, updatedAt: null },
    ]);
  });

  it('saves a key encrypted: masked in every response, and no column holds it', async () => {
    const user = await registerUser(t);

    const saved = await t.http().put('/api/user/provider-keys/anthropic').set(bearer(user.token)).send({ apiKey: ` ${USER_KEY} `, baseUrl: 'http://127.0.0.1:11434/v1/' });

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      provider: 'anthropic',
      label: 'Anthropic',
      status: 'user',
      maskedKey: '…abcd',
      baseUrl: 'http://127.0.0.1:11434/v1',
      updatedAt: expect.any(String),
    });
    const listed = await list(user);
    expect(listed.body[1]).toEqual(saved.body);
    const row = await rowOf(user, 'anthropic');
    expect(row.encrypted_key).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    for (const body of [saved.body, listed.body, row]) {
      expect(JSON.stringify(body)).not.toContain(USER_KEY);
      expect(JSON.stringify(body)).not.toContain(USER_KEY.slice(0, 12));
    }
    expect(logs).not.toContain(USER_KEY);
  });

  it('the same key saved twice is sealed with a different IV', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    await saveProviderKey(t, first, 'openai', { apiKey: USER_KEY });
    await saveProviderKey(t, second, 'openai', { apiKey: USER_KEY });

    expect((await rowOf(first)).encrypted_key).not.toBe((await rowOf(second)).encrypted_key);
  });

  it('saving again replaces the key (one row per provider)', async () => {
    const user = await registerUser(t);
    await saveProviderKey(t, user, 'openai', { apiKey: 'sk-first-key-1111', baseUrl: 'http://127.0.0.1:1/v1' });

    const res = await t.http().put('/api/user/provider-keys/openai').set(bearer(user.token)).send({ apiKey: 'sk-second-key-2222' });

    expect(res.body).toMatchObject({ status: 'user', maskedKey: '…2222', baseUrl: null });
    expect(await countRows(t, 'provider_keys', user.id)).toBe(1);
  });

  it.each([
    [{}, 'API key is required.'],
    [{ apiKey: '' }, 'API key is required.'],
    [{ apiKey: '   ' }, 'API key is required.'],
    [{ apiKey: 42 }, 'API key is required.'],
    [{ apiKey: 'sk-123' }, 'API key must be at least 8 characters.'],
    [{ apiKey: `sk-${'x'.repeat(500)}` }, 'API key must be at most 500 characters.'],
    [{ apiKey: 'sk-with a space' }, 'API key must not contain spaces.'],
    [{ apiKey: USER_KEY, baseUrl: 'ftp://example.com' }, 'Base URL must be an http:// or https:// URL.'],
    [{ apiKey: USER_KEY, baseUrl: 'not a url' }, 'Base URL must be an http:// or https:// URL.'],
    [{ apiKey: USER_KEY, extra: true }, 'property extra should not exist'],
  ])('refuses %p with 400 "%s" and saves nothing', async (body, message) => {
    const user = await registerUser(t);

    const res = await t.http().put('/api/user/provider-keys/openai').set(bearer(user.token)).send(body);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(t, 'provider_keys', user.id)).toBe(0);
  });

  it('an unknown provider is a 404 on every route', async () => {
    const user = await registerUser(t);
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Unknown provider "cohere". Providers: openai, anthropic, google, deepseek, perplexity, meta, mistral.' };

    expect((await t.http().put('/api/user/provider-keys/cohere').set(bearer(user.token)).send({ apiKey: USER_KEY })).body).toEqual(notFound);
    expect((await t.http().delete('/api/user/provider-keys/cohere').set(bearer(user.token))).body).toEqual(notFound);
    expect((await t.http().post('/api/user/provider-keys/cohere/test').set(bearer(user.token))).body).toEqual(notFound);
  });

  it('an API key may list and test, but saving and removing keys needs a password session', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);
    await saveProviderKey(t, user, 'openai', { apiKey: USER_KEY, baseUrl: fake.openAiBaseUrl });

    expect((await t.http().get('/api/user/provider-keys').set(bearer(key))).status).toBe(200);
    expect((await t.http().post('/api/user/provider-keys/openai/test').set(bearer(key))).status).toBe(200);
    const put = await t.http().put('/api/user/provider-keys/openai').set(bearer(key)).send({ apiKey: 'sk-attacker-key-0000', baseUrl: 'https://evil.example.com/v1' });
    expect(put.status).toBe(403);
    expect((await t.http().delete('/api/user/provider-keys/openai').set(bearer(key))).status).toBe(403);
    expect((await rowOf(user)).last_four).toBe('abcd');
  });

  it('remove: back to the server key; removing again is a 404', async () => {
    const user = await registerUser(t);
    await saveProviderKey(t, user, 'openai', { apiKey: USER_KEY });

    expect((await t.http().delete('/api/user/provider-keys/openai').set(bearer(user.token))).status).toBe(204);

    expect((await list(user)).body[0]).toMatchObject({ provider: 'openai', status: 'server', maskedKey: null });
    const again = await t.http().delete('/api/user/provider-keys/openai').set(bearer(user.token));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('No openai key of yours is saved.');
  });

  describe('test', () => {
    it("calls the provider's cheapest model with the user's key, which wins over the server's", async () => {
      const user = await registerUser(t);
      await saveProviderKey(t, user, 'openai', { apiKey: USER_KEY, baseUrl: fake.openAiBaseUrl });

      const res = await t.http().post('/api/user/provider-keys/openai/test').set(bearer(user.token));

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ok: true,
        message: expect.stringMatching(/^OpenAI answered with gpt-3\.5-turbo in \d+\.\d\d s\.$/),
        model: 'gpt-3.5-turbo',
        keySource: 'user',
        latencyMs: expect.any(Number),
      });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].apiKey).toBe(USER_KEY);
      expect(fake.requests[0].body).toMatchObject({ model: 'gpt-3.5-turbo', max_tokens: 5 });
      const [call] = (await sql(t, 'SELECT feature, key_source, outcome FROM llm_calls WHERE user_id = ?', [user.id])) as object[];
      expect(call).toEqual({ feature: 'provider-key-test', key_source: 'user', outcome: 'ok' });
      expect(logs).not.toContain(USER_KEY);
    });

    it("saves and tests a Mistral key: its cheapest model through the OpenAI-compatible API, at the user's base URL", async () => {
      const user = await registerUser(t);
      const mistralKey = 'mistral-user-key-0123456789abcd';
      const saved = await t
        .http()
        .put('/api/user/provider-keys/mistral')
        .set(bearer(user.token))
        .send({ apiKey: mistralKey, baseUrl: `${fake.url}/mistral/v1` });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ provider: 'mistral', label: 'Mistral', status: 'user', maskedKey: '…abcd' });

      const res = await t.http().post('/api/user/provider-keys/mistral/test').set(bearer(user.token));

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, model: 'mistral-small-latest', keySource: 'user' });
      expect(res.body.message).toMatch(/^Mistral answered with mistral-small-latest in \d+\.\d\d s\.$/);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ api: 'openai', path: '/mistral/v1/chat/completions', apiKey: mistralKey });
      expect(fake.requests[0].body).toMatchObject({ model: 'mistral-small-latest', max_tokens: 5 });
      expect(logs).not.toContain(mistralKey);
    });

    it('without an own key, tests the server key', async () => {
      const user = await registerUser(t);

      const res = await t.http().post('/api/user/provider-keys/openai/test').set(bearer(user.token));

      expect(res.body).toMatchObject({ ok: true, keySource: 'server' });
      expect(fake.requests[0].apiKey).toBe(SERVER_OPENAI_KEY);
    });

    it("reports the provider's refusal as ok: false", async () => {
      const user = await registerUser(t);
      await saveProviderKey(t, user, 'openai', { apiKey: 'sk-revoked-key-0000', baseUrl: fake.openAiBaseUrl });
      fake.setDefault({ status: 401 });

      const res = await t.http().post('/api/user/provider-keys/openai/test').set(bearer(user.token));

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: false,
        message: 'openai rejected the API key (HTTP 401: Incorrect API key provided.). Check the key in Settings → LLM Providers.',
        keySource: 'user',
      });
    });

    it('no key at all: 404 with the message saying where to add one', async () => {
      const user = await registerUser(t);

      const res = await t.http().post('/api/user/provider-keys/deepseek/test').set(bearer(user.token));

      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No API key configured for deepseek. Add one in Settings → LLM Providers.');
      expect(fake.requests).toHaveLength(0);
    });

    it('a tampered ciphertext gives a clear error and calls nothing', async () => {
      const user = await registerUser(t);
      await saveProviderKey(t, user, 'openai', { apiKey: USER_KEY, baseUrl: fake.openAiBaseUrl });
      const sealed = (await rowOf(user)).encrypted_key as string;
      const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
      await sql(t, 'UPDATE provider_keys SET encrypted_key = ? WHERE user_id = ?', [flipped, user.id]);

      const res = await t.http().post('/api/user/provider-keys/openai/test').set(bearer(user.token));

      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({
        code: 'LLM_KEY_UNREADABLE',
        message:
          "Your saved openai key cannot be decrypted: it was altered, or the server's key secret changed. Remove it and save it again in Settings → LLM Providers.",
      });
      expect(fake.requests).toHaveLength(0);
      expect((await list(user)).body[0]).toMatchObject({ status: 'user', maskedKey: '…abcd' });
    });

    it("a ciphertext copied into another user's row does not open", async () => {
      const owner = await registerUser(t);
      const thief = await registerUser(t);
      await saveProviderKey(t, owner, 'openai', { apiKey: USER_KEY, baseUrl: fake.openAiBaseUrl });
      await saveProviderKey(t, thief, 'openai', { apiKey: 'sk-thief-own-key-1111', baseUrl: fake.openAiBaseUrl });
      await sql(t, 'UPDATE provider_keys SET encrypted_key = ? WHERE user_id = ?', [(await rowOf(owner)).encrypted_key, thief.id]);

      const res = await t.http().post('/api/user/provider-keys/openai/test').set(bearer(thief.token));

      expect(res.status).toBe(500);
      expect(fake.requests).toHaveLength(0);
    });
  });

  it("another user sees, tests and removes none of it (404 like a missing key)", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    await saveProviderKey(t, owner, 'anthropic', { apiKey: USER_KEY, baseUrl: fake.anthropicBaseUrl });

    expect((await list(other)).body[1]).toMatchObject({ provider: 'anthropic', status: 'none', maskedKey: null });
    const tested = await t.http().post('/api/user/provider-keys/anthropic/test').set(bearer(other.token));
    expect(tested.status).toBe(404);
    expect(tested.body.message).toBe('No API key configured for anthropic. Add one in Settings → LLM Providers.');
    expect((await t.http().delete('/api/user/provider-keys/anthropic').set(bearer(other.token))).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect(await countRows(t, 'provider_keys', owner.id)).toBe(1);
  });
});
