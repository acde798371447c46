import { Client } from 'pg';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { accountWithFakeKeys, startPlaygroundWorker, type PlaygroundWorker } from '../playground';
import { env, sleep } from '../utils';

/**
 * Issue 14 reliability with Redis: the worker running a 200-item playground run is killed in the middle and a new
 * worker finishes the run. Killed as `kill` and container runtimes do (SIGTERM), it finishes the calls in flight and
 * stores them, so the provider sees every item exactly once. Killed with no shutdown at all (SIGKILL, a machine
 * dying), finished items are still never called again; only the calls in flight at that instant, whose answers
 * were never stored, reach the provider a second time.
 */
jest.setTimeout(240_000);

const CONCURRENCY = 8;

/** Runs a 200-item batch, ends the first worker with `end` after 40 items, finishes on a second worker. */
async function runAcrossWorkerLoss(end: (worker: PlaygroundWorker) => Promise<void>): Promise<Map<string, number>> {
  const fake = await FakeLlmServer.start();
  fake.setDefault({ text: 'OK', delayMs: 60, usage: { inputTokens: 5, outputTokens: 1 } });
  // A short gateway time limit makes the claim lease short (time limit + 10 s).
  const workerEnv = { LLM_TIMEOUT_MS: '3000' };
  const first = startPlaygroundWorker(workerEnv);
  let second: PlaygroundWorker | undefined;
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
        concurrency: CONCURRENCY,
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
    await end(first);
    const atEnd = await state();
    expect(Number(atEnd.done)).toBeLessThan(200);

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
    return calls;
  } finally {
    await first.kill();
    await second?.stop();
    await fake.close();
  }
}

it('a worker killed with SIGTERM: the run completes on another worker and the provider saw each item exactly once', async () => {
  const calls = await runAcrossWorkerLoss((worker) => worker.stop());
  expect([...calls.values()].filter((count) => count !== 1)).toEqual([]);
});

it('a worker killed with SIGKILL: the run completes, each item has one result, finished items are called once', async () => {
  const calls = await runAcrossWorkerLoss((worker) => worker.kill());
  const twice = [...calls.values()].filter((count) => count > 1);
  // Only calls in flight when the worker died (at most the run's concurrency) may have been made twice.
  expect(twice.length).toBeLessThanOrEqual(CONCURRENCY);
  expect(twice.every((count) => count === 2)).toBe(true);
});
