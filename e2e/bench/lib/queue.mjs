// Section 7: the playground's queue. 300 jobs, each one call to a fake provider that answers after 100 ms,
// through the product's own transports (backend/dist/src/queue: BullTransport on Redis, InProcessTransport)
// at concurrency 20, against the ideal 300 × 100 ms / 20. And enqueueing the 300 with addBulk against one add
// at a time (Bull, a paused queue, so only the enqueueing is timed).
import { createServer, Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT } from './bundle.mjs';
import { median } from './util.mjs';

const ITEMS = 300;
const LATENCY_MS = 100;
const CONCURRENCY = 20;
const requireBackend = createRequire(join(REPO_ROOT, 'backend/package.json'));

/** An OpenAI-shaped fake provider that answers every request after LATENCY_MS. */
async function fakeProvider() {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        calls += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'OK' } }], usage: { prompt_tokens: 5, completion_tokens: 1 } }));
      }, LATENCY_MS),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
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
  return { call, calls: () => calls, close: () => new Promise((resolve) => { agent.destroy(); server.close(resolve); }) };
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

export async function runQueueBench({ redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', rounds = 3, log = () => {} } = {}) {
  const { InProcessTransport } = requireBackend('./dist/src/queue/in-process.transport.js');
  const { BullTransport } = requireBackend('./dist/src/queue/bull.transport.js');
  const Queue = requireBackend('bull');
  const ideal = (ITEMS * LATENCY_MS) / CONCURRENCY;
  const provider = await fakeProvider();
  const prefix = `pfbench_${randomBytes(4).toString('hex')}`;
  const results = { idealMs: ideal, inProcessMs: [], bullMs: [], addMs: [], addBulkMs: [] };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const inProcess = new InProcessTransport(CONCURRENCY);
      results.inProcessMs.push(await drainTime(inProcess, provider, 'playground'));
      await inProcess.close();

      const name = `playground-${round}`;
      const queue = new Queue(name, redisUrl, { prefix });
      await ready(queue);
      const bull = new BullTransport(new Map([[name, queue]]), redisUrl);
      results.bullMs.push(await drainTime(bull, provider, name));
      await bull.close();

      // Enqueueing only: a paused queue, so no worker competes with the timing.
      const paused = new Queue(`enqueue-${round}`, redisUrl, { prefix });
      await ready(paused);
      await paused.pause(true);
      let t0 = performance.now();
      for (let item = 0; item < ITEMS; item += 1) await paused.add('item', { item }, { removeOnComplete: 1000, removeOnFail: 5000 });
      results.addMs.push(performance.now() - t0);
      t0 = performance.now();
      await paused.addBulk(Array.from({ length: ITEMS }, (_, item) => ({ name: 'item', data: { item }, opts: { removeOnComplete: 1000, removeOnFail: 5000 } })));
      results.addBulkMs.push(performance.now() - t0);
      await paused.obliterate({ force: true });
      await paused.close();
      log(`  round ${round + 1}: in-process ${results.inProcessMs.at(-1).toFixed(0)} ms, Bull ${results.bullMs.at(-1).toFixed(0)} ms, add ×300 ${results.addMs.at(-1).toFixed(0)} ms, addBulk ${results.addBulkMs.at(-1).toFixed(0)} ms`);
    }
    if (provider.calls() !== rounds * ITEMS * 2) throw new Error(`the fake provider saw ${provider.calls()} calls, expected ${rounds * ITEMS * 2}`);
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
