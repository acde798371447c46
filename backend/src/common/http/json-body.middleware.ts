import {
  BadRequestException,
  HttpException,
  Injectable,
  NestMiddleware,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { DEFAULT_JSON_LIMIT, LARGE_BODY_ROUTES, MAX_JSON_DEPTH, MULTIPART_ROUTES } from './body-limits';

type RequestWithRawBody = Request & { rawBody?: Buffer };

/**
 * Parses JSON bodies for /api routes (Nest's own parser is off), so that body errors go through the one error
 * filter: malformed JSON → 400, nested deeper than MAX_JSON_DEPTH → 400 (validation and class-transformer recurse
 * and would overflow the stack), too large → 413, a body that is not JSON → 415. Keeps the raw bytes in
 * `req.rawBody` for signature checks (payment webhooks).
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  private readonly parsers = new Map<string, RequestHandler>();

  /** Throws (rather than `next(error)`) so Nest hands body errors to the global exception filter. */
  async use(req: RequestWithRawBody, res: Response, next: NextFunction): Promise<void> {
    const path = req.originalUrl.split('?')[0];
    if (hasBody(req) && MULTIPART_ROUTES.includes(path) && req.is('multipart/form-data')) {
      next();
      return;
    }
    if (hasBody(req)) {
      if (!req.is(['application/json', '+json'])) {
        throw new UnsupportedMediaTypeException('Content-Type must be application/json.');
      }
      const limit = LARGE_BODY_ROUTES.find((route) => route.path === path || route.pattern?.test(path))?.limit ?? DEFAULT_JSON_LIMIT;
      await new Promise<void>((resolve, reject) =>
        this.parser(limit)(req, res, (error?: unknown) => (error ? reject(translate(error, limit)) : resolve())),
      );
      if (nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
        throw new BadRequestException(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
      }
    }
    next();
  }

  private parser(limit: string): RequestHandler {
    let parser = this.parsers.get(limit);
    if (!parser) {
      parser = json({
        limit,
        type: ['application/json', '+json'],
        verify: (req, _res, buffer) => {
          (req as RequestWithRawBody).rawBody = buffer;
        },
      });
      this.parsers.set(limit, parser);
    }
    return parser;
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Whether objects and arrays nest deeper than `limit` (a flat object is 1), without recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current !== null && typeof current === 'object') {
      if (depth + 1 > limit) {
        return true;
      }
      for (const child of Object.values(current)) {
        pending.push([child, depth + 1]);
      }
    }
  }
  return false;
}

function translate(error: unknown, limit: string): HttpException {
  const type = (error as { type?: string }).type;
  switch (type) {
    case 'entity.parse.failed':
      return new BadRequestException('The request body is not valid JSON.');
    case 'entity.too.large':
      return new PayloadTooLargeException(`The request body is larger than the ${limit.toUpperCase()} limit.`);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeException('The request body encoding is not supported.');
    default:
      return new BadRequestException('The request body could not be read.');
  }
}
