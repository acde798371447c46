import { bearer, createApiKey, registerUser, type TestUser } from '../support/factories';
import { contractOperations, exampleOf, fillPath, randomParamValue, type Operation, type Parameter } from '../support/openapi-contract';
import { OWNED_RESOURCE_FACTORIES, type OwnedResourceFactory } from '../support/owned-resource-factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Cross-tenant matrix, generated from the contract (`backend/openapi.json`): no request reaches another user's
 * data. Nothing here names a route; a new route is covered as soon as it is in the contract, and a new resource
 * only needs its factory in `test/support/owned-resource-factories.ts`.
 *
 * Every operation with a path parameter belongs to a resource: its path up to the last parameter
 * (`GET /api/prompts/{id}/versions` → `/api/prompts/{id}`). Each resource has a factory that creates one
 * object as its owner A through the API and reads it back as A; a resource without one fails here, naming the
 * entry to add. Path parameters come in two kinds, told apart by the contract alone:
 *
 * 1. Object ids: a parameter whose schema is not an enum. It can address a row that belongs to someone, so
 *    for every operation, user B calls it on A's object with a session and with B's API key, with a valid body
 *    (generated from the schema, or the factory's), and the same on random ids. The two answers must be
 *    identical, status and body (they carry no request id), and be a 404 — or, where the operation refuses
 *    B's credential outright whatever the id (an API key on a password-only route: 403), that same refusal.
 *    After each call A reads the object back: unchanged. Then A makes the same call, which must not be a 404:
 *    the path, ids and body did reach the object, so B's 404s prove something.
 * 2. Caller-keyed names: a parameter whose schema is an enum (a closed list in the contract, the same for
 *    every user, like `{provider}`). It cannot point at anyone's object: the route acts on the caller's own
 *    slot under that name, and another user's slot is out of reach by construction. What must hold is that
 *    B's call acts only on B's data: each operation is called by two fresh users with identical state, one
 *    before A's object exists and one after; their answers must be identical (once each caller's own ids,
 *    e-mail and the timestamps are replaced), and A's object, read back after the call, unchanged.
 *
 * No operation is left out: every path parameter is one of the two kinds.
 */

type Credential = 'session' | 'API key';
type Answer = { status: number; body: unknown };

interface Resource {
  prefix: string;
  operations: Operation[];
  idParams: Parameter[];
  factory: OwnedResourceFactory | undefined;
}

const FACTORIES_FILE = 'backend/test/support/owned-resource-factories.ts';

function resources(): Resource[] {
  const byPrefix = new Map<string, Resource>();
  for (const operation of contractOperations().filter((candidate) => candidate.pathParams.length > 0)) {
    const prefix = operation.path.slice(0, operation.path.lastIndexOf('}') + 1);
    const resource = byPrefix.get(prefix) ?? { prefix, operations: [], idParams: [], factory: OWNED_RESOURCE_FACTORIES[prefix] };
    resource.operations.push(operation);
    for (const param of operation.pathParams.filter((candidate) => !candidate.schema.enum)) {
      if (!resource.idParams.some((known) => known.name === param.name)) {
        resource.idParams.push(param);
      }
    }
    byPrefix.set(prefix, resource);
  }
  return [...byPrefix.values()];
}

const RESOURCES = resources();

describe('cross-tenant matrix (from openapi.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('finds the resources of the contract, and has no factory for a resource that no longer exists', () => {
    expect(RESOURCES.length).toBeGreaterThan(0);
    const stale = Object.keys(OWNED_RESOURCE_FACTORIES).filter((prefix) => !RESOURCES.some((resource) => resource.prefix === prefix));
    if (stale.length > 0) {
      throw new Error(`${FACTORIES_FILE} has factories for paths the contract no longer has: ${stale.join(', ')}. Remove or rename them.`);
    }
  });

  describe.each(RESOURCES.map((resource) => [resource.prefix, resource] as const))('%s', (_prefix, resource) => {
    const kind = resource.idParams.length > 0 ? 'object ids' : 'caller-keyed names';

    it.each(resource.operations.map((operation) => [operation.label, operation] as const))(`%s (${kind})`, async (_label, operation) => {
      const factory = resource.factory;
      if (!factory) {
        throw new Error(
          `No factory for the resource ${resource.prefix} (${resource.operations.map((op) => op.label).join(', ')}). ` +
            `Add an entry '${resource.prefix}' to OWNED_RESOURCE_FACTORIES in ${FACTORIES_FILE}: ` +
            `create(t, owner) makes one object as its owner through the API and returns its path parameters; ` +
            `read(t, owner, params) returns what the owner sees of it.`,
        );
      }
      if (resource.idParams.length > 0) {
        await checkObjectIds(t, resource, factory, operation);
      } else {
        await checkCallerKeyed(t, factory, operation);
      }
    });
  });
});

async function checkObjectIds(t: TestApp, resource: Resource, factory: OwnedResourceFactory, operation: Operation): Promise<void> {
  const owner = await registerUser(t);
  const other = await registerUser(t);
  const credentials: Record<Credential, string> = { session: other.token, 'API key': (await createApiKey(t, other)).key };
  const params = await factory.create(t, owner);
  const before = await factory.read(t, owner, params);
  const randomParams = { ...params, ...Object.fromEntries(resource.idParams.map((param) => [param.name, randomParamValue(param)])) };
  const body = requestBody(factory, operation);

  for (const credential of ['session', 'API key'] as const) {
    const onOwners = await call(t, operation, params, body, credentials[credential]);
    const onRandom = await call(t, operation, randomParams, body, credentials[credential]);
    const where = `${operation.label} as another user with a ${credential} on the owner's ${describeParams(params)}`;
    expect({ where, ...onOwners }).toEqual({ where, ...onRandom });
    const refusedWhateverTheId = credential === 'API key' && onRandom.status === 403;
    expect({ where, status: onOwners.status }).toEqual({ where, status: refusedWhateverTheId ? 403 : 404 });
    expect({ where, object: await factory.read(t, owner, params) }).toEqual({ where, object: before });
  }

  const ownCall = await call(t, operation, params, body, owner.token);
  if (ownCall.status === 404) {
    throw new Error(`${operation.label} by the owner on ${describeParams(params)} is a 404 too, so the probe proves nothing: fix the factory or its body (${JSON.stringify(ownCall.body)})`);
  }
}

async function checkCallerKeyed(t: TestApp, factory: OwnedResourceFactory, operation: Operation): Promise<void> {
  const owner = await registerUser(t);
  const before = await twinAnswers(t, operation, factory, owner, undefined);
  const params = await factory.create(t, owner);
  const snapshot = await factory.read(t, owner, params);
  const after = await twinAnswers(t, operation, factory, owner, { params, snapshot });
  expect(after).toEqual(before);
}

/** The answers of fresh users (one per credential) to the operation on the slot the owner's object uses. */
async function twinAnswers(
  t: TestApp,
  operation: Operation,
  factory: OwnedResourceFactory,
  owner: TestUser,
  existing: { params: Record<string, string>; snapshot: unknown } | undefined,
): Promise<Record<Credential, Answer>> {
  const params = existing?.params ?? (await slotOf(t, factory));
  const answers = {} as Record<Credential, Answer>;
  for (const credential of ['session', 'API key'] as const) {
    const caller = await registerUser(t);
    const apiKey = await createApiKey(t, caller);
    const answer = await call(t, operation, params, requestBody(factory, operation), credential === 'session' ? caller.token : apiKey.key);
    answers[credential] = normalised(answer, [caller.id, caller.email, apiKey.id, apiKey.key.slice(0, 12)]);
    if (existing) {
      const where = `${operation.label} as another user with a ${credential} on the slot ${describeParams(params)} the owner uses`;
      expect({ where, object: await factory.read(t, owner, params) }).toEqual({ where, object: existing.snapshot });
    }
  }
  return answers;
}

/** The slot's name, learnt from the factory on a throw-away owner (before the real owner has anything). */
async function slotOf(t: TestApp, factory: OwnedResourceFactory): Promise<Record<string, string>> {
  return factory.create(t, await registerUser(t));
}

function requestBody(factory: OwnedResourceFactory, operation: Operation): unknown {
  if (factory.bodies && operation.label in factory.bodies) {
    return factory.bodies[operation.label];
  }
  return operation.body ? exampleOf(operation.body) : undefined;
}

async function call(t: TestApp, operation: Operation, params: Record<string, string>, body: unknown, credential: string): Promise<Answer> {
  const request = t.http()[operation.method](fillPath(operation.path, params)).set(bearer(credential));
  const res = body === undefined ? await request : await request.send(body as object);
  return { status: res.status, body: res.body };
}

/** Each caller's own identifiers, then any UUID and timestamp, replaced: what is left must not depend on A. */
function normalised(answer: Answer, own: string[]): Answer {
  let text = JSON.stringify(answer.body ?? null);
  for (const value of own) {
    text = text.split(value).join('<caller>');
  }
  text = text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
  return { status: answer.status, body: JSON.parse(text) };
}

function describeParams(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([name, value]) => `{${name}}=${value}`)
    .join(', ');
}
