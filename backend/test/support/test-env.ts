/** Where the API tier finds the real services; override when they run elsewhere. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Set by global-setup: the migrated template every test database is cloned from, and this run's id. */
export const templateDatabase = () => required('PF_TEST_TEMPLATE_DB');
export const testRunId = () => required('PF_TEST_RUN_ID');

export function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the API tests through test/jest-api.config.js (its globalSetup sets it)`);
  }
  return value;
}
