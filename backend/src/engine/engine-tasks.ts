import type { EngineTasks as PromptEngineTasks } from '@promptforge/prompt-engine';

/**
 * Every task the engine pool runs, by name: the types of the map that engine.worker.js builds. A new engine (document
 * generation, security scans, CSV parsing) adds its task functions to both, as plain functions of a built package.
 */
export type EngineTasks = PromptEngineTasks;
export type EngineTaskName = keyof EngineTasks & string;
export type EngineTaskInput<T extends EngineTaskName> = Parameters<EngineTasks[T]>[0];
export type EngineTaskResult<T extends EngineTaskName> = Awaited<ReturnType<EngineTasks[T]>>;

/** What the pool posts to a worker thread. */
export interface EngineTaskMessage<T extends EngineTaskName = EngineTaskName> {
  task: T;
  input: EngineTaskInput<T>;
}
