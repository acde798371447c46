/**
 * Every queue the product uses. A feature that enqueues work adds its queue here (and keeps its processor and
 * payload type in its own folder); the queue module registers each one with Bull.
 */
export const MAINTENANCE_QUEUE = 'maintenance';

/** Playground batch items, one job each (modules/playground). */
export const PLAYGROUND_QUEUE = 'playground';

/** Document generation, one job per request (modules/documentation). */
export const DOCUMENTATION_QUEUE = 'documentation';

export const QUEUE_NAMES: readonly string[] = [MAINTENANCE_QUEUE, PLAYGROUND_QUEUE, DOCUMENTATION_QUEUE];
