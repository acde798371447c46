import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Pages (the web app, the API reference): a strict CSP with scripts only from our origin; antd's CSS-in-JS needs inline styles. */
function pageHelmet() {
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
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * API answers (JSON, event streams, downloads) are never rendered as documents, so they get what matters for them
 * (OWASP REST Security Cheat Sheet): a CSP that allows nothing and no framing, nosniff, HSTS, same-origin resource
 * policy, no referrer. The document-only headers (opener policy, origin-agent cluster, DNS prefetch, legacy IE and
 * Flash ones) would add some 400 bytes to every answer for nothing.
 */
function apiHelmet() {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** The headers a helmet configuration sets; they depend on nothing in the request. */
function record(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  return [...headers];
}

/** `/api/…` except the API reference pages (`/api/docs`, Swagger UI), which are documents. */
export function isApiAnswer(url: string): boolean {
  return (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) && !url.startsWith('/api/docs');
}

/**
 * Helmet's headers on every response, recorded once at start-up for pages and for API answers: each request gets
 * the recorded set for its path, one middleware instead of helmet's chain of twelve.
 */
export function securityHeaders(): RequestHandler {
  const page = record(pageHelmet());
  const api = record(apiHelmet());
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of isApiAnswer(req.url) ? api : page) res.setHeader(name, value);
    next();
  };
}
