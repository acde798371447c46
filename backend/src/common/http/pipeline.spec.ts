import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from './pipeline';

const req = {} as Request;
const res = {} as Response;

function run(handler: RequestHandler): unknown[] {
  const calls: unknown[] = [];
  handler(req, res, ((error?: unknown) => calls.push(error ?? 'done')) as NextFunction);
  return calls;
}

describe('pipeline', () => {
  it('runs the middlewares in order, then hands over to the router once', () => {
    const order: string[] = [];
    const step = (name: string): RequestHandler => (_req, _res, next) => {
      order.push(name);
      next();
    };
    expect(run(pipeline(step('a'), step('b'), step('c')))).toEqual(['done']);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('stops at an error passed to next and gives it to the router', () => {
    const error = new Error('bad body');
    const after = jest.fn();
    const calls = run(pipeline((_req, _res, next) => next(error), after));
    expect(calls).toEqual([error]);
    expect(after).not.toHaveBeenCalled();
  });

  it('turns a thrown error into next(error)', () => {
    const error = new Error('thrown');
    const calls = run(
      pipeline(() => {
        throw error;
      }),
    );
    expect(calls).toEqual([error]);
  });

  it('lets a middleware answer without calling next', () => {
    const after = jest.fn();
    expect(run(pipeline((_req, _res) => undefined, after))).toEqual([]);
    expect(after).not.toHaveBeenCalled();
  });

  it('continues when a middleware calls next later', async () => {
    const calls: unknown[] = [];
    const done = new Promise<void>((resolve) =>
      pipeline(
        (_req, _res, next) => void setImmediate(() => next()),
        (_req, _res, next) => next(),
      )(req, res, ((error?: unknown) => {
        calls.push(error ?? 'done');
        resolve();
      }) as NextFunction),
    );
    await done;
    expect(calls).toEqual(['done']);
  });
});
