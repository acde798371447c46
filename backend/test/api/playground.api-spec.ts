import { countTokens } from '@promptforge/prompt-engine';
import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const PROMPTS = [
  { name: 'Greeting', content: 'Say hello to {{name}} from {{city}}.' },
  { name: 'Farewell', content: 'Say goodbye to {{name}} in {{ language }}.', systemPrompt: 'You are polite.' },
];
const MODELS = [
  { model_name: 'gpt-4o', temperature: 0.2, max_tokens: 200 },
  { model_name: 'claude-sonnet-4-6', temperature: 0.7, max_tokens: 300, system_message: 'Answer in one line.' },
];
const BATCH = { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], batch_inputs: [{ variables: { name: 'Ana', city: 'Recife' } }] };

describe('playground (/api/playground)', () => {
  let fake: FakeLlmServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({
      redis: 'none',
      env: {
        OPENAI_API_KEY: 'sk-server-openai-1234',
        OPENAI_BASE_URL: fake.openAiBaseUrl,
        ANTHROPIC_API_KEY: 'sk-ant-server-1234',
        ANTHROPIC_BASE_URL: fake.anthropicBaseUrl,
        LLM_DAILY_BUDGET_USD: '50',
        PLAYGROUND_SYNC_LIMIT: '6',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const post = (user: TestUser | string, path: string, body: unknown) =>
    t.http().post(`/api/playground${path}`).set(bearer(typeof user === 'string' ? user : user.token)).send(body as object);
  const get = (user: TestUser, path: string) => t.http().get(`/api/playground${path}`).set(bearer(user.token));

  const ROUTES: Array<[string, string, unknown]> = [
    ['post', '/api/playground/execute', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], variables: {} }],
    ['post', '/api/playground/execute-batch', BATCH],
    ['post', '/api/playground/estimate', BATCH],
    ['post', '/api/playground/runs', BATCH],
    ['get', `/api/playground/runs/${MISSING_ID}`, null],
    ['get', `/api/playground/runs/${MISSING_ID}/events`, null],
    ['post', `/api/playground/runs/${MISSING_ID}/cancel`, null],
    ['get', '/api/playground/sessions', null],
    ['post', '/api/playground/sessions', { name: 'S', prompts: [], llm_configs: [], results: [{}] }],
    ['delete', `/api/playground/sessions/${MISSING_ID}`, null],
  ];
  const call = (method: string, path: string, body: unknown) => {
    const req = (t.http() as unknown as Record<string, (path: string) => ReturnType<ReturnType<TestApp['http']>['get']>>)[method](path);
    return body ? req.send(body as object) : req;
  };

  it.each(ROUTES)('%s %s requires credentials', async (method, path, body) => {
    expect((await call(method, path, body)).status).toBe(401);
  });

  it.each(ROUTES)('%s %s is refused with 403 TRIAL_EXPIRED once the trial has ended, changing nothing', async (method, path, body) => {
    const user = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [user.id]);
    const res = await call(method, path, body).set(bearer(user.token));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_EXPIRED');
    expect(await countRows(t, 'playground_runs', user.id)).toBe(0);
    expect(await countRows(t, 'playground_sessions', user.id)).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  describe('POST /execute', () => {
    it('runs every prompt × model with the variables filled in, and reports unknown placeholders', async () => {
      const user = await registerUser(t);
      fake.setDefault({ text: 'Hi there', usage: { inputTokens: 100, outputTokens: 20 } });

      const res = await post(user, '/execute', { prompts: PROMPTS, llm_configs: MODELS, variables: { name: 'Ana', city: 'Recife', '  ': 'ignored' } });

      expect(res.status).toBe(200);
      expect(res.body.unresolved_variables).toEqual(['language']);
      expect(res.body.outputs_by_model).toHaveLength(4);
      const [first, second, third] = res.body.outputs_by_model;
      expect(first).toEqual({
        model_name: 'gpt-4o',
        output_text: 'Hi there',
        latency_ms: expect.any(Number),
        cost: 0.0016, // 100 × 0.01/1k + 20 × 0.03/1k
        input_tokens: 100,
        output_tokens: 20,
        engine: 'gpt-4o',
        prompt_index: 0,
        prompt_name: 'Greeting',
        unresolved_variables: [],
        error: null,
      });
      expect(second).toMatchObject({ model_name: 'claude-sonnet-4-6', prompt_index: 0 });
      expect(third).toMatchObject({ model_name: 'gpt-4o', prompt_index: 1, prompt_name: 'Farewell', unresolved_variables: ['language'] });
      const openai = fake.requests.filter((r) => r.api === 'openai').map((r) => r.body);
      expect(openai).toContainEqual(expect.objectContaining({ temperature: 0.2, max_tokens: 200, messages: [{ role: 'user', content: 'Say hello to Ana from Recife.' }] }));
      const anthropic = fake.requests.filter((r) => r.api === 'anthropic').map((r) => r.body);
      expect(anthropic).toContainEqual(
        expect.objectContaining({ system: 'You are polite.\n\nAnswer in one line.', messages: [{ role: 'user', content: 'Say goodbye to Ana in {{ language }}.' }] }),
      );
      expect(await countRows(t, 'llm_calls', user.id)).toBe(4);
    });

    it('variables named __contains (or __expected, __regex, __json_schema) check every output instead of filling placeholders', async () => {
      const user = await registerUser(t);
      fake.setDefault({ text: 'Hello Ana' });
      const res = await post(user, '/execute', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], variables: { name: 'Ana', city: 'Recife', __contains: 'ana', __regex: '^Bye' } });
      expect(res.status).toBe(200);
      expect(res.body.outputs_by_model[0].assertion).toEqual({ passed: false, reason: 'does not match /^Bye/' });
      expect(fake.requests[0].body.messages[0].content).toBe('Say hello to Ana from Recife.');
    });

    it('works with an API key', async () => {
      const user = await registerUser(t);
      const { key } = await createApiKey(t, user);
      const res = await post(key, '/execute', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], variables: { name: 'Bo', city: 'Porto' } });
      expect(res.status).toBe(200);
      expect(res.body.outputs_by_model[0].output_text).toBe('Hello from the fake provider.');
    });

    it('a non-numeric max_tokens means 1000', async () => {
      const user = await registerUser(t);
      const res = await post(user, '/execute', { prompts: [PROMPTS[0]], llm_configs: [{ model_name: 'gpt-4o', max_tokens: 'lots' }] });
      expect(res.status).toBe(200);
      expect(fake.requests[0].body).toMatchObject({ max_tokens: 1000, temperature: 0.7 });
    });

    it('a failing model gives that output an error, not the whole request', async () => {
      const user = await registerUser(t);
      fake.script({ status: 401 });
      const res = await post(user, '/execute', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]] });
      expect(res.status).toBe(200);
      expect(res.body.outputs_by_model[0]).toMatchObject({ output_text: '', error: expect.stringContaining('rejected the API key') });
    });

    it.each([
      [{ prompts: [], llm_configs: MODELS }, 'prompts', 'Please add at least one prompt and one model'],
      [{ prompts: PROMPTS, llm_configs: [] }, 'llm_configs', 'Please add at least one prompt and one model'],
      [{ prompts: PROMPTS }, 'llm_configs', 'Please add at least one prompt and one model'],
      [{ prompts: [{ name: 'x', content: '   ' }], llm_configs: MODELS }, 'prompts.0.content', 'content must not be empty'],
      [{ prompts: PROMPTS, llm_configs: [{ model_name: 'gpt-4o', temperature: 2.1 }] }, 'llm_configs.0.temperature', 'temperature must be a number between 0 and 2'],
      [{ prompts: PROMPTS, llm_configs: [{ model_name: 'gpt-4o', temperature: -0.1 }] }, 'llm_configs.0.temperature', 'temperature must be a number between 0 and 2'],
      [{ prompts: PROMPTS, llm_configs: [{ model_name: 'gpt-4o', max_tokens: 0 }] }, 'llm_configs.0.max_tokens', 'max_tokens must be a whole number of at least 1'],
      [{ prompts: PROMPTS, llm_configs: [{ model_name: 'gpt-4o', max_tokens: 4097 }] }, 'llm_configs.0.max_tokens', 'max_tokens must be between 1 and 4096 for gpt-4o'],
      [{ prompts: PROMPTS, llm_configs: [{ model_name: 'nope' }] }, 'llm_configs.0.model_name', 'Unknown model: nope'],
      [{ prompts: PROMPTS, llm_configs: MODELS, variables: ['a'] }, 'variables', 'variables must be an object of names to values'],
      [{ prompts: PROMPTS, llm_configs: MODELS, variables: { a: { b: 1 } } }, 'variables', 'variables must be an object of names to values'],
    ])('refuses %j with 400 naming %s, calling nothing', async (body, field, message) => {
      const user = await registerUser(t);
      const res = await post(user, '/execute', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[0]).toEqual({ field, message });
      expect(fake.requests).toHaveLength(0);
      expect(await countRows(t, 'llm_calls', user.id)).toBe(0);
    });

    it('dry run: nothing is sent; the output is the rendered prompt with exact input tokens and the worst-case cost', async () => {
      const user = await registerUser(t);
      const res = await post(user, '/execute', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], variables: { name: 'Ana', city: 'Recife' }, dry_run: true });
      expect(res.status).toBe(200);
      const tokens = countTokens('Say hello to Ana from Recife.', 'gpt-4o').tokens;
      expect(res.body.outputs_by_model[0]).toMatchObject({
        engine: 'dry-run',
        output_text: 'Say hello to Ana from Recife.',
        input_tokens: tokens,
        output_tokens: 0,
        cost: Math.round(((tokens / 1000) * 0.01 + (200 / 1000) * 0.03) * 1e6) / 1e6,
      });
      expect(fake.requests).toHaveLength(0);
      expect(await countRows(t, 'llm_calls', user.id)).toBe(0);
    });

    it('a model with no key (no server key for DeepSeek) is a dry run, never a pretend answer', async () => {
      const user = await registerUser(t);
      const res = await post(user, '/execute', { prompts: [PROMPTS[0]], llm_configs: [{ model_name: 'deepseek-chat' }], variables: { name: 'Ana', city: 'Recife' } });
      expect(res.status).toBe(200);
      expect(res.body.outputs_by_model[0]).toMatchObject({ engine: 'dry-run', output_text: 'Say hello to Ana from Recife.' });
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('batches', () => {
    const rows = [
      { variables: { name: 'Ana', city: 'Recife', __contains: 'hello' } },
      { variables: { name: 'Bo', city: 'Porto', __expected: 'Something else' } },
      { variables: { name: 'Cy', city: 'Lima', __regex: '^Hello' } },
    ];

    it('execute-batch answers the list of results per input, with checks and the run stored', async () => {
      const user = await registerUser(t);
      fake.setDefault({ text: 'Hello there', usage: { inputTokens: 10, outputTokens: 5 } });

      const res = await post(user, '/execute-batch', { prompts: [PROMPTS[0]], llm_configs: [MODELS[0], MODELS[1]], batch_inputs: rows });

      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(res.body[0].input_variables).toEqual({ name: 'Ana', city: 'Recife' });
      expect(res.body[0].outputs_by_model.map((o: { model_name: string }) => o.model_name)).toEqual(['gpt-4o', 'claude-sonnet-4-6']);
      expect(res.body[0].outputs_by_model[0].assertion).toEqual({ passed: true, reason: 'contains "hello"' });
      expect(res.body[1].outputs_by_model[0].assertion).toEqual({ passed: false, reason: 'expected exactly "Something else", got "Hello there"' });
      expect(res.body[2].outputs_by_model[1].assertion).toEqual({ passed: true, reason: 'matches /^Hello/' });
      expect(fake.requests).toHaveLength(6);
      const [run] = (await sql(t, 'SELECT id, status FROM playground_runs WHERE user_id = ?', [user.id])) as Array<{ id: string; status: string }>;
      expect(run.status).toBe('completed');
      const summary = (await get(user, `/runs/${run.id}`)).body;
      expect(summary).toMatchObject({ status: 'completed', total: 6, done: 6, failed: 0, pending: 0, checked: 6, passed: 4, pass_rate: 66.67, cost: 0.001065 }); // 3 × (gpt-4o 0.00025 + claude 0.000105)
    });

    it('a batch above PLAYGROUND_SYNC_LIMIT answers 202 with the run; its events stream every item, then the end', async () => {
      const user = await registerUser(t);
      fake.setDefault({ text: 'Hello', delayMs: 20 });
      const batch = { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], batch_inputs: Array.from({ length: 8 }, (_, i) => ({ variables: { name: `N${i}`, city: 'X' } })) };

      const res = await post(user, '/execute-batch', batch);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ id: expect.any(String), status: 'running', total: 8, estimated_cost: expect.any(Number) });

      const events = await t.http().get(`/api/playground/runs/${res.body.id}/events`).set(bearer(user.token)).buffer(true).parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
      expect(events.status).toBe(200);
      expect(events.headers['content-type']).toContain('text/event-stream');
      const blocks = (events.body as string).split('\n\n').filter(Boolean);
      expect(blocks.filter((b) => b.includes('event: item'))).toHaveLength(8);
      const end = blocks.find((b) => b.includes('event: end')) as string;
      expect(JSON.parse(end.split('\ndata: ')[1])).toMatchObject({ status: 'completed', done: 8, total: 8 });
    });

    it('cancel drops queued items; nothing is called after it', async () => {
      const user = await registerUser(t);
      fake.setDefault({ text: 'slow', delayMs: 300 });
      const batch = { prompts: [PROMPTS[0]], llm_configs: [MODELS[0]], batch_inputs: Array.from({ length: 20 }, (_, i) => ({ variables: { name: `N${i}`, city: 'X' } })), concurrency: 2 };
      const started = await post(user, '/runs', batch);
      expect(started.status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const cancelled = await post(user, `/runs/${started.body.id}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 800));
      const after = (await get(user, `/runs/${started.body.id}`)).body;
      expect(after.done).toBeLessThanOrEqual(4);
      expect(after.cancelled).toBe(20 - after.done - after.failed);
      expect(fake.requests.length).toBe(after.done);
    });

    it("refuses a batch whose worst case exceeds what is left of today's budget, naming both amounts", async () => {
      const user = await registerUser(t);
      await sql(
        t,
        "INSERT INTO llm_calls (user_id, feature, provider, model, key_source, input_tokens, output_tokens, cost_usd, latency_ms, outcome, created_at) VALUES (?, 'test', 'openai', 'gpt-4o', 'server', 0, 0, 49.9, 0, 'ok', now())",
        [user.id],
      );
      const batch = { prompts: [PROMPTS[0]], llm_configs: [{ model_name: 'gpt-4o', max_tokens: 4096 }], batch_inputs: Array.from({ length: 2 }, () => ({ variables: { name: 'A', city: 'B' } })) };
      const estimate = await post(user, '/estimate', batch);
      expect(estimate.body).toMatchObject({ remaining_budget: 0.1, items: 2, dry_run_items: 0 });
      const worst = estimate.body.server_key_cost as number;
      expect(worst).toBeGreaterThan(0.24);

      const res = await post(user, '/runs', batch);

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `This run could cost up to $${worst.toFixed(6)} on PromptForge's provider keys, more than the $0.100000 left of today's budget. Use fewer inputs or models, lower max_tokens, or add your own key in Settings → LLM Providers.`,
      );
      expect(await countRows(t, 'playground_runs', user.id)).toBe(0);
      expect(fake.requests).toHaveLength(0);
    });

    it.each([
      [{ ...BATCH, batch_inputs: [] }, 'batch_inputs', 'batch_inputs must list at least one input'],
      [{ ...BATCH, batch_inputs: [{ variables: 'x' }] }, 'batch_inputs.0.variables', 'variables of each batch input must be an object of names to values'],
      [{ ...BATCH, batch_inputs: [{ variables: { __regex: '(' } }] }, 'batch_inputs.0.variables', 'batch_inputs[0]: __regex is not a valid regular expression'],
      [{ ...BATCH, concurrency: 51 }, 'concurrency', 'concurrency must be a whole number between 1 and 50'],
    ])('refuses %j with 400 naming %s, storing nothing', async (body, field, message) => {
      const user = await registerUser(t);
      for (const path of ['/execute-batch', '/runs']) {
        const res = await post(user, path, body);
        expect(res.status).toBe(400);
        expect(res.body.errors[0]).toEqual({ field, message });
      }
      expect(await countRows(t, 'playground_runs', user.id)).toBe(0);
    });

    it("another user's run is 404 on every run route", async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const started = await post(owner, '/runs', { ...BATCH, dry_run: true });
      expect(started.status).toBe(202);
      for (const res of [
        await get(other, `/runs/${started.body.id}`),
        await get(other, `/runs/${started.body.id}/events`),
        await post(other, `/runs/${started.body.id}/cancel`, {}),
        await get(other, '/runs/not-a-uuid'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Run not found');
      }
      expect((await get(owner, `/runs/${started.body.id}`)).body.status).toBe('completed');
    });
  });

  describe('sessions', () => {
    const prompts = [{ name: 'Greeting', content: 'Hi {{name}}' }];
    const llmConfigs = [{ model_name: 'gpt-4o', temperature: 0.7, max_tokens: 1000 }];
    const results = [{ outputs_by_model: [{ model_name: 'gpt-4o', output_text: 'Hi', latency_ms: 10, cost: 0.0001, input_tokens: 3, output_tokens: 1 }] }];

    it('accepts arrays or JSON strings and always answers arrays; lists newest first; deletes', async () => {
      const user = await registerUser(t);
      const a = await post(user, '/sessions', { name: ' First ', prompts, llm_configs: llmConfigs, results });
      const b = await post(user, '/sessions', { name: 'Second', prompts: JSON.stringify(prompts), llm_configs: JSON.stringify(llmConfigs), results: JSON.stringify(results) });
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.body).toEqual({ id: expect.any(String), name: 'Second', created_at: expect.any(String), prompts, llm_configs: llmConfigs, results });

      const list = await get(user, '/sessions');
      expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
      expect(list.body[1].prompts).toEqual(prompts);

      const del = await t.http().delete(`/api/playground/sessions/${a.body.id}`).set(bearer(user.token));
      expect(del.status).toBe(204);
      expect((await get(user, '/sessions')).body).toHaveLength(1);
    });

    it.each([
      [{ name: '  ', prompts, llm_configs: llmConfigs, results }, 'name', 'Please provide a name for this session'],
      [{ prompts, llm_configs: llmConfigs, results }, 'name', 'Please provide a name for this session'],
      [{ name: 'S', prompts, llm_configs: llmConfigs, results: [] }, 'results', 'Please execute at least once before saving'],
      [{ name: 'S', prompts: '{not json', llm_configs: llmConfigs, results }, 'prompts', 'prompts must be a list (an array or a JSON string of one)'],
      [{ name: 'S', prompts, llm_configs: '{"a":1}', results }, 'llm_configs', 'llm_configs must be a list (an array or a JSON string of one)'],
    ])('refuses %j with 400 naming %s, storing nothing', async (body, field, message) => {
      const user = await registerUser(t);
      const res = await post(user, '/sessions', body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ field, message });
      expect(await countRows(t, 'playground_sessions', user.id)).toBe(0);
    });

    it("another user's session is 404 and stays", async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const saved = await post(owner, '/sessions', { name: 'Mine', prompts, llm_configs: llmConfigs, results });
      const res = await t.http().delete(`/api/playground/sessions/${saved.body.id}`).set(bearer(other.token));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Session not found');
      expect((await get(other, '/sessions')).body).toEqual([]);
      expect((await get(owner, '/sessions')).body).toHaveLength(1);
    });
  });
});
