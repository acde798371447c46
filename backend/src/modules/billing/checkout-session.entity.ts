import { Entity, Enum, ManyToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { BILLING_PROVIDERS, type BillingProvider } from '../subscriptions/subscription.entity';
import { User } from '../users/user.entity';

/**
 * One checkout attempt. Its id is the attempt's idempotency key with Stripe; `sessionId` is what the success
 * page sends back, so only the user who started the checkout can confirm it.
 */
@Entity({ tableName: 'checkout_sessions' })
export class CheckoutSession {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user: Rel<User>;

  @Enum({ items: () => BILLING_PROVIDERS as unknown as string[] })
  provider: BillingProvider;

  /** Stripe `cs_…` or local `local_…`; null only between inserting the attempt and Stripe answering. */
  @Property({ length: 255, nullable: true, unique: true })
  sessionId?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** When the checkout was fulfilled (by the success page or the webhook, whichever came first). */
  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;
}
