import { bearer, createApiKey, registerUser, sql } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/subscriptions/current', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('requires credentials', async () => {
    expect((await t.http().get('/api/subscriptions/current')).status).toBe(401);
  });

  it('returns the trial with the rules applied, for a session and for an API key', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);
    for (const credential of [user.token, key]) {
      const res = await t.http().get('/api/subscriptions/current').set(bearer(credential));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ planId: 'free-trial', status: 'trialing', access: { active: true, trialExpired: false, trialDaysLeft: 7 } });
    }
  });

  it('reports an expired trial', async () => {
    const user = await registerUser(t);
    await sql(t, "UPDATE subscriptions SET current_period_end = now() - interval '1 hour' WHERE user_id = ?", [user.id]);
    const res = await t.http().get('/api/subscriptions/current').set(bearer(user.token));
    expect(res.body.access).toEqual({ active: false, trialExpired: true, trialDaysLeft: 0 });
  });
});

describe('/api/user/notification-preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('requires credentials', async () => {
    expect((await t.http().get('/api/user/notification-preferences')).status).toBe(401);
    expect((await t.http().patch('/api/user/notification-preferences').send({ emailUpdates: true })).status).toBe(401);
  });

  it('starts at the spec defaults and saves changes (also with an API key)', async () => {
    const user = await registerUser(t);
    const defaults = await t.http().get('/api/user/notification-preferences').set(bearer(user.token));
    expect(defaults.body).toEqual({ emailUpdates: false, securityAlerts: true, newFeatures: true, marketingEmails: false });
    const { key } = await createApiKey(t, user);
    const res = await t.http().patch('/api/user/notification-preferences').set(bearer(key)).send({ emailUpdates: true, newFeatures: false });
    expect(res.body).toEqual({ emailUpdates: true, securityAlerts: true, newFeatures: false, marketingEmails: false });
    expect((await t.http().get('/api/user/notification-preferences').set(bearer(user.token))).body).toEqual(res.body);
  });

  it('refuses unknown properties and non-booleans, changing nothing', async () => {
    const user = await registerUser(t);
    const unknown = await t.http().patch('/api/user/notification-preferences').set(bearer(user.token)).send({ emailUpdates: true, sms: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('property sms should not exist');
    const wrongType = await t.http().patch('/api/user/notification-preferences').set(bearer(user.token)).send({ emailUpdates: 'yes' });
    expect(wrongType.status).toBe(400);
    expect((await t.http().get('/api/user/notification-preferences').set(bearer(user.token))).body.emailUpdates).toBe(false);
  });

  it("each user sees only their own preferences", async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    await t.http().patch('/api/user/notification-preferences').set(bearer(first.token)).send({ marketingEmails: true });
    expect((await t.http().get('/api/user/notification-preferences').set(bearer(second.token))).body.marketingEmails).toBe(false);
  });
});
