import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Job, JobHandlerFn } from './job';
import type { JobTransport } from './job-transport';

interface Lane {
  handler: JobHandlerFn;
  concurrency: number;
  waiting: Job[];
  running: number;
}

/**
 * Runs jobs inside this process when no Redis is configured, through the same handlers the worker uses.
 * Each handler has its own bounded lane, like Bull's per-name concurrency (a dependency such as p-limit is
 * ESM-only and this is a dozen lines).
 */
export class InProcessTransport implements JobTransport {
  readonly mode = 'in-process' as const;
  private readonly logger = new Logger('InProcessQueue');
  private readonly lanes = new Map<string, Lane>();
  private readonly running = new Set<Promise<void>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private accepting = true;

  /** `concurrency`: each handler's limit unless it is attached with its own. */
  constructor(private readonly concurrency: number) {}

  attach(queue: string, name: string, handler: JobHandlerFn, concurrency = this.concurrency): void {
    this.lanes.set(`${queue}:${name}`, { handler, concurrency, waiting: [], running: 0 });
  }

  async add<T>(queue: string, name: string, data: T): Promise<Job<T>> {
    const [job] = await this.addBulk(queue, name, [data]);
    return job;
  }

  async addBulk<T>(queue: string, name: string, data: readonly T[]): Promise<Array<Job<T>>> {
    if (!this.accepting) {
      throw new Error('The in-process queue is shutting down');
    }
    const lane = this.lanes.get(`${queue}:${name}`);
    if (!lane) {
      throw new Error(`No handler is registered for job ${queue}:${name}`);
    }
    const jobs = data.map((item): Job<T> => ({ id: randomUUID(), queue, name, data: item }));
    lane.waiting.push(...jobs);
    this.drain(lane);
    return jobs;
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

  private drain(lane: Lane): void {
    while (lane.running < lane.concurrency && lane.waiting.length > 0) {
      const job = lane.waiting.shift() as Job;
      lane.running += 1;
      const run: Promise<void> = lane
        .handler(job)
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error(`Job ${job.queue}:${job.name} ${job.id} failed: ${describe(error)}`))
        .finally(() => {
          lane.running -= 1;
          this.running.delete(run);
          this.drain(lane);
        });
      this.running.add(run);
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
