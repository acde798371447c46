import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { LARGE_BODY_ROUTES } from '../../src/common/http/body-limits';
import { ENGINE_MESSAGES, EnginePool } from '../../src/engine/engine-pool.service';
import { ENGINE_NICE_INCREMENT, ENGINE_PROCESS_ENDED_MESSAGE, EngineProcess } from '../../src/engine/engine-process.service';
import { isProcessAlive } from '../../src/lifecycle/process-alive';
import { bearer, registerUser, type TestUser } from '../support/factories';
import { errorBody } from '../support/responses';
import { createTestApp, createTestDatabase, createTestWorker, dropTestDatabase, type TestApp } from '../support/test-app';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const MODELS = ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro', 'llama-3-70b'];

/** Prose and code (the README and the engine's sources), repeated until the request body is `bodyBytes` at most. */
function analysisBody(bodyBytes: number): { text_to_analyze: string; models: string[] } {
  const engineSources = join(REPO_ROOT, 'backend/prompt-engine/src');
  let text = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  for (const file of readdirSync(engineSources).filter((name) => name.endsWith('.ts')).sort()) {
    text += readFileSync(join(engineSources, file), 'utf8');
  }
  while (text.length < bodyBytes) text += text;
  const body = { text_to_analyze: text, models: MODELS };
  for (let excess = Buffer.byteLength(JSON.stringify(body)) - bodyBytes; excess > 0; excess = Buffer.byteLength(JSON.stringify(body)) - bodyBytes) {
    body.text_to_analyze = body.text_to_analyze.slice(0, -excess).replace(/[\ud800-\udbff]$/, '');
  }
  return body;
}

/** The largest body POST /api/analyze-tokens accepts. */
function maxBodyBytes(): number {
  const limit = LARGE_BODY_ROUTES.find((route) => route.path === '/api/analyze-tokens')?.limit ?? '';
  expect(limit).toMatch(/^\d+mb$/);
  return Number.parseInt(limit, 10) * 1024 * 1024;
}

/** Resolves once `condition` holds, checked after each turn of the event loop (no timing involved). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('engine worker pool: heavy work never blocks the API', () => {
  let t: TestApp;
  let engine: EnginePool;
  const maxSize = analysisBody(maxBodyBytes());
  // A quarter of the limit: long enough (a second or more) to still be in flight while other requests are sent.
  const long = analysisBody(maxBodyBytes() / 4);

  beforeAll(async () => {
    // One thread and one waiting task, so that two tasks fill the pool.
    t = await createTestApp({ redis: 'none', env: { ENGINE_WORKERS: '1', ENGINE_MAX_QUEUE: '1', ENGINE_MAX_PER_USER: '2' } });
    engine = t.app.get(EnginePool);
  });
  afterAll(() => t.close());

  const analyze = (user: TestUser, body: object) => t.http().post('/api/analyze-tokens').set(bearer(user.token)).send(body);
  /** Starts a request now (supertest sends on then()) and records when it completes. */
  const start = (request: PromiseLike<Response>, name: string, finished: string[]) =>
    Promise.resolve(request).then((res) => {
      finished.push(name);
      return res;
    });

  it('answers GET /api/health while a maximum-size token analysis is running, before that analysis ends', async () => {
    const user = await registerUser(t);
    const finished: string[] = [];
    expect(Buffer.byteLength(JSON.stringify(maxSize))).toBeLessThanOrEqual(maxBodyBytes());

    const analysis = start(analyze(user, maxSize), 'analysis', finished);
    // Once the task is in flight (or, were it run on the request thread, once it has ended).
    await until(() => engine.inFlightFor(user.id) === 1 || finished.length > 0);
    const health = await start(t.http().get('/api/health'), 'health', finished);

    expect(health.status).toBe(200);
    expect(engine.inFlightFor(user.id)).toBe(1);
    const analysed = await analysis;
    expect(analysed.status).toBe(200);
    expect(analysed.body.results.map((result: { model: string }) => result.model)).toEqual(MODELS);
    expect(finished).toEqual(['health', 'analysis']);
  }, 120_000);

  it('refuses a third task of the same account with 429 and Retry-After, and takes it again once one has finished', async () => {
    const user = await registerUser(t);

    const first = analyze(user, long).then((res) => res);
    const second = analyze(user, long).then((res) => res);
    await until(() => engine.inFlightFor(user.id) === 2);
    const third = await analyze(user, long);
    const tool = await t.http().post('/api/prompts/analyze').set(bearer(user.token)).send({ promptContent: 'Summarise the ticket below.' });

    for (const refused of [third, tool]) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(errorBody.tooManyRequests(ENGINE_MESSAGES.perUserLimit(2)));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(engine.inFlightFor(user.id)).toBe(0);
    expect((await analyze(user, { text_to_analyze: 'Hello there', models: ['gpt-4o'] })).status).toBe(200);
  }, 120_000);

  it('answers 503 with Retry-After at once when every thread is busy and the queue is full', async () => {
    const [running, waiting, refused] = [await registerUser(t), await registerUser(t), await registerUser(t)];

    const first = analyze(running, long).then((res) => res);
    await until(() => engine.inFlightFor(running.id) === 1);
    const second = analyze(waiting, long).then((res) => res);
    await until(() => engine.stats().queued === 1);
    const busy = await analyze(refused, { text_to_analyze: 'Hello there', models: ['gpt-4o'] });

    expect(busy.status).toBe(503);
    expect(busy.body).toEqual(errorBody.serviceUnavailable(ENGINE_MESSAGES.queueFull));
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(engine.stats()).toMatchObject({ inFlight: 2, queued: 1 });
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(engine.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  }, 120_000);
});

describe('engine process: lifecycle', () => {
  it('starts with the app, its threads warmed up, and ends when the app closes', async () => {
    const t = await createTestApp({ redis: 'none', env: { ENGINE_WORKERS: '2' } });
    const engineProcess = t.app.get(EngineProcess);
    const pid = engineProcess.processId();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(await engineProcess.start()).toBe(2);
    expect(isProcessAlive(pid as number)).toBe(true);

    await t.close();

    expect(engineProcess.processId()).toBeUndefined();
    expect(isProcessAlive(pid as number)).toBe(false);
  }, 60_000);

  // Linux keeps a priority per thread: each one of the engine process, V8's collector threads included, must be lower.
  (process.platform === 'linux' ? it : it.skip)('runs every thread of the engine process at a lower CPU priority than the API', async () => {
    const t = await createTestApp({ redis: 'none', env: { ENGINE_WORKERS: '1' } });
    try {
      const pid = t.app.get(EngineProcess).processId() as number;
      // A task started libuv's and the JSON body pool's threads as well, after the process lowered itself.
      await t.app.get(EnginePool).run('analyzeDna', { promptContent: 'You are a support agent. Classify the ticket.' });
      const threads = readdirSync(`/proc/${pid}/task`).map(Number);
      const expected = Math.min(19, getPriority(process.pid) + ENGINE_NICE_INCREMENT);

      // The main thread, one engine thread and V8's helpers at the least.
      expect(threads.length).toBeGreaterThanOrEqual(4);
      expect(threads.map((thread) => getPriority(thread))).toEqual(threads.map(() => expected));
      expect(getPriority(process.pid)).toBeLessThan(expected);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('answers 503 for the tasks a killed engine process had, and starts a new one for the next task', async () => {
    const t = await createTestApp({ redis: 'none', env: { ENGINE_WORKERS: '1' } });
    try {
      const engineProcess = t.app.get(EngineProcess);
      const engine = t.app.get(EnginePool);
      const user = await registerUser(t);
      const first = engineProcess.processId() as number;
      const analysis = t.http().post('/api/analyze-tokens').set(bearer(user.token)).send(analysisBody(maxBodyBytes() / 4)).then((res) => res);
      await until(() => engine.inFlightFor(user.id) === 1);

      process.kill(first, 'SIGKILL');
      const lost = await analysis;

      expect(lost.status).toBe(503);
      expect(lost.body).toEqual(errorBody.serviceUnavailable(ENGINE_PROCESS_ENDED_MESSAGE));
      expect(lost.headers['retry-after']).toBe('1');
      expect(engine.stats()).toMatchObject({ inFlight: 0, queued: 0 });
      const again = await t.http().post('/api/analyze-tokens').set(bearer(user.token)).send({ text_to_analyze: 'Hello there', models: ['gpt-4o'] });
      expect(again.status).toBe(200);
      expect(engineProcess.processId()).toBeDefined();
      expect(engineProcess.processId()).not.toBe(first);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('starts no engine process in the queue worker until a job runs an engine task', async () => {
    const database = await createTestDatabase();
    const worker = await createTestWorker({ database });
    try {
      const engineProcess = worker.get(EngineProcess);
      expect(engineProcess.processId()).toBeUndefined();

      const result = await worker.get(EnginePool).run('analyzeDna', { promptContent: 'You are a support agent. Classify the ticket.' });

      expect(result.engine).toBe('offline');
      expect(engineProcess.processId()).toBeDefined();
    } finally {
      await worker.close();
      await dropTestDatabase(database);
    }
  }, 60_000);
});
