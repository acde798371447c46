import { Entity, Enum, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../../modules/users/user.entity';
import { PROVIDERS, type Provider } from '../providers';

/** A user's own key for one provider ("bring your own key"): encrypted, never readable back in clear. */
@Entity({ tableName: 'provider_keys' })
@Unique({ properties: ['user', 'provider'] })
export class ProviderKey {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Enum({ items: () => PROVIDERS as unknown as string[] })
  provider: Provider;

  /** AES-256-GCM sealed key (see secret-box.ts), bound to the user and the provider. */
  @Property({ type: 'text', hidden: true })
  encryptedKey: string;

  /** The key's last four characters, to recognise it (`…abcd`). */
  @Property({ length: 4 })
  lastFour: string;

  /** Where to send calls made with this key; null: the server's base URL for the provider. */
  @Property({ length: 2048, nullable: true })
  baseUrl?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
