import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';

// Any fixed 64-bit key works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_391_020_241;

/**
 * Applies pending migrations. API and worker may start together, so a PostgreSQL advisory lock makes sure
 * only one process migrates at a time; the other waits and then finds nothing to do.
 */
export async function runMigrations(orm: MikroORM, clientUrl: string): Promise<string[]> {
  const lock = new Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
