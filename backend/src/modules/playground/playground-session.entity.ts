import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A saved playground configuration and its results (tool spec §3: Session). */
@Entity({ tableName: 'playground_sessions' })
@Index({ properties: ['user', 'createdAt'] })
export class PlaygroundSession {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'jsonb' })
  prompts: unknown[];

  @Property({ type: 'jsonb' })
  llmConfigs: unknown[];

  @Property({ type: 'jsonb' })
  results: unknown[];

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
