import { getQueueToken } from '@nestjs/bull';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bull';
import { MAINTENANCE_QUEUE } from '../../src/queue/queue-names';
import { ShutdownState } from '../../src/health/shutdown-state';
import { FixturesModule, RecordingProcessor, TEST_QUEUE } from '../support/fixtures.module';
import { errorBody } from '../support/responses';
import { adminQuery, createTestApp, createTestWorker, type TestApp } from '../support/test-app';

const withFixtures = { imports: [FixturesModule], extraQueues: [TEST_QUEUE] };

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function waitForAsync(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('jobs in-process (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none', ...withFixtures, env: { QUEUE_CONCURRENCY: '2' } });
  });
  afterAll(() => t.close());

  it('reports ready with the in-process queue', async () => {
    const res = await t.http().get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', details: { database: { status: 'up' }, queue: { status: 'up', mode: 'in-process' } } });
  });

  it('runs jobs through the same processor with bounded concurrency', async () => {
    const processor = t.app.get(RecordingProcessor);
    const labels = ['a', 'b', 'c', 'd', 'e'];
    for (const label of labels) {
      const res = await t.http().post('/api/test-fixtures/jobs').send({ label, sleepMs: 60 });
      expect(res.status).toBe(201);
    }
    await waitFor(() => processor.processed.length === labels.length);
    expect(processor.processed.map((job) => job.data.label).sort()).toEqual(labels);
    expect(processor.maxRunning).toBe(2);
  });
});

describe('jobs on Redis (Bull) with a separate worker', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  beforeAll(async () => {
    api = await createTestApp({ redis: 'real', ...withFixtures });
    worker = await createTestWorker({ database: api.database, ...withFixtures });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  it('reports ready with the Bull queue', async () => {
    const res = await api.http().get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.details.queue).toEqual({ status: 'up', mode: 'bull' });
  });

  it('the worker processes what the API enqueues; the API process does not', async () => {
    const res = await api.http().post('/api/test-fixtures/jobs').send({ label: 'via-redis' });
    expect(res.status).toBe(201);
    const inWorker = worker.get(RecordingProcessor);
    await waitFor(() => inWorker.processed.some((job) => job.id === res.body.id));
    expect(inWorker.processed.find((job) => job.id === res.body.id)?.data).toEqual({ label: 'via-redis' });
    expect(api.app.get(RecordingProcessor).processed).toEqual([]);
  });

  it('the worker keeps one daily schedule for the trial reminders', async () => {
    const maintenance = worker.get<Queue>(getQueueToken(MAINTENANCE_QUEUE), { strict: false });
    await waitForAsync(async () => (await maintenance.getRepeatableJobs()).some((job) => job.name === 'trial-reminders'));
    const schedules = (await maintenance.getRepeatableJobs()).filter((job) => job.name === 'trial-reminders');
    expect(schedules).toHaveLength(1);
    expect(Number(schedules[0].every)).toBe(24 * 60 * 60 * 1000);
  });
});

describe('Redis configured but down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'redis://127.0.0.1:1', ...withFixtures });
  });
  afterAll(() => t.close());

  it('still starts: liveness is 200, readiness is 503 naming the queue', async () => {
    expect((await t.http().get('/api/health')).status).toBe(200);
    const res = await t.http().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject(errorBody.serviceUnavailable('Not ready: queue is down.'));
    expect(res.body.details.database).toEqual({ status: 'up' });
    expect(res.body.details.queue).toMatchObject({ status: 'down', mode: 'bull' });
  });

  it('fails enqueueing fast with 503 and a clear message', async () => {
    const started = Date.now();
    const res = await t.http().post('/api/test-fixtures/jobs').send({ label: 'lost' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(errorBody.serviceUnavailable('The job queue is unavailable right now. Please try again in a moment.'));
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps serving everything else', async () => {
    const res = await t.http().post('/api/test-fixtures/echo').send({ name: 'Ana', email: 'ana@example.com' });
    expect(res.status).toBe(201);
  });
});

describe('shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('turns readiness to 503 once shutdown begins, while liveness stays 200', async () => {
    expect((await t.http().get('/api/health/ready')).status).toBe(200);
    t.app.get(ShutdownState).begin();
    const res = await t.http().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(errorBody.serviceUnavailable('Not ready: the server is shutting down.'));
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

describe('database refusing connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(async () => {
    await adminQuery(`ALTER DATABASE ${t.database} ALLOW_CONNECTIONS true`);
    await t.close();
  });

  it('turns readiness to 503 naming the database, while liveness stays 200', async () => {
    expect((await t.http().get('/api/health/ready')).status).toBe(200);
    await adminQuery(`ALTER DATABASE ${t.database} ALLOW_CONNECTIONS false`);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${t.database}'`);
    const res = await t.http().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject(errorBody.serviceUnavailable('Not ready: database is down.'));
    expect(res.body.details).toEqual({
      database: { status: 'down', message: expect.stringContaining('not currently accepting connections') },
      queue: { status: 'up', mode: 'in-process' },
    });
    expect((await t.http().get('/api/health')).status).toBe(200);
  });
});

describe('Redis down with no queue registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('readiness still reports the queue as down', async () => {
    const res = await t.http().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.details.queue).toMatchObject({ status: 'down', mode: 'bull' });
  });
});
