import { get_encoding } from 'tiktoken';
import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { errorBody } from '../support/responses';
import { createTestApp, type TestApp } from '../support/test-app';

const TEXT = 'You are a support agent. Classify the ticket below as billing, bug or question and answer with the label only.';

describe('token analysis (POST /api/analyze-tokens)', () => {
  let t: TestApp;
  let user: TestUser;
  const o200k = get_encoding('o200k_base');
  const reference = (text: string) => o200k.encode_ordinary(text).length;

  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
    user = await registerUser(t);
  });
  afterAll(async () => {
    o200k.free();
    await t.close();
  });

  const analyze = (body: unknown, credential = user.token) => t.http().post('/api/analyze-tokens').set(bearer(credential)).send(body as object);

  it('requires credentials', async () => {
    const res = await t.http().post('/api/analyze-tokens').send({ text_to_analyze: TEXT, models: ['gpt-4o'] });
    expect(res.status).toBe(401);
  });

  it('accepts an API key like a session (the CLI and CI pipelines use one)', async () => {
    const { key } = await createApiKey(t, user);

    const withKey = await analyze({ text_to_analyze: TEXT, models: ['gpt-4o'] }, key);
    const withSession = await analyze({ text_to_analyze: TEXT, models: ['gpt-4o'] });

    expect(withKey.status).toBe(200);
    expect(withKey.body).toEqual(withSession.body);
    expect(withKey.body.results[0].cost_breakdown.input_tokens).toBe(reference(TEXT));
  });

  it('is refused with 403 TRIAL_EXPIRED once the trial has ended', async () => {
    const expired = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [expired.id]);

    const res = await analyze({ text_to_analyze: TEXT, models: ['gpt-4o'] }, expired.token);

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_EXPIRED');
  });

  it.each([
    ['blank text', { text_to_analyze: '  \n\t ', models: ['gpt-4o'] }, 'Please enter some text to analyze'],
    ['missing text', { models: ['gpt-4o'] }, 'Please enter some text to analyze'],
    ['no models', { text_to_analyze: TEXT, models: [] }, 'Please select at least one model for analysis'],
    ['missing models', { text_to_analyze: TEXT }, 'Please select at least one model for analysis'],
    ['an unknown model', { text_to_analyze: TEXT, models: ['gpt-4o', 'gpt-9-ultra'] }, 'Unknown model: gpt-9-ultra'],
    ['negative expected output', { text_to_analyze: TEXT, models: ['gpt-4o'], expected_output_tokens: -1 }, 'Expected output tokens must be a whole number from 0 to 10,000,000'],
  ])('answers %s with 400 and its message', async (_case, body, message) => {
    const res = await analyze(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(errorBody.badRequest(message));
  });

  it('counts, prices from the catalogue to 6 decimals and flags estimates, for the default models', async () => {
    const tokens = reference(TEXT);

    const res = await analyze({ text_to_analyze: TEXT, models: ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro'] });

    expect(res.status).toBe(200);
    const claudeTokens = Math.ceil(tokens * 1.12);
    const price = (n: number, per1k: number) => Math.round(n * per1k * 1000) / 1e6;
    expect(res.body.results).toEqual([
      {
        model: 'gpt-4o',
        estimated_cost: price(tokens, 0.01),
        cost_breakdown: { input_tokens: tokens, input_cost: price(tokens, 0.01), output_tokens: 0, output_cost: 0 },
        tokenizer: 'o200k_base',
        exact: true,
      },
      {
        model: 'claude-sonnet-4-6',
        estimated_cost: price(claudeTokens, 0.003),
        cost_breakdown: { input_tokens: claudeTokens, input_cost: price(claudeTokens, 0.003), output_tokens: 0, output_cost: 0 },
        tokenizer: 'estimate: o200k_base × 1.12',
        exact: false,
      },
      {
        model: 'gemini-2.5-pro',
        estimated_cost: price(tokens, 0.0035),
        cost_breakdown: { input_tokens: tokens, input_cost: price(tokens, 0.0035), output_tokens: 0, output_cost: 0 },
        tokenizer: 'estimate: o200k_base',
        exact: false,
      },
    ]);
    // A tidy text: the only tip is the cheapest catalogue model whose window fits (mistral-small-latest, 0.0001 / 1k).
    expect(res.body.optimization_tips.map((tip: { title: string }) => tip.title)).toEqual(['Consider Mistral Small']);
  });

  it('prices expected output tokens when given', async () => {
    const text = 'word '.repeat(1000).trim();

    const res = await analyze({ text_to_analyze: text, models: ['gpt-4o'], expected_output_tokens: 500 });

    // 1000 × 0.01 / 1000 = 0.01 in; 500 × 0.03 / 1000 = 0.015 out
    expect(res.body.results[0]).toMatchObject({
      estimated_cost: 0.025,
      cost_breakdown: { input_tokens: 1000, input_cost: 0.01, output_tokens: 500, output_cost: 0.015 },
    });
  });

  it('gives the tips that apply to the text, with savings measured by re-counting it', async () => {
    const text = `I would like you to classify the ticket in order to route it.      \n\n\n\n${TEXT}\n${TEXT}`;
    const shortened = `classify the ticket to route it.      \n\n\n\n${TEXT}\n${TEXT}`;

    // mistral-small-latest is the cheapest catalogue model: no model tip.
    const res = await analyze({ text_to_analyze: text, models: ['mistral-small-latest'] });

    const tips = res.body.optimization_tips as Array<{ kind: string; tokens_saved?: number }>;
    expect(tips.map((tip) => tip.kind)).toEqual(['whitespace', 'repetition', 'filler']);
    expect(tips.find((tip) => tip.kind === 'filler')?.tokens_saved).toBe(reference(text) - reference(shortened));
  });

  it('warns when the text does not fit a selected model', async () => {
    const text = 'word '.repeat(9000).trim();

    const res = await analyze({ text_to_analyze: text, models: ['llama-3-70b'] });

    expect(res.status).toBe(200);
    expect(res.body.optimization_tips).toContainEqual(expect.objectContaining({ kind: 'context-window', title: 'Too long for Llama 3 70B' }));
  });

  it('accepts a text close to 2 MB, and answers a larger body with 413', async () => {
    const line = (n: number) => `Line ${n}: the quick brown fox jumps over the lazy dog near the river bank.\n`;
    let big = '';
    for (let n = 0; big.length < 1_900_000; n++) big += line(n);

    const accepted = await analyze({ text_to_analyze: big, models: ['gpt-4o'] });
    expect(accepted.status).toBe(200);
    expect(accepted.body.results[0].cost_breakdown.input_tokens).toBe(reference(big));

    const tooLarge = await analyze({ text_to_analyze: big + 'x'.repeat(300_000), models: ['gpt-4o'] });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual(errorBody.payloadTooLarge('The request body is larger than the 2MB limit.'));
    expect(await countRows(t, 'llm_calls', user.id)).toBe(0);
  }, 60_000);
});
