import { TrialReminders } from '../../src/modules/notifications/trial-reminders';
import { bearer, createApiKey, registerUser, sql } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  it('require credentials', async () => {
    expect((await t.http().get('/api/notifications')).status).toBe(401);
    expect((await t.http().post('/api/notifications/read-all')).status).toBe(401);
    expect((await t.http().patch('/api/notifications/00000000-0000-4000-8000-000000000000/read')).status).toBe(401);
  });

  it('registration leaves a welcome and a trial-started notification, newest first', async () => {
    const user = await registerUser(t);
    const res = await t.http().get('/api/notifications').set(bearer(user.token));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.unreadCount).toBe(2);
    expect(res.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Your 7-day free trial has started', 'Welcome to PromptForge']);
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(String),
      type: 'info',
      title: 'Your 7-day free trial has started',
      message: expect.any(String),
      date: expect.any(String),
      read: false,
    });
  });

  it('pages with limit/offset, filters unread, and validates the query', async () => {
    const user = await registerUser(t);
    const page = await t.http().get('/api/notifications?limit=1&offset=1').set(bearer(user.token));
    expect(page.body.notifications.map((n: { title: string }) => n.title)).toEqual(['Welcome to PromptForge']);
    expect(page.body.total).toBe(2);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc', 'unread_only=maybe']) {
      const res = await t.http().get(`/api/notifications?${query}`).set(bearer(user.token));
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    expect((await t.http().get('/api/notifications?limit=0').set(bearer(user.token))).body.message).toBe('limit must be an integer between 1 and 100');
  });

  it('marks one read (persisted), then all read', async () => {
    const user = await registerUser(t);
    const { notifications } = (await t.http().get('/api/notifications').set(bearer(user.token))).body;
    const one = await t.http().patch(`/api/notifications/${notifications[0].id}/read`).set(bearer(user.token));
    expect(one.status).toBe(200);
    expect(one.body.read).toBe(true);
    const unread = await t.http().get('/api/notifications?unread_only=true').set(bearer(user.token));
    expect(unread.body).toMatchObject({ total: 1, unreadCount: 1 });
    const all = await t.http().post('/api/notifications/read-all').set(bearer(user.token));
    expect(all.body).toEqual({ updated: 1 });
    expect((await t.http().get('/api/notifications').set(bearer(user.token))).body.unreadCount).toBe(0);
  });

  it('works with an API key', async () => {
    const user = await registerUser(t);
    const { key } = await createApiKey(t, user);
    expect((await t.http().post('/api/notifications/read-all').set(bearer(key))).body).toEqual({ updated: 2 });
  });

  it("cannot read or change another user's notifications", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const [first] = (await t.http().get('/api/notifications').set(bearer(owner.token))).body.notifications;
    const res = await t.http().patch(`/api/notifications/${first.id}/read`).set(bearer(other.token));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Notification not found.' });
    await t.http().post('/api/notifications/read-all').set(bearer(other.token));
    expect((await t.http().get('/api/notifications').set(bearer(owner.token))).body.unreadCount).toBe(2);
  });

  describe('trial reminders (daily job)', () => {
    it('warns at 2 days and 1 day left and when the trial ended, each once', async () => {
      const user = await registerUser(t);
      const reminders = t.app.get(TrialReminders);
      const [row] = (await sql(t, 'SELECT current_period_end FROM subscriptions WHERE user_id = ?', [user.id])) as { current_period_end: Date }[];
      const end = new Date(row.current_period_end).getTime();
      const titles = async () =>
        ((await t.http().get('/api/notifications').set(bearer(user.token))).body.notifications as { title: string }[]).map((n) => n.title);

      await reminders.run(new Date(end - 5 * DAY));
      expect(await titles()).not.toContain('Your trial ends in 2 days');
      await reminders.run(new Date(end - 1.5 * DAY));
      await reminders.run(new Date(end - 1.4 * DAY));
      await reminders.run(new Date(end - 0.5 * DAY));
      await reminders.run(new Date(end + DAY));
      await reminders.run(new Date(end + 2 * DAY));
      const list = await titles();
      expect(list.filter((title) => title === 'Your trial ends in 2 days')).toHaveLength(1);
      expect(list.filter((title) => title === 'Your trial ends in 1 day')).toHaveLength(1);
      expect(list.filter((title) => title === 'Your trial has ended')).toHaveLength(1);
    });

    it('leaves paying users alone', async () => {
      const user = await registerUser(t);
      await sql(t, "UPDATE subscriptions SET plan_id = 'pro', status = 'active' WHERE user_id = ?", [user.id]);
      expect(await t.app.get(TrialReminders).run(new Date(Date.now() + 30 * DAY))).toBeGreaterThanOrEqual(0);
      const titles = ((await t.http().get('/api/notifications').set(bearer(user.token))).body.notifications as { title: string }[]).map((n) => n.title);
      expect(titles.some((title) => title.startsWith('Your trial'))).toBe(false);
    });
  });
});
