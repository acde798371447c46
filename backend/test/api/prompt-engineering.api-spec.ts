import { engineerPrompt } from '@promptforge/prompt-engine';
import { bearer, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const PROMPT = 'I would like you to basically summarize the customer email in some bullet points.\n\n{{email}}';
const PATH = '/api/prompts/engineer-suggestions';

describe('POST /api/prompts/engineer-suggestions', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({ redis: 'none', env: { OPENAI_API_KEY: 'sk-server-openai-1234', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '1000' } });
    user = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const post = (body: Record<string, unknown>, credential = user.token) => t.http().post(PATH).set(bearer(credential)).send(body);
  const calls = async (userId: string) => (await sql(t, 'SELECT feature, model, outcome FROM llm_calls WHERE user_id = ? ORDER BY id', [userId])) as Array<Record<string, string>>;

  it('answers with the offline engine by default (goal clarity, target gpt-4o), deterministically, with no model call', async () => {
    const first = await post({ prompt_content: PROMPT });
    const second = await post({ prompt_content: PROMPT });

    expect(first.status).toBe(200);
    const offline = engineerPrompt({ promptContent: PROMPT, targetModel: 'gpt-4o', provider: 'openai', goal: 'clarity' });
    expect(first.body).toEqual(JSON.parse(JSON.stringify({ ...offline, goal: 'clarity', target_llm_model: 'gpt-4o' })));
    expect(first.body.engine).toBe('offline');
    expect(second.body).toEqual(first.body);
    for (const suggestion of first.body.suggestions) expect(PROMPT).toContain(suggestion.original_segment);
    expect(first.body.goal_score_after).toBeGreaterThan(first.body.goal_score_before);
    expect(fake.requests).toHaveLength(0);
  });

  it('tailors the suggestions to the target model family and the goal', async () => {
    const claude = (await post({ prompt_content: PROMPT, target_llm_model: 'claude-sonnet-4-6', goal: 'factual' })).body;
    expect(claude.model_family).toBe('claude');
    expect(claude.improved_prompt_example).toContain('<email>');
    expect(claude.improved_prompt_example).toMatch(/I don't know/);

    const concise = (await post({ prompt_content: PROMPT, goal: 'conciseness' })).body;
    expect(concise.tokens_after).toBeLessThan(concise.tokens_before);
  });

  it.each([
    [{}, 'Please enter a prompt to get engineering suggestions.'],
    [{ prompt_content: '   ' }, 'Please enter a prompt to get engineering suggestions.'],
    [{ prompt_content: PROMPT, goal: 'speed' }, 'Goal must be one of: clarity, conciseness, creativity, factual, instruction'],
    [{ prompt_content: PROMPT, target_llm_model: 'gpt-9-imaginary' }, 'Unknown model "gpt-9-imaginary".'],
    [{ prompt_content: PROMPT, model: 'gpt-9-imaginary' }, 'Unknown model "gpt-9-imaginary".'],
  ])('refuses %j with 400 and the message, before any model call', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('with a model the user can run, the model answers through the gateway with the same schema (usage recorded)', async () => {
    const caller = await registerUser(t);
    fake.setDefault({
      json: {
        suggestions: [
          { type: 'conciseness', original_segment: 'I would like you to basically ', suggested_change: '', reasoning: 'Filler.' },
          { type: 'clarity', original_segment: 'text that is not in the prompt', suggested_change: 'x', reasoning: 'Invented segment.' },
        ],
        improved_prompt_example: 'Summarize the customer email in 3 bullet points.\n\n"""\n{{email}}\n"""',
      },
      usage: { inputTokens: 200, outputTokens: 80 },
    });

    const res = await post({ prompt_content: PROMPT, target_llm_model: 'claude-sonnet-4-6', goal: 'clarity', model: 'gpt-4o' }, caller.token);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'gpt-4o', goal: 'clarity', target_llm_model: 'claude-sonnet-4-6' });
    // A segment the model did not copy from the prompt cannot be highlighted: it is dropped.
    expect(res.body.suggestions).toEqual([{ type: 'conciseness', original_segment: 'I would like you to basically ', suggested_change: '', reasoning: 'Filler.' }]);
    expect(res.body.tokens_after).toBeLessThan(res.body.tokens_before);
    expect(fake.requests[0].body.response_format?.type).toBe('json_schema');
    const userMessage = fake.requests[0].body.messages.find((message: { role: string }) => message.role === 'user');
    expect(JSON.parse(userMessage.content)).toMatchObject({ promptContent: PROMPT, goal: 'clarity' });
    expect(await calls(caller.id)).toEqual([{ feature: 'prompt-engineering', model: 'gpt-4o', outcome: 'ok' }]);
  });

  it("a model reply that does not match the schema is 'Server returned invalid response format'", async () => {
    fake.setDefault({ json: { nope: true } });
    const res = await post({ prompt_content: PROMPT, model: 'gpt-4o' });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Server returned invalid response format');
  });

  it('with a model whose provider has no key, the offline engine answers', async () => {
    const res = await post({ prompt_content: PROMPT, model: 'deepseek-chat' });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('offline');
    expect(fake.requests).toHaveLength(0);
  });

  it('works with an API key', async () => {
    const { key } = await createApiKey(t, user, 'engineering');
    expect((await post({ prompt_content: PROMPT }, key)).status).toBe(200);
  });
});
