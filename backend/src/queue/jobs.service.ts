import { Inject, Injectable } from '@nestjs/common';
import type { Job } from './job';
import { JOB_TRANSPORT, type JobTransport } from './job-transport';

/** What features use to enqueue work. Throws a 503 error when the queue cannot take the job right now. */
@Injectable()
export class JobsService {
  constructor(@Inject(JOB_TRANSPORT) private readonly transport: JobTransport) {}

  get mode(): JobTransport['mode'] {
    return this.transport.mode;
  }

  enqueue<T>(queue: string, name: string, data: T): Promise<Job<T>> {
    return this.transport.add(queue, name, data);
  }

  /** Enqueues many jobs at once: one Redis round trip instead of one per job. */
  enqueueBulk<T>(queue: string, name: string, data: readonly T[]): Promise<Array<Job<T>>> {
    return data.length === 0 ? Promise.resolve([]) : this.transport.addBulk(queue, name, data);
  }

  health(): Promise<{ up: boolean; message?: string }> {
    return this.transport.health();
  }
}
