import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses /api answers above 1 KB (brotli or gzip, as the client accepts; brotli at quality 4, so it
 * costs about what gzip does). Never Server-Sent Events: a compressor buffers, and each event must
 * reach the client when it is written. The built web app is compressed at build time instead
 * (common/web-app). A client that accepts no encoding (most scripts and CI tools) skips the compressor entirely:
 * wrapping the response costs a fifth of what a liveness answer costs (e2e/bench section 2). Such answers still
 * carry `Vary: Accept-Encoding`, as a cache must not hand them to a client that asked for compression.
 */
export function compressApiAnswers(): RequestHandler {
  const compressor = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) {
      compressor(req, res, next);
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}
