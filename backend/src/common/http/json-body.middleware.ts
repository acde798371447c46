import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException, type ExceptionFilter } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { json, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import getRawBody from 'raw-body';
import { OFF_THREAD_JSON_BYTES, type JsonBodyPool } from '../../engine/json-body-pool.service';
import { DEFAULT_JSON_LIMIT, LARGE_BODY_ROUTES, MAX_JSON_DEPTH, MULTIPART_ROUTES } from './body-limits';
import { markCheckedBody } from './request-text';

type RequestWithRawBody = Request & { rawBody?: Buffer };

/**
 * Parses JSON bodies of /api routes (Nest's own parser is off), so that body errors share the one error shape:
 * malformed JSON → 400, nested deeper than MAX_JSON_DEPTH → 400 (validation and class-transformer recurse and would
 * overflow the stack), too large → 413, a body that is not JSON → 415. Keeps the raw bytes in `req.rawBody` for
 * signature checks (payment webhooks). Bodies of OFF_THREAD_JSON_BYTES or more (with a Content-Length, in UTF-8, not
 * compressed) are read here and parsed on the JSON body thread, so that large uploads never hold up the request thread.
 *
 * A plain Express middleware (`configureHttp`), not a Nest one: a request without a body (every GET) passes straight
 * through, where a Nest middleware costs a router layer with a path match and an async wrapper. Errors go to `next`,
 * and `answerBodyErrors` turns them into the API's answer.
 */
export function jsonBody(offThread: JsonBodyPool): RequestHandler {
  const parsers = new Map<string, RequestHandler>();
  const parser = (limit: string): RequestHandler => {
    let handler = parsers.get(limit);
    if (!handler) {
      handler = json({
        limit,
        type: ['application/json', '+json'],
        verify: (req, _res, buffer) => {
          (req as RequestWithRawBody).rawBody = buffer;
        },
      });
      parsers.set(limit, handler);
    }
    return handler;
  };

  const parse = async (req: RequestWithRawBody, res: Response): Promise<void> => {
    if (!req.is(['application/json', '+json'])) {
      throw new UnsupportedMediaTypeException('Content-Type must be application/json.');
    }
    const path = req.originalUrl.split('?')[0];
    const limit = LARGE_BODY_ROUTES.find((route) => route.path === path || route.pattern?.test(path))?.limit ?? DEFAULT_JSON_LIMIT;
    if (parsesOffThread(req)) {
      await parseOffThread(offThread, req, limit);
      return;
    }
    await new Promise<void>((resolve, reject) => parser(limit)(req, res, (error?: unknown) => (error ? reject(translate(error, limit)) : resolve())));
    if (nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
      throw new BadRequestException(tooDeepMessage());
    }
  };

  return (req: RequestWithRawBody, res: Response, next: NextFunction): void => {
    if (!hasBody(req) || (MULTIPART_ROUTES.includes(req.originalUrl.split('?')[0]) && req.is('multipart/form-data'))) {
      next();
      return;
    }
    parse(req, res).then(() => next(), next);
  };
}

/** Answers the errors `jsonBody` passes on through the API's exception filter (the error shape, the status). */
export function answerBodyErrors(filter: ExceptionFilter): ErrorRequestHandler {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    filter.catch(error, new ExecutionContextHost([req, res, next]));
  };
}

async function parseOffThread(offThread: JsonBodyPool, req: RequestWithRawBody, limit: string): Promise<void> {
  const bytes = await getRawBody(req, { length: req.headers['content-length'], limit }).catch((error: unknown) => {
    throw translate(error, limit);
  });
  const parsed = await offThread.parse(bytes, MAX_JSON_DEPTH);
  if (parsed.error !== undefined) {
    throw parsed.error === 'parse' ? translate({ type: 'entity.parse.failed' }, limit) : new BadRequestException(tooDeepMessage());
  }
  req.rawBody = bytes;
  req.body = parsed.value;
  if (parsed.clean) markCheckedBody(parsed.value);
}

const tooDeepMessage = () => `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/** A large body that body-parser would read as plain UTF-8 JSON (compressed or other charsets stay with it). */
function parsesOffThread(req: Request): boolean {
  const length = Number(req.headers['content-length']);
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  return length >= OFF_THREAD_JSON_BYTES && encoding === 'identity' && (charset === undefined || charset === 'utf-8' || charset === 'utf8');
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
