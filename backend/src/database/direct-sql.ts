import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Pool, type PoolConfig } from 'pg';

/**
 * Parameterised statements ($1, $2, …) straight to PostgreSQL, past the query builder, entity hydration and the ORM's
 * pool. Only for the lookups every request makes (authentication, GET /api/auth/me), the run-time prompt fetch
 * (GET /api/prompts/resolve) and the readiness ping: there the builder and knex's pool (tarn: a timer and several
 * promises per checkout) cost more CPU than PostgreSQL takes to answer (e2e/bench section 2). Everything else goes
 * through the ORM.
 *
 * The pool is pg's own, opened on first use with the ORM's connection options (so rows come back with the same type
 * parsers: timestamps as text) and its size. It is not the ORM's: a statement here never joins an ORM transaction.
 */
@Injectable()
export class DirectSql implements OnApplicationShutdown {
  private readonly logger = new Logger(DirectSql.name);
  private pool?: Pool;

  constructor(private readonly orm: MikroORM) {}

  async query<Row>(text: string, values: readonly unknown[]): Promise<Row[]> {
    return (await (this.pool ?? this.open()).query(text, values as unknown[])).rows as Row[];
  }

  /** Resolves when PostgreSQL answers `SELECT 1` within `timeoutMs`; rejects otherwise (readiness). */
  async ping(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`PostgreSQL did not answer within ${timeoutMs} ms.`)), timeoutMs);
    });
    try {
      await Promise.race([this.query('SELECT 1', []), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  private open(): Pool {
    const options = this.orm.em.getConnection().getConnectionOptions() as PoolConfig;
    const max = this.orm.config.get('pool')?.max;
    this.pool = new Pool({ ...options, max });
    // An idle connection the server drops is replaced on next use; without a listener it would end the process.
    this.pool.on('error', (error) => this.logger.warn(`idle PostgreSQL connection closed: ${error.message}`));
    return this.pool;
  }
}
