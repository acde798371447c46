/**
 * Accounts for the browser and CLI specs, made through the public API as a user would, plus the one
 * database shortcut the specs need (ending a trial without waiting seven days).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { env } from './utils';

export const TEST_PASSWORD = 'correct-horse-42';

export interface RegisteredAccount {
  token: string;
  user: { id: string; name: string; email: string };
  password: string;
}

/** POST /api/auth/register with a unique e-mail: a new user on the 7-day trial, signed in. */
export async function registerAccount(name = 'Ada Lovelace'): Promise<RegisteredAccount> {
  const email = `e2e-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  const response = await fetch(`${env.baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as Omit<RegisteredAccount, 'password'>;
  return { ...body, password: TEST_PASSWORD };
}

/** Moves the user's trial end into the past, as if seven days had gone by. */
export async function endTrial(userId: string): Promise<void> {
  const client = new Client({ connectionString: env.databaseUrl() });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE subscriptions SET current_period_start = now() - interval '8 days', current_period_end = now() - interval '1 day' WHERE user_id = $1`,
      [userId],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
