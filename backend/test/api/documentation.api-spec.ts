import { generateDocument } from '@promptforge/prompt-engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { createTestApp, createTestWorker, type TestApp } from '../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BRIEF = 'TaskPilot is a web app for small teams. Team leads can create projects and assign tasks to members. Managers want to export weekly reports so that they can share status. The board must load in under 2 seconds.';
const GENERATE = { document_type: 'PRD', title: 'TaskPilot PRD', source_prompt_content: BRIEF, config_options: { prd_sections: ['introduction', 'user_stories', 'acceptance_criteria'], detail_level: 'balanced' } };
const SAVE = { title: 'My doc', document_type: 'Architecture', content_markdown: '# Arch\n\nBody' };
const FIXTURES = join(__dirname, '../../prompt-engine/src/documentation/__fixtures__');

const ROUTES: Array<[string, string, unknown]> = [
  ['get', '/api/documentation', null],
  ['post', '/api/documentation', SAVE],
  ['get', `/api/documentation/${MISSING_ID}`, null],
  ['put', `/api/documentation/${MISSING_ID}`, SAVE],
  ['delete', `/api/documentation/${MISSING_ID}`, null],
  ['post', '/api/documentation/generate', GENERATE],
  ['get', `/api/documentation/jobs/${MISSING_ID}`, null],
  ['post', '/api/documentation/analyze-dependencies', null],
];

describe('documentation API (in-process queue)', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body: unknown) => {
    const req = (t.http() as unknown as Record<string, (path: string) => ReturnType<ReturnType<TestApp['http']>['get']>>)[method](path);
    return body ? req.send(body as object) : req;
  };
  const as = (who: TestUser | string) => bearer(typeof who === 'string' ? who : who.token);

  it.each(ROUTES)('%s %s requires credentials', async (method, path, body) => {
    expect((await call(method, path, body)).status).toBe(401);
  });

  it.each(ROUTES)('%s %s is refused with 403 TRIAL_EXPIRED once the trial has ended, changing nothing', async (method, path, body) => {
    const expired = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [expired.id]);
    const res = await call(method, path, body).set(as(expired));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_EXPIRED');
    expect(await countRows(t, 'documents', expired.id)).toBe(0);
    expect(await countRows(t, 'documentation_jobs', expired.id)).toBe(0);
  });

  it('generates through the queue: the offline engine document, saved, and the job completed', async () => {
    const res = await t.http().post('/api/documentation/generate').set(as(user)).send(GENERATE);
    expect(res.status).toBe(200);
    const expected = generateDocument({ documentType: 'PRD', title: 'TaskPilot PRD', source: BRIEF, config: GENERATE.config_options as never }).content_markdown;
    expect(res.body.content_markdown).toBe(expected);
    expect(res.body.document).toMatchObject({ title: 'TaskPilot PRD', document_type: 'PRD', content_markdown: expected });
    const job = await t.http().get(`/api/documentation/jobs/${res.body.job_id}`).set(as(user));
    expect(job.body).toMatchObject({ status: 'completed', error: null, document: { id: res.body.document.id } });
    const stored = await t.http().get(`/api/documentation/${res.body.document.id}`).set(as(user));
    expect(stored.body.content_markdown).toBe(expected);
  });

  it('defaults: type PRD and its default sections when only source and title are sent', async () => {
    const res = await t.http().post('/api/documentation/generate').set(as(user)).send({ source_prompt_content: BRIEF, title: 'Defaults' });
    expect(res.status).toBe(200);
    expect([...res.body.content_markdown.matchAll(/^## (.+)$/gm)].map((m: RegExpMatchArray) => m[1])).toEqual(['Introduction', 'Problem Statement', 'User Stories', 'Requirements', 'Acceptance Criteria']);
  });

  it.each([
    [{ title: 'T' }, 'Please enter some content to generate the document.'],
    [{ title: 'T', source_prompt_content: '   ' }, 'Please enter some content to generate the document.'],
    [{ source_prompt_content: 'x' }, 'Please enter a title for your document.'],
    [{ source_prompt_content: 'x', title: '  ' }, 'Please enter a title for your document.'],
    [{ source_prompt_content: 'x', title: 'T', document_type: 'Novel' }, 'document_type must be one of: PRD, Architecture, Specs, SystemMessage, API, TechStack'],
    [{ source_prompt_content: 'x', title: 'T', config_options: { detail_level: 'max' } }, 'detail_level must be one of: high, balanced, detailed'],
    [{ source_prompt_content: 'x', title: 'T', config_options: { prd_sections: ['intro'] } }, 'prd_sections must be a list of: introduction, problem_statement, user_stories, requirements, acceptance_criteria, technical_requirements, dependencies, success_metrics, future_scope'],
    [{ source_prompt_content: 'x', title: 'x'.repeat(201) }, 'title must be at most 200 characters long'],
  ])('generate refuses %j with 400 and the message, writing nothing', async (body, message) => {
    const who = await registerUser(t);
    const res = await t.http().post('/api/documentation/generate').set(as(who)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(t, 'documentation_jobs', who.id)).toBe(0);
    expect(await countRows(t, 'documents', who.id)).toBe(0);
  });

  it('CRUD: create, list newest first, read, update, delete', async () => {
    const who = await registerUser(t);
    const first = await t.http().post('/api/documentation').set(as(who)).send(SAVE);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ title: 'My doc', document_type: 'Architecture', content_markdown: '# Arch\n\nBody' });
    const second = await t.http().post('/api/documentation').set(as(who)).send({ ...SAVE, title: 'Second' });
    const list = await t.http().get('/api/documentation').set(as(who));
    expect(list.body.map((d: { title: string }) => d.title)).toEqual(['Second', 'My doc']);
    const updated = await t.http().put(`/api/documentation/${first.body.id}`).set(as(who)).send({ title: 'Renamed', document_type: 'Specs', content_markdown: 'New body' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: first.body.id, title: 'Renamed', document_type: 'Specs', content_markdown: 'New body' });
    expect((await t.http().delete(`/api/documentation/${second.body.id}`).set(as(who))).status).toBe(204);
    expect((await t.http().get(`/api/documentation/${second.body.id}`).set(as(who))).status).toBe(404);
    expect(await countRows(t, 'documents', who.id)).toBe(1);
  });

  it('accepts content of 1 MB and refuses more', async () => {
    const who = await registerUser(t);
    const big = 'a'.repeat(1024 * 1024);
    expect((await t.http().post('/api/documentation').set(as(who)).send({ ...SAVE, content_markdown: big })).status).toBe(201);
    const res = await t.http().post('/api/documentation').set(as(who)).send({ ...SAVE, content_markdown: `${big}a` });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('content_markdown must be at most 1 MB');
  });

  it.each([
    [{ ...SAVE, content_markdown: '  \n ' }, 'Document content cannot be empty.'],
    [{ ...SAVE, title: '' }, 'Please enter a title for your document.'],
    [{ ...SAVE, document_type: 'prd' }, 'document_type must be one of: PRD, Architecture, Specs, SystemMessage, API, TechStack'],
    [{ ...SAVE, extra: 1 }, 'property extra should not exist'],
  ])('save refuses %j with 400 and the message', async (body, message) => {
    const who = await registerUser(t);
    const created = await t.http().post('/api/documentation').set(as(who)).send(SAVE);
    const res = await t.http().post('/api/documentation').set(as(who)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const put = await t.http().put(`/api/documentation/${created.body.id}`).set(as(who)).send(body);
    expect(put.status).toBe(400);
    expect((await t.http().get(`/api/documentation/${created.body.id}`).set(as(who))).body).toEqual(created.body);
  });

  it("another user's document and job are 404, and stay unchanged", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const doc = (await t.http().post('/api/documentation').set(as(owner)).send(SAVE)).body;
    const generated = (await t.http().post('/api/documentation/generate').set(as(owner)).send(GENERATE)).body;
    for (const [method, path, body] of [
      ['get', `/api/documentation/${doc.id}`, null],
      ['put', `/api/documentation/${doc.id}`, { ...SAVE, title: 'Stolen' }],
      ['delete', `/api/documentation/${doc.id}`, null],
      ['get', `/api/documentation/jobs/${generated.job_id}`, null],
      ['get', '/api/documentation/not-a-uuid', null],
    ] as const) {
      const res = await call(method, path, body).set(as(other));
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^(Document not found|Documentation job not found)$/);
    }
    expect((await t.http().get('/api/documentation').set(as(other))).body).toEqual([]);
    expect((await t.http().get(`/api/documentation/${doc.id}`).set(as(owner))).body).toEqual(doc);
  });

  it('works with an API key as the credential', async () => {
    const who = await registerUser(t);
    const { key } = await createApiKey(t, who);
    const res = await t.http().post('/api/documentation/generate').set(bearer(key)).send({ ...GENERATE, document_type: 'Architecture', config_options: { architecture_approach: 'layered' } });
    expect(res.status).toBe(200);
    expect(res.body.content_markdown).toContain('```mermaid');
    expect((await t.http().get('/api/documentation').set(bearer(key))).body).toHaveLength(1);
  });

  describe('POST /analyze-dependencies', () => {
    const upload = (who: TestUser) => t.http().post('/api/documentation/analyze-dependencies').set(as(who));

    it('analyzes two real manifests and answers the analysis prompt', async () => {
      const res = await upload(user)
        .attach('files', join(FIXTURES, 'nestjs-core.package.json'), 'package.json')
        .attach('files', join(FIXTURES, 'go.mod'), 'go.mod')
        .field('analysis_types', 'dependencies,security');
      expect(res.status).toBe(200);
      expect(res.body.files).toEqual([{ name: 'package.json', ecosystem: 'npm', dependencies: 6 }, { name: 'go.mod', ecosystem: 'go', dependencies: 4 }]);
      expect(res.body.checks.map((c: { type: string }) => c.type)).toEqual(['dependencies', 'security']);
      expect(res.body.analysis_prompt).toContain('Ecosystem go:');
      expect(res.body.analysis_prompt).toContain('- Duplicated frameworks: Gin + Echo');
    });

    it('refuses an 11th file, a 2 MB file, a bad extension, a malformed manifest and no files, with messages', async () => {
      const eleven = upload(user);
      for (let i = 0; i < 11; i++) eleven.attach('files', Buffer.from('{}'), 'package.json');
      const tooMany = await eleven;
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('At most 10 files can be analyzed at once.');

      const big = await upload(user).attach('files', Buffer.alloc(2 * 1024 * 1024, 32), 'package.json');
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('Each file must be at most 1 MB.');

      const exe = await upload(user).attach('files', Buffer.from('MZ'), 'setup.exe');
      expect(exe.status).toBe(400);
      expect(exe.body.message).toMatch(/^setup\.exe: unsupported file type/);

      const broken = await upload(user).attach('files', Buffer.from('module x\nrequire (\n'), 'go.mod');
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('go.mod could not be parsed: the "require (" block is never closed');

      const xxe = await upload(user).attach('files', Buffer.from(readFileSync(join(FIXTURES, 'pom.xml'), 'utf8').replace('<project', '<!DOCTYPE project [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<project')), 'pom.xml');
      expect(xxe.status).toBe(400);
      expect(xxe.body.message).toMatch(/^pom\.xml could not be parsed: DOCTYPE and ENTITY/);

      const none = await upload(user).field('analysis_types', 'dependencies');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Please select dependency files to analyze.');

      const json = await t.http().post('/api/documentation/analyze-dependencies').set(as(user)).send({ files: [] });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('Send the files as multipart/form-data in the "files" field.');

      const badType = await upload(user).attach('files', Buffer.from('{}'), 'package.json').field('analysis_types', 'speed');
      expect(badType.status).toBe(400);
      expect(badType.body.message).toBe('analysis_types must be a list of: dependencies, security, performance, licensing, updates');
    });
  });
});

describe('documentation API: 202 when the job outlasts DOCS_SYNC_TIMEOUT_MS', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers 202 with the job, which GET /jobs/{id} follows to completion', async () => {
    t = await createTestApp({ redis: 'none', env: { DOCS_SYNC_TIMEOUT_MS: '0' } });
    const who = await registerUser(t);
    const res = await t.http().post('/api/documentation/generate').set(bearer(who.token)).send(GENERATE);
    expect(res.status).toBe(202);
    expect(['queued', 'running', 'completed']).toContain(res.body.status);
    let job = res.body;
    for (let i = 0; i < 100 && job.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await t.http().get(`/api/documentation/jobs/${res.body.id}`).set(bearer(who.token))).body;
    }
    expect(job.status).toBe('completed');
    expect(job.document.content_markdown).toContain('## User Stories');
    expect(await countRows(t, 'documents', who.id)).toBe(1);
  });
});

describe('documentation API with Redis: the worker process runs the job', () => {
  let api: TestApp;
  let worker: Awaited<ReturnType<typeof createTestWorker>>;

  beforeAll(async () => {
    api = await createTestApp({ redis: 'real' });
    worker = await createTestWorker({ database: api.database });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  it('generates through Bull and answers the saved document', async () => {
    const who = await registerUser(api);
    const res = await api.http().post('/api/documentation/generate').set(bearer(who.token)).send({ ...GENERATE, document_type: 'Specs', config_options: { spec_format: 'database_schema' } });
    expect(res.status).toBe(200);
    expect(res.body.content_markdown).toContain('CREATE TABLE');
    const job = (await api.http().get(`/api/documentation/jobs/${res.body.job_id}`).set(bearer(who.token))).body;
    expect(job.status).toBe('completed');
  });
});

describe('documentation API with a model the user can run', () => {
  let fake: FakeLlmServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    t = await createTestApp({ redis: 'none', env: { OPENAI_API_KEY: 'sk-server-openai-1234', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '1000', LLM_MAX_RETRIES: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('the model writes the document through the gateway (usage recorded); an unknown model is a 400', async () => {
    const who = await registerUser(t);
    fake.setDefault({ text: '## Overview\n\nWritten by the model.', usage: { inputTokens: 120, outputTokens: 40 } });
    const res = await t.http().post('/api/documentation/generate').set(bearer(who.token)).send({ ...GENERATE, model: 'gpt-4o' });
    expect(res.status).toBe(200);
    expect(res.body.content_markdown).toBe('# TaskPilot PRD\n\n## Overview\n\nWritten by the model.\n');
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0].body)).toContain('TaskPilot is a web app');
    const calls = (await sql(t, 'SELECT feature, model, outcome FROM llm_calls WHERE user_id = ?', [who.id])) as Array<Record<string, string>>;
    expect(calls).toEqual([{ feature: 'documentation', model: 'gpt-4o', outcome: 'ok' }]);

    const unknown = await t.http().post('/api/documentation/generate').set(bearer(who.token)).send({ ...GENERATE, model: 'gpt-9-imaginary' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown model "gpt-9-imaginary".');
    expect(await countRows(t, 'documents', who.id)).toBe(1);
  });

  it('a failing model call fails the job with its message and leaves no document', async () => {
    const who = await registerUser(t);
    fake.setDefault({ status: 500, errorMessage: 'upstream broke' });
    const res = await t.http().post('/api/documentation/generate').set(bearer(who.token)).send({ ...GENERATE, model: 'gpt-4o' });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('');
    expect(await countRows(t, 'documents', who.id)).toBe(0);
    const jobs = (await sql(t, 'SELECT status, document_id FROM documentation_jobs WHERE user_id = ?', [who.id])) as Array<Record<string, string | null>>;
    expect(jobs).toEqual([{ status: 'failed', document_id: null }]);
  });
});
