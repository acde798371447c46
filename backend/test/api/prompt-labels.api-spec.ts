import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { RESOLVE_SQL } from '../../src/modules/prompts/prompt-labels.service';
import { createTestApp, type TestApp } from '../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const V1 = { name: 'Support reply', content: 'Answer the customer ticket politely.', systemPrompt: 'You are a support agent.', llmModelDefault: 'gpt-4o' };

describe('prompt labels and resolve (/api/prompts/{id}/labels, /api/prompts/resolve)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  /** A prompt with versions 1..count (content "… v<n>"). */
  async function promptWithVersions(user: TestUser, count = 2, name = V1.name): Promise<string> {
    const created = await t.http().post('/api/prompts').set(bearer(user.token)).send({ ...V1, name });
    expect(created.status).toBe(201);
    for (let n = 2; n <= count; n += 1) {
      const res = await t.http().put(`/api/prompts/${created.body.id}`).set(bearer(user.token)).send({ content: `${V1.content} v${n}` });
      expect(res.status).toBe(200);
    }
    return created.body.id as string;
  }
  const setLabel = (credential: string, id: string, label: string, body: unknown) => t.http().put(`/api/prompts/${id}/labels/${label}`).set(bearer(credential)).send(body as object);
  const versionLabels = async (user: TestUser, id: string) =>
    ((await t.http().get(`/api/prompts/${id}/versions`).set(bearer(user.token))).body as Array<{ version: number; labels: string[] }>).map(({ version, labels }) => ({ version, labels }));
  const history = async (user: TestUser, id: string) =>
    ((await t.http().get(`/api/prompts/${id}/label-history`).set(bearer(user.token))).body as Array<Record<string, unknown>>).map(({ label, fromVersion, toVersion }) => ({ label, fromVersion, toVersion }));
  const labelRows = async (id: string) => Number(((await sql(t, 'SELECT count(*) AS n FROM prompt_labels WHERE prompt_id = ?', [id])) as { n: string }[])[0].n);
  const eventRows = async (id: string) => Number(((await sql(t, 'SELECT count(*) AS n FROM prompt_label_events WHERE prompt_id = ?', [id])) as { n: string }[])[0].n);

  const ROUTES: Array<[string, string, Record<string, unknown> | null]> = [
    ['put', `/api/prompts/${MISSING_ID}/labels/production`, { version: 1 }],
    ['delete', `/api/prompts/${MISSING_ID}/labels/production`, null],
    ['get', `/api/prompts/${MISSING_ID}/label-history`, null],
    ['get', '/api/prompts/resolve?name=Support%20reply', null],
  ];
  const call = (method: string, path: string, body: Record<string, unknown> | null) => {
    const req = (t.http() as unknown as Record<string, (path: string) => ReturnType<ReturnType<TestApp['http']>['get']>>)[method](path);
    return body ? req.send(body) : req;
  };

  it.each(ROUTES)('%s %s requires credentials', async (method, path, body) => {
    expect((await call(method, path, body)).status).toBe(401);
  });

  it.each(ROUTES)('%s %s is refused with 403 TRIAL_EXPIRED once the trial has ended', async (method, path, body) => {
    const user = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [user.id]);

    const res = await call(method, path, body).set(bearer(user.token));

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TRIAL_EXPIRED');
  });

  it('refuses a label move with 403 TRIAL_EXPIRED on an existing prompt, changing nothing', async () => {
    const user = await registerUser(t);
    const id = await promptWithVersions(user);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [user.id]);

    expect((await setLabel(user.token, id, 'production', { version: 1 })).status).toBe(403);
    expect(await labelRows(id)).toBe(1);
  });

  describe('latest', () => {
    it('follows the newest version by itself, and every move is in the history', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 3);

      expect(await versionLabels(user, id)).toEqual([
        { version: 3, labels: ['latest'] },
        { version: 2, labels: [] },
        { version: 1, labels: [] },
      ]);
      expect(await history(user, id)).toEqual([
        { label: 'latest', fromVersion: 2, toVersion: 3 },
        { label: 'latest', fromVersion: 1, toVersion: 2 },
        { label: 'latest', fromVersion: null, toVersion: 1 },
      ]);
    });

    it('a save that changes no content writes no version and does not move latest', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 1);

      await t.http().put(`/api/prompts/${id}`).set(bearer(user.token)).send({ description: 'only the description' });

      expect(await history(user, id)).toEqual([{ label: 'latest', fromVersion: null, toVersion: 1 }]);
    });

    it.each([['put'], ['delete']])('cannot be %s by hand: 400, nothing changed', async (method) => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user);

      const res = await call(method, `/api/prompts/${id}/labels/latest`, method === 'put' ? { version: 1 } : null).set(bearer(user.token));

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The latest label always points at the newest version and cannot be set or removed by hand.');
      expect(await versionLabels(user, id)).toEqual([
        { version: 2, labels: ['latest'] },
        { version: 1, labels: [] },
      ]);
      expect(await eventRows(id)).toBe(2);
    });
  });

  describe('PUT /api/prompts/{id}/labels/{label}', () => {
    it('sets production, moves it (one version per label), and records who moved it, from and to', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);

      const set = await setLabel(user.token, id, 'production', { version: 1 });
      expect(set.status).toBe(200);
      expect(set.body).toEqual({ label: 'production', version: 1, versionId: expect.any(String), updatedAt: expect.any(String) });
      expect(await versionLabels(user, id)).toEqual([
        { version: 2, labels: ['latest'] },
        { version: 1, labels: ['production'] },
      ]);

      const moved = await setLabel(user.token, id, 'production', { version: 2 });
      expect(moved.status).toBe(200);
      expect(moved.body.version).toBe(2);
      expect(await versionLabels(user, id)).toEqual([
        { version: 2, labels: ['latest', 'production'] },
        { version: 1, labels: [] },
      ]);

      const events = (await t.http().get(`/api/prompts/${id}/label-history`).set(bearer(user.token))).body;
      expect(events.slice(0, 2)).toEqual([
        { id: expect.any(String), label: 'production', fromVersion: 1, toVersion: 2, actorEmail: user.email, via: 'session', createdAt: expect.any(String) },
        { id: expect.any(String), label: 'production', fromVersion: null, toVersion: 1, actorEmail: user.email, via: 'session', createdAt: expect.any(String) },
      ]);
    });

    it('setting a label on the version it is on already is a no-op: no history row', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);
      await setLabel(user.token, id, 'staging', { version: 2 });
      const before = await eventRows(id);

      const res = await setLabel(user.token, id, 'staging', { version: 2 });

      expect(res.status).toBe(200);
      expect(await eventRows(id)).toBe(before);
    });

    it('works with an API key, recorded as via api-key', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);
      const { key } = await createApiKey(t, user);

      expect((await setLabel(key, id, 'production', { version: 2 })).status).toBe(200);
      const events = (await t.http().get(`/api/prompts/${id}/label-history`).set(bearer(key))).body;
      expect(events[0]).toMatchObject({ label: 'production', toVersion: 2, via: 'api-key', actorEmail: user.email });
    });

    it.each([
      ['Production', { version: 1 }, 'Label must be 1 to 32 characters: lower-case letters, digits and hyphens.'],
      ['prod_1', { version: 1 }, 'Label must be 1 to 32 characters: lower-case letters, digits and hyphens.'],
      ['x'.repeat(33), { version: 1 }, 'Label must be 1 to 32 characters: lower-case letters, digits and hyphens.'],
      ['production', {}, 'Version must be a whole number of at least 1.'],
      ['production', { version: 0 }, 'Version must be a whole number of at least 1.'],
      ['production', { version: 1.5 }, 'Version must be a whole number of at least 1.'],
      ['production', { version: 'one' }, 'Version must be a whole number of at least 1.'],
      ['production', { version: 3 }, 'Version 3 of this prompt does not exist.'],
    ])('refuses label %s with %j: 400 with the message, nothing changed', async (label, body, message) => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);

      const res = await setLabel(user.token, id, label, body);

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await labelRows(id)).toBe(1);
      expect(await eventRows(id)).toBe(2);
    });

    it('allows production plus 10 custom labels; an 11th custom one is 400', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 1);
      for (let n = 1; n <= 10; n += 1) {
        expect((await setLabel(user.token, id, `env-${n}`, { version: 1 })).status).toBe(200);
      }
      expect((await setLabel(user.token, id, 'production', { version: 1 })).status).toBe(200);

      const res = await setLabel(user.token, id, 'env-11', { version: 1 });

      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A prompt can have at most 10 custom labels besides latest and production.');
      expect(await labelRows(id)).toBe(12);
      // Moving an existing custom label is still allowed at the limit.
      await t.http().put(`/api/prompts/${id}`).set(bearer(user.token)).send({ content: 'A second version of it.' });
      expect((await setLabel(user.token, id, 'env-3', { version: 2 })).status).toBe(200);
    });
  });

  describe('DELETE /api/prompts/{id}/labels/{label}', () => {
    it('removes the label, records the removal; a label that is not set is 404', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);
      await setLabel(user.token, id, 'production', { version: 1 });

      const res = await t.http().delete(`/api/prompts/${id}/labels/production`).set(bearer(user.token));

      expect(res.status).toBe(204);
      expect(await versionLabels(user, id)).toEqual([
        { version: 2, labels: ['latest'] },
        { version: 1, labels: [] },
      ]);
      expect((await history(user, id))[0]).toEqual({ label: 'production', fromVersion: 1, toVersion: null });

      const again = await t.http().delete(`/api/prompts/${id}/labels/production`).set(bearer(user.token));
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('Label not found');
    });
  });

  describe("another user's prompt", () => {
    it('is 404 on every label route, like a missing one, and nothing changes', async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const id = await promptWithVersions(owner, 2);
      await setLabel(owner.token, id, 'production', { version: 1 });
      const before = { labels: await versionLabels(owner, id), events: await eventRows(id) };

      for (const res of [
        await setLabel(other.token, id, 'production', { version: 2 }),
        await t.http().delete(`/api/prompts/${id}/labels/production`).set(bearer(other.token)),
        await t.http().get(`/api/prompts/${id}/label-history`).set(bearer(other.token)),
        await setLabel(other.token, MISSING_ID, 'production', { version: 1 }),
        await t.http().get(`/api/prompts/not-a-uuid/label-history`).set(bearer(other.token)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Prompt not found');
      }
      const resolved = await t.http().get(`/api/prompts/resolve?name=${encodeURIComponent(V1.name)}`).set(bearer(other.token));
      expect(resolved.status).toBe(404);
      expect({ labels: await versionLabels(owner, id), events: await eventRows(id) }).toEqual(before);
    });
  });

  describe('GET /api/prompts/resolve', () => {
    it('returns the production version by name (ignoring case), with an ETag of the version id; If-None-Match gets 304', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);
      await setLabel(user.token, id, 'production', { version: 1 });

      const res = await t.http().get('/api/prompts/resolve?name=SUPPORT%20REPLY').set(bearer(user.token));

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        promptId: id,
        name: V1.name,
        content: V1.content,
        systemPrompt: V1.systemPrompt,
        version: 1,
        versionId: expect.any(String),
        labels: ['production'],
        resolvedLabel: 'production',
        model: 'gpt-4o',
      });
      expect(res.headers.etag).toBe(`"${res.body.versionId}"`);

      const cached = await t.http().get('/api/prompts/resolve?name=Support%20reply').set(bearer(user.token)).set('If-None-Match', res.headers.etag);
      expect(cached.status).toBe(304);
      expect(cached.text ?? '').toBe('');

      // Promoting version 2 changes the answer, and the old ETag no longer matches.
      await setLabel(user.token, id, 'production', { version: 2 });
      const promoted = await t.http().get('/api/prompts/resolve?name=Support%20reply&label=production').set(bearer(user.token)).set('If-None-Match', res.headers.etag);
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({ version: 2, content: `${V1.content} v2`, labels: ['latest', 'production'] });
      expect(promoted.headers.etag).toBe(`"${promoted.body.versionId}"`);
      expect(promoted.headers.etag).not.toBe(res.headers.etag);
    });

    it('works with an API key and any label', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 3);
      await setLabel(user.token, id, 'staging', { version: 2 });
      const { key } = await createApiKey(t, user);

      const res = await t.http().get('/api/prompts/resolve?name=Support%20reply&label=staging').set(bearer(key));

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ version: 2, labels: ['staging'], resolvedLabel: 'staging' });
    });

    it('without production is 404; with fallback=latest it answers the newest version', async () => {
      const user = await registerUser(t);
      await promptWithVersions(user, 2);

      const missing = await t.http().get('/api/prompts/resolve?name=Support%20reply').set(bearer(user.token));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('The prompt has no version labelled "production".');

      const fallback = await t.http().get('/api/prompts/resolve?name=Support%20reply&fallback=latest').set(bearer(user.token));
      expect(fallback.status).toBe(200);
      expect(fallback.body).toMatchObject({ version: 2, labels: ['latest'], resolvedLabel: 'latest' });
    });

    it('prefers the asked label over the fallback when both exist', async () => {
      const user = await registerUser(t);
      const id = await promptWithVersions(user, 2);
      await setLabel(user.token, id, 'production', { version: 1 });

      const res = await t.http().get('/api/prompts/resolve?name=Support%20reply&fallback=latest').set(bearer(user.token));

      expect(res.body).toMatchObject({ version: 1, resolvedLabel: 'production' });
    });

    it.each([
      ['', 'Name is required.'],
      ['?name=', 'Name is required.'],
      ['?name=Support%20reply&label=Prod', 'Label must be 1 to 32 characters: lower-case letters, digits and hyphens.'],
      ['?name=Support%20reply&fallback=production', 'fallback must be "latest" when given.'],
    ])('refuses %s: 400 with the message', async (query, message) => {
      const user = await registerUser(t);

      const res = await t.http().get(`/api/prompts/resolve${query}`).set(bearer(user.token));

      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('an unknown name is 404 Prompt not found; a % in the name is taken literally', async () => {
      const user = await registerUser(t);
      await promptWithVersions(user, 1);

      for (const name of ['Nope', 'Support%', '%']) {
        const res = await t.http().get(`/api/prompts/resolve?name=${encodeURIComponent(name)}&fallback=latest`).set(bearer(user.token));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Prompt not found');
      }
    });

    it('answers with one statement that reads only through indexes (planned with sequential scans disabled)', async () => {
      const user = await registerUser(t);
      await promptWithVersions(user, 2);
      const { MikroORM } = await import('@mikro-orm/postgresql');
      const client = (t.app.get(MikroORM).em.getConnection() as unknown as { getKnex(): { client: unknown } }).getKnex().client as {
        acquireConnection(): Promise<{ query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }>;
        releaseConnection(connection: unknown): Promise<void>;
      };
      const connection = await client.acquireConnection();
      try {
        await connection.query('BEGIN');
        // With sequential scans priced out, the planner still picks one wherever no index can serve the access.
        await connection.query('SET LOCAL enable_seqscan = off');
        const { rows } = await connection.query(`EXPLAIN (FORMAT JSON) ${RESOLVE_SQL}`, [user.id, V1.name, ['production', 'latest']]);
        const plan = JSON.stringify(rows);
        expect(plan).not.toContain('Seq Scan');
        expect(plan).toContain('prompts_user_id_lower_name_unique');
        expect(plan).toContain('prompt_labels_prompt_id_label_unique');
        expect(plan).toContain('prompt_labels_version_id_index');
      } finally {
        await connection.query('ROLLBACK');
        await client.releaseConnection(connection);
      }
    });
  });

  it('deleting a prompt deletes its labels and their history', async () => {
    const user = await registerUser(t);
    const id = await promptWithVersions(user, 2);
    await setLabel(user.token, id, 'production', { version: 1 });

    await t.http().delete(`/api/prompts/${id}`).set(bearer(user.token));

    expect(await labelRows(id)).toBe(0);
    expect(await eventRows(id)).toBe(0);
    expect(await countRows(t, 'prompts', user.id)).toBe(0);
  });
});
