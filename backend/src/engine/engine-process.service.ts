import { HttpException, HttpStatus, Injectable, Logger, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { AppConfig } from '../config/env';

/** Plain JavaScript beside this file, in src and in dist (see engine-host.js). */
export const ENGINE_HOST_FILE = join(__dirname, 'engine-host.js');

/**
 * How much lower than the API process every thread of the engine process runs (nice). On an idle machine the engine
 * runs at full speed; when requests and analyses compete for the CPU, requests come first. +19 was tried for the
 * threads and made the worst probes of bench section 7 worse.
 */
export const ENGINE_NICE_INCREMENT = 10;

/** The thread pools of the engine process (engine-host.js). */
export type EngineHostPool = 'engine' | 'json';

export const ENGINE_PROCESS_ENDED_MESSAGE = 'The analysis engine stopped while working on this request. Please try again.';

/** How long shutdown waits for the tasks in flight before the process is killed. */
const CLOSE_TIMEOUT_MS = 35_000;

type HostMessage =
  | { id: number; result?: unknown; error?: { name?: string; message: string; stack?: string } }
  | { ready: true; threads: number }
  | { failed: { message: string; stack?: string } };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The child process that runs the engine's thread pools (engine-host.js) at a lower CPU priority than the API, with
 * its own garbage collector threads: the engine's CPU and memory work never takes the request thread's core first.
 * Tasks and results cross the IPC channel by structured clone (`serialization: 'advanced'`), as they cross to a thread.
 * Started once, on the first `start()` or `run()`; a process that ends is started again by the next task.
 */
@Injectable()
export class EngineProcess implements OnApplicationShutdown {
  private readonly logger = new Logger(EngineProcess.name);
  private child?: ChildProcess;
  private ready?: Promise<number>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private warmedUp = false;
  private closed = false;

  constructor(private readonly config: AppConfig) {}

  /** Starts the process (once); settles with the number of engine threads once each has warmed up. */
  start(): Promise<number> {
    this.spawn();
    return this.ready as Promise<number>;
  }

  /** Runs `payload` on a thread of `pool`; rejects with the task's error, or when the process ends meanwhile. */
  run(pool: EngineHostPool, payload: unknown): Promise<unknown> {
    const child = this.spawn();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.keepAlive();
      child.send({ id, pool, payload }, (error) => {
        if (error) this.settle(id, undefined, error);
      });
    });
  }

  /** The process id while the process runs (diagnostics and tests). */
  processId(): number | undefined {
    return this.child?.pid;
  }

  /** After the HTTP server and the jobs have drained: the process ends once its running tasks have. */
  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.ref();
    if (child.connected) child.send({ close: true });
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  private spawn(): ChildProcess {
    if (this.child) {
      return this.child;
    }
    if (this.closed) {
      throw new ServiceUnavailableException('The server is shutting down.');
    }
    const options = { engineThreads: this.config.engine.workers, niceIncrement: ENGINE_NICE_INCREMENT };
    // No execArgv of ours (inspector, profiler, test runner flags): the host is plain JavaScript.
    const child = fork(ENGINE_HOST_FILE, [JSON.stringify(options)], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.warmedUp = false;
    this.ready = new Promise<number>((resolve, reject) => {
      child.on('message', (message: HostMessage) => {
        if ('ready' in message) {
          this.warmedUp = true;
          this.keepAlive();
          resolve(message.threads);
        } else if ('failed' in message) {
          reject(Object.assign(new Error(message.failed.message), { stack: message.failed.stack }));
          this.logger.error(`engine thread failed: ${message.failed.stack ?? message.failed.message}`);
        } else {
          this.settle(message.id, message.result, message.error && Object.assign(new Error(message.error.message), message.error));
        }
      });
      // The process could not be started (or signalled): the next task tries a new one.
      child.once('error', (error) => {
        reject(error);
        if (this.child === child) this.child = undefined;
        for (const id of [...this.pending.keys()]) this.settle(id, undefined, error);
      });
      child.once('exit', (code, signal) => {
        reject(new Error(`The engine process ended (${signal ?? `exit code ${code}`}) before it was ready.`));
        if (this.child === child) this.child = undefined;
        if (!this.closed) this.logger.error(`The engine process ended (${signal ?? `exit code ${code}`}); the next task starts it again.`);
        // Its tasks were lost with it (out of memory, killed): a 503 that a client may retry, as the next task starts a
        // new process.
        const lost = new HttpException({ message: ENGINE_PROCESS_ENDED_MESSAGE, retryAfter: 1 }, HttpStatus.SERVICE_UNAVAILABLE);
        for (const id of [...this.pending.keys()]) this.settle(id, undefined, lost);
      });
    });
    this.ready.catch(() => undefined);
    this.keepAlive();
    return child;
  }

  private settle(id: number, result: unknown, error: Error | undefined): void {
    const pending = this.pending.get(id);
    if (!pending) {
      return;
    }
    this.pending.delete(id);
    if (error) pending.reject(error);
    else pending.resolve(result);
    this.keepAlive();
  }

  /**
   * The process and its channel keep the API process alive only while a task or the warm-up is under way: like idle
   * worker threads, an idle engine process lets a script or a test runner end (the host ends when its channel closes).
   */
  private keepAlive(): void {
    const child = this.child;
    if (!child) {
      return;
    }
    const busy = this.pending.size > 0 || !this.warmedUp;
    const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }
}
