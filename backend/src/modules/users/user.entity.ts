import { Entity, EntityRepositoryType, OneToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Subscription } from '../subscriptions/subscription.entity';
import { UserRepository } from './user.repository';

@Entity({ tableName: 'users', repository: () => UserRepository })
export class User {
  [EntityRepositoryType]?: UserRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ length: 120 })
  name: string;

  /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
  @Property({ length: 254 })
  @Unique()
  email: string;

  /** argon2id; never serialised. */
  @Property({ hidden: true, lazy: true })
  passwordHash: string;

  @Property({ nullable: true, length: 2048 })
  profileImageUrl?: string;

  // Notification preferences; the defaults are the spec's schema defaults.
  @Property()
  emailUpdates: boolean & Opt = false;

  @Property()
  securityAlerts: boolean & Opt = true;

  @Property()
  newFeatures: boolean & Opt = true;

  @Property()
  marketingEmails: boolean & Opt = false;

  @OneToOne({ entity: 'Subscription', mappedBy: 'user', nullable: true })
  subscription?: Rel<Subscription>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
