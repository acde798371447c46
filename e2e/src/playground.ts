/**
 * What the playground specs share: a queue worker process on the e2e server's database and queue prefix (with
 * Redis the API only enqueues batch items), and an account whose OpenAI and Anthropic keys point at a fake.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeLlmServer } from '../../backend/test/support/fake-llm';
import { registerAccount, type RegisteredAccount } from './accounts';
import { env, REPO_ROOT, TEST_JWT_SECRET, TEST_PROVIDER_KEYS_SECRET, TEST_REDIS_URL } from './utils';

export interface PlaygroundWorker {
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as when a machine dies. */
  kill(): Promise<void>;
}

export function startPlaygroundWorker(extraEnv: Record<string, string> = {}): PlaygroundWorker {
  const dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-playground-worker-'));
  const rest = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'REDIS_URL', 'PORT'].includes(key)));
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'src', 'worker.js')], {
    cwd: REPO_ROOT,
    env: {
      ...rest,
      NODE_ENV: 'production',
      DATABASE_URL: env.databaseUrl(),
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `pfe2e_${env.runId()}`,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      PROVIDER_KEYS_SECRET: TEST_PROVIDER_KEYS_SECRET,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

/** A new account whose own OpenAI and Anthropic keys point at the fake provider. */
export async function accountWithFakeKeys(fake: FakeLlmServer): Promise<RegisteredAccount> {
  const account = await registerAccount();
  for (const [provider, baseUrl] of [
    ['openai', fake.openAiBaseUrl],
    ['anthropic', fake.anthropicBaseUrl],
  ]) {
    const response = await fetch(`${env.baseUrl()}/api/user/provider-keys/${provider}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ apiKey: `sk-e2e-${provider}-0123456789`, baseUrl }),
    });
    expect(response.status).toBe(200);
  }
  return account;
}
