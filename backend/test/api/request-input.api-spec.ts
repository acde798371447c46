import { bearer, countRows, createApiKey, registerUser, type TestUser } from '../support/factories';
import { errorBody } from '../support/responses';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Input no route may pass on: NUL and unpaired surrogates in any string (PostgreSQL refuses both), null for
 * optional fields that are not nullable, and bodies nested too deeply. Each was a 500 before; the refusal is
 * one mechanism (the global validation pipe and the JSON body middleware), so any route is a fair example.
 */
describe('characters, nulls and nesting no route accepts', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ redis: 'none' });
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  const refused = (field: string, codePoint: string) => {
    const message = `${field} contains a character that is not allowed (${codePoint}).`;
    return { ...errorBody.badRequest(message), errors: [{ field, message }] };
  };
  // Raw JSON text: supertest would re-encode a JS string; "\ud800" here is the six-character escape.
  const rawJson = (text: string) => ({ body: text, type: 'application/json' });

  it.each([
    ['POST /api/auth/register', 'post', '/api/auth/register', '{"name":"Ana","email":"\\ud800@example.com","password":"abcdefgh1","confirmPassword":"abcdefgh1"}'],
    ['POST /api/auth/login', 'post', '/api/auth/login', '{"email":"\\ud800@example.com","password":"abcdefgh1"}'],
    ['PATCH /api/auth/me', 'patch', '/api/auth/me', '{"name":"Ana","email":"ana\\udfff@example.com"}'],
  ] as const)('a lone surrogate in the e-mail of %s is a 400 naming the field', async (_label, method, path, json) => {
    const users = await countRows(t, 'users');
    const { body, type } = rawJson(json);
    const res = await t.http()[method](path).set(bearer(user.token)).set('Content-Type', type).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('email', json.includes('udfff') ? 'U+DFFF' : 'U+D800'));
    expect(await countRows(t, 'users')).toBe(users);
    expect((await t.http().get('/api/auth/me').set(bearer(user.token))).body.email).toBe(user.email);
  });

  it('a NUL in the sessionId of POST /api/subscriptions/confirm is a 400', async () => {
    const res = await t.http().post('/api/subscriptions/confirm').set(bearer(user.token)).set('Content-Type', 'application/json').send('{"sessionId":"local_\\u0000"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('sessionId', 'U+0000'));
  });

  it('is checked in nested values and property names, in the query and in path parameters, also with an API key', async () => {
    const { key } = await createApiKey(t, user);
    const nested = await t.http().post('/api/analyze-tokens').set(bearer(key)).send({ text_to_analyze: 'hello', models: ['gpt-4o', 'x\u0000'] });
    expect(nested.body).toEqual(refused('models.1', 'U+0000'));
    const propertyName = await t.http().post('/api/prompts').set(bearer(key)).send({ name: 'Fine', content: 'Fine content', ['x\u0000']: 1 });
    expect(propertyName.body).toEqual(refused('x\\u0000', 'U+0000'));
    const query = await t.http().get('/api/prompts?name=a%00b').set(bearer(key));
    expect(query.body).toEqual(refused('name', 'U+0000'));
    const path = await t.http().post('/api/user/provider-keys/open%00ai/test').set(bearer(key));
    expect(path.body).toEqual(refused('provider', 'U+0000'));
    expect(await countRows(t, 'prompts', user.id)).toBe(0);
  });

  it('keeps every other character: emoji pairs, control and invisible characters are stored as sent', async () => {
    const name = 'Emoji \ud83d\ude80 zero\u200bwidth \u202eRTL \u0007bell';
    const res = await t.http().post('/api/prompts').set(bearer(user.token)).send({ name, content: 'Some content \ufeff here' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe(name);
    await t.http().delete(`/api/prompts/${res.body.id}`).set(bearer(user.token)).expect(204);
  });

  it('null for any field of PATCH /api/user/notification-preferences is a 400 naming each field, changing nothing', async () => {
    const before = (await t.http().get('/api/user/notification-preferences').set(bearer(user.token))).body;
    const res = await t
      .http()
      .patch('/api/user/notification-preferences')
      .set(bearer(user.token))
      .send({ emailUpdates: null, securityAlerts: null, newFeatures: null, marketingEmails: null });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      ...errorBody.badRequest('emailUpdates must not be null.'),
      errors: ['emailUpdates', 'securityAlerts', 'newFeatures', 'marketingEmails'].map((field) => ({ field, message: `${field} must not be null.` })),
    });
    expect((await t.http().get('/api/user/notification-preferences').set(bearer(user.token))).body).toEqual(before);
  });

  it('null stays allowed where a field is @Nullable() (clearing a prompt description), and is refused elsewhere', async () => {
    const created = await t.http().post('/api/prompts').set(bearer(user.token)).send({ name: 'Nulls', content: 'Some content', description: 'To clear' });
    const cleared = await t.http().put(`/api/prompts/${created.body.id}`).set(bearer(user.token)).send({ description: null, systemPrompt: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.description).toBeNull();
    const nullName = await t.http().put(`/api/prompts/${created.body.id}`).set(bearer(user.token)).send({ name: null });
    expect(nullName.status).toBe(400);
    expect(nullName.body.message).toBe('name must not be null.');
  });

  it('a body nested more than 32 levels deep is a 400, however deep', async () => {
    for (const depth of [33, 200_000]) {
      const json = `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
      const res = await t.http().post('/api/prompts').set(bearer(user.token)).set('Content-Type', 'application/json').send(json);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody.badRequest('The request body is nested more than 32 levels deep.'));
    }
    const shallow = await t.http().post('/api/prompts').set(bearer(user.token)).send({ name: [[[['x']]]], content: 'Some content' });
    expect(shallow.status).toBe(400);
    expect(shallow.body.message).not.toMatch(/nested/);
  });
});
