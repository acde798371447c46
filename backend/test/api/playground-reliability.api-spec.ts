import { bearer, registerUser, sql, type TestUser } from '../support/factories';
import { FakeLlmServer } from '../support/fake-llm';
import { Client } from 'pg';
import { createTestApp, createTestDatabase, dropTestDatabase, type TestApp } from '../support/test-app';
import { databaseUrl } from '../support/test-env';

async function sqlOn(database: string, query: string): Promise<unknown[]> {
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

const env = (fake: FakeLlmServer) => ({ OPENAI_API_KEY: 'sk-server-openai-1234', OPENAI_BASE_URL: fake.openAiBaseUrl, LLM_DAILY_BUDGET_USD: '1000', LLM_TIMEOUT_MS: '5000' });
const batch = (rows: number, concurrency: number) => ({
  prompts: [{ name: 'Echo', content: 'Item {{n}}: reply OK.' }],
  llm_configs: [{ model_name: 'gpt-4o', max_tokens: 10 }],
  batch_inputs: Array.from({ length: rows }, (_, n) => ({ variables: { n: String(n) } })),
  concurrency,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runState(t: TestApp, user: TestUser, id: string) {
  return (await t.http().get(`/api/playground/runs/${id}`).set(bearer(user.token))).body as { status: string; done: number; failed: number; pending: number; total: number };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

/** How many times the fake provider saw each item's prompt. */
function callsPerItem(fake: FakeLlmServer): Map<string, number> {
  const calls = new Map<string, number>();
  for (const request of fake.requests) {
    const content = request.body.messages[0].content as string;
    calls.set(content, (calls.get(content) ?? 0) + 1);
  }
  return calls;
}

jest.setTimeout(120_000);

describe('playground runs survive restarts and rate limits', () => {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await FakeLlmServer.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('in-process: the API restarted in the middle of a 200-item batch finishes it; every item has one result and was called once', async () => {
    const database = await createTestDatabase();
    try {
      fake.setDefault({ text: 'OK', delayMs: 40, usage: { inputTokens: 5, outputTokens: 1 } });
      let t = await createTestApp({ redis: 'none', database, env: env(fake) });
      const user = await registerUser(t);
      const started = await t.http().post('/api/playground/runs').set(bearer(user.token)).send(batch(200, 8));
      expect(started.status).toBe(202);
      await until(async () => (await runState(t, user, started.body.id)).done >= 40, 20_000);
      // A graceful stop: calls in flight finish and are stored; jobs not started stay queued in the database.
      await t.close();
      const [stopped] = (await sqlOn(database, "SELECT count(*) FILTER (WHERE status = 'done') AS done, count(*) FILTER (WHERE status = 'running') AS running FROM playground_run_items")) as Array<{ done: string; running: string }>;
      expect(Number(stopped.done)).toBeLessThan(200);
      expect(Number(stopped.running)).toBe(0);

      t = await createTestApp({ redis: 'none', database, env: env(fake) });

      await until(async () => (await runState(t, user, started.body.id)).status === 'completed', 60_000);
      const final = await runState(t, user, started.body.id);
      expect(final).toMatchObject({ done: 200, failed: 0, pending: 0 });
      const rows = (await sql(t, 'SELECT status, count(*) AS n, min(attempts) AS min_attempts, max(attempts) AS max_attempts FROM playground_run_items GROUP BY status')) as Array<Record<string, string>>;
      expect(rows).toEqual([{ status: 'done', n: '200', min_attempts: 1, max_attempts: 1 }]);
      const calls = callsPerItem(fake);
      expect(calls.size).toBe(200);
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
      const [usage] = (await sql(t, "SELECT count(*) AS n FROM llm_calls WHERE feature = 'playground'")) as Array<{ n: string }>;
      expect(Number(usage.n)).toBe(200);
      await t.close();
    } finally {
      await dropTestDatabase(database);
    }
  });

  it('a provider answering 429 with Retry-After for a while slows the run down; no item fails', async () => {
    const t = await createTestApp({ redis: 'none', env: env(fake) });
    try {
      const user = await registerUser(t);
      fake.script(...Array.from({ length: 12 }, () => ({ status: 429, retryAfter: 1 })));
      fake.setDefault({ text: 'OK', delayMs: 10 });
      const started = await t.http().post('/api/playground/runs').set(bearer(user.token)).send(batch(30, 8));
      await until(async () => (await runState(t, user, started.body.id)).status === 'completed', 60_000);
      expect(await runState(t, user, started.body.id)).toMatchObject({ done: 30, failed: 0 });
      const calls = callsPerItem(fake);
      expect(calls.size).toBe(30);
      // Each item answered once; the 429s were retried, not failed.
      expect(fake.requests.length).toBe(30 + 12);
    } finally {
      await t.close();
    }
  });
});
