import { EntityManager, MikroORM, RequestContext } from '@mikro-orm/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request's entity managers, each forked from the ORM's on first use. MikroORM's own middleware forks up front,
 * and a fork (unit of work, identity map, change-set machinery) is a good part of what a request that never loads an
 * entity costs: liveness, and the authenticated lookups that are plain SQL (`direct-sql.ts`).
 */
export class LazyForks extends Map<string, EntityManager> {
  constructor(private readonly root: EntityManager) {
    super();
  }

  private forking = false;

  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While the fork is built it looks up the current context itself: like MikroORM's middleware, which forks before
    // entering the context, it then finds none.
    if (!em && name === this.root.name && !this.forking) {
      this.forking = true;
      try {
        em = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

// MikroORM keeps the context's storage to itself (6.6.16 is pinned); it is the storage EntityManager reads.
const storage = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * Runs each request in its own MikroORM request context, so every request has its own identity map. `orm` is looked
 * up on the first request (the OpenAPI writer configures HTTP on an app whose providers never start).
 */
export function requestContext(orm: () => MikroORM): RequestHandler {
  let root: EntityManager | undefined;
  return (_req: Request, _res: Response, next: NextFunction): void => {
    root ??= orm().em;
    storage.run(new RequestContext(new LazyForks(root)), next);
  };
}
