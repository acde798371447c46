import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** What lowerStartupThreadsPriority needs from the system (replaced in unit tests). */
export interface ThreadPriorityAccess {
  /** Thread ids of this process, or undefined where the system does not list them. */
  threadIds(): number[] | undefined;
  getPriority(threadId: number): number;
  setPriority(threadId: number, priority: number): void;
}

const LOWEST_PRIORITY = 19;

/**
 * How much lower than the request thread the engine's threads run (nice): the worker threads of the engine and JSON
 * body pools, and V8's collector threads (lowerStartupThreadsPriority).
 */
export const ENGINE_NICE_INCREMENT = 10;

/** Linux: /proc/self/task lists the threads, and each thread has its own nice value that setpriority(2) changes. */
export const linuxThreads: ThreadPriorityAccess = {
  threadIds: () => {
    if (process.platform !== 'linux') {
      return undefined;
    }
    try {
      return readdirSync('/proc/self/task').map(Number);
    } catch {
      return undefined;
    }
  },
  getPriority,
  setPriority,
};

/**
 * Lowers the priority of every thread but the main one by `increment` (nice), and returns how many it lowered.
 *
 * Why: V8 runs the garbage collector's parallel and concurrent work for every isolate of the process on one shared
 * pool of helper threads, started with the process at its priority. The engine threads run at a lower priority than
 * the request thread, but the collection work their tokenizers cause on 2 MB texts (about a fifth of a core) did not,
 * and on a 2-core machine it took the request thread's core: the health p99 under 8 analyses fell from about 8 to
 * 6 ms once these threads were lowered too (e2e/bench section 7). The request thread's own heap is small, so its
 * collections lose little.
 *
 * Called by `lower-startup-threads.ts`, which the entry points import first: the threads then running besides the main
 * one are V8's and Node's own. libuv's pool (files, DNS, password hashing) starts with the first asynchronous call, which
 * an import of the app makes, and keeps the normal priority. Does nothing where threads are not listed (macOS, Windows).
 */
export function lowerStartupThreadsPriority(increment: number, threads: ThreadPriorityAccess = linuxThreads): number {
  const ids = threads.threadIds();
  if (!ids) {
    return 0;
  }
  let lowered = 0;
  for (const id of ids) {
    if (id === process.pid) {
      continue;
    }
    try {
      threads.setPriority(id, Math.min(LOWEST_PRIORITY, threads.getPriority(id) + increment));
      lowered++;
    } catch {
      // A thread that ended meanwhile: nothing to lower.
    }
  }
  return lowered;
}
