import { Entity, Enum, OneToOne, Opt, PrimaryKey, Property, type Rel } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

export type PlanId = 'free-trial' | 'pro';
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
