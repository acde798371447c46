// Section 8: the playground's queue. 300 jobs, each one call to a fake provider (its own process) that answers after 100 ms,
// through the product's own transports (backend/dist/src/queue: BullTransport on Redis, InProcessTransport)
// at concurrency 20, against the ideal 300 × 100 ms / 20. And enqueueing the 300 with addBulk against one add
// at a time (Bull, a paused queue, so only the enqueueing is timed).
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from './bundle.mjs';
import { median } from './util.mjs';

const ITEMS = 300;
const LATENCY_MS = 100;
const CONCURRENCY = 20;
const requireBackend = createRequire(join(REPO_ROOT, 'backend/package.json'));

/**
 * The fake provider (../fake-llm-provider.mjs) runs in a child process, as a real provider is remote: its HTTP
 * server's CPU is not the queue's cost, and in this process it would compete with the workers for every answer.
 */
async function fakeProvider() {
  const child = fork(join(REPO_ROOT, 'e2e/bench/fake-llm-provider.mjs'), [], { env: { ...process.env, LATENCY_MS: String(LATENCY_MS) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the fake provider exited with ${code}`)));
  });
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const call = (item) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/v1/chat/completions', agent, headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: `item ${item}` }] }));
    });
  const calls = () =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.calls));
      child.send('calls');
    });
  const close = () =>
    new Promise((resolve) => {
      agent.destroy();
      child.once('exit', resolve);
      child.disconnect();
    });
  return { call, calls, close };
}

/** Milliseconds from the first enqueue until every job has called the provider. */
async function drainTime(transport, provider, queueName) {
  let done = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  transport.attach(queueName, 'item', async (job) => {
    await provider.call(job.data.item);
    done += 1;
    if (done === ITEMS) finish();
  }, CONCURRENCY);
  const t0 = performance.now();
  await transport.addBulk(queueName, 'item', Array.from({ length: ITEMS }, (_, item) => ({ item })));
  await finished;
  return performance.now() - t0;
}

/** Bull's isReady() can resolve while the client still connects; the transport refuses jobs until it is ready. */
async function ready(queue) {
  await queue.isReady();
  for (let i = 0; i < 100 && queue.client.status !== 'ready'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  if (queue.client.status !== 'ready') throw new Error(`Redis client is ${queue.client.status}`);
}

export async function runQueueBench({ redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', rounds = 5, log = () => {} } = {}) {
  const { InProcessTransport } = requireBackend('./dist/src/queue/in-process.transport.js');
  const { BullTransport } = requireBackend('./dist/src/queue/bull.transport.js');
  const Queue = requireBackend('bull');
  const ideal = (ITEMS * LATENCY_MS) / CONCURRENCY;
  const provider = await fakeProvider();
  const prefix = `pfbench_${randomBytes(4).toString('hex')}`;
  const results = { idealMs: ideal, inProcessMs: [], bullMs: [], addMs: [], addBulkMs: [] };
  try {
    // Round 0 warms up both transports and both ways of enqueueing (JIT, the provider's keep-alive sockets, Bull's
    // Lua scripts) and is not counted.
    for (let round = 0; round <= rounds; round += 1) {
      const inProcess = new InProcessTransport(CONCURRENCY);
      const inProcessMs = await drainTime(inProcess, provider, 'playground');
      await inProcess.close();

      const name = `playground-${round}`;
      const queue = new Queue(name, redisUrl, { prefix });
      await ready(queue);
      const bull = new BullTransport(new Map([[name, queue]]), redisUrl);
      const bullMs = await drainTime(bull, provider, name);
      await bull.close();

      // Enqueueing only: a paused queue, so no worker competes with the timing. The order alternates per round.
      const paused = new Queue(`enqueue-${round}`, redisUrl, { prefix });
      await ready(paused);
      await paused.pause(true);
      const opts = { removeOnComplete: 1000, removeOnFail: 5000 };
      const oneAtATime = async () => {
        const t0 = performance.now();
        for (let item = 0; item < ITEMS; item += 1) await paused.add('item', { item }, opts);
        return performance.now() - t0;
      };
      const bulk = async () => {
        const t0 = performance.now();
        await paused.addBulk(Array.from({ length: ITEMS }, (_, item) => ({ name: 'item', data: { item }, opts })));
        return performance.now() - t0;
      };
      // Three of each, alternating which goes first: one enqueue of 300 takes only tens of milliseconds.
      const adds = [];
      const bulks = [];
      for (let pass = 0; pass < 3; pass += 1) {
        if ((round + pass) % 2 === 0) adds.push(await oneAtATime());
        bulks.push(await bulk());
        if ((round + pass) % 2 === 1) adds.push(await oneAtATime());
      }
      const [addMs, addBulkMs] = [median(adds), median(bulks)];
      await paused.obliterate({ force: true });
      await paused.close();
      if (round === 0) {
        log(`  warm-up (not counted): in-process ${inProcessMs.toFixed(0)} ms, Bull ${bullMs.toFixed(0)} ms, add ×300 ${addMs.toFixed(0)} ms, addBulk ${addBulkMs.toFixed(0)} ms`);
        continue;
      }
      results.inProcessMs.push(inProcessMs);
      results.bullMs.push(bullMs);
      results.addMs.push(addMs);
      results.addBulkMs.push(addBulkMs);
      log(`  round ${round}: in-process ${results.inProcessMs.at(-1).toFixed(0)} ms, Bull ${results.bullMs.at(-1).toFixed(0)} ms, add ×300 ${results.addMs.at(-1).toFixed(0)} ms, addBulk ${results.addBulkMs.at(-1).toFixed(0)} ms`);
    }
    const calls = await provider.calls();
    if (calls !== (rounds + 1) * ITEMS * 2) throw new Error(`the fake provider saw ${calls} calls, expected ${(rounds + 1) * ITEMS * 2}`);
  } finally {
    await provider.close();
    const cleanup = new Queue('cleanup', redisUrl, { prefix });
    const keys = await cleanup.client.keys(`${prefix}:*`);
    if (keys.length > 0) await cleanup.client.del(...keys);
    await cleanup.close();
  }
  return {
    idealMs: ideal,
    inProcessMs: median(results.inProcessMs),
    bullMs: median(results.bullMs),
    addMs: median(results.addMs),
    addBulkMs: median(results.addBulkMs),
  };
}
