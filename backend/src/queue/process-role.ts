/** `api` serves HTTP (and runs jobs only when there is no Redis); `worker` only consumes queues. */
export type ProcessRole = 'api' | 'worker';

export const PROCESS_ROLE = Symbol('PROCESS_ROLE');
