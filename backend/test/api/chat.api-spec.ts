import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { bearer, countRows, registerUser, sql } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'X-Chat-Token';

interface Visitor {
  id: string;
  token: string;
}

async function startVisitor(t: TestApp, name = 'Maria Silva', email = 'maria@example.com'): Promise<Visitor> {
  const res = await t.http().post('/api/chat/conversations').send({ visitorName: name, visitorEmail: email });
  expect(res.status).toBe(201);
  return res.body as Visitor;
}

async function ask(t: TestApp, visitor: Visitor, content: string) {
  return t.http().post(`/api/chat/conversations/${visitor.id}/messages`).set(TOKEN, visitor.token).send({ content });
}

describe('support chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  describe('conversations', () => {
    it('a visitor starts one with name and e-mail and gets a token that is stored only as a digest', async () => {
      const res = await t.http().post('/api/chat/conversations').send({ visitorName: '  Maria Silva ', visitorEmail: ' maria@example.com ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const [row] = (await sql(t, 'SELECT * FROM chat_conversations WHERE id = ?', [res.body.id])) as Array<Record<string, unknown>>;
      expect(row).toMatchObject({ visitor_name: 'Maria Silva', visitor_email: 'maria@example.com', user_id: null, token_digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(JSON.stringify(row)).not.toContain(res.body.token);
      const read = await t.http().get(`/api/chat/conversations/${res.body.id}`).set(TOKEN, res.body.token);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ id: res.body.id, messages: [] });
    });

    it.each([
      [{}, 'Por favor, preencha seu nome e email para continuar.'],
      [{ visitorName: '   ', visitorEmail: 'maria@example.com' }, 'Por favor, preencha seu nome e email para continuar.'],
      [{ visitorName: 'Maria', visitorEmail: '  ' }, 'Por favor, preencha seu nome e email para continuar.'],
      [{ visitorName: 'Maria', visitorEmail: 'maria@example' }, 'Por favor, insira um email válido.'],
      [{ visitorName: 'Maria', visitorEmail: 'maria silva@example.com' }, 'Por favor, insira um email válido.'],
      [{ visitorName: 'M'.repeat(101), visitorEmail: 'maria@example.com' }, 'Name must be at most 100 characters.'],
    ])('refuses visitor details %j with the spec notice and stores nothing', async (body, message) => {
      const before = await countRows(t, 'chat_conversations');
      const res = await t.http().post('/api/chat/conversations').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countRows(t, 'chat_conversations')).toBe(before);
    });

    it('a signed-in user gets their own conversation without details or token, the same one every time', async () => {
      const user = await registerUser(t);
      const first = await t.http().post('/api/chat/conversations').set(bearer(user.token)).send({});
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String) });
      const second = await t.http().post('/api/chat/conversations').set(bearer(user.token)).send({});
      expect(second.body.id).toBe(first.body.id);
      const [row] = (await sql(t, 'SELECT user_id, token_digest FROM chat_conversations WHERE id = ?', [first.body.id])) as Array<Record<string, unknown>>;
      expect(row).toEqual({ user_id: user.id, token_digest: null });
      expect((await t.http().get(`/api/chat/conversations/${first.body.id}`).set(bearer(user.token))).status).toBe(200);
    });

    it('an invalid credential is a 401, never a visitor', async () => {
      const res = await t.http().post('/api/chat/conversations').set(bearer('not-a-valid-token')).send({ visitorName: 'Maria', visitorEmail: 'maria@example.com' });
      expect(res.status).toBe(401);
    });

    it("a visitor's conversation needs its token: none, a wrong one or another visitor's is a 404 that writes nothing", async () => {
      const visitor = await startVisitor(t);
      const other = await startVisitor(t, 'João', 'joao@example.com');
      const user = await registerUser(t);
      expect((await ask(t, visitor, 'How much does Pro cost?')).status).toBe(201);
      const before = await countRows(t, 'chat_messages');
      const attempts = [
        (path: string) => t.http().get(path),
        (path: string) => t.http().get(path).set(TOKEN, 'wrong-token'),
        (path: string) => t.http().get(path).set(TOKEN, other.token),
        (path: string) => t.http().get(path).set(bearer(user.token)),
        (path: string) => t.http().post(`${path}/messages`).send({ content: 'hi' }),
        (path: string) => t.http().post(`${path}/messages`).set(TOKEN, other.token).send({ content: 'hi' }),
        (path: string) => t.http().post(`${path}/messages`).set(bearer(user.token)).send({ content: 'hi' }),
      ];
      for (const attempt of attempts) {
        const res = await attempt(`/api/chat/conversations/${visitor.id}`);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'Conversation not found.' });
      }
      expect(await countRows(t, 'chat_messages')).toBe(before);
      const random = await t.http().get('/api/chat/conversations/6f1c2a52-5b0e-4a8e-9c61-0d1f4b7c2e11').set(TOKEN, visitor.token);
      expect(random.status).toBe(404);
      expect((await t.http().get('/api/chat/conversations/not-a-uuid').set(TOKEN, visitor.token)).status).toBe(404);
    });

    it("a user's conversation is reachable only by that user (not by another user, a visitor token or no one)", async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const visitor = await startVisitor(t);
      const { id } = (await t.http().post('/api/chat/conversations').set(bearer(owner.token)).send({})).body as { id: string };
      const send = await t.http().post(`/api/chat/conversations/${id}/messages`).set(bearer(owner.token)).send({ content: 'What is a context window?' });
      expect(send.status).toBe(201);
      for (const request of [
        t.http().get(`/api/chat/conversations/${id}`).set(bearer(other.token)),
        t.http().get(`/api/chat/conversations/${id}`).set(TOKEN, visitor.token),
        t.http().get(`/api/chat/conversations/${id}`),
        t.http().post(`/api/chat/conversations/${id}/messages`).set(bearer(other.token)).send({ content: 'hi' }),
      ]) {
        expect((await request).status).toBe(404);
      }
      const read = await t.http().get(`/api/chat/conversations/${id}`).set(bearer(owner.token));
      expect(read.body.messages.map((message: { sender: string }) => message.sender)).toEqual(['user', 'ai']);
    });
  });

  describe('messages', () => {
    it('stores the question and the answer, and lists them oldest first with times and sources', async () => {
      const visitor = await startVisitor(t);
      const reply = await t.http().post(`/api/chat/conversations/${visitor.id}/messages`).set(TOKEN, visitor.token).send({ content: '  How much does the Pro plan cost?  ', name: 'Maria Silva', email: 'maria@example.com' });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        id: expect.any(String),
        userMessageId: expect.any(String),
        sender: 'ai',
        content: expect.stringContaining('15 USD per month'),
        createdAt: expect.any(String),
        found: true,
        sources: expect.arrayContaining([expect.objectContaining({ url: '/pricing' })]),
      });
      const read = await t.http().get(`/api/chat/conversations/${visitor.id}`).set(TOKEN, visitor.token);
      expect(read.body.messages).toEqual([
        { id: reply.body.userMessageId, sender: 'user', content: 'How much does the Pro plan cost?', createdAt: expect.any(String), sources: [] },
        { id: reply.body.id, sender: 'ai', content: reply.body.content, createdAt: reply.body.createdAt, sources: reply.body.sources },
      ]);
      expect(new Date(read.body.messages[0].createdAt).getTime()).toBeLessThan(new Date(read.body.messages[1].createdAt).getTime());
    });

    it('refuses an empty message and one over 2,000 characters, storing nothing', async () => {
      const visitor = await startVisitor(t);
      for (const [content, message] of [
        ['   ', 'Message must not be empty.'],
        ['x'.repeat(2001), 'Message must be at most 2000 characters.'],
      ]) {
        const res = await ask(t, visitor, content);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
      }
      expect((await ask(t, visitor, 'x'.repeat(2000))).status).toBe(201);
      const [{ count }] = (await sql(t, 'SELECT count(*)::int AS count FROM chat_messages WHERE conversation_id = ?', [visitor.id])) as Array<{ count: number }>;
      expect(count).toBe(2);
    });

    it('allows 30 messages per 10 minutes per conversation, then 429 with Retry-After; other conversations are not affected', async () => {
      const visitor = await startVisitor(t);
      // 29 messages already in the window (one of them 9 minutes old), stored directly to keep the test fast.
      await sql(
        t,
        `INSERT INTO chat_messages (id, conversation_id, sender, content, sources, created_at)
         SELECT gen_random_uuid(), ?, 'user', 'earlier', '[]', now() - make_interval(secs => CASE WHEN n = 1 THEN 540 ELSE 60 END) FROM generate_series(1, 29) AS n`,
        [visitor.id],
      );
      // An older message outside the window does not count.
      await sql(t, `INSERT INTO chat_messages (id, conversation_id, sender, content, sources, created_at) VALUES (gen_random_uuid(), ?, 'user', 'old', '[]', now() - interval '11 minutes')`, [visitor.id]);
      expect((await ask(t, visitor, 'What is a context window?')).status).toBe(201);
      const before = await countRows(t, 'chat_messages');
      const limited = await ask(t, visitor, 'And the temperature?');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/at most 30 every 10 minutes/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await countRows(t, 'chat_messages')).toBe(before);
      const other = await startVisitor(t);
      expect((await ask(t, other, 'What is a context window?')).status).toBe(201);
    });

    it('counts concurrent messages exactly (the conversation is locked while one is stored)', async () => {
      const visitor = await startVisitor(t);
      await sql(
        t,
        `INSERT INTO chat_messages (id, conversation_id, sender, content, sources, created_at)
         SELECT gen_random_uuid(), ?, 'user', 'earlier', '[]', now() - interval '1 minute' FROM generate_series(1, 25)`,
        [visitor.id],
      );
      const results = await Promise.all(Array.from({ length: 10 }, () => ask(t, visitor, 'pricing')));
      expect(results.filter((res) => res.status === 201)).toHaveLength(5);
      expect(results.filter((res) => res.status === 429)).toHaveLength(5);
    });

    it("is deleted with the user's account", async () => {
      const user = await registerUser(t);
      const { id } = (await t.http().post('/api/chat/conversations').set(bearer(user.token)).send({})).body as { id: string };
      await t.http().post(`/api/chat/conversations/${id}/messages`).set(bearer(user.token)).send({ content: 'pricing' });
      await sql(t, 'DELETE FROM users WHERE id = ?', [user.id]);
      expect(await sql(t, 'SELECT id FROM chat_conversations WHERE id = ?', [id])).toEqual([]);
      expect(await sql(t, 'SELECT id FROM chat_messages WHERE conversation_id = ?', [id])).toEqual([]);
    });
  });

  describe('answers from our own content', () => {
    const contentDir = () => t.config.chatContentDir;

    /** The anchors of a Markdown file's headings, as the web app makes them (`<name>--<heading slug>`), outside code. */
    function headingAnchors(file: string, name: string): string[] {
      let fenced = false;
      const anchors: string[] = [];
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line);
        if (heading) {
          const text = heading[1].replace(/[*_`]/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
          const slug = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
          anchors.push(`${name}--${slug}`);
        }
      }
      return anchors;
    }

    /** Whether a link leads to an existing page and, for an anchor, to a topic or heading that page shows. */
    function existingTarget(url: string): boolean {
      const [path, anchor] = url.split('#');
      const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')).map((name) => join(dir, name)) : []);
      const anchorsOf = (paths: string[]) => paths.flatMap((file) => [basename(file, '.md'), ...headingAnchors(file, basename(file, '.md'))]);
      switch (path) {
        case '/documentation': {
          const root = join(contentDir(), 'documentation');
          const topics = existsSync(root) ? readdirSync(root).flatMap((category) => files(join(root, category))) : [];
          return anchor !== undefined && anchorsOf(topics).includes(anchor);
        }
        case '/guides':
          return anchor !== undefined && anchorsOf(files(join(contentDir(), 'guides'))).includes(anchor);
        case '/pricing':
          return anchor === undefined && existsSync(join(contentDir(), 'pricing.md'));
        case '/contact':
          return anchor === undefined && existsSync(join(contentDir(), 'faq.md'));
        default:
          return false;
      }
    }

    // Real questions a visitor asks, in English and Portuguese, with the page(s) the answer must cite.
    const QUESTIONS: Array<[string, string[]]> = [
      ['How much does the Pro plan cost?', ['/pricing']],
      ['Is there a free trial, and do I need a credit card?', ['/pricing', '/contact']],
      ['What is a context window?', ['/documentation']],
      ['How does tokenization work in large language models?', ['/documentation']],
      ['What does the temperature parameter do?', ['/documentation']],
      ['What is retrieval-augmented generation (RAG)?', ['/documentation']],
      ['How can I protect my application against prompt injection?', ['/documentation']],
      ['How do I evaluate the quality of LLM outputs?', ['/documentation']],
      ['How do I compare the token cost of models with the Token Analyzer?', ['/guides']],
      ['How do I get technical support?', ['/contact']],
      ['Quanto custa o plano Pro por mês?', ['/pricing']],
      ['Preciso de cartão de crédito para o teste gratuito?', ['/pricing', '/contact']],
      ['O que é a janela de contexto de um modelo?', ['/documentation']],
      ['Como a temperatura afeta as respostas do modelo?', ['/documentation']],
      ['O que é geração aumentada por recuperação?', ['/documentation']],
      ['Como usar exemplos few-shot no prompt?', ['/documentation']],
      ['O que são agentes de IA e como usam ferramentas?', ['/documentation']],
      ['Como faço para cancelar minha assinatura?', ['/pricing', '/contact']],
      ['Como comparar modelos no Playground?', ['/guides']],
      ['Vocês têm planos para empresas?', ['/contact']],
    ];

    it.each(QUESTIONS)('answers %j citing existing pages (%j)', async (question, pages) => {
      const visitor = await startVisitor(t);
      const res = await ask(t, visitor, question);
      expect(res.status).toBe(201);
      expect(res.body.found).toBe(true);
      expect(res.body.sources.length).toBeGreaterThan(0);
      for (const source of res.body.sources as Array<{ url: string; title: string }>) {
        expect({ url: source.url, exists: existingTarget(source.url) }).toEqual({ url: source.url, exists: true });
        expect(res.body.content).toContain(`](${source.url})`);
      }
      expect(pages).toContain(res.body.sources[0].url.split('#')[0]);
      const portuguese = /[ãçõêé]|\b(que|como|quanto|preciso|vocês)\b/i.test(question);
      expect(res.body.content.startsWith(portuguese ? 'Encontrei isto' : 'Here is what I found')).toBe(true);
    });

    it.each([
      "What's the weather forecast for Lisbon tomorrow?",
      'Give me a recipe for chocolate cake.',
      'Who won the football World Cup in 2022?',
      'Qual é a capital da Austrália?',
      'Como trocar o pneu de um carro?',
    ])('says it found nothing for %j and offers the contact form', async (question) => {
      const visitor = await startVisitor(t);
      const res = await ask(t, visitor, question);
      expect(res.status).toBe(201);
      expect({ found: res.body.found, sources: res.body.sources }).toEqual({ found: false, sources: [] });
      expect(res.body.content).toMatch(/\]\(\/contact\)/);
      expect(res.body.content).toMatch(/couldn't find|Não encontrei/);
    });
  });
});

describe('support chat phrased by a model (CHAT_MODEL)', () => {
  let t: TestApp;
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({ redis: 'none', env: { CHAT_MODEL: 'gpt-4o', OPENAI_API_KEY: 'sk-server-openai-1234', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function userConversation() {
    const user = await registerUser(t);
    const { id } = (await t.http().post('/api/chat/conversations').set(bearer(user.token)).send({})).body as { id: string };
    return { user, send: (content: string) => t.http().post(`/api/chat/conversations/${id}/messages`).set(bearer(user.token)).send({ content }) };
  }

  it("phrases a signed-in user's answer from the retrieved passages and links the same sources; the call is recorded", async () => {
    const { user, send } = await userConversation();
    fake.setDefault({ text: 'Pro costs 15 USD per month, billed monthly [1].' });
    const res = await send('How much does the Pro plan cost?');
    expect(res.status).toBe(201);
    expect(res.body.found).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0].body.messages);
    expect(sent).toContain('How much does the Pro plan cost?');
    expect(sent).toContain('15 USD per month');
    expect(res.body.content.startsWith('Pro costs 15 USD per month, billed monthly [1].\n\nSources:')).toBe(true);
    for (const source of res.body.sources as Array<{ url: string }>) expect(res.body.content).toContain(`](${source.url})`);
    expect(await sql(t, 'SELECT feature, model, outcome FROM llm_calls WHERE user_id = ?', [user.id])).toEqual([{ feature: 'support-chat', model: 'gpt-4o', outcome: 'ok' }]);
  });

  it('answers visitors and unfound questions offline, and falls back to the offline answer when the model fails', async () => {
    const visitor = (await t.http().post('/api/chat/conversations').send({ visitorName: 'Ana', visitorEmail: 'ana@example.com' })).body as { id: string; token: string };
    const offline = await t.http().post(`/api/chat/conversations/${visitor.id}/messages`).set('X-Chat-Token', visitor.token).send({ content: 'How much does the Pro plan cost?' });
    expect(offline.body.content.startsWith('Here is what I found')).toBe(true);
    const { send } = await userConversation();
    expect((await send('Give me a recipe for chocolate cake.')).body.found).toBe(false);
    expect(fake.requests).toHaveLength(0);

    fake.setDefault({ status: 500 });
    const fallback = await send('How much does the Pro plan cost?');
    expect(fallback.status).toBe(201);
    expect(fallback.body.content.startsWith('Here is what I found')).toBe(true);
    expect(fake.requests.length).toBeGreaterThan(0);
  });
});
