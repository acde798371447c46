/**
 * Starts the one backend every black-box test talks to: the built `node backend/dist/src/main.js` on a free
 * 127.0.0.1 port, against a fresh database on TEST_POSTGRES_URL and the real Redis (a prefix of its own),
 * serving the built web app. Tests read its address from PF_E2E_BASE_URL; global-teardown stops it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  BUILD_OUTPUTS,
  createDatabase,
  dropDatabase,
  newRunId,
  REPO_ROOT,
  startServer,
  stopServer,
  TEST_JWT_SECRET,
  TEST_PROVIDER_KEYS_SECRET,
  TEST_REDIS_URL,
  type ServerProcess,
} from './utils';

/** What global-teardown needs; globalSetup and globalTeardown run in the same (parent) process. */
export interface E2eGlobalState {
  server?: ServerProcess;
  databaseName?: string;
  dataDir?: string;
}

export const STATE_KEY = '__PROMPTFORGE_E2E__';

export default async function globalSetup(): Promise<void> {
  const missing = Object.values(BUILD_OUTPUTS).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e tests run the built product, and these build outputs are missing: ${missing
        .map((file) => relative(REPO_ROOT, file))
        .join(', ')}.\nRun \`npm run build\` at the repository root first.`,
    );
  }

  const runId = newRunId();
  const state: E2eGlobalState = {};
  (globalThis as Record<string, unknown>)[STATE_KEY] = state;
  try {
    state.databaseName = `pf_e2e_${runId}`;
    const databaseUrl = await createDatabase(state.databaseName);
    state.dataDir = mkdtempSync(join(tmpdir(), 'pf-e2e-data-'));
    state.server = await startServer({
      name: 'server',
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: `pfe2e_${runId}`,
        DATA_DIR: state.dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        PROVIDER_KEYS_SECRET: TEST_PROVIDER_KEYS_SECRET,
        LOG_LEVEL: 'warn',
        // Every browser spec reports Web Vitals from 127.0.0.1; the limit itself is tested in the API tests.
        VITALS_REPORTS_PER_HOUR: '100000',
      },
      timeoutMs: 60_000,
    });
    process.env.PF_E2E_BASE_URL = state.server.url;
    process.env.PF_E2E_DATABASE_URL = databaseUrl;
    process.env.PF_E2E_RUN_ID = runId;
  } catch (error) {
    await cleanUp(state);
    throw error;
  }
}

export async function cleanUp(state: E2eGlobalState): Promise<void> {
  const problems: string[] = [];
  if (state.server) {
    const { code, signal } = await stopServer(state.server);
    if (code !== 0) {
      problems.push(`the backend exited with code ${code} (signal ${signal}); see ${state.server.logFile}`);
    }
  }
  if (state.databaseName) {
    await dropDatabase(state.databaseName).catch((error: Error) => problems.push(`could not drop ${state.databaseName}: ${error.message}`));
  }
  if (state.dataDir) {
    rmSync(state.dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.warn(`e2e teardown: ${problems.join('; ')}`);
  }
}
