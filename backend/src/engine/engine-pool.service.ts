import { HttpException, HttpStatus, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/env';
import { EngineProcess } from './engine-process.service';
import type { EngineTaskInput, EngineTaskMessage, EngineTaskName, EngineTaskResult } from './engine-tasks';

/** Whether the engine process starts (and warms up) with the app, or on the first task (the queue worker role). */
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

/**
 * Runs the engine's CPU-heavy functions on the worker threads of the engine process (EngineProcess), so that no request
 * waits behind another one's analysis. Bounded: a user may have ENGINE_MAX_PER_USER tasks in flight (else 429), and
 * ENGINE_MAX_QUEUE tasks may wait for a thread (else 503); both answer at once with Retry-After.
 */
@Injectable()
export class EnginePool implements OnApplicationBootstrap {
  private inFlight = 0;
  private readonly inFlightByUser = new Map<string, number>();
  private averageTaskMs = INITIAL_TASK_MS;

  constructor(
    private readonly config: AppConfig,
    private readonly engineProcess: EngineProcess,
    @Inject(ENGINE_START_AT_BOOT) private readonly startAtBoot: boolean,
  ) {}

  /** The API starts the engine process with the app and is ready only once each thread has built its encoders. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.startAtBoot) {
      await this.engineProcess.start();
    }
  }

  /**
   * Runs `task` on an engine thread; the result comes back as plain data (structured clone). Throws a 429 when the user
   * already has their limit of tasks in flight, a 503 when the queue is full.
   */
  async run<T extends EngineTaskName>(task: T, input: EngineTaskInput<T>, { userId }: EngineRunOptions = {}): Promise<EngineTaskResult<T>> {
    const { maxPerUser, maxQueue } = this.config.engine;
    const userTasks = userId === undefined ? 0 : (this.inFlightByUser.get(userId) ?? 0);
    if (userTasks >= maxPerUser) {
      throw this.busy(HttpStatus.TOO_MANY_REQUESTS, ENGINE_MESSAGES.perUserLimit(maxPerUser));
    }
    if (this.queued() >= maxQueue) {
      throw this.busy(HttpStatus.SERVICE_UNAVAILABLE, ENGINE_MESSAGES.queueFull);
    }
    const message: EngineTaskMessage<T> = { task, input };
    const result = this.engineProcess.run('engine', message);
    this.track(userId, +1);
    const started = performance.now();
    try {
      return (await result) as EngineTaskResult<T>;
    } finally {
      this.track(userId, -1);
      this.averageTaskMs += AVERAGE_WEIGHT * (performance.now() - started - this.averageTaskMs);
    }
  }

  stats(): EnginePoolStats {
    return { workers: this.config.engine.workers, inFlight: this.inFlight, queued: this.queued() };
  }

  /** Tasks in flight for one user. */
  inFlightFor(userId: string): number {
    return this.inFlightByUser.get(userId) ?? 0;
  }

  /** Tasks beyond one per thread wait in the engine process' queue. */
  private queued(): number {
    return Math.max(0, this.inFlight - this.config.engine.workers);
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
