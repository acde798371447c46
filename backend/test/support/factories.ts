import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

export const bearer = (credential: string) => ({ Authorization: `Bearer ${credential}` });

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a fresh user through the API (as the product does) and returns its session token. */
export async function registerUser(t: TestApp, overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {}): Promise<TestUser> {
  const name = overrides.name ?? 'Ana Souza';
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await t.http().post('/api/auth/register').send({ name, email, password, confirmPassword: password });
  if (res.status !== 201) {
    throw new Error(`registerUser failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { id: res.body.user.id, name, email: email.toLowerCase(), password, token: res.body.token };
}

export async function createApiKey(t: TestApp, user: TestUser, name = 'CI pipeline'): Promise<{ id: string; key: string }> {
  const res = await t.http().post('/api/api-keys').set(bearer(user.token)).send({ name });
  if (res.status !== 201) {
    throw new Error(`createApiKey failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { id: res.body.id, key: res.body.key };
}

/** Saves the user's own key for a provider through the API (PUT /api/user/provider-keys/{provider}). */
export async function saveProviderKey(t: TestApp, user: TestUser, provider: string, body: { apiKey: string; baseUrl?: string }): Promise<void> {
  const res = await t.http().put(`/api/user/provider-keys/${provider}`).set(bearer(user.token)).send(body);
  if (res.status !== 200) {
    throw new Error(`saveProviderKey failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Rows in a table, optionally for one user (`user_id`), read straight from the database. */
export async function countRows(t: TestApp, table: string, userId?: string): Promise<number> {
  const { MikroORM } = await import('@mikro-orm/postgresql');
  const connection = t.app.get(MikroORM).em.getConnection();
  const where = userId ? (table === 'users' ? 'WHERE id = ?' : 'WHERE user_id = ?') : '';
  const [row] = await connection.execute<{ count: string }[]>(`SELECT count(*) AS count FROM ${table} ${where}`, userId ? [userId] : []);
  return Number(row.count);
}

export async function sql(t: TestApp, query: string, params: unknown[] = []): Promise<unknown[]> {
  const { MikroORM } = await import('@mikro-orm/postgresql');
  return t.app.get(MikroORM).em.getConnection().execute(query, params);
}
