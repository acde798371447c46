import { PRO_PRICE_LOOKUP_KEY } from '../../src/modules/billing/stripe.gateway';
import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { invoiceFor, signedEvent, startFakeStripe, type FakeStripe, type Json } from '../support/fake-stripe';
import { errorBody } from '../support/responses';
import { createTestApp, createTestDatabase, dropTestDatabase, type TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_promptforge';

let stripe: FakeStripe;
const stripeEnv = (extra: Record<string, string> = {}) => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE_URL: stripe.url,
  ...extra,
});

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

describe('billing through Stripe (the real SDK against a fake Stripe)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redis: 'none', env: stripeEnv() });
  });
  afterAll(() => t.close());

  const checkout = (user: TestUser) => t.http().post('/api/subscriptions/checkout').set(bearer(user.token)).send({ planId: 'pro' });
  const current = async (user: TestUser) => (await t.http().get('/api/subscriptions/current').set(bearer(user.token))).body;
  const titles = async (user: TestUser) =>
    ((await t.http().get('/api/notifications').set(bearer(user.token))).body.notifications as { title: string }[]).map((n) => n.title);
  const deliver = (payload: string, signature?: string) => {
    const req = t.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    return (signature ? req.set('Stripe-Signature', signature) : req).send(payload);
  };
  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

  /** Checkout through the API, then the customer pays on (fake) Stripe. */
  async function paidCheckout(user: TestUser): Promise<{ session: Json; subscription: Json }> {
    const res = await checkout(user);
    expect(res.status).toBe(200);
    return stripe.completeCheckout(sessionIdOf(res.body.checkoutUrl));
  }

  async function proUser(): Promise<{ user: TestUser; subscription: Json }> {
    const user = await registerUser(t);
    const { session, subscription } = await paidCheckout(user);
    expect((await t.http().post('/api/subscriptions/confirm').set(bearer(user.token)).send({ sessionId: session.id })).status).toBe(200);
    return { user, subscription };
  }

  it('reports the Stripe mode to the web app', async () => {
    expect((await t.http().get('/api/billing/config')).body).toEqual({ mode: 'stripe' });
  });

  describe('checkout', () => {
    it('creates a subscription-mode Checkout Session for the user, reusing one customer and one price', async () => {
      const user = await registerUser(t);
      const first = await checkout(user);
      const second = await checkout(user);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body).toEqual({ success: true, isCheckoutSession: true, checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) });

      const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.params.client_reference_id === user.id);
      expect(created).toHaveLength(2);
      const [price] = [...stripe.prices.values()];
      expect(price).toMatchObject({ currency: 'usd', unit_amount: 1500, recurring: { interval: 'month' }, lookup_key: PRO_PRICE_LOOKUP_KEY });
      expect(created[0].params).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.id,
        customer: expect.stringMatching(/^cus_/),
        line_items: [{ price: price.id, quantity: '1' }],
        success_url: 'http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/billing/upgrade',
      });
      // One customer, created once and reused; a fresh idempotency key per attempt.
      expect(created[1].params.customer).toBe(created[0].params.customer);
      expect(stripe.requests.filter((r) => r.path === '/v1/customers' && r.params.metadata?.userId === user.id)).toHaveLength(1);
      expect(stripe.customers.get(created[0].params.customer)).toMatchObject({ email: user.email, name: user.name });
      expect(created[0].idempotencyKey).toMatch(/^checkout-/);
      expect(created[1].idempotencyKey).not.toBe(created[0].idempotencyKey);
      expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices')).toHaveLength(1);
    });

    it.each([[{ planId: 'enterprise' }], [{}], [{ planId: 'pro', coupon: 'FREE' }]])('refuses %p with a 400 and asks Stripe nothing', async (body) => {
      const user = await registerUser(t);
      const before = stripe.requests.length;
      const res = await t.http().post('/api/subscriptions/checkout').set(bearer(user.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('coupon' in body ? 'property coupon should not exist' : "Unknown plan: the only plan you can buy is 'pro'.");
      expect(stripe.requests.length).toBe(before);
      expect(await countRows(t, 'checkout_sessions', user.id)).toBe(0);
    });

    it('answers 502 when Stripe fails, and records no checkout', async () => {
      const user = await registerUser(t);
      await checkout(user); // the customer exists now
      stripe.failNext('POST', '/v1/checkout/sessions', 3); // the SDK's first try and its two retries
      const res = await checkout(user);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The payment processor could not be reached. Please try again.');
      expect(await countRows(t, 'checkout_sessions', user.id)).toBe(1);
    });
  });

  describe('confirming a checkout from the success page', () => {
    it('makes the user Pro with Stripe\'s period, once, however often it is called', async () => {
      const user = await registerUser(t);
      const { session, subscription } = await paidCheckout(user);
      for (let i = 0; i < 2; i++) {
        const res = await t.http().post('/api/subscriptions/confirm').set(bearer(user.token)).send({ sessionId: session.id });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          planId: 'pro',
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodStart: new Date(subscription.items.data[0].current_period_start * 1000).toISOString(),
          currentPeriodEnd: new Date(subscription.items.data[0].current_period_end * 1000).toISOString(),
          access: { active: true, trialExpired: false, trialDaysLeft: null },
        });
      }
      expect((await titles(user)).filter((title) => title === 'Welcome to Pro')).toHaveLength(1);
      expect((await t.http().get('/api/auth/me').set(bearer(user.token))).body.subscription.planId).toBe('pro');
    });

    it('refuses a checkout that has not been paid, changing nothing', async () => {
      const user = await registerUser(t);
      const res = await checkout(user);
      const confirm = await t.http().post('/api/subscriptions/confirm').set(bearer(user.token)).send({ sessionId: sessionIdOf(res.body.checkoutUrl) });
      expect(confirm.status).toBe(400);
      expect(confirm.body).toEqual(errorBody.badRequest('This checkout has not been paid yet.'));
      expect((await current(user)).planId).toBe('free-trial');
    });

    it("answers 404 for another user's session, an unknown one, and a local test-mode one", async () => {
      const owner = await registerUser(t);
      const other = await registerUser(t);
      const { session } = await paidCheckout(owner);
      await sql(t, "INSERT INTO checkout_sessions (id, user_id, provider, session_id, created_at) VALUES (gen_random_uuid(), ?, 'local', 'local_abc', now())", [other.id]);
      for (const sessionId of [session.id, 'cs_test_unknown', 'local_abc']) {
        const res = await t.http().post('/api/subscriptions/confirm').set(bearer(other.token)).send({ sessionId });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Checkout session not found.');
      }
      expect((await current(other)).planId).toBe('free-trial');
      expect((await current(owner)).planId).toBe('free-trial');
    });
  });

  describe('cancel, resume and a new subscription', () => {
    it('cancels at period end in Stripe, keeps access, then resumes', async () => {
      const { user, subscription } = await proUser();
      const canceled = await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      expect(canceled.status).toBe(200);
      expect(canceled.body).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: true, access: { active: true } });
      expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
      expect(await titles(user)).toContain('Subscription Canceled');

      const again = await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Your subscription is already set to end at the end of the current billing period.');

      const resumed = await t.http().post('/api/subscriptions/resume').set(bearer(user.token));
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({ isCheckoutSession: false, subscription: { planId: 'pro', status: 'active', cancelAtPeriodEnd: false } });
      expect(resumed.body.checkoutUrl).toBeUndefined();
      expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
      expect(await titles(user)).toContain('Subscription Resumed');

      const notCanceled = await t.http().post('/api/subscriptions/resume').set(bearer(user.token));
      expect(notCanceled.status).toBe(400);
      expect(notCanceled.body.message).toBe('Your subscription is not canceled: it already renews automatically.');
    });

    it('refuses cancel and resume without a Pro plan, and a second checkout while Pro runs', async () => {
      const trial = await registerUser(t);
      expect((await t.http().post('/api/subscriptions/cancel').set(bearer(trial.token))).body).toEqual(
        errorBody.badRequest('You have no active Pro subscription to cancel.'),
      );
      expect((await t.http().post('/api/subscriptions/resume').set(bearer(trial.token))).body).toEqual(errorBody.badRequest('You have no Pro subscription to resume.'));

      const { user } = await proUser();
      expect((await checkout(user)).body).toEqual(errorBody.badRequest('You already have an active Pro subscription.'));
      expect((await t.http().post('/api/subscription/new-checkout').set(bearer(user.token))).body).toEqual(
        errorBody.badRequest('You already have an active Pro subscription.'),
      );
      await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      expect((await checkout(user)).body.message).toBe(
        'Your Pro subscription is still running until the end of the period: resume it instead of starting a new one.',
      );
    });

    it('after Stripe ends the plan, resume answers with a checkout and a new subscription replaces the old one', async () => {
      const { user, subscription } = await proUser();
      await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      stripe.endSubscription(subscription.id);
      const ended = signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', stripe.subscriptions.get(subscription.id) as Json);
      expect((await deliver(ended.payload, ended.signature)).status).toBe(200);
      expect(await current(user)).toMatchObject({ planId: 'pro', status: 'canceled', access: { active: false } });
      expect(await titles(user)).toContain('Your Pro plan has ended');

      const resume = await t.http().post('/api/subscriptions/resume').set(bearer(user.token));
      expect(resume.status).toBe(200);
      expect(resume.body).toMatchObject({ isCheckoutSession: true, checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//), subscription: { status: 'canceled' } });

      const fresh = await t.http().post('/api/subscription/new-checkout').set(bearer(user.token));
      expect(fresh.status).toBe(200);
      expect(fresh.body).toEqual({ success: true, checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
      const { session, subscription: second } = stripe.completeCheckout(sessionIdOf(fresh.body.checkoutUrl));
      expect(second.customer).toBe(subscription.customer);
      const completed = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
      expect((await deliver(completed.payload, completed.signature)).status).toBe(200);
      expect(await current(user)).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: false, access: { active: true } });

      // A late event about the old subscription does not overwrite the new one.
      const late = signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', stripe.subscriptions.get(subscription.id) as Json);
      expect((await deliver(late.payload, late.signature)).status).toBe(200);
      expect(await current(user)).toMatchObject({ status: 'active', access: { active: true } });
    });

    it('refuses to change a plan from local test mode while Stripe is configured', async () => {
      const user = await registerUser(t);
      await sql(
        t,
        "UPDATE subscriptions SET plan_id = 'pro', status = 'active', provider = 'local', external_id = 'local_sub_1', current_period_end = now() + interval '10 days' WHERE user_id = ?",
        [user.id],
      );
      const before = stripe.requests.length;
      const res = await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This plan was not billed through the current payment processor, so it cannot be changed here. Please contact support.');
      expect(stripe.requests.length).toBe(before);
      expect((await current(user)).cancelAtPeriodEnd).toBe(false);
    });

    it('answers 502 when Stripe fails to cancel, and nothing changes', async () => {
      const { user, subscription } = await proUser();
      stripe.failNext('POST', `/v1/subscriptions/${subscription.id}`, 3);
      const res = await t.http().post('/api/subscriptions/cancel').set(bearer(user.token));
      expect(res.status).toBe(502);
      expect((await current(user)).cancelAtPeriodEnd).toBe(false);
      expect(stripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(false);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('applies a signed checkout.session.completed without the success page', async () => {
      const user = await registerUser(t);
      const { session } = await paidCheckout(user);
      const { payload, signature } = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
      const res = await deliver(payload, signature);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, duplicate: false });
      expect(await current(user)).toMatchObject({ planId: 'pro', status: 'active', access: { active: true } });
      // The success page arriving afterwards changes nothing and does not notify again.
      expect((await t.http().post('/api/subscriptions/confirm').set(bearer(user.token)).send({ sessionId: session.id })).status).toBe(200);
      expect((await titles(user)).filter((title) => title === 'Welcome to Pro')).toHaveLength(1);
    });

    it('refuses a tampered body, a wrong secret and a missing signature with 400, changing nothing', async () => {
      const user = await registerUser(t);
      const { session } = await paidCheckout(user);
      const genuine = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
      const tampered = genuine.payload.replace('"type":"checkout.session.completed"', '"type":"checkout.session.completed" ');
      const forged = signedEvent('whsec_somebody_else', 'checkout.session.completed', session);

      for (const [payload, signature] of [[tampered, genuine.signature], [forged.payload, forged.signature], [genuine.payload, 't=1,v1=00']]) {
        const res = await deliver(payload, signature);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Invalid Stripe signature.');
      }
      const unsigned = await deliver(genuine.payload);
      expect(unsigned.status).toBe(400);
      expect(unsigned.body.message).toBe('Missing Stripe-Signature header.');
      expect((await current(user)).planId).toBe('free-trial');
      expect(await sql(t, 'SELECT id FROM processed_stripe_events WHERE id = ?', [genuine.event.id])).toEqual([]);
    });

    it('processes an event delivered five times once: one change, one notification', async () => {
      const { user, subscription } = await proUser();
      stripe.patchSubscription(subscription.id, { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) });
      const { payload, signature } = signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', stripe.subscriptions.get(subscription.id) as Json);
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push((await deliver(payload, signature)).body);
      }
      expect(answers).toEqual([{ received: true, duplicate: false }, ...Array(4).fill({ received: true, duplicate: true })]);
      expect((await current(user)).cancelAtPeriodEnd).toBe(true);
      expect((await titles(user)).filter((title) => title === 'Subscription Canceled')).toHaveLength(1);
    });

    it('ends in the right state when customer.subscription.updated arrives before checkout.session.completed', async () => {
      const user = await registerUser(t);
      const { session, subscription } = await paidCheckout(user);
      stripe.patchSubscription(subscription.id, { cancel_at_period_end: true, canceled_at: Math.floor(Date.now() / 1000) });
      const updated = signedEvent(WEBHOOK_SECRET, 'customer.subscription.updated', stripe.subscriptions.get(subscription.id) as Json);
      // Older events, delivered last: their payloads say "not canceled", Stripe's current state says canceled.
      const created = signedEvent(WEBHOOK_SECRET, 'customer.subscription.created', { ...subscription, cancel_at_period_end: false });
      const completed = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session);
      for (const delivery of [updated, completed, created]) {
        expect((await deliver(delivery.payload, delivery.signature)).status).toBe(200);
      }
      expect(await current(user)).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: true, access: { active: true } });
      expect((await titles(user)).filter((title) => title === 'Welcome to Pro')).toHaveLength(1);
    });

    it('records a failed payment as past_due with a warning notification, and a paid renewal moves the period', async () => {
      const { user, subscription } = await proUser();
      stripe.patchSubscription(subscription.id, { status: 'past_due' });
      const invoice = invoiceFor(subscription, { status: 'open' });
      const failed = signedEvent(WEBHOOK_SECRET, 'invoice.payment_failed', invoice);
      expect((await deliver(failed.payload, failed.signature)).status).toBe(200);
      expect(await current(user)).toMatchObject({ status: 'past_due', access: { active: false } });
      const notices = (await t.http().get('/api/notifications').set(bearer(user.token))).body.notifications as { type: string; title: string }[];
      expect(notices.filter((n) => n.title === 'Payment failed')).toEqual([expect.objectContaining({ type: 'warning' })]);

      const item = subscription.items.data[0];
      const nextEnd = item.current_period_end + 30 * 86_400;
      stripe.patchSubscription(subscription.id, { status: 'active' });
      Object.assign(item, { current_period_start: item.current_period_end, current_period_end: nextEnd });
      const paid = signedEvent(WEBHOOK_SECRET, 'invoice.paid', invoiceFor(subscription));
      expect((await deliver(paid.payload, paid.signature)).status).toBe(200);
      expect(await current(user)).toMatchObject({ status: 'active', currentPeriodEnd: new Date(nextEnd * 1000).toISOString(), access: { active: true } });
    });

    it('acknowledges events it has no use for, and events about unknown accounts', async () => {
      const other = signedEvent(WEBHOOK_SECRET, 'customer.created', { id: 'cus_x', object: 'customer' });
      expect((await deliver(other.payload, other.signature)).body).toEqual({ received: true, duplicate: false });
      const stranger = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', { id: 'cs_x', object: 'checkout.session', mode: 'subscription', client_reference_id: 'not-a-user' });
      expect((await deliver(stranger.payload, stranger.signature)).status).toBe(200);
    });
  });

  describe('deleting the account', () => {
    it('deletes the Stripe customer first, which ends the subscription, so nobody is billed', async () => {
      const { user, subscription } = await proUser();
      const res = await t.http().delete('/api/auth/me').set(bearer(user.token));
      expect(res.status).toBe(204);
      expect(stripe.customers.has(subscription.customer)).toBe(false);
      expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
      // Stripe's follow-up event finds no account and is acknowledged.
      const ended = signedEvent(WEBHOOK_SECRET, 'customer.subscription.deleted', stripe.subscriptions.get(subscription.id) as Json);
      expect((await deliver(ended.payload, ended.signature)).status).toBe(200);
    });

    it('keeps the account when Stripe cannot be reached', async () => {
      const { user, subscription } = await proUser();
      stripe.failNext('DELETE', `/v1/customers/${subscription.customer}`, 3);
      const res = await t.http().delete('/api/auth/me').set(bearer(user.token));
      expect(res.status).toBe(502);
      expect(await countRows(t, 'users', user.id)).toBe(1);
      expect(stripe.subscriptions.get(subscription.id)?.status).toBe('active');
    });
  });

  describe('access', () => {
    const routes = [
      { path: '/api/subscriptions/checkout', body: { planId: 'pro' } },
      { path: '/api/subscriptions/confirm', body: { sessionId: 'cs_test_x' } },
      { path: '/api/subscriptions/cancel', body: undefined },
      { path: '/api/subscriptions/resume', body: undefined },
      { path: '/api/subscription/new-checkout', body: undefined },
    ];

    it.each(routes)('POST $path needs credentials (401) and a password sign-in (API key → 403)', async ({ path, body }) => {
      expect((await t.http().post(path).send(body)).status).toBe(401);
      const user = await registerUser(t);
      const { key } = await createApiKey(t, user);
      const res = await t.http().post(path).set(bearer(key)).send(body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This action requires signing in with your password.');
    });
  });
});

// Passport's strategies are process-wide, so these apps run one at a time, after the one above has closed.
describe('the Pro price', () => {
  const checkoutWith = async (env: Record<string, string>, database?: string) => {
    const app = await createTestApp({ redis: 'none', database, env });
    try {
      const user = await registerUser(app);
      expect((await app.http().post('/api/subscriptions/checkout').set(bearer(user.token)).send({ planId: 'pro' })).status).toBe(200);
      return stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === user.id)[0];
    } finally {
      await app.close();
    }
  };

  it('is found by its lookup key after a restart instead of being created again', async () => {
    const database = await createTestDatabase();
    try {
      const pricesCreated = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices').length;
      const before = pricesCreated();
      const first = await checkoutWith(stripeEnv(), database);
      const second = await checkoutWith(stripeEnv(), database);
      expect(pricesCreated()).toBe(before === 0 ? 1 : before);
      expect(second.params.line_items).toEqual(first.params.line_items);
      expect(stripe.prices.size).toBe(1);
    } finally {
      await dropTestDatabase(database);
    }
  });

  it('is STRIPE_PRICE_ID when set', async () => {
    const created = await checkoutWith(stripeEnv({ STRIPE_PRICE_ID: 'price_configured' }));
    expect(created.params.line_items).toEqual([{ price: 'price_configured', quantity: '1' }]);
  });
});
