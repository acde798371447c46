import { LocalRenewals } from '../../src/modules/billing/local-renewals';
import { addMonth } from '../../src/modules/subscriptions/subscription-rules';
import { bearer, countRows, createApiKey, registerUser, sql, type TestUser } from '../support/factories';
import { errorBody } from '../support/responses';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

/** No STRIPE_SECRET_KEY: the local test mode, which needs no payment processor. */
describe('billing in local test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, path: string, body?: object) => t.http().post(path).set(bearer(user.token)).send(body);
  const current = async (user: TestUser) => (await t.http().get('/api/subscriptions/current').set(bearer(user.token))).body;
  const titles = async (user: TestUser) =>
    ((await t.http().get('/api/notifications').set(bearer(user.token))).body.notifications as { title: string }[]).map((n) => n.title);
  const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://app').searchParams.get('session_id') as string;
  /** Moves the user's period so that it ended an hour ago (the clock moved in the database). */
  const endPeriod = (user: TestUser) =>
    sql(t, "UPDATE subscriptions SET current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 hour' WHERE user_id = ?", [user.id]);

  async function upgrade(user: TestUser, path = '/api/subscriptions/checkout') {
    const checkout = await post(user, path, path.endsWith('/checkout') ? { planId: 'pro' } : undefined);
    expect(checkout.status).toBe(200);
    const confirmed = await post(user, '/api/subscriptions/confirm', { sessionId: sessionIdOf(checkout.body.checkoutUrl) });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }

  it('reports the local mode, publicly, so the web app can show its test-mode badge', async () => {
    const res = await t.http().get('/api/billing/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'local' });
  });

  it('trial → checkout → confirm → Pro → cancel → access until the end → only a new subscription → Pro again', async () => {
    const user = await registerUser(t);
    expect(await current(user)).toMatchObject({ planId: 'free-trial', status: 'trialing' });

    const checkout = await post(user, '/api/subscriptions/checkout', { planId: 'pro' });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toEqual({
      success: true,
      isCheckoutSession: true,
      checkoutUrl: expect.stringMatching(/^\/billing\/success\?session_id=local_[0-9a-f]{32}$/),
    });
    expect((await current(user)).planId).toBe('free-trial'); // nothing changes before the success page confirms

    const before = Date.now();
    const confirmed = await post(user, '/api/subscriptions/confirm', { sessionId: sessionIdOf(checkout.body.checkoutUrl) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: false, access: { active: true, trialExpired: false, trialDaysLeft: null } });
    const start = new Date(confirmed.body.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(confirmed.body.currentPeriodEnd).toBe(addMonth(start).toISOString());
    expect(await titles(user)).toContain('Welcome to Pro');

    const canceled = await post(user, '/api/subscriptions/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ planId: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: confirmed.body.currentPeriodEnd, access: { active: true } });
    expect(await titles(user)).toContain('Subscription Canceled');

    await endPeriod(user);
    expect(await current(user)).toMatchObject({ planId: 'pro', cancelAtPeriodEnd: true, access: { active: false } });
    expect((await post(user, '/api/subscriptions/cancel')).body).toEqual(errorBody.badRequest('You have no active Pro subscription to cancel.'));
    const resume = await post(user, '/api/subscriptions/resume');
    expect(resume.status).toBe(200);
    expect(resume.body).toMatchObject({ isCheckoutSession: true, checkoutUrl: expect.stringMatching(/^\/billing\/success\?session_id=local_/) });

    const fresh = await post(user, '/api/subscription/new-checkout');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ success: true, checkoutUrl: expect.stringMatching(/^\/billing\/success\?session_id=local_/) });
    const again = await post(user, '/api/subscriptions/confirm', { sessionId: sessionIdOf(fresh.body.checkoutUrl) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: false, access: { active: true } });
    expect(new Date(again.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect((await t.http().get('/api/auth/me').set(bearer(user.token))).body.subscription).toMatchObject({ planId: 'pro', status: 'active' });
  });

  it('resumes while the period runs', async () => {
    const user = await registerUser(t);
    await upgrade(user);
    await post(user, '/api/subscriptions/cancel');
    const resumed = await post(user, '/api/subscriptions/resume');
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ isCheckoutSession: false, subscription: { planId: 'pro', status: 'active', cancelAtPeriodEnd: false } });
    expect(await titles(user)).toContain('Subscription Resumed');
  });

  it('confirming the same session twice changes nothing the second time', async () => {
    const user = await registerUser(t);
    const checkout = await post(user, '/api/subscriptions/checkout', { planId: 'pro' });
    const sessionId = sessionIdOf(checkout.body.checkoutUrl);
    const first = await post(user, '/api/subscriptions/confirm', { sessionId });
    await post(user, '/api/subscriptions/cancel');
    const second = await post(user, '/api/subscriptions/confirm', { sessionId });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ currentPeriodStart: first.body.currentPeriodStart, currentPeriodEnd: first.body.currentPeriodEnd, cancelAtPeriodEnd: true });
    expect((await titles(user)).filter((title) => title === 'Welcome to Pro')).toHaveLength(1);
  });

  it("an old session confirmed again does not replace the running subscription", async () => {
    const user = await registerUser(t);
    const oldCheckout = await post(user, '/api/subscriptions/checkout', { planId: 'pro' });
    await post(user, '/api/subscriptions/confirm', { sessionId: sessionIdOf(oldCheckout.body.checkoutUrl) });
    await post(user, '/api/subscriptions/cancel');
    await endPeriod(user);
    const renewed = await upgrade(user, '/api/subscription/new-checkout');
    const replay = await post(user, '/api/subscriptions/confirm', { sessionId: sessionIdOf(oldCheckout.body.checkoutUrl) });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ currentPeriodEnd: renewed.currentPeriodEnd, cancelAtPeriodEnd: false, access: { active: true } });
  });

  it('refuses what does not apply with a 400 and a message', async () => {
    const user = await registerUser(t);
    expect((await post(user, '/api/subscriptions/cancel')).body).toEqual(errorBody.badRequest('You have no active Pro subscription to cancel.'));
    expect((await post(user, '/api/subscriptions/resume')).body).toEqual(errorBody.badRequest('You have no Pro subscription to resume.'));
    expect((await post(user, '/api/subscriptions/checkout', { planId: 'team' })).body.message).toBe("Unknown plan: the only plan you can buy is 'pro'.");
    expect((await post(user, '/api/subscriptions/confirm', {})).body.message).toBe('sessionId is required.');
    expect((await post(user, '/api/subscriptions/confirm', { sessionId: 'x'.repeat(256) })).body.message).toBe('sessionId must be at most 255 characters.');
    await upgrade(user);
    expect((await post(user, '/api/subscriptions/checkout', { planId: 'pro' })).body).toEqual(errorBody.badRequest('You already have an active Pro subscription.'));
    expect((await post(user, '/api/subscription/new-checkout')).body).toEqual(errorBody.badRequest('You already have an active Pro subscription.'));
    expect((await post(user, '/api/subscriptions/resume')).body).toEqual(errorBody.badRequest('Your subscription is not canceled: it already renews automatically.'));
  });

  it("answers 404 for another user's session and an unknown one, and changes nothing", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const checkout = await post(owner, '/api/subscriptions/checkout', { planId: 'pro' });
    for (const sessionId of [sessionIdOf(checkout.body.checkoutUrl), 'local_00000000000000000000000000000000']) {
      const res = await post(other, '/api/subscriptions/confirm', { sessionId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody.notFound('Checkout session not found.'));
    }
    expect((await current(other)).planId).toBe('free-trial');
    expect((await current(owner)).planId).toBe('free-trial');
  });

  it('refuses Stripe webhooks: there is no Stripe to trust', async () => {
    const res = await t.http().post('/api/webhooks/stripe').set('Stripe-Signature', 't=1,v1=00').send({ id: 'evt_1', type: 'checkout.session.completed' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Stripe webhooks are not accepted: billing runs in local test mode (STRIPE_SECRET_KEY is not set).');
    expect(await countRows(t, 'processed_stripe_events')).toBe(0);
  });

  it('requires credentials (401) and a password sign-in (API key → 403)', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);
    for (const [path, body] of [
      ['/api/subscriptions/checkout', { planId: 'pro' }],
      ['/api/subscriptions/confirm', { sessionId: 'local_x' }],
      ['/api/subscriptions/cancel', undefined],
      ['/api/subscriptions/resume', undefined],
      ['/api/subscription/new-checkout', undefined],
    ] as const) {
      expect({ path, status: (await t.http().post(path).send(body)).status }).toEqual({ path, status: 401 });
      const withKey = await t.http().post(path).set(bearer(key)).send(body);
      expect({ path, status: withKey.status, message: withKey.body.message }).toEqual({ path, status: 403, message: 'This action requires signing in with your password.' });
    }
    expect(await countRows(t, 'checkout_sessions', user.id)).toBe(0);
  });

  describe('the daily job at period end', () => {
    it('renews a plan due within a day for the next month, without a gap', async () => {
      const user = await registerUser(t);
      const pro = await upgrade(user);
      const end = new Date(Date.now() + 2 * 60 * 60 * 1000);
      await sql(t, 'UPDATE subscriptions SET current_period_end = ? WHERE user_id = ?', [end, user.id]);
      expect(await t.app.get(LocalRenewals).run(new Date())).toBeGreaterThanOrEqual(1);
      expect(await current(user)).toMatchObject({
        planId: 'pro',
        status: 'active',
        currentPeriodStart: end.toISOString(),
        currentPeriodEnd: addMonth(end).toISOString(),
        access: { active: true },
      });
      expect(pro.currentPeriodEnd).not.toBe(addMonth(end).toISOString());
    });

    it('leaves a plan alone while its end is more than a day away', async () => {
      const user = await registerUser(t);
      const pro = await upgrade(user);
      await t.app.get(LocalRenewals).run(new Date());
      expect((await current(user)).currentPeriodEnd).toBe(pro.currentPeriodEnd);
    });

    it('ends a canceled plan once its period has passed, notifying once', async () => {
      const user = await registerUser(t);
      await upgrade(user);
      await post(user, '/api/subscriptions/cancel');
      await endPeriod(user);
      const renewals = t.app.get(LocalRenewals);
      await renewals.run(new Date());
      await renewals.run(new Date());
      expect(await current(user)).toMatchObject({ planId: 'pro', status: 'canceled', access: { active: false } });
      expect((await titles(user)).filter((title) => title === 'Your Pro plan has ended')).toHaveLength(1);
      expect((await post(user, '/api/subscriptions/resume')).body.isCheckoutSession).toBe(true);
      expect((await upgrade(user, '/api/subscription/new-checkout')).access.active).toBe(true);
    });
  });
});
