import { SetMetadata } from '@nestjs/common';

/** What a job handler receives, whichever transport ran it. */
export interface Job<T = unknown> {
  id: string;
  queue: string;
  name: string;
  data: T;
}

export type JobHandlerFn = (job: Job) => Promise<unknown>;

export const JOB_PROCESSOR_QUEUE = 'promptforge:job-processor-queue';
export const JOB_HANDLER_NAME = 'promptforge:job-handler-name';

/**
 * Marks a provider as the processor of one queue. Its `@JobHandler(name)` methods run in the worker when
 * Redis is configured, or in the API process (bounded concurrency) when it is not.
 */
export const JobProcessor = (queue: string): ClassDecorator => SetMetadata(JOB_PROCESSOR_QUEUE, queue);

export interface JobHandlerOptions {
  /** Also run this job on a schedule, every so many milliseconds (once across all workers). */
  everyMs?: number;
  /** Jobs of this name run at once per process; default QUEUE_CONCURRENCY. */
  concurrency?: number;
}

/** Marks a processor method as the handler of jobs with this name. */
export const JobHandler = (name: string, options: JobHandlerOptions = {}): MethodDecorator =>
  SetMetadata(JOB_HANDLER_NAME, { name, ...options });

export interface JobHandlerMetadata extends JobHandlerOptions {
  name: string;
}
