/** GET /api/health/ready answers, as backend/src/health/health.controller.ts sends them. */
export const READY = {
  status: 'ok',
  details: { database: { status: 'up' }, queue: { status: 'up', mode: 'bull' } },
};

export const QUEUE_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Not ready: queue is down.',
  details: {
    database: { status: 'up' },
    queue: { status: 'down', mode: 'bull', message: 'connect ECONNREFUSED 127.0.0.1:6379' },
  },
};
