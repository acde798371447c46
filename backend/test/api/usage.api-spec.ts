import { LlmGateway } from '../../src/llm/llm-gateway.service';
import { bearer, createApiKey, registerUser, saveProviderKey, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/usage', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let gateway: LlmGateway;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({
      redis: 'none',
      env: { OPENAI_API_KEY: 'sk-server-usage-0001', OPENAI_BASE_URL: fake.openAiBaseUrl, ANTHROPIC_BASE_URL: fake.anthropicBaseUrl },
    });
    gateway = t.app.get(LlmGateway);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** A call recorded on an earlier day (the gateway only records "now"). */
  async function pastCall(user: TestUser, daysAgo: number, values: { feature: string; model: string; provider: string; input: number; output: number; cost: number; outcome?: string }) {
    await sql(
      t,
      `INSERT INTO llm_calls (user_id, feature, provider, model, key_source, input_tokens, output_tokens, cost_usd, latency_ms, outcome, created_at)
       VALUES (?, ?, ?, ?, 'server', ?, ?, ?, 100, ?, ?)`,
      [user.id, values.feature, values.provider, values.model, values.input, values.output, values.cost, values.outcome ?? 'ok', new Date(Date.now() - daysAgo * DAY_MS)],
    );
  }

  it('requires credentials', async () => {
    expect((await t.http().get('/api/usage')).status).toBe(401);
  });

  it('totals the calls of the last 30 days by day, feature and model, with today on the server keys', async () => {
    const user = await registerUser(t);
    const bystander = await registerUser(t);
    await saveProviderKey(t, user, 'anthropic', { apiKey: 'sk-ant-user-key-1234', baseUrl: fake.anthropicBaseUrl });
    fake.setDefault({ usage: { inputTokens: 1000, outputTokens: 1000 } });
    // Today: $0.04 on the server's OpenAI key, $0.018 on the user's own Anthropic key.
    await gateway.complete({ userId: user.id, feature: 'prompt-analysis', model: 'gpt-4o', prompt: 'Hi' });
    await gateway.complete({ userId: user.id, feature: 'playground', model: 'claude-sonnet-4-6', prompt: 'Hi' });
    fake.setDefault({ status: 401 });
    await gateway.complete({ userId: user.id, feature: 'playground', model: 'gpt-4o', prompt: 'Hi' }).catch(() => undefined);
    await pastCall(user, 3, { feature: 'playground', model: 'gpt-3.5-turbo', provider: 'openai', input: 2000, output: 1000, cost: 0.0025 });
    await pastCall(user, 40, { feature: 'playground', model: 'gpt-4o', provider: 'openai', input: 1, output: 1, cost: 1 });
    await pastCall(bystander, 1, { feature: 'playground', model: 'gpt-4o', provider: 'openai', input: 5, output: 5, cost: 5 });

    const res = await t.http().get('/api/usage').set(bearer(user.token));

    expect(res.status).toBe(200);
    const today = isoDay(new Date());
    const threeDaysAgo = isoDay(new Date(Date.now() - 3 * DAY_MS));
    expect(res.body).toEqual({
      from: isoDay(new Date(Date.now() - 29 * DAY_MS)),
      to: today,
      totals: { calls: 4, failedCalls: 1, inputTokens: 4000, outputTokens: 3000, costUsd: 0.0605 },
      byDay: [
        { day: threeDaysAgo, calls: 1, failedCalls: 0, inputTokens: 2000, outputTokens: 1000, costUsd: 0.0025 },
        { day: today, calls: 3, failedCalls: 1, inputTokens: 2000, outputTokens: 2000, costUsd: 0.058 },
      ],
      byFeature: [
        { feature: 'prompt-analysis', calls: 1, failedCalls: 0, inputTokens: 1000, outputTokens: 1000, costUsd: 0.04 },
        { feature: 'playground', calls: 3, failedCalls: 1, inputTokens: 3000, outputTokens: 2000, costUsd: 0.0205 },
      ],
      byModel: [
        { model: 'gpt-4o', provider: 'openai', calls: 2, failedCalls: 1, inputTokens: 1000, outputTokens: 1000, costUsd: 0.04 },
        { model: 'claude-sonnet-4-6', provider: 'anthropic', calls: 1, failedCalls: 0, inputTokens: 1000, outputTokens: 1000, costUsd: 0.018 },
        { model: 'gpt-3.5-turbo', provider: 'openai', calls: 1, failedCalls: 0, inputTokens: 2000, outputTokens: 1000, costUsd: 0.0025 },
      ],
      // Only the server's key counts against the trial's $1.00.
      dailyBudget: { limitUsd: 1, spentTodayUsd: 0.04, resetsAt: new Date(Date.parse(today) + DAY_MS).toISOString() },
    });
  });

  it('from and to select UTC days, both included', async () => {
    const user = await registerUser(t);
    await pastCall(user, 10, { feature: 'a', model: 'gpt-4o', provider: 'openai', input: 1, output: 1, cost: 0.1 });
    await pastCall(user, 5, { feature: 'b', model: 'gpt-4o', provider: 'openai', input: 1, output: 1, cost: 0.2 });
    const day = isoDay(new Date(Date.now() - 10 * DAY_MS));

    const res = await t.http().get('/api/usage').query({ from: day, to: day }).set(bearer(user.token));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: day, to: day, totals: { calls: 1, costUsd: 0.1 }, byFeature: [{ feature: 'a' }] });
  });

  it('an empty range answers zeros, and works with an API key', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);

    const res = await t.http().get('/api/usage').query({ from: '2020-01-01', to: '2020-01-31' }).set(bearer(key));

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totals: { calls: 0, failedCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 },
      byDay: [],
      byFeature: [],
      byModel: [],
    });
  });

  it.each([
    [{ from: '2026-13-01' }, 'from must be a date in the form YYYY-MM-DD.'],
    [{ from: 'yesterday' }, 'from must be a date in the form YYYY-MM-DD.'],
    [{ to: '2026-02-30' }, 'to must be a date in the form YYYY-MM-DD.'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to.'],
    [{ from: '2024-01-01', to: '2026-01-01' }, 'The range can be at most 366 days.'],
    [{ from: '2026-01-01', extra: '1' }, 'property extra should not exist'],
  ])('refuses %p with 400 "%s"', async (query, message) => {
    const user = await registerUser(t);

    const res = await t.http().get('/api/usage').query(query).set(bearer(user.token));

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
