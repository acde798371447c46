'use strict';
// The engine process (engine-process.service.ts forks it): runs the engine's thread pools apart from the API process,
// every one of its threads at a lower CPU priority. Plain JavaScript, like the worker files beside it, so that the same
// file runs from src under jest and from dist.
//
// Why a process and not only lower-priority threads in the API process: V8 does every isolate's parallel and
// concurrent garbage collection on one pool of helper threads per process, at the process' priority. On 2 MB texts
// the engine threads' collections kept about a fifth of a core busy there at the request thread's priority; lowering
// those helpers inside the API process slowed the request thread's own collections instead (ARCHITECTURE.md).
const { readdirSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const { join } = require('node:path');
const { Piscina } = require('piscina');

const LOWEST_PRIORITY = 19;

/**
 * Lowers this process by `increment` (nice). Linux keeps a nice value per thread, and setpriority(2) on a thread id
 * changes that thread alone: every thread started so far (V8's helpers) is lowered here, and the threads started later
 * (the pools, libuv's) inherit the lowered value of the main thread that starts them. macOS and Windows apply it to the
 * whole process.
 */
function lowerPriority(increment) {
  const lower = (id) => setPriority(id, Math.min(LOWEST_PRIORITY, getPriority(id) + increment));
  lower(0);
  if (process.platform !== 'linux') return;
  for (const id of readdirSync('/proc/self/task').map(Number)) {
    if (id === process.pid) continue;
    try {
      lower(id);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}

const { engineThreads, niceIncrement } = JSON.parse(process.argv[2]);
lowerPriority(niceIncrement);

/** The pools by name: what the parent's `run(pool, payload)` addresses. */
const pools = {
  // Its threads build their encoders at start (engine.worker.js) and stay: a first request is as fast as a warm one.
  engine: new Piscina({ filename: join(__dirname, 'engine.worker.js'), minThreads: engineThreads, maxThreads: engineThreads, idleTimeout: Infinity }),
  // Large request bodies, apart from the engine pool so that a body never waits behind analyses; ends when idle.
  json: new Piscina({ filename: join(__dirname, 'json-body.worker.js'), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 }),
};

const send = (message) => {
  if (process.connected) process.send(message);
};

let warmThreads = 0;
pools.engine.on('message', (message) => {
  if (message?.engineWarm && ++warmThreads === engineThreads) send({ ready: true, threads: pools.engine.threads.length });
});
// A thread that fails to start before the pool is warm fails the start; a later failure is replaced by piscina and
// its task fails with the error.
pools.engine.on('error', (error) => send({ failed: { message: error?.message ?? String(error), stack: error?.stack } }));

process.on('message', (message) => {
  if (message.close) {
    // Running tasks end first (piscina's close waits for them), then the process.
    Promise.all(Object.values(pools).map((pool) => pool.close())).finally(() => process.exit(0));
    return;
  }
  const { id, pool, payload } = message;
  if (!Object.hasOwn(pools, pool)) {
    send({ id, error: { message: `Unknown engine pool "${pool}"` } });
    return;
  }
  pools[pool].run(payload).then(
    (result) => send({ id, result }),
    (error) => send({ id, error: { name: error?.name, message: error?.message ?? String(error), stack: error?.stack } }),
  );
});

// The API process ended without closing us (a crash, SIGKILL): nobody is left to answer.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal, or a supervisor's SIGTERM to the whole process group, reaches us too: the API process ends us
// once its requests have drained (the close message above), so that tasks in flight still finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);
