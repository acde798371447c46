import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedEvent, startFakeStripe, type FakeStripe } from '../../../backend/test/support/fake-stripe';
import { expectErrorBody } from '../responses';
import { env, startServer, stopServer, TEST_JWT_SECRET, TEST_PROVIDER_KEYS_SECRET, type ServerProcess } from '../utils';

const WEBHOOK_SECRET = 'whsec_e2e_promptforge';

/** A client of one running server: JSON in and out, with the session token once signed in. */
function client(baseUrl: string) {
  let token = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  return {
    call,
    async register() {
      const password = 'correct horse battery';
      const res = await call('POST', '/api/auth/register', { name: 'Bia Lima', email: `bia-${randomUUID()}@example.com`, password, confirmPassword: password });
      expect(res.status).toBe(201);
      token = res.body.token;
    },
  };
}

describe('billing on the built server, local test mode (no Stripe key)', () => {
  it('upgrades, cancels and resumes with no payment processor', async () => {
    const api = client(env.baseUrl());
    expect((await api.call('GET', '/api/billing/config')).body).toEqual({ mode: 'local' });
    await api.register();

    const checkout = await api.call('POST', '/api/subscriptions/checkout', { planId: 'pro' });
    expect(checkout.status).toBe(200);
    const sessionId = new URL(checkout.body.checkoutUrl, env.baseUrl()).searchParams.get('session_id');
    expect(sessionId).toMatch(/^local_/);

    expect((await api.call('POST', '/api/subscriptions/confirm', { sessionId })).body).toMatchObject({ planId: 'pro', status: 'active', access: { active: true } });
    expect((await api.call('POST', '/api/subscriptions/cancel')).body).toMatchObject({ cancelAtPeriodEnd: true, access: { active: true } });
    expect((await api.call('POST', '/api/subscriptions/resume')).body).toMatchObject({ isCheckoutSession: false, subscription: { cancelAtPeriodEnd: false } });
    expect((await api.call('GET', '/api/auth/me')).body.subscription).toMatchObject({ planId: 'pro', status: 'active' });
  });
});

describe('billing on the built server, Stripe mode (a fake Stripe on 127.0.0.1)', () => {
  let stripe: FakeStripe;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-stripe-'));
    server = await startServer({
      name: 'server-stripe',
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: env.databaseUrl(),
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        PROVIDER_KEYS_SECRET: TEST_PROVIDER_KEYS_SECRET,
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: stripe.url,
      },
    });
  }, 90_000);

  afterAll(async () => {
    if (server) {
      await stopServer(server);
    }
    await stripe?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checkout → payment on Stripe → signed webhook → Pro; a replay is ignored and a forgery refused', async () => {
    const api = client(server.url);
    expect((await api.call('GET', '/api/billing/config')).body).toEqual({ mode: 'stripe' });
    await api.register();

    const checkout = await api.call('POST', '/api/subscriptions/checkout', { planId: 'pro' });
    expect(checkout.status).toBe(200);
    expect(checkout.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const { session, subscription } = stripe.completeCheckout(checkout.body.checkoutUrl.split('/').at(-1));
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.params.success_url).toBe(
      `${server.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
    );

    const { payload, signature } = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
    const forged = await api.call('POST', '/api/webhooks/stripe', payload.replace(session.id, `${session.id}x`), { 'Stripe-Signature': signature });
    expect(forged.status).toBe(400);
    expectErrorBody(forged.body, 400, 'Invalid Stripe signature.');
    expect((await api.call('GET', '/api/subscriptions/current')).body.planId).toBe('free-trial');

    const delivered = await api.call('POST', '/api/webhooks/stripe', payload, { 'Stripe-Signature': signature });
    expect(delivered).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await api.call('POST', '/api/webhooks/stripe', payload, { 'Stripe-Signature': signature })).body).toEqual({ received: true, duplicate: true });
    expect((await api.call('GET', '/api/subscriptions/current')).body).toMatchObject({ planId: 'pro', status: 'active', access: { active: true } });

    expect((await api.call('POST', '/api/subscriptions/cancel')).body).toMatchObject({ cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
  });
});
