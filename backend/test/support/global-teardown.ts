import { Client } from 'pg';
import { TEST_POSTGRES_URL, testRunId } from './test-env';

/** Drops this run's template and any test database a crashed test left behind. */
export default async function globalTeardown(): Promise<void> {
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `pf_%${testRunId()}%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
