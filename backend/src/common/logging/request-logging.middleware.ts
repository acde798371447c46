import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export type RequestWithId = Request & { id?: string };

/**
 * Gives each request an id (the caller's `X-Request-Id` when it is a sane one, else a UUID), echoes it in the response,
 * and at info and below writes one line per request when it ends: `{req: {id, method, url}, res: {statusCode},
 * responseTime}`, never headers or bodies. Health probes are left out; they would drown everything else.
 *
 * pino-http does the same but builds a child logger for every request even when no line is written: a third of the
 * CPU of an authenticated GET (e2e/bench section 2). A plain Express middleware (`configureHttp`), not a Nest one: Nest
 * binds each of its middlewares through a router layer with a path match and an async wrapper.
 */
export function requestLogging(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const logger = PinoLogger.root;
    if (logger.isLevelEnabled('info') && !req.originalUrl.startsWith('/api/health')) {
      const started = performance.now();
      res.once('close', () => {
        // The logger's serializers keep only {id, method, url} and {statusCode} of these.
        const line = { req, res, responseTime: Math.round(performance.now() - started) };
        if (!res.writableFinished) logger.warn(line, 'request aborted');
        else if (res.statusCode >= 500) logger.error(line, 'request errored');
        else logger.info(line, 'request completed');
      });
    }
    next();
  };
}
