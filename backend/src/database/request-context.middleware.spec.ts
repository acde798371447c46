import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/core';
import { requestContext } from './request-context.middleware';

/** A stand-in for the ORM's root manager: counts forks, each fork a distinct object. */
function fakeOrm() {
  const forks: object[] = [];
  const root = {
    name: 'default',
    fork: jest.fn(() => {
      // A real fork looks up the current context while it is built.
      RequestContext.getEntityManager();
      const fork = { forkNumber: forks.length + 1 };
      forks.push(fork);
      return fork;
    }),
  };
  return { orm: { em: root as unknown as EntityManager } as MikroORM, root, forks };
}

function inRequest<T>(middleware: ReturnType<typeof requestContext>, work: () => T): T {
  let result!: T;
  middleware({} as never, {} as never, () => {
    result = work();
  });
  return result;
}

describe('requestContext()', () => {
  it('forks once per request, on first use, and keeps that fork for the whole request', () => {
    const { orm, root } = fakeOrm();
    const middleware = requestContext(() => orm);
    const [first, again] = inRequest(middleware, () => [RequestContext.getEntityManager(), RequestContext.getEntityManager()]);
    expect(root.fork).toHaveBeenCalledTimes(1);
    expect(root.fork).toHaveBeenCalledWith({ useContext: true, disableContextResolution: true });
    expect(again).toBe(first);
  });

  it('gives each request its own fork', () => {
    const { orm } = fakeOrm();
    const middleware = requestContext(() => orm);
    const one = inRequest(middleware, () => RequestContext.getEntityManager());
    const two = inRequest(middleware, () => RequestContext.getEntityManager());
    expect(one).not.toBe(two);
  });

  it('does not fork for a request that never uses the entity manager', () => {
    const { orm, root } = fakeOrm();
    inRequest(requestContext(() => orm), () => RequestContext.currentRequestContext());
    expect(root.fork).not.toHaveBeenCalled();
  });

  it('keeps the context across awaits', async () => {
    const { orm } = fakeOrm();
    const middleware = requestContext(() => orm);
    const [before, after] = await inRequest(middleware, async () => {
      const em = RequestContext.getEntityManager();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [em, RequestContext.getEntityManager()];
    });
    expect(after).toBe(before);
    expect(RequestContext.getEntityManager()).toBeUndefined();
  });
});
