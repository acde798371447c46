import { randomUUID } from 'node:crypto';
import { bearer, type TestUser } from './factories';
import type { TestApp } from './test-app';

/**
 * One factory per resource that a path parameter of the contract addresses, for the cross-tenant matrix
 * (`test/api/cross-tenant.api-spec.ts`). Keyed by the contract's path up to its last path parameter: every
 * operation under that prefix (`GET /api/prompts/{id}`, `GET /api/prompts/{id}/versions`, …) is called on the
 * object the factory creates. A route with a new resource fails the matrix until its entry is added here.
 *
 * A factory works only through the API, as the owner would:
 * - `create` makes one object for `owner` and returns the values of the path parameters that address it;
 * - `read` returns everything the owner can see of it (the matrix compares it before and after other users'
 *   calls), and must throw when the object is gone;
 * - `bodies` (optional) gives the request body of an operation when the one generated from the contract's
 *   schema (its required properties, from examples and constraints) is not a valid request.
 */
export interface OwnedResourceFactory {
  create(t: TestApp, owner: TestUser): Promise<Record<string, string>>;
  read(t: TestApp, owner: TestUser, params: Record<string, string>): Promise<unknown>;
  bodies?: Record<string, unknown>;
}

export const OWNED_RESOURCE_FACTORIES: Record<string, OwnedResourceFactory> = {
  '/api/prompts/{id}': {
    async create(t, owner) {
      const body = { name: `Owned ${randomUUID()}`, description: 'Owner only', content: 'Summarise the ticket for the owner.', systemPrompt: 'Be brief.' };
      return { id: (await expectStatus(t.http().post('/api/prompts').set(bearer(owner.token)).send(body), 201)).id as string };
    },
    async read(t, owner, { id }) {
      const prompt = await expectStatus(t.http().get(`/api/prompts/${id}`).set(bearer(owner.token)), 200);
      const versions = await expectStatus(t.http().get(`/api/prompts/${id}/versions`).set(bearer(owner.token)), 200);
      return { prompt, versions };
    },
  },

  // A prompt with two versions and `production` on version 1 (PUT, DELETE …/labels/{label}).
  '/api/prompts/{id}/labels/{label}': {
    async create(t, owner) {
      const body = { name: `Labelled ${randomUUID()}`, content: 'Summarise the ticket for the owner.' };
      const id = (await expectStatus(t.http().post('/api/prompts').set(bearer(owner.token)).send(body), 201)).id as string;
      await expectStatus(t.http().put(`/api/prompts/${id}`).set(bearer(owner.token)).send({ content: 'Summarise the ticket for the owner, briefly.' }), 200);
      await expectStatus(t.http().put(`/api/prompts/${id}/labels/production`).set(bearer(owner.token)).send({ version: 1 }), 200);
      return { id, label: 'production' };
    },
    async read(t, owner, { id }) {
      const versions = await expectStatus(t.http().get(`/api/prompts/${id}/versions`).set(bearer(owner.token)), 200);
      const history = await expectStatus(t.http().get(`/api/prompts/${id}/label-history`).set(bearer(owner.token)), 200);
      return { versions, history };
    },
    bodies: { 'PUT /api/prompts/{id}/labels/{label}': { version: 2 } },
  },

  '/api/rules/{id}': {
    async create(t, owner) {
      const body = { name: `Owned rule ${randomUUID()}`, content: 'Use strict TypeScript.', target_software: 'windsurf', activation: 'globs', globs: ['src/**'] };
      return { id: (await expectStatus(t.http().post('/api/rules').set(bearer(owner.token)).send(body), 201)).id as string };
    },
    async read(t, owner, { id }) {
      return expectStatus(t.http().get(`/api/rules/${id}`).set(bearer(owner.token)), 200);
    },
  },

  // A security check with findings, linked to a prompt version.
  '/api/security/checks/{id}': {
    async create(t, owner) {
      const prompt = await expectStatus(t.http().post('/api/prompts').set(bearer(owner.token)).send({ name: `Scanned ${randomUUID()}`, content: 'Reply to ana@empresa.com about the refund.' }), 201);
      const body = { text_content: 'Reply to ana@empresa.com about the refund. CPF 529.982.247-25', context: 'LGPD', prompt_id: prompt.id };
      return { id: (await expectStatus(t.http().post('/api/security/analyze-text').set(bearer(owner.token)).send(body), 200)).id as string };
    },
    async read(t, owner, { id }) {
      return expectStatus(t.http().get(`/api/security/checks/${id}`).set(bearer(owner.token)), 200);
    },
  },

  // Registration writes the welcome notifications (through POST /api/auth/register): the newest is the object.
  '/api/notifications/{id}': {
    async create(t, owner) {
      const list = await expectStatus(t.http().get('/api/notifications').set(bearer(owner.token)), 200);
      const unread = (list.notifications as Array<{ id: string; read: boolean }>).find((item) => !item.read);
      if (!unread) {
        throw new Error('the owner has no unread notification: registration should have written the welcome ones');
      }
      return { id: unread.id };
    },
    async read(t, owner, { id }) {
      const list = await expectStatus(t.http().get('/api/notifications?limit=100').set(bearer(owner.token)), 200);
      const item = (list.notifications as Array<{ id: string }>).find((candidate) => candidate.id === id);
      if (!item) {
        throw new Error(`notification ${id} is gone`);
      }
      return { item, unreadCount: list.unreadCount };
    },
  },

  '/api/api-keys/{id}': {
    async create(t, owner) {
      return { id: (await expectStatus(t.http().post('/api/api-keys').set(bearer(owner.token)).send({ name: 'Owner pipeline' }), 201)).id as string };
    },
    async read(t, owner, { id }) {
      const keys = (await expectStatus(t.http().get('/api/api-keys').set(bearer(owner.token)), 200)) as Array<{ id: string }>;
      const key = keys.find((candidate) => candidate.id === id);
      if (!key) {
        throw new Error(`API key ${id} is gone`);
      }
      return key;
    },
  },

  // Keyed by the caller: `{provider}` names the owner's slot for a provider, not an object id.
  '/api/user/provider-keys/{provider}': {
    async create(t, owner) {
      await expectStatus(t.http().put('/api/user/provider-keys/openai').set(bearer(owner.token)).send({ apiKey: 'sk-owner-secret-1234', baseUrl: 'http://127.0.0.1:9/v1' }), 200);
      return { provider: 'openai' };
    },
    async read(t, owner, { provider }) {
      const rows = (await expectStatus(t.http().get('/api/user/provider-keys').set(bearer(owner.token)), 200)) as Array<{ provider: string }>;
      return rows.find((row) => row.provider === provider);
    },
  },

  // A dry run (no provider is called) of two items; read waits for it to finish, so its state no longer moves.
  '/api/playground/runs/{id}': {
    async create(t, owner) {
      const run = {
        prompts: [{ name: 'Owned', content: 'Summarise {{ticket}} for the owner.' }],
        llm_configs: [{ model_name: 'gpt-4o', max_tokens: 100 }],
        batch_inputs: [{ variables: { ticket: 'A' } }, { variables: { ticket: 'B' } }],
        dry_run: true,
      };
      return { id: (await expectStatus(t.http().post('/api/playground/runs').set(bearer(owner.token)).send(run), 202)).id as string };
    },
    async read(t, owner, { id }) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const run = await expectStatus(t.http().get(`/api/playground/runs/${id}`).set(bearer(owner.token)), 200);
        if (run.status !== 'running') return run;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`playground run ${id} did not finish`);
    },
  },

  '/api/playground/sessions/{id}': {
    async create(t, owner) {
      const session = { name: `Owned ${randomUUID()}`, prompts: [{ name: 'Owned', content: 'Hi' }], llm_configs: [{ model_name: 'gpt-4o' }], results: [{ input_variables: {} }] };
      return { id: (await expectStatus(t.http().post('/api/playground/sessions').set(bearer(owner.token)).send(session), 201)).id as string };
    },
    async read(t, owner, { id }) {
      const sessions = (await expectStatus(t.http().get('/api/playground/sessions').set(bearer(owner.token)), 200)) as Array<{ id: string }>;
      const session = sessions.find((candidate) => candidate.id === id);
      if (!session) {
        throw new Error(`playground session ${id} is gone`);
      }
      return session;
    },
  },

  // A signed-in user's support chat conversation with one question and its answer. (Visitors' conversations, reached
  // by their token, are covered in test/api/chat.api-spec.ts.)
  '/api/chat/conversations/{id}': {
    async create(t, owner) {
      const id = (await expectStatus(t.http().post('/api/chat/conversations').set(bearer(owner.token)).send({}), 201)).id as string;
      await expectStatus(t.http().post(`/api/chat/conversations/${id}/messages`).set(bearer(owner.token)).send({ content: 'How much does the Pro plan cost?' }), 201);
      return { id };
    },
    async read(t, owner, { id }) {
      return expectStatus(t.http().get(`/api/chat/conversations/${id}`).set(bearer(owner.token)), 200);
    },
    bodies: { 'POST /api/chat/conversations/{id}/messages': { content: 'What is a context window?' } },
  },

  '/api/documentation/{id}': {
    async create(t, owner) {
      const body = { title: `Owned ${randomUUID()}`, document_type: 'PRD', content_markdown: '# Owned\n\nOnly the owner may read this.' };
      return { id: (await expectStatus(t.http().post('/api/documentation').set(bearer(owner.token)).send(body), 201)).id as string };
    },
    async read(t, owner, { id }) {
      return expectStatus(t.http().get(`/api/documentation/${id}`).set(bearer(owner.token)), 200);
    },
    bodies: { 'PUT /api/documentation/{id}': { title: 'Taken over', document_type: 'Specs', content_markdown: 'Overwritten by another user' } },
  },

  // A finished generation job (and the document it saved).
  '/api/documentation/jobs/{id}': {
    async create(t, owner) {
      const body = { document_type: 'PRD', title: `Owned ${randomUUID()}`, source_prompt_content: 'Managers can export weekly reports.' };
      const result = await expectStatus(t.http().post('/api/documentation/generate').set(bearer(owner.token)).send(body), 200);
      return { id: result.job_id as string };
    },
    async read(t, owner, { id }) {
      return expectStatus(t.http().get(`/api/documentation/jobs/${id}`).set(bearer(owner.token)), 200);
    },
  },
};

async function expectStatus(request: PromiseLike<{ status: number; body: any }>, status: number): Promise<any> {
  const res = await request;
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}
