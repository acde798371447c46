import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Helmet with a strict CSP: scripts only from our origin (no inline or eval); antd's CSS-in-JS needs inline styles. */
function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Helmet's headers on every response. They depend on nothing in the request, so helmet runs once at start-up against a
 * recording response and each request gets the recorded headers: one middleware instead of helmet's chain of twelve.
 */
export function securityHeaders(): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmetMiddleware()({} as Request, recorder as unknown as Response, () => undefined);
  const recorded = [...headers];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of recorded) res.setHeader(name, value);
    next();
  };
}
