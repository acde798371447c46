import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** One signed-in session: its id is the token's `jti`, so ending the session refuses the token at once. */
@Entity({ tableName: 'sessions' })
@Index({ properties: ['user'] })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date;
}
