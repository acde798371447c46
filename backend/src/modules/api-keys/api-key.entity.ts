import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** Only a SHA-256 digest of the secret and a display prefix are stored; the full key is shown once. */
@Entity({ tableName: 'api_keys' })
@Index({ properties: ['user'] })
export class ApiKey {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Property({ length: 100 })
  name: string;

  /** The first characters of the key, to recognise it in a list (`pfk_AbCd1234…`). */
  @Property({ length: 16 })
  prefix: string;

  @Property({ length: 64, hidden: true })
  @Unique()
  digest: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date;
}
