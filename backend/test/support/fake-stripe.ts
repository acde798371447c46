import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import Stripe from 'stripe';

/**
 * A small HTTP server that plays the parts of the Stripe API the product uses, driven through the real
 * `stripe` SDK (STRIPE_API_BASE_URL points at it). It parses Stripe's form-encoded bodies, replays answers for
 * a repeated Idempotency-Key like Stripe does, and keeps customers, prices, checkout sessions and
 * subscriptions in memory. Tests play the customer with {@link FakeStripe.completeCheckout} and Stripe's
 * clock with {@link FakeStripe.endSubscription}.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  prices: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The customer pays: the session completes and its subscription starts (active, one month). */
  completeCheckout(sessionId: string): { session: Json; subscription: Json };
  /** Stripe ends the subscription (period over after a cancel, or canceled from the dashboard). */
  endSubscription(id: string): Json;
  /** Changes a subscription the way Stripe would on its side (e.g. a failed renewal: `past_due`). */
  patchSubscription(id: string, patch: Json): Json;
  /** The next `times` requests to this method and path answer 500 (Stripe having a bad moment). */
  failNext(method: string, path: string, times?: number): void;
  close(): Promise<void>;
}

export type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey?: string;
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe(secretKey = `sk_test_${randomBytes(8).toString('hex')}`): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  const failures = new Map<string, number>();

  const list = (data: Json[], url: string) => ({ object: 'list', data, has_more: false, url });

  function subscriptionFor(session: Json): Json {
    const customer = session.customer ?? createCustomer({}).id;
    session.customer = customer;
    const start = now();
    const price = prices.get(session.line_items?.[0]?.price) ?? { id: session.line_items?.[0]?.price, object: 'price' };
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      metadata: session.subscription_data?.metadata ?? {},
      items: list(
        [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: start + MONTH_SECONDS }],
        '/v1/subscription_items',
      ),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function createCustomer(params: Json): Json {
    const customer = { id: newId('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} };
    customers.set(customer.id, customer);
    return customer;
  }

  /** The routes the product calls; anything else is a 404 like Stripe's unknown URL answer. */
  function route(method: string, path: string, params: Json): { status: number; body: Json } {
    const [, , resource, id] = path.split('/');
    const missing = (what: string) =>
      ({ status: 404, body: stripeError('invalid_request_error', `No such ${what}: '${path.split('/').at(-1)}'`, 'resource_missing') });
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: createCustomer(params) };
    }
    if (method === 'DELETE' && resource === 'customers' && id) {
      if (!customers.delete(id)) {
        return missing('customer');
      }
      // Like Stripe: deleting a customer cancels its subscriptions immediately.
      for (const subscription of subscriptions.values()) {
        if (subscription.customer === id && subscription.status !== 'canceled') {
          Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: now() });
        }
      }
      return { status: 200, body: { id, object: 'customer', deleted: true } };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys: string[] = params.lookup_keys ?? [];
      return { status: 200, body: list([...prices.values()].filter((price) => keys.includes(price.lookup_key) && price.active), '/v1/prices') };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: { interval: params.recurring?.interval },
        lookup_key: params.lookup_key ?? null,
        product: newId('prod'),
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.customer && !customers.has(params.customer)) {
        return { status: 400, body: stripeError('invalid_request_error', `No such customer: '${params.customer}'`, 'resource_missing') };
      }
      const sessionId = newId('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        subscription: null,
        metadata: params.metadata ?? {},
        line_items: params.line_items,
        subscription_data: params.subscription_data,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'GET' && resource === 'checkout') {
      const session = sessions.get(path.split('/')[4]);
      return session ? { status: 200, body: publicSession(session) } : missing('checkout.session');
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) {
        return missing('subscription');
      }
      if (method === 'GET') {
        return { status: 200, body: subscription };
      }
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          return { status: 400, body: stripeError('invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.') };
        }
        if ('cancel_at_period_end' in params) {
          const cancel = params.cancel_at_period_end === 'true';
          Object.assign(subscription, { cancel_at_period_end: cancel, canceled_at: cancel ? now() : null });
        }
        return { status: 200, body: subscription };
      }
    }
    return { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`) };
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, stripeError('api_error', String(error))));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const params = parse(req.method === 'GET' ? url.search.slice(1) : body) as Json;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    const failure = `${req.method} ${url.pathname}`;
    const failuresLeft = failures.get(failure) ?? 0;
    if (failuresLeft > 0) {
      failures.set(failure, failuresLeft - 1);
      return send(res, 500, stripeError('api_error', 'Something went wrong on our end.'));
    }
    const replayKey = idempotencyKey && req.method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
    const answer = (replayKey && replays.get(replayKey)) || route(req.method ?? 'GET', url.pathname, params);
    if (replayKey && answer.status < 500) {
      replays.set(replayKey, answer);
    }
    send(res, answer.status, answer.body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    customers,
    prices,
    sessions,
    subscriptions,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) {
        throw new Error(`fake Stripe: no session ${sessionId}`);
      }
      const subscription = subscriptionFor(session);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return { session: publicSession(session), subscription };
    },
    endSubscription(id) {
      const subscription = subscriptions.get(id) as Json;
      return Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: subscription.canceled_at ?? now() });
    },
    patchSubscription(id, patch) {
      return Object.assign(subscriptions.get(id) as Json, patch);
    },
    failNext(method, path, times = 1) {
      failures.set(`${method} ${path}`, times);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe signs it: the exact payload bytes and their `Stripe-Signature` header. */
export function signedEvent(secret: string, type: string, object: Json, options: { id?: string; created?: number } = {}) {
  const event = {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  const payload = JSON.stringify(event);
  return { event, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The invoice of a subscription's renewal, shaped as current API versions have it. */
export function invoiceFor(subscription: Json, overrides: Json = {}): Json {
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    ...overrides,
  };
}

function publicSession(session: Json): Json {
  const { line_items: _lineItems, subscription_data: _subscriptionData, ...visible } = session;
  return { ...visible };
}

function stripeError(type: string, message: string, code?: string): Json {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function send(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
