import { Client } from 'pg';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { accountWithFakeKeys, startPlaygroundWorker } from '../playground';
import { env, sleep } from '../utils';

/**
 * Issue 14 reliability with Redis: the worker running a 200-item playground run is killed (SIGKILL) in the
 * middle; a new worker finishes the run. Every item ends with one result, finished items are never called
 * again, and only calls in flight at the kill (never stored) can reach the provider a second time.
 */
jest.setTimeout(240_000);

it('a killed worker: the run completes on another worker, each item has one result, finished items are called once', async () => {
  const fake = await FakeLlmServer.start();
  fake.setDefault({ text: 'OK', delayMs: 60, usage: { inputTokens: 5, outputTokens: 1 } });
  // A short gateway time limit makes the claim lease short (time limit + 10 s).
  const workerEnv = { LLM_TIMEOUT_MS: '3000' };
  let first = startPlaygroundWorker(workerEnv);
  let second: ReturnType<typeof startPlaygroundWorker> | undefined;
  try {
    const account = await accountWithFakeKeys(fake);
    const auth = { Authorization: `Bearer ${account.token}` };
    const started = await fetch(`${env.baseUrl()}/api/playground/runs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify({
        prompts: [{ name: 'Echo', content: 'Item {{n}}: reply OK.' }],
        llm_configs: [{ model_name: 'gpt-4o', max_tokens: 10 }],
        batch_inputs: Array.from({ length: 200 }, (_, n) => ({ variables: { n: String(n) } })),
        concurrency: 8,
      }),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const state = async () => (await (await fetch(`${env.baseUrl()}/api/playground/runs/${id}`, { headers: auth })).json()) as Record<string, number | string>;

    let deadline = Date.now() + 60_000;
    while (Number((await state()).done) < 40) {
      if (Date.now() > deadline) throw new Error('the first worker made no progress');
      await sleep(50);
    }
    await first.kill();
    const atKill = await state();
    expect(Number(atKill.done)).toBeLessThan(200);

    second = startPlaygroundWorker(workerEnv);
    deadline = Date.now() + 180_000;
    while ((await state()).status !== 'completed') {
      if (Date.now() > deadline) throw new Error(`the run did not complete: ${JSON.stringify(await state())}`);
      await sleep(500);
    }
    expect(await state()).toMatchObject({ done: 200, failed: 0, pending: 0 });

    const db = new Client({ connectionString: env.databaseUrl() });
    await db.connect();
    try {
      const items = (await db.query("SELECT count(*) FILTER (WHERE status = 'done' AND output_text = 'OK') AS done FROM playground_run_items WHERE run_id = $1", [id])).rows[0];
      expect(Number(items.done)).toBe(200);
    } finally {
      await db.end();
    }
    const calls = new Map<string, number>();
    for (const request of fake.requests) {
      const content = request.body.messages[0].content as string;
      calls.set(content, (calls.get(content) ?? 0) + 1);
    }
    expect(calls.size).toBe(200);
    const twice = [...calls.values()].filter((count) => count > 1);
    // Only calls in flight when the worker died (at most the run's concurrency) may have been made twice.
    expect(twice.length).toBeLessThanOrEqual(8);
    expect(twice.every((count) => count === 2)).toBe(true);
  } finally {
    await first.kill();
    await second?.stop();
    await fake.close();
  }
});
