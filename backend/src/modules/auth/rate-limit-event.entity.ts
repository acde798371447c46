import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/postgresql';

/** One counted event (a failed login, a registration) under a key; kept in PostgreSQL so every API instance agrees. */
@Entity({ tableName: 'rate_limit_events' })
@Index({ properties: ['key', 'createdAt'] })
export class RateLimitEvent {
  @PrimaryKey({ autoincrement: true, type: 'bigint' })
  id: string & Opt;

  @Property({ length: 300 })
  key: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
