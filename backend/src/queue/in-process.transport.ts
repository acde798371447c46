import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Job, JobHandlerFn } from './job';
import type { JobTransport } from './job-transport';

/**
 * Runs jobs inside this process when no Redis is configured, through the same handlers the worker uses.
 * A small semaphore bounds concurrency (a dependency such as p-limit is ESM-only and this is a dozen lines).
 */
export class InProcessTransport implements JobTransport {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('InProcessQueue');
  private readonly handlers = new Map<string, JobHandlerFn>();
  private readonly waiting: Job[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private accepting = true;

  constructor(private readonly concurrency: number) {}

  attach(queue: string, name: string, handler: JobHandlerFn): void {
    this.handlers.set(`${queue}:${name}`, handler);
  }

  async add<T>(queue: string, name: string, data: T): Promise<Job<T>> {
    if (!this.accepting) {
      throw new Error('The in-process queue is shutting down');
    }
    if (!this.handlers.has(`${queue}:${name}`)) {
      throw new Error(`No handler is registered for job ${queue}:${name}`);
    }
    const job: Job<T> = { id: randomUUID(), queue, name, data };
    this.waiting.push(job);
    this.drain();
    return job;
  }

  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    const timer = setInterval(() => void this.add(queue, name, {}).catch(() => undefined), everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  async health(): Promise<{ up: boolean; message?: string }> {
    return this.accepting ? { up: true } : { up: false, message: 'shutting down' };
  }

  /** Stops taking jobs and waits for the waiting and running ones to finish. */
  async close(): Promise<void> {
    this.accepting = false;
    this.timers.forEach(clearInterval);
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running]);
    }
  }

  private drain(): void {
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift() as Job;
      const handler = this.handlers.get(`${job.queue}:${job.name}`) as JobHandlerFn;
      const run: Promise<void> = handler(job)
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error(`Job ${job.queue}:${job.name} ${job.id} failed: ${describe(error)}`))
        .finally(() => {
          this.running.delete(run);
          this.drain();
        });
      this.running.add(run);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
