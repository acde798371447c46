import { AUTHENTICATION_REQUIRED_MESSAGE, PASSWORD_REQUIRED_MESSAGE } from '../../src/modules/auth/guards/auth.guard';
import { bearer, countRows, createApiKey, registerUser, saveProviderKey, sql } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const unauthorized = { statusCode: 401, error: 'Unauthorized', message: AUTHENTICATION_REQUIRED_MESSAGE };
const passwordRequired = { statusCode: 403, error: 'Forbidden', message: PASSWORD_REQUIRED_MESSAGE };

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    const valid = { name: 'Ana Souza', email: '  Ana.Souza@Example.COM ', password: 'password123', confirmPassword: 'password123' };

    it('creates the account with a 7-day trial, normalises the e-mail, and signs in', async () => {
      const res = await t.http().post('/api/auth/register').send(valid);
      expect(res.status).toBe(201);
      expect(res.body.token).toEqual(expect.any(String));
      const { user } = res.body;
      expect(user).toMatchObject({ name: 'Ana Souza', email: 'ana.souza@example.com', profileImageUrl: null });
      expect(user.subscription).toMatchObject({
        planId: 'free-trial',
        status: 'trialing',
        cancelAtPeriodEnd: false,
        access: { active: true, trialExpired: false, trialDaysLeft: 7 },
      });
      const days = (Date.parse(user.subscription.currentPeriodEnd) - Date.parse(user.subscription.currentPeriodStart)) / 86_400_000;
      expect(days).toBe(7);
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
      const [stored] = (await sql(t, 'SELECT password_hash FROM users WHERE email = ?', ['ana.souza@example.com'])) as { password_hash: string }[];
      expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    });

    it('refuses an e-mail that exists in another case with 409', async () => {
      const res = await t.http().post('/api/auth/register').send({ ...valid, email: 'ANA.SOUZA@example.com' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' });
    });

    it.each([
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
      [{ confirmPassword: 'different1' }, 'confirmPassword', "Passwords don't match"],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ])('refuses %p with the spec message and creates nothing', async (change, field, message) => {
      const before = await countRows(t, 'users');
      const res = await t.http().post('/api/auth/register').send({ ...valid, email: 'new-user@example.com', ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toContainEqual({ field, message });
      expect(await countRows(t, 'users')).toBe(before);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, whatever the e-mail case', async () => {
      const user = await registerUser(t);
      const res = await t.http().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: user.id, email: user.email });
      const me = await t.http().get('/api/auth/me').set(bearer(res.body.token));
      expect(me.status).toBe(200);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const user = await registerUser(t);
      const wrongPassword = await t.http().post('/api/auth/login').send({ email: user.email, password: 'wrong password' });
      const unknownEmail = await t.http().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong password' });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Email must be valid'],
      [{ email: 'a@b.co', password: '' }, 'Password is required'],
    ])('validates %p', async (body, message) => {
      const res = await t.http().post('/api/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('locks an e-mail out after 5 failures from one client, even with the right password', async () => {
      const user = await registerUser(t);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await t.http().post('/api/auth/login').send({ email: user.email, password: 'wrong password' })).status).toBe(401);
      }
      const locked = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe('Too many failed sign-in attempts for this email. Please wait 15 minutes and try again.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Once the window has passed (moved into the past here), the right password works again.
      await sql(t, "UPDATE rate_limit_events SET created_at = created_at - interval '16 minutes' WHERE key LIKE ?", [`login:${user.email}:%`]);
      expect((await t.http().post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('refuses requests without credentials or with a bad token', async () => {
      expect((await t.http().get('/api/auth/me')).body).toEqual(unauthorized);
      expect((await t.http().get('/api/auth/me').set(bearer('not-a-token'))).status).toBe(401);
      expect((await t.http().get('/api/auth/me').set(bearer('pfk_0000000000000000000000000000000000000000'))).status).toBe(401);
    });

    it('logout refuses that token on the very next request, and only that one', async () => {
      const user = await registerUser(t);
      const other = (await t.http().post('/api/auth/login').send({ email: user.email, password: user.password })).body.token as string;
      expect((await t.http().post('/api/auth/logout').set(bearer(user.token))).status).toBe(204);
      expect((await t.http().get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
      expect((await t.http().get('/api/auth/me').set(bearer(other))).status).toBe(200);
    });

    it('a token whose session expired is refused', async () => {
      const user = await registerUser(t);
      await sql(t, "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ?", [user.id]);
      expect((await t.http().get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
    });
  });

  describe('GET and PATCH /api/auth/me', () => {
    it('returns the user record with the subscription, never secrets', async () => {
      const user = await registerUser(t);
      const res = await t.http().get('/api/auth/me').set(bearer(user.token));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'profileImageUrl', 'subscription']);
      expect(res.body.subscription.access).toEqual({ active: true, trialExpired: false, trialDaysLeft: 7 });
    });

    it('works with an API key', async () => {
      const user = await registerUser(t);
      const { key } = await createApiKey(t, user);
      const res = await t.http().get('/api/auth/me').set(bearer(key));
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(user.id);
    });

    it('updates name and e-mail', async () => {
      const user = await registerUser(t);
      const res = await t.http().patch('/api/auth/me').set(bearer(user.token)).send({ name: ' Ana Lima ', email: 'Ana.Lima@Example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Ana Lima', email: 'ana.lima@example.com' });
    });

    it.each([
      [{ name: 'A', email: 'ok@example.com' }, 'Name must be at least 2 characters.'],
      [{ name: 'Ana', email: 'bad' }, 'Please enter a valid email.'],
    ])('validates %p and changes nothing', async (body, message) => {
      const user = await registerUser(t);
      const res = await t.http().patch('/api/auth/me').set(bearer(user.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await t.http().get('/api/auth/me').set(bearer(user.token))).body).toMatchObject({ name: user.name, email: user.email });
    });

    it('refuses an e-mail another account uses with 409, changing nothing', async () => {
      const first = await registerUser(t);
      const second = await registerUser(t);
      const res = await t.http().patch('/api/auth/me').set(bearer(second.token)).send({ name: 'Bea', email: first.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An account with this email already exists.');
      expect((await t.http().get('/api/auth/me').set(bearer(second.token))).body.email).toBe(second.email);
    });

    it('refuses account changes made with an API key', async () => {
      const user = await registerUser(t);
      const { key } = await createApiKey(t, user);
      expect((await t.http().patch('/api/auth/me').set(bearer(key)).send({ name: 'Eve', email: 'eve@example.com' })).body).toEqual(passwordRequired);
      expect((await t.http().delete('/api/auth/me').set(bearer(key))).body).toEqual(passwordRequired);
      expect((await t.http().post('/api/auth/change-password').set(bearer(key)).send({ currentPassword: user.password, newPassword: 'another password' })).body).toEqual(passwordRequired);
      expect((await t.http().get('/api/auth/me').set(bearer(key))).body.name).toBe(user.name);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('changes the password, ends every other session and returns a fresh token', async () => {
      const user = await registerUser(t);
      const other = (await t.http().post('/api/auth/login').send({ email: user.email, password: user.password })).body.token as string;
      const res = await t.http().post('/api/auth/change-password').set(bearer(user.token)).send({ currentPassword: user.password, newPassword: 'a brand new password' });
      expect(res.status).toBe(200);
      expect((await t.http().get('/api/auth/me').set(bearer(other))).status).toBe(401);
      expect((await t.http().get('/api/auth/me').set(bearer(res.body.token))).status).toBe(200);
      expect((await t.http().post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(401);
      expect((await t.http().post('/api/auth/login').send({ email: user.email, password: 'a brand new password' })).status).toBe(200);
    });

    it.each([
      [{ currentPassword: '', newPassword: 'long enough pw' }, 400, 'Current password is required.'],
      [{ currentPassword: 'whatever1', newPassword: 'short' }, 400, 'Password must be at least 8 characters.'],
      [{ currentPassword: 'wrong password', newPassword: 'long enough pw' }, 400, 'Current password is incorrect.'],
    ])('refuses %p and keeps the old password', async (body, status, message) => {
      const user = await registerUser(t);
      const res = await t.http().post('/api/auth/change-password').set(bearer(user.token)).send(body);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect((await t.http().post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    });
  });

  describe('DELETE /api/auth/me', () => {
    it('deletes the account and every row it owns, and nobody else\'s', async () => {
      const user = await registerUser(t);
      const bystander = await registerUser(t);
      await createApiKey(t, user);
      await createApiKey(t, bystander);
      for (const owner of [user, bystander]) {
        await saveProviderKey(t, owner, 'openai', { apiKey: 'sk-deletion-test-key', baseUrl: 'http://127.0.0.1:9/v1' });
        // A test call against a closed port: recorded in llm_calls as a provider error.
        await t.http().post('/api/user/provider-keys/openai/test').set(bearer(owner.token));
        expect((await t.http().post('/api/subscriptions/checkout').set(bearer(owner.token)).send({ planId: 'pro' })).status).toBe(200);
        const prompt = await t.http().post('/api/prompts').set(bearer(owner.token)).send({ name: 'Deletion test', content: 'Summarize the text below.' });
        expect((await t.http().put(`/api/prompts/${prompt.body.id}`).set(bearer(owner.token)).send({ content: 'Summarize the text below in two lines.' })).status).toBe(200);
        const run = { prompts: [{ name: 'P', content: 'Summarize {{text}}.' }], llm_configs: [{ model_name: 'gpt-4o', max_tokens: 50 }], batch_inputs: [{ variables: { text: 'a' } }], dry_run: true };
        expect((await t.http().post('/api/playground/runs').set(bearer(owner.token)).send(run)).status).toBe(202);
        const session = { name: 'Deletion test', prompts: run.prompts, llm_configs: run.llm_configs, results: [{ input_variables: {} }] };
        expect((await t.http().post('/api/playground/sessions').set(bearer(owner.token)).send(session)).status).toBe(201);
        const chat = await t.http().post('/api/chat/conversations').set(bearer(owner.token)).send({});
        expect((await t.http().post(`/api/chat/conversations/${chat.body.id}/messages`).set(bearer(owner.token)).send({ content: 'How much does Pro cost?' })).status).toBe(201);
        expect((await t.http().post('/api/rules').set(bearer(owner.token)).send({ name: 'Deletion test', content: 'Use strict TypeScript.' })).status).toBe(201);
        expect((await t.http().post('/api/security/analyze-text').set(bearer(owner.token)).send({ text_content: 'CPF 529.982.247-25', prompt_id: prompt.body.id })).status).toBe(200);
        const generated = await t.http().post('/api/documentation/generate').set(bearer(owner.token)).send({ document_type: 'PRD', title: 'Deletion test', source_prompt_content: 'Users can export reports.' });
        expect(generated.status).toBe(200);
      }
      const promptVersions = async (userId: string) =>
        Number(((await sql(t, 'SELECT count(*) AS n FROM prompt_versions v JOIN prompts p ON p.id = v.prompt_id WHERE p.user_id = ?', [userId])) as { n: string }[])[0].n);
      const owned = ['users', 'subscriptions', 'sessions', 'api_keys', 'notifications', 'provider_keys', 'llm_calls', 'checkout_sessions', 'prompts', 'playground_runs', 'playground_sessions', 'chat_conversations', 'rules', 'security_checks', 'documents', 'documentation_jobs'];
      for (const table of owned) {
        expect(await countRows(t, table, user.id)).toBeGreaterThan(0);
      }
      expect(await promptVersions(user.id)).toBe(2);
      const bystanderBefore = await Promise.all(owned.map((table) => countRows(t, table, bystander.id)));

      expect((await t.http().delete('/api/auth/me').set(bearer(user.token))).status).toBe(204);

      expect(await promptVersions(user.id)).toBe(0);
      expect(await promptVersions(bystander.id)).toBe(2);

      for (const table of owned) {
        expect({ table, rows: await countRows(t, table, user.id) }).toEqual({ table, rows: 0 });
      }
      expect(await Promise.all(owned.map((table) => countRows(t, table, bystander.id)))).toEqual(bystanderBefore);
      expect((await t.http().get('/api/auth/me').set(bearer(user.token))).status).toBe(401);
    });

    it('every table with a user_id column is covered by the deletion test', async () => {
      const rows = (await sql(t, "SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public'")) as {
        table_name: string;
      }[];
      expect(rows.map((row) => row.table_name).sort()).toEqual([
        'api_keys',
        'chat_conversations',
        'checkout_sessions',
        'documentation_jobs',
        'documents',
        'llm_calls',
        'notifications',
        'playground_runs',
        'playground_sessions',
        'prompts',
        'provider_keys',
        'rules',
        'security_checks',
        'sessions',
        'subscriptions',
      ]);
    });
  });
});

describe('registration rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redis: 'none', env: { REGISTRATIONS_PER_HOUR: '2' } });
  });
  afterAll(() => t.close());

  it('allows the configured number of registrations per client per hour, then 429 with Retry-After', async () => {
    await registerUser(t);
    await registerUser(t);
    const res = await t.http().post('/api/auth/register').send({ name: 'Cid', email: 'cid@example.com', password: 'password123', confirmPassword: 'password123' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many accounts were created from this network. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
