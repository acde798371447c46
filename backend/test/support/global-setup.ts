import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../src/database/migrate';
import { migrationOrmOptions } from '../../src/database/migration-options';
import { databaseUrl, TEST_POSTGRES_URL } from './test-env';

/** Creates this run's template database once and migrates it; every test app clones it (fast, isolated). */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `pf_tpl_${runId}`;
  const admin = new Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(`The API tests need PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL): ${error.message}`);
  });
  try {
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const orm = await MikroORM.init(migrationOrmOptions(databaseUrl(template)));
  try {
    await runMigrations(orm, databaseUrl(template));
  } finally {
    await orm.close(true);
  }
  process.env.PF_TEST_RUN_ID = runId;
  process.env.PF_TEST_TEMPLATE_DB = template;
}
