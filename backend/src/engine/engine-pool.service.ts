import { HttpException, HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppConfig } from '../config/env';
import type { EngineTaskInput, EngineTaskMessage, EngineTaskName, EngineTaskResult } from './engine-tasks';

/** Plain JavaScript beside this file, in src and in dist (see engine.worker.js). */
export const ENGINE_WORKER_FILE = join(__dirname, 'engine.worker.js');

/** Whether the threads start (and warm up) with the app, or on the first task (the queue worker role). */
export const ENGINE_START_AT_BOOT = Symbol('ENGINE_START_AT_BOOT');

export const ENGINE_MESSAGES = {
  perUserLimit: (limit: number) =>
    `You already have ${limit} ${limit === 1 ? 'analysis' : 'analyses'} in progress. Wait for one to finish, then try again.`,
  queueFull: 'The server is busy with other analyses right now. Please try again in a few seconds.',
} as const;

export interface EngineRunOptions {
  /** Counted against the user's limit of tasks in flight (ENGINE_MAX_PER_USER). */
  userId?: string;
}

/** Counts of tasks, for diagnostics and tests. */
export interface EnginePoolStats {
  workers: number;
  /** Tasks submitted and not yet finished (running or waiting). */
  inFlight: number;
  /** Tasks waiting for a free worker thread. */
  queued: number;
}

/** What a task is assumed to take before any has finished (Retry-After estimates). */
const INITIAL_TASK_MS = 1_000;
/** Weight of the latest task in the running average of task durations. */
const AVERAGE_WEIGHT = 0.2;
const MAX_RETRY_AFTER_SECONDS = 60;
export const ENGINE_NICE_INCREMENT = 10;

/**
 * Runs the engine's CPU-heavy functions in a pool of worker threads (piscina), so that no request waits behind another
 * one's analysis. Bounded: a user may have ENGINE_MAX_PER_USER tasks in flight (else 429), and ENGINE_MAX_QUEUE tasks
 * may wait for a thread (else 503); both answer at once with Retry-After.
 */
@Injectable()
export class EnginePool implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EnginePool.name);
  private pool?: Piscina<EngineTaskMessage, unknown>;
  private warm?: Promise<void>;
  private closed = false;
  private inFlight = 0;
  private readonly inFlightByUser = new Map<string, number>();
  private averageTaskMs = INITIAL_TASK_MS;

  constructor(
    private readonly config: AppConfig,
    @Inject(ENGINE_START_AT_BOOT) private readonly startAtBoot: boolean,
  ) {}

  /** The API starts the threads with the app and is ready only once each has built its encoders. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.startAtBoot) {
      this.start();
      await this.warm;
    }
  }

  /** Runs after the HTTP server and the jobs have drained: waits for running tasks (piscina: 30 s at most), ends the threads. */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  /**
   * Runs `task` on a worker thread; the result comes back as plain data (structured clone). Throws a 429 when the user
   * already has their limit of tasks in flight, a 503 when the queue is full.
   */
  async run<T extends EngineTaskName>(task: T, input: EngineTaskInput<T>, { userId }: EngineRunOptions = {}): Promise<EngineTaskResult<T>> {
    const pool = this.start();
    const { maxPerUser, maxQueue } = this.config.engine;
    const userTasks = userId === undefined ? 0 : (this.inFlightByUser.get(userId) ?? 0);
    if (userTasks >= maxPerUser) {
      throw this.busy(HttpStatus.TOO_MANY_REQUESTS, ENGINE_MESSAGES.perUserLimit(maxPerUser));
    }
    if (pool.queueSize >= maxQueue) {
      throw this.busy(HttpStatus.SERVICE_UNAVAILABLE, ENGINE_MESSAGES.queueFull);
    }
    this.track(userId, +1);
    const started = performance.now();
    try {
      return (await pool.run({ task, input })) as EngineTaskResult<T>;
    } finally {
      this.track(userId, -1);
      this.averageTaskMs += AVERAGE_WEIGHT * (performance.now() - started - this.averageTaskMs);
    }
  }

  stats(): EnginePoolStats {
    return { workers: this.config.engine.workers, inFlight: this.inFlight, queued: this.pool?.queueSize ?? 0 };
  }

  /** The threads now running (diagnostics and tests). */
  workerThreads(): readonly Worker[] {
    return this.pool?.threads ?? [];
  }

  /** Tasks in flight for one user. */
  inFlightFor(userId: string): number {
    return this.inFlightByUser.get(userId) ?? 0;
  }

  /** Creates the threads once; `warm` settles when every thread has warmed up (or one failed to start). */
  private start(): Piscina<EngineTaskMessage, unknown> {
    if (this.pool) {
      return this.pool;
    }
    if (this.closed) {
      throw new ServiceUnavailableException('The server is shutting down.');
    }
    const { workers } = this.config.engine;
    const pool = new Piscina<EngineTaskMessage, unknown>({
      filename: ENGINE_WORKER_FILE,
      minThreads: workers,
      maxThreads: workers,
      // Limits are enforced in run() so that they answer at once; this is only a backstop.
      maxQueue: this.config.engine.maxQueue,
      idleTimeout: Infinity,
      // Lower CPU priority (nice +10, through piscina's optional @napi-rs/nice) than the request thread: an analysis
      // then takes only the CPU that requests leave, and the API answers at once however many analyses run
      // (e2e/bench section 7). On an idle machine the threads run at full speed.
      niceIncrement: ENGINE_NICE_INCREMENT,
    });
    this.warm = new Promise<void>((resolve, reject) => {
      let warmThreads = 0;
      pool.on('message', (message: unknown) => {
        if ((message as { engineWarm?: boolean } | null)?.engineWarm && ++warmThreads === workers) {
          resolve();
        }
      });
      pool.once('error', reject);
    });
    // A thread that fails later is replaced by piscina; its task fails with the error (a 500, logged).
    pool.on('error', (error: unknown) => this.logger.error(`engine worker thread failed: ${error instanceof Error ? error.stack : String(error)}`));
    this.warm.catch(() => undefined);
    this.pool = pool;
    return pool;
  }

  private track(userId: string | undefined, delta: 1 | -1): void {
    this.inFlight += delta;
    if (userId === undefined) {
      return;
    }
    const count = (this.inFlightByUser.get(userId) ?? 0) + delta;
    if (count > 0) {
      this.inFlightByUser.set(userId, count);
    } else {
      this.inFlightByUser.delete(userId);
    }
  }

  /** 429 or 503 with Retry-After: about how long a task takes here at the moment, at least a second. */
  private busy(status: HttpStatus.TOO_MANY_REQUESTS | HttpStatus.SERVICE_UNAVAILABLE, message: string): HttpException {
    const retryAfter = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(this.averageTaskMs / 1000)));
    return new HttpException({ message, retryAfter }, status);
  }
}
