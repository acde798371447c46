import { analyzeDna, analyzePrompt, checkContext, coach, generateVariations } from '@promptforge/prompt-engine';
import { bearer, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const PROMPT = 'Summarize the article below in 3 bullet points for busy executives.\n\n"""\n{{article}}\n"""';

/** Each tool: its route, a valid request, what the offline engine answers, and a schema-valid LLM reply. */
const TOOLS = [
  {
    path: '/api/prompts/analyze',
    body: { promptContent: PROMPT, context: 'You are a financial analyst.' },
    offline: () => analyzePrompt({ promptContent: PROMPT, context: 'You are a financial analyst.' }),
    reply: {
      overallScore: 72,
      clarityScore: 80,
      contextScore: 64,
      suggestions: [{ type: 'context', impact: 'high', issue: 'No audience detail', suggestion: 'Say who reads it', example: 'For the board of a bank.' }],
      strengths: ['Clear task'],
    },
    feature: 'prompt-analysis',
  },
  {
    path: '/api/prompts/variations',
    body: { promptContent: PROMPT, targetImprovement: 'clarity' },
    offline: () => generateVariations({ promptContent: PROMPT, targetImprovement: 'clarity' }),
    reply: { variations: [{ changeType: 'Structure', confidence: 0.8, expectedImprovement: 'Clearer steps', content: 'Rewritten prompt with {{article}}' }] },
    feature: 'prompt-variations',
  },
  {
    path: '/api/prompts/check-context',
    body: { promptContent: PROMPT, intendedTask: 'summarise news articles for executives' },
    offline: () => checkContext({ promptContent: PROMPT, intendedTask: 'summarise news articles for executives' }),
    reply: { contextScore: 55, isContextSufficient: false, missingContext: ['Length of each bullet'], suggestions: ['Limit bullets to 20 words'] },
    feature: 'prompt-context-check',
  },
  {
    path: '/api/prompts/dna-analysis',
    body: { promptContent: PROMPT, domain: 'finance' },
    offline: () => analyzeDna({ promptContent: PROMPT, domain: 'finance' }),
    reply: {
      overallGeneticScore: 61,
      dominantTraits: ['Concise'],
      keywordImpact: [{ word: 'Summarize', category: 'action', impact: 'positive', suggestion: 'Keep it' }],
      structurePatterns: [{ pattern: 'delimited-input', effectiveness: 90, description: 'Input in quotes', domain: 'finance' }],
      improvementGenes: ['Add an example'],
      domain: 'finance',
    },
    feature: 'prompt-dna',
  },
  {
    path: '/api/prompts/assistant-coaching',
    body: { userIntent: 'I want short summaries of news articles for my boss', currentPrompt: PROMPT },
    offline: () => coach({ userIntent: 'I want short summaries of news articles for my boss', currentPrompt: PROMPT }),
    reply: {
      intentAnalysis: { detectedIntent: 'summary', confidence: 0.9, missingElements: ['length'] },
      suggestedPrompts: ['Summarize the article below in 3 bullets.'],
      coachingTips: [{ area: 'Length', tip: 'Give a word limit', example: 'At most 60 words.' }],
      realTimeAdvice: ['Name the reader'],
    },
    feature: 'prompt-coaching',
  },
];

describe('Prompt Lab tools (/api/prompts/analyze, variations, check-context, dna-analysis, assistant-coaching)', () => {
  let fake: FakeLlmServer;
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    // The server has an OpenAI key (gpt-4o runs) and no DeepSeek key (deepseek-chat falls back to offline).
    t = await createTestApp({ redis: 'none', env: { OPENAI_API_KEY: 'sk-server-openai-1234', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '1000' } });
    user = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const post = (path: string, body: Record<string, unknown>, credential = user.token) => t.http().post(path).set(bearer(credential)).send(body);
  const calls = async (userId: string) =>
    (await sql(t, 'SELECT feature, model, outcome FROM llm_calls WHERE user_id = ? ORDER BY id', [userId])) as Array<{ feature: string; model: string; outcome: string }>;

  describe.each(TOOLS)('$path', (tool) => {
    it('without a model, the offline engine answers (engine "offline"), deterministically, with no model call', async () => {
      const first = await post(tool.path, tool.body);
      const second = await post(tool.path, tool.body);

      expect(first.status).toBe(200);
      expect(first.body).toEqual(JSON.parse(JSON.stringify(tool.offline())));
      expect(first.body.engine).toBe('offline');
      expect(second.body).toEqual(first.body);
      expect(fake.requests).toHaveLength(0);
    });

    it('with a model the user can run, the model answers through the gateway (engine = model id, usage recorded)', async () => {
      const caller = await registerUser(t);
      fake.setDefault({ json: tool.reply, usage: { inputTokens: 300, outputTokens: 120 } });

      const res = await post(tool.path, { ...tool.body, model: 'gpt-4o' }, caller.token);

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...tool.reply, ...(tool.path.endsWith('variations') ? { variations: [{ ...tool.reply.variations![0], id: 'clarity-1' }] } : {}), engine: 'gpt-4o' });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].body.model).toBe('gpt-4o');
      expect(fake.requests[0].body.response_format?.type).toBe('json_schema');
      expect(await calls(caller.id)).toEqual([{ feature: tool.feature, model: 'gpt-4o', outcome: 'ok' }]);
    });

    it("a reply that does not match the result schema is 'Server returned invalid response format'", async () => {
      const caller = await registerUser(t);
      fake.setDefault({ json: { unexpected: true } });

      const res = await post(tool.path, { ...tool.body, model: 'gpt-4o' }, caller.token);

      expect(res.status).toBe(502);
      expect(res.body.message).toBe('Server returned invalid response format');
      expect((await calls(caller.id)).map((call) => call.outcome)).toEqual(['invalid_response', 'invalid_response']);
    });

    it('with a model whose provider has no key, the offline engine answers', async () => {
      const res = await post(tool.path, { ...tool.body, model: 'deepseek-chat' });

      expect(res.status).toBe(200);
      expect(res.body.engine).toBe('offline');
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses a model that is not in the catalogue with 400, before any call', async () => {
      const res = await post(tool.path, { ...tool.body, model: 'gpt-9-imaginary' });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown model "gpt-9-imaginary".');
      expect(fake.requests).toHaveLength(0);
    });

    it('works with an API key', async () => {
      const { key } = await createApiKey(t, user, `tools ${tool.path}`);
      expect((await post(tool.path, tool.body, key)).status).toBe(200);
    });
  });

  it('analysis with a model counts the tokens itself, with that model\'s tokenizer', async () => {
    fake.setDefault({ json: TOOLS[0].reply });

    const res = await post('/api/prompts/analyze', { ...TOOLS[0].body, model: 'gpt-4o' });

    const offline = analyzePrompt({ promptContent: PROMPT, context: 'You are a financial analyst.', model: 'gpt-4o' });
    expect(res.body).toMatchObject({ estimatedTokens: offline.estimatedTokens, tokensExact: true, tokenizer: offline.tokenizer });
  });

  it('every tool scores the prompt with its system prompt, so they agree with analysis', async () => {
    const systemPrompt = 'You are a senior support agent at Acme Bank.';
    const content = 'Reply to the customer email below. Be polite and helpful.\n\n{{email}}';

    const analysis = (await post('/api/prompts/analyze', { promptContent: content, context: systemPrompt })).body;
    const variations = (await post('/api/prompts/variations', { promptContent: content, systemPrompt })).body;
    const coaching = (await post('/api/prompts/assistant-coaching', { userIntent: 'Answer customer emails about late refunds', currentPrompt: content, systemPrompt })).body;
    const withoutSystem = (await post('/api/prompts/analyze', { promptContent: content })).body;

    expect(analysis.overallScore).not.toBe(withoutSystem.overallScore);
    expect(variations.variations.length).toBeGreaterThan(0);
    for (const variation of variations.variations) expect(variation.scoreBefore).toBe(analysis.overallScore);
    expect(coaching.realTimeAdvice.join('\n')).toContain(
      `scores ${analysis.overallScore}/100 (clarity ${analysis.clarityScore}, context ${analysis.contextScore})`,
    );
    expect(coaching.intentAnalysis.detectedIntent).toBe('reply');
    expect(coaching.suggestedPrompts.join('\n')).toContain('senior support agent at Acme Bank');
  });

  it('sends the system prompt to the model with the tool input', async () => {
    fake.setDefault({ json: TOOLS[1].reply });

    await post('/api/prompts/variations', { promptContent: PROMPT, systemPrompt: 'You are a financial analyst.', model: 'gpt-4o' });

    const userMessage = fake.requests[0].body.messages.find((message: { role: string }) => message.role === 'user');
    expect(JSON.parse(userMessage.content)).toMatchObject({ promptContent: PROMPT, systemPrompt: 'You are a financial analyst.' });
  });

  it.each([
    ['/api/prompts/analyze', {}, 'Prompt content is required'],
    ['/api/prompts/analyze', { promptContent: '   \n ', model: 'gpt-4o' }, 'Prompt content is required'],
    ['/api/prompts/variations', { promptContent: '', model: 'gpt-4o' }, 'Prompt content is required'],
    ['/api/prompts/variations', { promptContent: PROMPT, targetImprovement: 'speed' }, 'Target improvement must be one of: performance, clarity, context, specificity'],
    ['/api/prompts/check-context', { promptContent: PROMPT, intendedTask: '  ', model: 'gpt-4o' }, 'Intended task is required'],
    ['/api/prompts/check-context', { intendedTask: 'summarise', model: 'gpt-4o' }, 'Prompt content is required'],
    ['/api/prompts/dna-analysis', { promptContent: ' ', model: 'gpt-4o' }, 'Prompt content is required'],
    ['/api/prompts/assistant-coaching', { userIntent: '', model: 'gpt-4o' }, 'User intent is required'],
    ['/api/prompts/analyze', { promptContent: 'x'.repeat(100_001) }, 'Prompt content must be at most 100,000 characters long'],
  ])('%s refuses case %# with 400 and the message, before any model call', async (path, body, message) => {
    const caller = await registerUser(t);

    const res = await post(path, body, caller.token);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(fake.requests).toHaveLength(0);
    expect(await calls(caller.id)).toEqual([]);
  });
});
