import type { EntityManager } from '@mikro-orm/postgresql';

interface PgConnection {
  query(text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One parameterised statement ($1, $2, …) on a connection of the ORM's own pool, past the query builder and entity
 * hydration. Only for the lookups every request makes (authentication, GET /api/auth/me) and the run-time prompt
 * fetch (GET /api/prompts/resolve): there the builder costs more CPU than PostgreSQL takes to answer (e2e/bench
 * section 2). Everything else goes through the ORM.
 */
export async function directQuery<Row>(em: EntityManager, text: string, values: readonly unknown[]): Promise<Row[]> {
  const client = em.getConnection().getKnex().client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(connection: PgConnection): Promise<void>;
  };
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(text, values)).rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}
