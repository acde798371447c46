import fc from 'fast-check';
import { STATUS_CODES } from 'node:http';
import { randomUUID } from 'node:crypto';
import { DbWriteLog } from '../support/db-write-log';
import { bearer, createApiKey, registerUser, type TestUser } from '../support/factories';
import { encodeUrlText, fuzzCases, materialize, text, type FuzzCase } from '../support/fuzz-inputs';
import { contractOperations, type Operation } from '../support/openapi-contract';
import { OWNED_RESOURCE_FACTORIES } from '../support/owned-resource-factories';
import { PROVIDERS } from '../../src/llm/providers';
import { SessionsService } from '../../src/modules/auth/sessions.service';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Schema-driven fuzzing of every operation of the contract (`backend/openapi.json`), with fast-check: bad
 * requests generated from each operation's parameters and request schema (see `test/support/fuzz-inputs.ts`),
 * sent with the fuzzing user's session, its API key, no credential or a garbled one. For every answer:
 * - never a 5xx;
 * - a 4xx has the error shape `{ statusCode, error, message, errors?, code?, details? }`;
 * - a 4xx wrote nothing: triggers on every table log each row inserted, deleted or changed
 *   (`test/support/db-write-log.ts`), and the log must not grow during a refused request, except for the
 *   audit writes a refused request makes by design (rate-limit events, an API key's last use), which that
 *   file lists and explains. A success that wrote something is followed by the restore below.
 *
 * FUZZ_RUNS cases in all (default 2,000), shared out over the operations; FUZZ_RUNS=20000 for a longer run.
 * The seed is printed at the start and in fast-check's report of a failure; FUZZ_SEED=<seed> replays a run.
 *
 * Every operation is fuzzed; what a successful case may change is put back before the next one:
 * - an operation that ends the fuzzing user's session or account (logout, account deletion, a password
 *   change) runs on that user too; after any success the session and the API key are checked, and the user
 *   is registered again (with its key and objects) when they no longer work;
 * - a provider key the fuzzer manages to save is removed at once: with one, the prompt tools and the key test
 *   would send the fuzzer's text to a model provider, whose failures are upstream 502/504s by design (that
 *   path is the subject of `llm-gateway.api-spec.ts`). The providers' addresses point at a closed local port
 *   all the same, so nothing ever leaves the machine;
 * - the objects that path parameters may name (made with the cross-tenant factories) are made again when a
 *   case deleted them.
 * Billing runs in local test mode (no STRIPE_SECRET_KEY): checkout and confirmation never leave the process.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const OPERATIONS = contractOperations();
const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'errors', 'code', 'details']);
const CLOSED_PORT = 'http://127.0.0.1:9';
/** The resources whose path parameters are object ids, by path prefix. */
const ID_RESOURCES = [...new Set(OPERATIONS.filter((operation) => operation.pathParams.some((param) => !param.schema.enum)).map(resourcePrefix))];

/**
 * Each operation's share of the runs, adding up to RUNS exactly. An operation that takes no input (no body,
 * query or path parameter in the contract) has a third of the others' share: all that varies for it is a
 * stray body or query and the credential.
 */
const RUN_SHARES = shareRuns(OPERATIONS.map((operation) => (operation.body || operation.queryParams.length + operation.pathParams.length + operation.headerParams.length > 0 ? 3 : 1)));
const runsOf = (index: number) => RUN_SHARES[index];

function shareRuns(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((RUNS * weight) / total));
  for (let index = 0, left = RUNS - shares.reduce((sum, share) => sum + share, 0); left > 0; index = (index + 1) % shares.length, left -= 1) {
    shares[index] += 1;
  }
  return shares;
}

class FuzzingUser {
  user!: TestUser;
  apiKey!: { id: string; key: string };
  /** Path parameters of one object of the user per resource, by resource path prefix. */
  own = new Map<string, Record<string, string>>();

  constructor(private readonly t: TestApp) {}

  async register(): Promise<void> {
    this.user = await registerUser(this.t, { name: 'Fuzzing user' });
    this.apiKey = await createApiKey(this.t, this.user, 'Fuzzing key');
    this.own.clear();
    await this.makeObjects();
  }

  /**
   * After a successful case that changed something: the user, its session, its key and its objects still
   * work, and it has no provider key. A session that was closed (logout) is replaced by one started directly,
   * which costs no password hash; a deleted account is registered again.
   */
  async restore(): Promise<void> {
    if ((await this.t.http().get('/api/auth/me').set(bearer(this.user.token))).status === 401) {
      if ((await this.t.http().get('/api/auth/me').set(bearer(this.apiKey.key))).status === 401) {
        return this.register();
      }
      this.user.token = await this.t.app.get(SessionsService).start(this.user.id);
    }
    if ((await this.t.http().get('/api/auth/me').set(bearer(this.apiKey.key))).status === 401) {
      this.apiKey = await createApiKey(this.t, this.user, 'Fuzzing key');
    }
    const keys = (await this.t.http().get('/api/user/provider-keys').set(bearer(this.user.token))).body as Array<{ provider: string; status: string }>;
    for (const saved of keys.filter((row) => row.status === 'user')) {
      await this.t.http().delete(`/api/user/provider-keys/${saved.provider}`).set(bearer(this.user.token)).expect(204);
    }
    await this.makeObjects();
  }

  pathValue(operation: Operation, name: string): string {
    return this.own.get(resourcePrefix(operation))?.[name] ?? randomUUID();
  }

  /** One object per resource whose path parameters are ids (caller-keyed names need none). */
  private async makeObjects(): Promise<void> {
    for (const prefix of ID_RESOURCES) {
      const factory = OWNED_RESOURCE_FACTORIES[prefix];
      const existing = this.own.get(prefix);
      if (!factory || (existing && (await factory.read(this.t, this.user, existing).then(() => true, () => false)))) {
        continue;
      }
      this.own.set(prefix, await factory.create(this.t, this.user));
    }
  }
}

function resourcePrefix(operation: Operation): string {
  return operation.path.slice(0, operation.path.lastIndexOf('}') + 1);
}

describe('fuzzing every operation of openapi.json', () => {
  let t: TestApp;
  let writes: DbWriteLog;
  let fuzzing: FuzzingUser;

  beforeAll(async () => {
    // The seed is what makes a failure of a random run reproducible.
    console.log(`contract fuzzing: ${RUNS} cases, seed ${SEED} (replay with FUZZ_SEED=${SEED}, more cases with FUZZ_RUNS=20000)`);
    const providerAddresses = Object.fromEntries(PROVIDERS.map((provider) => [`${provider.toUpperCase()}_BASE_URL`, CLOSED_PORT]));
    t = await createTestApp({ redis: 'none', env: { ...providerAddresses, LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0' } });
    writes = await DbWriteLog.install(t);
    fuzzing = new FuzzingUser(t);
    await fuzzing.register();
  });
  afterAll(() => t?.close());

  it('covers every operation of the contract', () => {
    expect(OPERATIONS.length).toBeGreaterThan(30);
    expect(OPERATIONS.reduce((sum, _operation, index) => sum + runsOf(index), 0)).toBe(RUNS);
  });

  it.each(OPERATIONS.map((operation, index) => [operation.label, operation, index] as const))(
    '%s',
    async (_label, operation, index) => {
      await fc.assert(
        fc.asyncProperty(fuzzCases(operation), (fuzzCase) => runCase(operation, fuzzCase)),
        { numRuns: runsOf(index), seed: SEED, endOnFailure: true },
      );
    },
    Math.max(60_000, Math.max(...RUN_SHARES) * 2_000),
  );

  it('got past authentication on every operation, and had requests accepted on many', () => {
    const unauthenticatedOnly = OPERATIONS.filter((operation) => ![...(statuses.get(operation.label) ?? [])].some((status) => status !== 401));
    expect(unauthenticatedOnly.map((operation) => operation.label)).toEqual([]);
    const accepted = OPERATIONS.filter((operation) => [...(statuses.get(operation.label) ?? [])].some((status) => status < 400));
    console.log(`contract fuzzing: ${accepted.length} of ${OPERATIONS.length} operations accepted at least one request`);
    if (RUNS >= 1_000) {
      expect(accepted.length).toBeGreaterThanOrEqual(OPERATIONS.length / 3);
    }
  });

  /** The statuses each operation answered. */
  const statuses = new Map<string, Set<number>>();
  /** The write log's position after the last case. */
  let mark: number | undefined;

  async function runCase(operation: Operation, fuzzCase: FuzzCase): Promise<void> {
    const before = mark ?? (await writes.mark());
    mark = undefined;
    const sent = await send(operation, fuzzCase);
    const { status, body } = sent.response;
    statuses.set(operation.label, (statuses.get(operation.label) ?? new Set()).add(status));
    if (status >= 500) {
      throw new Error(`${describeRequest(sent)}\nanswered ${status}: ${JSON.stringify(body)}`);
    }
    if (status >= 400) {
      const shapeProblem = errorShapeProblem(status, body);
      if (shapeProblem) {
        throw new Error(`${describeRequest(sent)}\nanswered ${status} not in the error shape (${shapeProblem}): ${JSON.stringify(body)}`);
      }
    }
    const after = await writes.mark();
    if (after === before) {
      mark = after;
      return;
    }
    if (status >= 400) {
      throw new Error(`${describeRequest(sent)}\nanswered ${status} but wrote to ${(await writes.writesSince(before)).join(', ')}: ${JSON.stringify(body)}`);
    }
    await fuzzing.restore();
  }

  interface Sent {
    operation: Operation;
    url: string;
    requestBody: string | undefined;
    credential: FuzzCase['credential'];
    response: { status: number; body: unknown };
  }

  async function send(operation: Operation, fuzzCase: FuzzCase): Promise<Sent> {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const value = fuzzCase.path[name];
      return encodeUrlText('own' in value ? fuzzing.pathValue(operation, name) : text(value.text));
    });
    const query = fuzzCase.query.map(([key, value]) => `${encodeUrlText(key)}=${encodeUrlText(text(value))}`).join('&');
    const url = query ? `${path}?${query}` : path;
    let request = t.http()[operation.method](url);
    const credential = { session: fuzzing.user.token, apiKey: fuzzing.apiKey.key, garbage: 'pfk_not-a-real-key', none: undefined }[fuzzCase.credential];
    if (credential) {
      request = request.set(bearer(credential));
    }
    for (const [name, value] of Object.entries(fuzzCase.headers)) {
      request = request.set(name, value);
    }
    let requestBody: string | undefined;
    if (fuzzCase.body.kind === 'json') {
      requestBody = JSON.stringify(materialize(fuzzCase.body.value));
      request = request.set('Content-Type', 'application/json').send(requestBody);
    } else if (fuzzCase.body.kind === 'raw') {
      requestBody = fuzzCase.body.text;
      request = request.set('Content-Type', fuzzCase.body.contentType).send(requestBody);
    }
    const res = await request;
    return { operation, url, requestBody, credential: fuzzCase.credential, response: { status: res.status, body: res.body } };
  }
});

/** What is wrong with an error answer, or undefined when it has the common error shape. */
function errorShapeProblem(status: number, body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return 'not a JSON object';
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !ERROR_KEYS.has(key));
  if (unknown.length > 0) {
    return `unexpected properties ${unknown.join(', ')}`;
  }
  if (record.statusCode !== status) {
    return `statusCode ${String(record.statusCode)}`;
  }
  if (record.error !== STATUS_CODES[status]) {
    return `error ${JSON.stringify(record.error)}`;
  }
  if (typeof record.message !== 'string' || record.message.length === 0) {
    return 'no message';
  }
  if (record.errors !== undefined) {
    const errors = record.errors;
    if (!Array.isArray(errors) || errors.some((item) => typeof item?.field !== 'string' || typeof item?.message !== 'string')) {
      return 'errors is not a list of { field, message }';
    }
  }
  if (record.code !== undefined && typeof record.code !== 'string') {
    return 'code is not a string';
  }
  return undefined;
}

function describeRequest(sent: { operation: Operation; url: string; requestBody: string | undefined; credential: string }): string {
  const body = sent.requestBody === undefined ? 'no body' : `body ${sent.requestBody.length > 400 ? `${sent.requestBody.slice(0, 400)}… (${sent.requestBody.length} chars)` : sent.requestBody}`;
  const url = sent.url.length > 300 ? `${sent.url.slice(0, 300)}… (${sent.url.length} chars)` : sent.url;
  return `${sent.operation.method.toUpperCase()} ${url} with ${sent.credential}, ${body}`;
}
