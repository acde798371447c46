'use strict';
// One thread of the engine pool, in the engine process (engine-host.js). Plain JavaScript over built packages, so that
// the same file runs from src under jest and from dist (a worker thread cannot load TypeScript); `nest build` copies it
// to dist.
const { parentPort } = require('node:worker_threads');
const { ENGINE_TASKS, warmUpEngine } = require('@promptforge/prompt-engine');

/** Task name → function. engine-tasks.ts gives this map its types: a new task is added to both. */
const TASKS = { ...ENGINE_TASKS };

// Built encoders and compiled engine code before the first task, so the first request is as fast as a warm one.
warmUpEngine();
parentPort?.postMessage({ engineWarm: true });

/** Runs one task; its input and result cross threads by structured clone. */
module.exports = function runEngineTask({ task, input }) {
  if (!Object.hasOwn(TASKS, task)) {
    throw new Error(`Unknown engine task "${task}"`);
  }
  return TASKS[task](input);
};
