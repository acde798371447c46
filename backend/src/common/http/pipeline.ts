import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after the other in a single router layer. Express's router pays for each of its layers on every
 * request (matching the path, trimming a mount prefix, its bookkeeping), and the steps every request goes through
 * need no routing between them. An error, passed to `next` or thrown, leaves for the router's error handlers.
 */
export function pipeline(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error) {
        done(error);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        done();
        return;
      }
      try {
        handler(req, res, next);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
