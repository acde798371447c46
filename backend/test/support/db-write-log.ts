import { sql } from './factories';
import type { TestApp } from './test-app';

/**
 * Writes a request may make even when it is refused, by design; the log leaves them out, and only them:
 * - `rate_limit_events`: the rate limiters count attempts, refused ones included (a failed login is a 401 and
 *   is exactly what must be counted; a registration attempt is counted before the e-mail is found taken);
 * - `api_keys.last_used_at`: authenticating with an API key records when it was last used, whatever the answer.
 * Every other table and column of the database is watched.
 */
export const AUDIT_WRITES: { tables: string[]; columns: Record<string, string[]> } = {
  tables: ['rate_limit_events'],
  columns: { api_keys: ['last_used_at'] },
};

/** Tables that only migrations change. */
const SCHEMA_TABLES = ['mikro_orm_migrations'];
const LOG_TABLE = 'test_write_log';

/**
 * Every row a test database's tables gain, lose or change, logged by triggers the test installs on each table
 * (audit writes aside): an insert, a delete or an update that changes a value adds one entry, in the writing
 * transaction, so a rolled-back write leaves none. Reading the last entry's id costs one index lookup, which
 * lets a suite check after every request that nothing was written.
 */
export class DbWriteLog {
  private constructor(private readonly t: TestApp) {}

  /** Installs the triggers on every table the migrations made (run it after start-up: it is test-only). */
  static async install(t: TestApp): Promise<DbWriteLog> {
    const tables = ((await sql(t, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")) as Array<{ table_name: string }>)
      .map((row) => row.table_name)
      .filter((table) => !AUDIT_WRITES.tables.includes(table) && !SCHEMA_TABLES.includes(table) && table !== LOG_TABLE);
    await sql(t, `CREATE TABLE IF NOT EXISTS ${LOG_TABLE} (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`);
    await sql(
      t,
      `CREATE OR REPLACE FUNCTION ${LOG_TABLE}_add() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO ${LOG_TABLE} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
    );
    for (const table of tables) {
      const ignored = (AUDIT_WRITES.columns[table] ?? []).map((column) => `'${column}'`);
      const changed = ignored.length > 0 ? `to_jsonb(OLD) - ARRAY[${ignored.join(', ')}] IS DISTINCT FROM to_jsonb(NEW) - ARRAY[${ignored.join(', ')}]` : 'OLD IS DISTINCT FROM NEW';
      await sql(t, `CREATE TRIGGER ${LOG_TABLE}_rows AFTER INSERT OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${LOG_TABLE}_add()`);
      await sql(t, `CREATE TRIGGER ${LOG_TABLE}_changes AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${LOG_TABLE}_add()`);
      await sql(t, `CREATE TRIGGER ${LOG_TABLE}_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${LOG_TABLE}_add()`);
    }
    return new DbWriteLog(t);
  }

  /** The position of the last write so far. */
  async mark(): Promise<number> {
    const [row] = (await sql(this.t, `SELECT coalesce(max(id), 0) AS id FROM ${LOG_TABLE}`)) as Array<{ id: string | number }>;
    return Number(row.id);
  }

  /** What was written after a mark, as `table (INSERT, UPDATE)` entries. */
  async writesSince(mark: number): Promise<string[]> {
    const rows = (await sql(this.t, `SELECT table_name, string_agg(DISTINCT operation, ', ') AS operations FROM ${LOG_TABLE} WHERE id > ? GROUP BY table_name ORDER BY table_name`, [mark])) as Array<{
      table_name: string;
      operations: string;
    }>;
    return rows.map((row) => `${row.table_name} (${row.operations})`);
  }
}
