import { ENGINE_NICE_INCREMENT, lowerStartupThreadsPriority } from './thread-priority';

// The entry points (main.ts, worker.ts) import this file before the app: V8's collector threads, which also do the
// engine threads' collections, then run at the engine threads' priority, and libuv's pool, started by a later import,
// keeps the normal one.
lowerStartupThreadsPriority(ENGINE_NICE_INCREMENT);
