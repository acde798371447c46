import { Entity, Enum, OneToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

export type PlanId = 'free-trial' | 'pro';
/** Stripe's subscription statuses (the local test mode uses the same ones). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who bills a Pro plan: Stripe, or the local test mode (no payment taken). */
export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** One row per user: the trial, then the Pro plan it was upgraded to. */
@Entity({ tableName: 'subscriptions' })
export class Subscription {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @OneToOne({ entity: () => User, owner: true, unique: true, deleteRule: 'cascade' })
  user: Rel<User>;

  @Enum({ items: ['free-trial', 'pro'] })
  planId: PlanId;

  @Enum({ items: () => SUBSCRIPTION_STATUSES as unknown as string[] })
  status: SubscriptionStatus;

  @Property({ type: 'timestamptz' })
  currentPeriodStart: Date;

  @Property({ type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Property()
  cancelAtPeriodEnd: boolean & Opt = false;

  /** When the pending cancellation was asked for (Stripe's `canceled_at`); null when none is pending. */
  @Property({ type: 'timestamptz', nullable: true })
  canceledAt?: Date | null;

  /** Null while on the trial. */
  @Enum({ items: () => BILLING_PROVIDERS as unknown as string[], nullable: true })
  provider?: BillingProvider | null;

  /** The provider's subscription id: Stripe `sub_…` or local `local_sub_…`. */
  @Property({ length: 255, nullable: true, unique: true })
  externalId?: string | null;

  /** The user's Stripe customer, created at the first checkout and reused after that. */
  @Property({ length: 255, nullable: true, unique: true })
  stripeCustomerId?: string | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
