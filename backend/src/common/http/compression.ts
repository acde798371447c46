import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses /api answers above 1 KB (brotli or gzip, as the client accepts; brotli at quality 4, so it
 * costs about what gzip does). Never Server-Sent Events: a compressor buffers, and each event must
 * reach the client when it is written. The built web app is compressed at build time instead
 * (common/web-app).
 */
export function compressApiAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
