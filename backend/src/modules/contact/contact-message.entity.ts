import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

export type ContactDelivery = 'stored' | 'sent' | 'failed';

/**
 * A message from the contact form. Every accepted message is kept here, whether or not it could be e-mailed
 * (`delivery`: `stored` when no SMTP server is configured, `sent`, or `failed` with the reason).
 */
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
export class ContactMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ length: 100 })
  name: string;

  @Property({ length: 254 })
  email: string;

  @Property({ length: 200 })
  subject: string;

  @Property({ type: 'text' })
  message: string;

  @Property({ length: 8 })
  delivery: ContactDelivery & Opt = 'stored';

  /** Why sending failed (the SMTP server's answer, shortened); never credentials. */
  @Property({ length: 300, nullable: true })
  deliveryError?: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
