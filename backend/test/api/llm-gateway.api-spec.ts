import { Writable } from 'node:stream';
import { LlmGateway } from '../../src/llm/llm-gateway.service';
import { LlmError } from '../../src/llm/llm-error';
import { registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

/** Server keys of the test app, one per provider, so a test can tell which one the fake received. */
const SERVER_KEYS = {
  openai: 'sk-server-openai-0001',
  anthropic: 'sk-ant-server-0002',
  google: 'google-server-key-0003',
  perplexity: 'pplx-server-key-0004',
  meta: 'meta-server-key-0005',
  mistral: 'mistral-server-key-0006',
};

async function expectLlmError(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

async function calls(t: TestApp, userId: string) {
  return (await sql(
    t,
    'SELECT feature, provider, model, key_source, input_tokens, output_tokens, cost_usd::float AS cost_usd, latency_ms, outcome FROM llm_calls WHERE user_id = ? ORDER BY id',
    [userId],
  )) as Array<Record<string, unknown>>;
}

describe('LLM gateway (real SDKs against the fake provider)', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let gateway: LlmGateway;
  let user: TestUser;
  let logs = '';

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({
      redis: 'none',
      env: {
        LOG_LEVEL: 'info',
        OPENAI_API_KEY: SERVER_KEYS.openai,
        OPENAI_BASE_URL: fake.openAiBaseUrl,
        ANTHROPIC_API_KEY: SERVER_KEYS.anthropic,
        ANTHROPIC_BASE_URL: fake.anthropicBaseUrl,
        GOOGLE_API_KEY: SERVER_KEYS.google,
        GOOGLE_BASE_URL: fake.openAiBaseUrl,
        PERPLEXITY_API_KEY: SERVER_KEYS.perplexity,
        PERPLEXITY_BASE_URL: fake.openAiBaseUrl,
        META_API_KEY: SERVER_KEYS.meta,
        META_BASE_URL: `${fake.url}/llama/v1`,
        MISTRAL_API_KEY: SERVER_KEYS.mistral,
        MISTRAL_BASE_URL: `${fake.url}/mistral/v1`,
        // DeepSeek has no server key here: the "no key" case.
        DEEPSEEK_BASE_URL: fake.openAiBaseUrl,
        LLM_DAILY_BUDGET_USD: '1000',
      },
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logs += String(chunk);
          done();
        },
      }),
    });
    gateway = t.app.get(LlmGateway);
    // Nest buffers its Logger until listen(); the test app never listens.
    t.app.flushLogs();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    user = await registerUser(t);
  });

  describe('complete()', () => {
    it('sends model, system, messages, temperature and max tokens through the openai SDK, and accounts tokens and cost', async () => {
      fake.setDefault({ text: 'A concise answer.', usage: { inputTokens: 1000, outputTokens: 500 } });

      const result = await gateway.complete({
        userId: user.id,
        feature: 'test-feature',
        model: 'gpt-4o',
        system: 'You are terse.',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'user', content: 'Summarise.' },
        ],
        temperature: 0.7,
        maxTokens: 300,
      });

      expect(fake.requests).toHaveLength(1);
      const [received] = fake.requests;
      expect(received.api).toBe('openai');
      expect(received.apiKey).toBe(SERVER_KEYS.openai);
      expect(received.body).toMatchObject({
        model: 'gpt-4o',
        temperature: 0.7,
        max_tokens: 300,
        messages: [
          { role: 'system', content: 'You are terse.' },
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'user', content: 'Summarise.' },
        ],
      });
      expect(received.body.response_format).toBeUndefined();
      // gpt-4o: $0.01 per 1k input, $0.03 per 1k output → 0.01 + 0.015.
      expect(result).toEqual({
        text: 'A concise answer.',
        inputTokens: 1000,
        outputTokens: 500,
        costUsd: 0.025,
        latencyMs: expect.any(Number),
        model: 'gpt-4o',
        provider: 'openai',
      });
      expect(await calls(t, user.id)).toEqual([
        {
          feature: 'test-feature',
          provider: 'openai',
          model: 'gpt-4o',
          key_source: 'server',
          input_tokens: 1000,
          output_tokens: 500,
          cost_usd: 0.025,
          latency_ms: result.latencyMs,
          outcome: 'ok',
        },
      ]);
    });

    it('sends system, messages and max tokens through the Anthropic SDK (which takes no temperature)', async () => {
      fake.setDefault({ text: 'Claude here.', usage: { inputTokens: 2000, outputTokens: 100 } });

      const result = await gateway.complete({
        userId: user.id,
        feature: 'test-feature',
        model: 'claude-sonnet-4-6',
        system: 'Be brief.',
        prompt: 'Who are you?',
        temperature: 0.2,
        maxTokens: 256,
      });

      const [received] = fake.requests;
      expect(received.api).toBe('anthropic');
      expect(received.apiKey).toBe(SERVER_KEYS.anthropic);
      expect(received.body).toEqual({ model: 'claude-sonnet-4-6', system: 'Be brief.', messages: [{ role: 'user', content: 'Who are you?' }], max_tokens: 256, stream: false });
      // claude-sonnet-4-6: $0.003 / $0.015 per 1k → 0.006 + 0.0015.
      expect(result).toMatchObject({ text: 'Claude here.', inputTokens: 2000, outputTokens: 100, costUsd: 0.0075, provider: 'anthropic' });
    });

    it.each([
      ['gemini-2.5-flash', 'google', '/v1/chat/completions'],
      ['llama-3.1-sonar-large-128k-online', 'perplexity', '/v1/chat/completions'],
      ['llama-3-70b', 'meta', '/llama/v1/chat/completions'],
      ['mistral-large-latest', 'mistral', '/mistral/v1/chat/completions'],
      ['codestral-latest', 'mistral', '/mistral/v1/chat/completions'],
    ] as const)('calls %s on the OpenAI-compatible endpoint of %s with its key and base URL', async (model, provider, path) => {
      await gateway.complete({ userId: user.id, feature: 'test-feature', model, prompt: 'Hi' });

      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ api: 'openai', path, apiKey: SERVER_KEYS[provider], body: { model } });
    });

    it('prices a Mistral call from the catalogue and records it under mistral', async () => {
      fake.setDefault({ text: 'Bonjour.', usage: { inputTokens: 10_000, outputTokens: 2_000 } });

      const result = await gateway.complete({ userId: user.id, feature: 'test-feature', model: 'mistral-small-latest', prompt: 'Salut' });

      // mistral-small-latest: $0.0001 / $0.0003 per 1k → 0.001 + 0.0006.
      expect(result).toMatchObject({ text: 'Bonjour.', inputTokens: 10_000, outputTokens: 2_000, costUsd: 0.0016, provider: 'mistral' });
      expect(await calls(t, user.id)).toEqual([
        expect.objectContaining({ provider: 'mistral', model: 'mistral-small-latest', key_source: 'server', cost_usd: 0.0016, outcome: 'ok' }),
      ]);
    });

    it('caps max tokens at the model maximum and defaults to 1000', async () => {
      await gateway.complete({ userId: user.id, feature: 'f', model: 'llama-3-70b', prompt: 'Hi', maxTokens: 100_000 });
      await gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });

      expect(fake.requests.map((request) => request.body.max_tokens)).toEqual([2048, 1000]);
    });

    it('json: true asks OpenAI for a JSON object', async () => {
      fake.setDefault({ json: { a: 1 } });

      const result = await gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Give JSON', json: true });

      expect(fake.requests[0].body.response_format).toEqual({ type: 'json_object' });
      expect(JSON.parse(result.text)).toEqual({ a: 1 });
    });

    it('retries a 429, waiting what Retry-After asks, then succeeds', async () => {
      fake.script({ status: 429, retryAfter: 1 }).setDefault({ text: 'after the wait' });

      const result = await gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });

      expect(result.text).toBe('after the wait');
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(950);
      expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['ok']);
    });

    it('retries 5xx at most 3 times, then names the provider and the status', async () => {
      fake.setDefault({ status: 500, retryAfter: 0 });

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));

      expect(fake.requests).toHaveLength(4);
      expect(error.getStatus()).toBe(502);
      expect(error.message).toBe('openai could not answer (HTTP 500: The server had an error while processing your request.).');
      expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['provider_error']);
    });

    it('does not wait for a Retry-After that ends past the deadline: rate limited at once', async () => {
      fake.setDefault({ status: 429, retryAfter: 3600 });
      const started = Date.now();

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));

      expect(Date.now() - started).toBeLessThan(5_000);
      expect(fake.requests).toHaveLength(1);
      expect(error.getStatus()).toBe(429);
      expect(error.message).toBe('openai is rate limiting requests (HTTP 429: Rate limit reached. Please try again later.). Try again in a moment.');
      expect(error.getResponse()).toMatchObject({ code: 'LLM_RATE_LIMITED', retryAfter: 3600 });
    });

    it('gives up at the time limit when the provider hangs', async () => {
      fake.setDefault({ hang: true });
      const started = Date.now();

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'claude-sonnet-4-6', prompt: 'Hi', timeoutMs: 1000 }));

      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error.getStatus()).toBe(504);
      expect(error.message).toBe('anthropic did not answer within 1 s. Try again, or choose another model.');
      expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['timeout']);
    });

    it('401 becomes the "key rejected" message, without the key even when the provider quotes it', async () => {
      fake.setDefault({ status: 401, errorMessage: `Incorrect API key provided: ${SERVER_KEYS.openai}.` });

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));

      expect(fake.requests).toHaveLength(1);
      expect(error.getStatus()).toBe(502);
      expect(error.message).toBe('openai rejected the API key (HTTP 401: Incorrect API key provided: [redacted].). Check the key in Settings → LLM Providers.');
      expect(error.getResponse()).toMatchObject({ code: 'LLM_KEY_REJECTED' });
    });

    it('404 from the provider: the model is unknown to it', async () => {
      fake.setDefault({ status: 404 });

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'claude-sonnet-4-6', prompt: 'Hi' }));

      expect(error.message).toBe('anthropic does not know the model "claude-sonnet-4-6" (HTTP 404: The model does not exist or you do not have access to it.).');
    });

    it('a body that is not JSON is an invalid response', async () => {
      fake.setDefault({ malformed: true });

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));

      expect(error.message).toBe('Server returned invalid response format');
    });

    it('an unreachable provider is named with its address', async () => {
      const closed = await FakeLlmServer.start();
      await closed.close();
      await t.http().put('/api/user/provider-keys/openai').set({ Authorization: `Bearer ${user.token}` }).send({ apiKey: 'sk-user-unreachable', baseUrl: closed.openAiBaseUrl });

      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));

      expect(error.message).toBe(`Could not reach openai at ${new URL(closed.url).host} (ECONNREFUSED).`);
    });

    it('no key for the provider: the message says where to add one, and nothing is called', async () => {
      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'deepseek-chat', prompt: 'Hi' }));

      expect(error.getStatus()).toBe(400);
      expect(error.message).toBe('No API key configured for deepseek. Add one in Settings → LLM Providers.');
      expect(fake.requests).toHaveLength(0);
    });

    it('an unknown model is refused before any call', async () => {
      const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-17', prompt: 'Hi' }));

      expect(error.getStatus()).toBe(400);
      expect(error.message).toBe('Unknown model "gpt-17".');
      expect(fake.requests).toHaveLength(0);
    });

    it('logs each call without the key or the prompt', async () => {
      fake.setDefault({ text: 'logged reply' });

      await gateway.complete({ userId: user.id, feature: 'log-check', model: 'gpt-4o', prompt: 'a secret prompt' });

      expect(logs).toContain('LLM call openai/gpt-4o for log-check (server key): ok');
      for (const key of Object.values(SERVER_KEYS)) {
        expect(logs).not.toContain(key);
      }
      expect(logs).not.toContain('a secret prompt');
    });
  });

  describe('completeJson()', () => {
    const schema = {
      type: 'object',
      properties: { score: { type: 'integer', minimum: 0, maximum: 100 }, tips: { type: 'array', items: { type: 'string' } } },
      required: ['score', 'tips'],
      additionalProperties: false,
    };

    it('asks OpenAI for the JSON schema response format and returns the validated value', async () => {
      fake.setDefault({ json: { score: 82, tips: ['Be specific'] } });

      const result = await gateway.completeJson<{ score: number; tips: string[] }>({
        userId: user.id,
        feature: 'f',
        model: 'gpt-4o',
        prompt: 'Score this prompt',
        schema,
        schemaName: 'prompt_score',
      });

      expect(result.value).toEqual({ score: 82, tips: ['Be specific'] });
      expect(fake.requests[0].body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'prompt_score', schema, strict: false } });
    });

    it('asks Anthropic through output_config.format', async () => {
      fake.setDefault({ json: { score: 50, tips: [] } });

      const result = await gateway.completeJson({ userId: user.id, feature: 'f', model: 'claude-sonnet-4-6', prompt: 'Score', schema });

      expect(result.value).toEqual({ score: 50, tips: [] });
      expect(fake.requests[0].body.output_config).toEqual({ format: { type: 'json_schema', schema } });
    });

    it('retries once after a reply that does not match the schema', async () => {
      fake.script({ text: 'Sure! Here is the JSON you asked for' }).setDefault({ text: '```json\n{"score": 90, "tips": []}\n```' });

      const result = await gateway.completeJson({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Score', schema });

      expect(result.value).toEqual({ score: 90, tips: [] });
      expect(fake.requests).toHaveLength(2);
      expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['invalid_response', 'ok']);
    });

    it("malformed JSON twice: 'Server returned invalid response format'", async () => {
      fake.script({ text: '{"score": 90, "tips": [' }, { json: { score: 'high' } }).setDefault({ json: { score: 1, tips: [] } });

      const error = await expectLlmError(gateway.completeJson({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Score', schema }));

      expect(error.message).toBe('Server returned invalid response format');
      expect(error.getStatus()).toBe(502);
      expect(fake.requests).toHaveLength(2);
      expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['invalid_response', 'invalid_response']);
    });
  });

  describe('stream()', () => {
    it.each([
      ['gpt-4o', 'openai', 0.01 * 0.05 + 0.03 * 0.003],
      ['claude-sonnet-4-6', 'anthropic', 0.003 * 0.05 + 0.015 * 0.003],
    ])('streams %s text deltas, then the totals, and records the call', async (model, provider, cost) => {
      fake.setDefault({ chunks: ['Hel', 'lo, ', 'world'], usage: { inputTokens: 50, outputTokens: 3 } });

      const deltas: string[] = [];
      let done;
      for await (const event of gateway.stream({ userId: user.id, feature: 'stream-test', model, system: 'S', prompt: 'Say hello', maxTokens: 20 })) {
        if (event.type === 'text') deltas.push(event.text);
        else done = event.completion;
      }

      expect(deltas).toEqual(['Hel', 'lo, ', 'world']);
      expect(done).toMatchObject({ text: 'Hello, world', inputTokens: 50, outputTokens: 3, provider, model });
      expect((done as unknown as { costUsd: number }).costUsd).toBeCloseTo(cost, 6);
      expect(fake.requests[0].body).toMatchObject({ model, stream: true, max_tokens: 20 });
      expect(await calls(t, user.id)).toEqual([expect.objectContaining({ feature: 'stream-test', outcome: 'ok', input_tokens: 50, output_tokens: 3 })]);
    });

    it('retries a 429 before the stream starts', async () => {
      fake.script({ status: 429, retryAfter: 0 }).setDefault({ chunks: ['ok'] });

      const texts: string[] = [];
      for await (const event of gateway.stream({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' })) {
        if (event.type === 'text') texts.push(event.text);
      }

      expect(texts).toEqual(['ok']);
      expect(fake.requests).toHaveLength(2);
    });

    it('a consumer that stops early ends the call and records what was generated', async () => {
      fake.setDefault({ chunks: ['first ', 'second ', 'third'] });

      for await (const event of gateway.stream({ userId: user.id, feature: 'stream-stop', model: 'gpt-4o', prompt: 'Count' })) {
        expect(event).toEqual({ type: 'text', text: 'first ' });
        break;
      }

      expect(await calls(t, user.id)).toEqual([expect.objectContaining({ feature: 'stream-stop', outcome: 'ok', output_tokens: 2 })]);
    });

    it('fails with the translated error', async () => {
      fake.setDefault({ status: 401 });

      const consume = async () => {
        for await (const event of gateway.stream({ userId: user.id, feature: 'f', model: 'claude-sonnet-4-6', prompt: 'Hi' })) void event;
      };
      const error = await expectLlmError(consume());

      expect(error.message).toBe('anthropic rejected the API key (HTTP 401: Incorrect API key provided.). Check the key in Settings → LLM Providers.');
    });
  });
});

describe('LLM gateway: daily budget on the server keys', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let gateway: LlmGateway;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({
      redis: 'none',
      env: { OPENAI_API_KEY: 'sk-server-budget', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '0.05', LLM_DAILY_BUDGET_PRO_USD: '0.5' },
    });
    gateway = t.app.get(LlmGateway);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('over the cap: 429 with a message and Retry-After, and no call reaches the provider', async () => {
    const user = await registerUser(t);
    // 2k input tokens of gpt-4o: $0.02 + 1k output: $0.03 → $0.05, the whole trial budget.
    fake.setDefault({ usage: { inputTokens: 2000, outputTokens: 1000 } });
    await gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });
    expect(fake.requests).toHaveLength(1);

    const error = await expectLlmError(gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi again' }));

    expect(fake.requests).toHaveLength(1);
    expect(error.getStatus()).toBe(429);
    expect(error.message).toBe(
      "You have reached today's limit of $0.05 for AI calls on PromptForge's provider keys. Add your own openai key in Settings → LLM Providers, or try again tomorrow.",
    );
    const retryAfter = (error.getResponse() as { retryAfter: number }).retryAfter;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await calls(t, user.id)).map((call) => call.outcome)).toEqual(['ok', 'budget_exceeded']);
  });

  it('the cap is per user, and Pro users get the Pro cap', async () => {
    const spender = await registerUser(t);
    const other = await registerUser(t);
    const pro = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET plan_id = 'pro', status = 'active' WHERE user_id = ?", [pro.id]);
    fake.setDefault({ usage: { inputTokens: 2000, outputTokens: 1000 } });

    await gateway.complete({ userId: spender.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });
    await gateway.complete({ userId: other.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });
    await gateway.complete({ userId: pro.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });
    await gateway.complete({ userId: pro.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });

    expect(fake.requests).toHaveLength(4);
    await expectLlmError(gateway.complete({ userId: spender.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' }));
    expect(fake.requests).toHaveLength(4);
  });

  it("calls on the user's own key are not capped", async () => {
    const user = await registerUser(t);
    await t.http().put('/api/user/provider-keys/openai').set({ Authorization: `Bearer ${user.token}` }).send({ apiKey: 'sk-user-own-key-1234', baseUrl: fake.openAiBaseUrl });
    fake.setDefault({ usage: { inputTokens: 2000, outputTokens: 1000 } });

    for (let i = 0; i < 3; i += 1) {
      await gateway.complete({ userId: user.id, feature: 'f', model: 'gpt-4o', prompt: 'Hi' });
    }

    expect(fake.requests.map((request) => request.apiKey)).toEqual(['sk-user-own-key-1234', 'sk-user-own-key-1234', 'sk-user-own-key-1234']);
  });
});
