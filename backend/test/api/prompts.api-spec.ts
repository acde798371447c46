import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const GOOD_PROMPT = {
  name: 'Release notes',
  description: 'Turns a changelog into release notes',
  content: 'Summarize the changelog below into release notes for end users.',
  systemPrompt: 'You are a technical writer.',
  llmModelDefault: 'gpt-4o',
};
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('prompt library (/api/prompts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  const create = (user: TestUser, body: Record<string, unknown> = GOOD_PROMPT) => t.http().post('/api/prompts').set(bearer(user.token)).send(body);
  const versions = async (user: TestUser, id: string) => (await t.http().get(`/api/prompts/${id}/versions`).set(bearer(user.token))).body as Array<Record<string, unknown>>;
  const versionRows = async (promptId: string) => Number(((await sql(t, 'SELECT count(*) AS n FROM prompt_versions WHERE prompt_id = ?', [promptId])) as { n: string }[])[0].n);
  const row = async (id: string) => ((await sql(t, 'SELECT * FROM prompts WHERE id = ?', [id])) as Record<string, unknown>[])[0];

  // Every tuple has three entries: jest would take a missing third argument for its `done` callback.
  const ROUTES: Array<[string, string, Record<string, unknown> | null]> = [
    ['get', '/api/prompts', null],
    ['post', '/api/prompts', GOOD_PROMPT],
    ['get', `/api/prompts/${MISSING_ID}`, null],
    ['get', `/api/prompts/${MISSING_ID}/versions`, null],
    ['put', `/api/prompts/${MISSING_ID}`, { content: 'New content here' }],
    ['delete', `/api/prompts/${MISSING_ID}`, null],
    ['post', '/api/prompts/analyze', { promptContent: 'Summarize this text.' }],
    ['post', '/api/prompts/variations', { promptContent: 'Summarize this text.' }],
    ['post', '/api/prompts/check-context', { promptContent: 'Summarize this text.', intendedTask: 'summarise articles' }],
    ['post', '/api/prompts/dna-analysis', { promptContent: 'Summarize this text.' }],
    ['post', '/api/prompts/assistant-coaching', { userIntent: 'summarise articles' }],
    ['post', '/api/prompts/engineer-suggestions', { prompt_content: 'Summarize this text.' }],
  ];

  const call = (method: string, path: string, body: Record<string, unknown> | null) => {
    const req = (t.http() as unknown as Record<string, (path: string) => ReturnType<ReturnType<TestApp['http']>['get']>>)[method](path);
    return body ? req.send(body) : req;
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
    expect(await countRows(t, 'prompts', user.id)).toBe(0);
    expect(await countRows(t, 'llm_calls', user.id)).toBe(0);
  });

  describe('POST /api/prompts', () => {
    it('creates the prompt with version 1, "Initial version"', async () => {
      const user = await registerUser(t);

      const res = await create(user);

      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        ...GOOD_PROMPT,
        currentVersion: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(await versions(user, res.body.id)).toEqual([
        { id: expect.any(String), version: 1, content: GOOD_PROMPT.content, systemPrompt: GOOD_PROMPT.systemPrompt, notes: 'Initial version', labels: ['latest'], createdAt: expect.any(String) },
      ]);
    });

    it('defaults the target model to gpt-4o and leaves description and system prompt empty', async () => {
      const user = await registerUser(t);

      const res = await create(user, { name: 'Minimal', content: 'Translate this to French.' });

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ llmModelDefault: 'gpt-4o', description: null, systemPrompt: null, currentVersion: 1 });
    });

    it('works with an API key', async () => {
      const user = await registerUser(t);
      const { key } = await createApiKey(t, user);

      const created = await t.http().post('/api/prompts').set(bearer(key)).send(GOOD_PROMPT);
      const listed = await t.http().get('/api/prompts').set(bearer(key));

      expect(created.status).toBe(201);
      expect(listed.body.map((prompt: { id: string }) => prompt.id)).toEqual([created.body.id]);
    });

    it.each([
      [{ ...GOOD_PROMPT, name: 'A' }, 'Name must be at least 2 characters long'],
      [{ ...GOOD_PROMPT, name: '  A  ' }, 'Name must be at least 2 characters long'],
      [{ ...GOOD_PROMPT, name: undefined }, 'Name must be at least 2 characters long'],
      [{ ...GOOD_PROMPT, name: 'x'.repeat(121) }, 'Name must be at most 120 characters long'],
      [{ ...GOOD_PROMPT, content: 'Hey' }, 'Prompt content must be at least 5 characters long'],
      [{ ...GOOD_PROMPT, content: '        ' }, 'Prompt content must be at least 5 characters long'],
      [{ ...GOOD_PROMPT, content: undefined }, 'Prompt content must be at least 5 characters long'],
      [{ ...GOOD_PROMPT, content: 'x'.repeat(100_001) }, 'Prompt content must be at most 100,000 characters long'],
      [{ ...GOOD_PROMPT, llmModelDefault: '' }, 'Please select a target model'],
      [{ ...GOOD_PROMPT, llmModelDefault: 'gpt-9-imaginary' }, 'Unknown model "gpt-9-imaginary". Choose one from the model catalogue.'],
    ])('refuses %#: 400 with the message, nothing stored', async (body, message) => {
      const user = await registerUser(t);

      const res = await create(user, body);

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countRows(t, 'prompts', user.id)).toBe(0);
    });

    it('refuses a name the user already has, ignoring case, with 409; another user may use it', async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      await create(user);

      const res = await create(user, { ...GOOD_PROMPT, name: 'RELEASE notes' });

      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A prompt with this name already exists.');
      expect(await countRows(t, 'prompts', user.id)).toBe(1);
      expect((await create(other)).status).toBe(201);
    });
  });

  describe('GET /api/prompts', () => {
    it("lists only the caller's prompts, the most recently updated first", async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      const first = (await create(user, { ...GOOD_PROMPT, name: 'First' })).body;
      const second = (await create(user, { ...GOOD_PROMPT, name: 'Second' })).body;
      await create(other, { ...GOOD_PROMPT, name: 'Not mine' });
      await t.http().put(`/api/prompts/${first.id}`).set(bearer(user.token)).send({ content: 'Summarize the changelog in three bullet points.' });

      const res = await t.http().get('/api/prompts').set(bearer(user.token));

      expect(res.status).toBe(200);
      expect(res.body.map((prompt: { name: string }) => prompt.name)).toEqual(['First', 'Second']);
      expect(res.body[0].currentVersion).toBe(2);
      expect(second.currentVersion).toBe(1);
    });

    it('?name= finds one prompt by its exact name, ignoring case, and takes wildcards literally', async () => {
      const user = await registerUser(t);
      const other = await registerUser(t);
      await create(user, { ...GOOD_PROMPT, name: 'Release notes' });
      await create(user, { ...GOOD_PROMPT, name: 'Release notes v2' });
      await create(other, { ...GOOD_PROMPT, name: 'Support triage' });
      const byName = (name: string) => t.http().get('/api/prompts').query({ name }).set(bearer(user.token));

      expect((await byName('release NOTES')).body.map((prompt: { name: string }) => prompt.name)).toEqual(['Release notes']);
      expect((await byName('Release%')).body).toEqual([]);
      expect((await byName('Release_notes')).body).toEqual([]);
      expect((await byName('Support triage')).body).toEqual([]);
    });
  });

  describe("another user's prompt", () => {
    it('is 404 on every route, exactly like a missing one, and stays unchanged', async () => {
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const prompt = (await create(owner)).body;
      const before = await row(prompt.id);

      for (const res of [
        await t.http().get(`/api/prompts/${prompt.id}`).set(bearer(intruder.token)),
        await t.http().get(`/api/prompts/${prompt.id}/versions`).set(bearer(intruder.token)),
        await t.http().put(`/api/prompts/${prompt.id}`).set(bearer(intruder.token)).send({ content: 'Hijacked content', notes: 'mine now' }),
        await t.http().delete(`/api/prompts/${prompt.id}`).set(bearer(intruder.token)),
        await t.http().get(`/api/prompts/${MISSING_ID}`).set(bearer(intruder.token)),
        await t.http().get('/api/prompts/not-a-uuid').set(bearer(intruder.token)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Prompt not found');
      }
      expect(await row(prompt.id)).toEqual(before);
      expect(await versionRows(prompt.id)).toBe(1);
    });
  });

  describe('PUT /api/prompts/{id} and versions', () => {
    it('a new content writes version n+1 with its notes; a PUT that changes nothing writes none; a revert writes a new version naming the one it restores', async () => {
      const user = await registerUser(t);
      const prompt = (await create(user)).body;
      const put = (body: Record<string, unknown>) => t.http().put(`/api/prompts/${prompt.id}`).set(bearer(user.token)).send(body);

      const saved = await put({ content: 'Summarize the changelog below in five bullet points.', systemPrompt: GOOD_PROMPT.systemPrompt, notes: 'Updated prompt content' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ content: 'Summarize the changelog below in five bullet points.', currentVersion: 2 });

      const unchanged = await put({ content: saved.body.content, systemPrompt: GOOD_PROMPT.systemPrompt, notes: 'Updated prompt content' });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body).toEqual(saved.body);
      expect(await versionRows(prompt.id)).toBe(2);

      // The web app's revert sends content and systemPrompt only.
      const reverted = await put({ content: GOOD_PROMPT.content, systemPrompt: GOOD_PROMPT.systemPrompt });
      expect(reverted.body).toMatchObject({ content: GOOD_PROMPT.content, currentVersion: 3 });

      expect((await versions(user, prompt.id)).map(({ version, notes, content }) => ({ version, notes, content }))).toEqual([
        { version: 3, notes: 'Restored version 1', content: GOOD_PROMPT.content },
        { version: 2, notes: 'Updated prompt content', content: 'Summarize the changelog below in five bullet points.' },
        { version: 1, notes: 'Initial version', content: GOOD_PROMPT.content },
      ]);
    });

    it('a new system prompt alone is a new version; clearing it is another', async () => {
      const user = await registerUser(t);
      const prompt = (await create(user)).body;
      const put = (body: Record<string, unknown>) => t.http().put(`/api/prompts/${prompt.id}`).set(bearer(user.token)).send(body);

      expect((await put({ systemPrompt: 'You are a release manager.' })).body).toMatchObject({ systemPrompt: 'You are a release manager.', currentVersion: 2 });
      expect((await put({ systemPrompt: '' })).body).toMatchObject({ systemPrompt: null, currentVersion: 3 });
      expect((await versions(user, prompt.id))[0]).toMatchObject({ version: 3, systemPrompt: null, notes: 'Updated prompt' });
    });

    it('name, description and target model change without a new version; a taken name is 409', async () => {
      const user = await registerUser(t);
      const prompt = (await create(user)).body;
      await create(user, { ...GOOD_PROMPT, name: 'Taken' });
      const put = (body: Record<string, unknown>) => t.http().put(`/api/prompts/${prompt.id}`).set(bearer(user.token)).send(body);

      const res = await put({ name: 'Changelog summary', description: 'For the blog', llmModelDefault: 'deepseek-chat' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Changelog summary', description: 'For the blog', llmModelDefault: 'deepseek-chat', currentVersion: 1 });
      expect((await put({ name: 'CHANGELOG SUMMARY' })).body.name).toBe('CHANGELOG SUMMARY');

      const taken = await put({ name: 'taken' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('A prompt with this name already exists.');
      expect((await row(prompt.id)).name).toBe('CHANGELOG SUMMARY');
      expect(await versionRows(prompt.id)).toBe(1);
    });

    it.each([
      [{ content: 'abc' }, 'Prompt content must be at least 5 characters long'],
      [{ content: 'x'.repeat(100_001) }, 'Prompt content must be at most 100,000 characters long'],
      [{ name: 'A' }, 'Name must be at least 2 characters long'],
      [{ llmModelDefault: '' }, 'Please select a target model'],
      [{ llmModelDefault: 'nope' }, 'Unknown model "nope". Choose one from the model catalogue.'],
      [{ content: 'A valid new content', notes: 'n'.repeat(501) }, 'Notes must be at most 500 characters long'],
    ])('refuses %#: 400 with the message, nothing changed', async (body, message) => {
      const user = await registerUser(t);
      const prompt = (await create(user)).body;
      const before = await row(prompt.id);

      const res = await t.http().put(`/api/prompts/${prompt.id}`).set(bearer(user.token)).send(body);

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await row(prompt.id)).toEqual(before);
      expect(await versionRows(prompt.id)).toBe(1);
    });
  });

  describe('DELETE /api/prompts/{id}', () => {
    it('deletes the prompt and its versions, and nothing else', async () => {
      const user = await registerUser(t);
      const prompt = (await create(user)).body;
      const kept = (await create(user, { ...GOOD_PROMPT, name: 'Kept' })).body;
      await t.http().put(`/api/prompts/${prompt.id}`).set(bearer(user.token)).send({ content: 'A second version of it' });

      const res = await t.http().delete(`/api/prompts/${prompt.id}`).set(bearer(user.token));

      expect(res.status).toBe(204);
      expect(await versionRows(prompt.id)).toBe(0);
      expect((await t.http().get(`/api/prompts/${prompt.id}`).set(bearer(user.token))).status).toBe(404);
      expect((await t.http().get('/api/prompts').set(bearer(user.token))).body.map((p: { id: string }) => p.id)).toEqual([kept.id]);
      expect(await versionRows(kept.id)).toBe(1);
    });
  });
});
