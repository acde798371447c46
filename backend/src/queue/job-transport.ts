import type { Job, JobHandlerFn } from './job';

/** How jobs travel: Bull on Redis, or in-process when no Redis is configured. */
export interface JobTransport {
  readonly mode: 'bull' | 'in-process';
  add<T>(queue: string, name: string, data: T): Promise<Job<T>>;
  /** Adds many jobs of one name in one round trip (Bull's addBulk). */
  addBulk<T>(queue: string, name: string, data: readonly T[]): Promise<Array<Job<T>>>;
  attach(queue: string, name: string, handler: JobHandlerFn, concurrency: number): void;
  /** Adds the job every `everyMs` from now on; repeated calls (restarts, several workers) keep one schedule. */
  repeat(queue: string, name: string, everyMs: number): Promise<void>;
  health(): Promise<{ up: boolean; message?: string }>;
  close(): Promise<void>;
}

export const JOB_TRANSPORT = Symbol('JOB_TRANSPORT');
