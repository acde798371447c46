import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
@Unique({ properties: ['user', 'eventKey'] })
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user: Rel<User>;

  @Enum({ items: () => NOTIFICATION_TYPES as unknown as string[] })
  type: NotificationType;

  @Property({ length: 200 })
  title: string;

  @Property({ type: 'text' })
  message: string;

  @Property()
  read: boolean & Opt = false;

  /** Set for events that must reach a user once only (e.g. `trial-ends:2`); null for ordinary notices. */
  @Property({ nullable: true, length: 100, hidden: true })
  eventKey?: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
