import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/**
 * A support chat conversation: a signed-in user's (`user` set), or a visitor's (name, e-mail and the SHA-256 digest
 * of the conversation token handed out once at creation; the token itself is never stored).
 */
@Entity({ tableName: 'chat_conversations' })
@Index({ properties: ['user', 'createdAt'] })
export class ChatConversation {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true })
  user?: Rel<User>;

  @Property({ length: 100, nullable: true })
  visitorName?: string;

  @Property({ length: 254, nullable: true })
  visitorEmail?: string;

  @Property({ length: 64, nullable: true, hidden: true })
  @Unique()
  tokenDigest?: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
