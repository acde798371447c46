import { Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import Redis from 'ioredis';
import type { Job, JobHandlerFn } from './job';
import type { JobTransport } from './job-transport';
import { QueueUnavailableError } from './queue-unavailable.error';

const ENQUEUE_TIMEOUT_MS = 2_000;
const HEALTH_TIMEOUT_MS = 1_000;
const ERROR_LOG_INTERVAL_MS = 30_000;
/** Below the 30 s after which graceful shutdown gives up. */
const CLOSE_TIMEOUT_MS = 25_000;

/** Jobs through Bull queues on Redis (created by @nestjs/bull). Enqueueing fails fast when Redis is down. */
export class BullTransport implements JobTransport {
  readonly mode = 'bull' as const;
  private readonly logger = new Logger('BullQueue');
  private lastErrorLoggedAt = 0;
  /** Readiness pings Redis itself, so it tells the truth whichever queues exist. */
  private readonly probe: Redis;

  constructor(
    private readonly queues: Map<string, Queue>,
    redisUrl: string,
  ) {
    for (const queue of queues.values()) {
      // Without a listener, a Redis connection error would crash the process; log it, at most every 30 s.
      queue.on('error', (error: Error) => this.logConnectionError(queue.name, error));
    }
    this.probe = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    });
    this.probe.on('error', (error: Error) => this.logConnectionError('health probe', error));
  }

  async add<T>(queueName: string, name: string, data: T): Promise<Job<T>> {
    const queue = this.queue(queueName);
    // Checked first so no command waits in ioredis' offline queue to be replayed once Redis is back.
    if (queue.client.status !== 'ready') {
      throw new QueueUnavailableError();
    }
    const job = await withTimeout(queue.add(name, data, { removeOnComplete: 1000, removeOnFail: 5000 }), ENQUEUE_TIMEOUT_MS).catch(
      () => {
        throw new QueueUnavailableError();
      },
    );
    return { id: String(job.id), queue: queueName, name, data };
  }

  async addBulk<T>(queueName: string, name: string, data: readonly T[]): Promise<Array<Job<T>>> {
    const queue = this.queue(queueName);
    if (queue.client.status !== 'ready') {
      throw new QueueUnavailableError();
    }
    const jobs = await withTimeout(
      queue.addBulk(data.map((item) => ({ name, data: item, opts: { removeOnComplete: 1000, removeOnFail: 5000 } }))),
      ENQUEUE_TIMEOUT_MS + data.length,
    ).catch(() => {
      throw new QueueUnavailableError();
    });
    return jobs.map((job, index) => ({ id: String(job.id), queue: queueName, name, data: data[index] }));
  }

  attach(queueName: string, name: string, handler: JobHandlerFn, concurrency: number): void {
    void this.queue(queueName).process(name, concurrency, (job) =>
      handler({ id: String(job.id), queue: queueName, name, data: job.data }),
    );
  }

  async repeat(queueName: string, name: string, everyMs: number): Promise<void> {
    // Bull keys repeatable jobs by name and interval, so every worker registering it keeps a single schedule.
    await this.queue(queueName).add(name, {}, { repeat: { every: everyMs }, removeOnComplete: 100, removeOnFail: 100 });
  }

  async health(): Promise<{ up: boolean; message?: string }> {
    if (this.probe.status !== 'ready') {
      return { up: false, message: `Redis connection is ${this.probe.status}` };
    }
    try {
      await withTimeout(this.probe.ping(), HEALTH_TIMEOUT_MS);
      return { up: true };
    } catch (error) {
      return { up: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Waits for this process' running jobs, then closes the connections. A queue that never reached Redis is
   * just disconnected: Bull's close() would wait for a connection that may never come.
   */
  async close(): Promise<void> {
    await Promise.all(
      [...this.queues.values()].map((queue) =>
        queue.client.status === 'ready'
          ? withTimeout(queue.close(), CLOSE_TIMEOUT_MS).catch(() => disconnect(queue))
          : disconnect(queue),
      ),
    );
    this.probe.disconnect();
  }

  private queue(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) {
      throw new Error(`Unknown queue "${name}": add it to QUEUE_NAMES`);
    }
    return queue;
  }

  private logConnectionError(queue: string, error: Error): void {
    const now = Date.now();
    if (now - this.lastErrorLoggedAt >= ERROR_LOG_INTERVAL_MS) {
      this.lastErrorLoggedAt = now;
      this.logger.warn(`Redis unavailable for queue ${queue}: ${error.message}`);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function disconnect(queue: Queue): void {
  for (const client of queue.clients) {
    client.disconnect();
  }
}
