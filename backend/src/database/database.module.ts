import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Inject, Logger, Module, OnModuleInit } from '@nestjs/common';
import { DirectSql } from './direct-sql';
import { runMigrations } from './migrate';
import { createOrmOptions } from './orm.config';

const DATABASE_URL = Symbol('DATABASE_URL');

/**
 * MikroORM on PostgreSQL; pending migrations are applied before the app starts serving. Each request gets its request
 * context from `requestContext()` (`configureHttp`) rather than MikroORM's middleware, which forks up front. `DirectSql`
 * (for the few lookups every request makes) is available everywhere.
 */
@Module({})
export class DatabaseModule implements OnModuleInit {
  private readonly logger = new Logger(DatabaseModule.name);

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_URL) private readonly url: string,
  ) {}

  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...createOrmOptions(url), registerRequestContext: false })],
      providers: [{ provide: DATABASE_URL, useValue: url }, DirectSql],
      exports: [DirectSql],
      global: true,
    };
  }

  async onModuleInit(): Promise<void> {
    const applied = await runMigrations(this.orm, this.url);
    if (applied.length > 0) {
      this.logger.log(`Applied migrations: ${applied.join(', ')}`);
    }
  }
}
