import { ApiProperty } from '@nestjs/swagger';
import { SUBSCRIPTION_STATUSES, type PlanId, type Subscription, type SubscriptionStatus } from '../subscription.entity';
import { isActive, isTrialExpired, trialDaysLeft } from '../subscription-rules';

/** The subscription rules evaluated on the server, so the web app and the CLI never re-implement them. */
export class SubscriptionAccessDto {
  /** Whether the tools (Prompt Lab, /products/*) are open to this user now. */
  active: boolean;

  trialExpired: boolean;

  /** Whole days left in the trial, rounded up; null when not on a trial. */
  @ApiProperty({ type: 'integer', nullable: true })
  trialDaysLeft: number | null;
}

export class SubscriptionDto {
  @ApiProperty({ enum: ['free-trial', 'pro'] })
  planId: PlanId;

  @ApiProperty({ enum: SUBSCRIPTION_STATUSES })
  status: SubscriptionStatus;

  cancelAtPeriodEnd: boolean;

  currentPeriodStart: Date;

  currentPeriodEnd: Date;

  access: SubscriptionAccessDto;
}

/** The fields a SubscriptionDto is made from: a Subscription entity, or a row read without the ORM. */
export type SubscriptionFields = Pick<Subscription, 'planId' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd'>;

export function toSubscriptionDto(subscription: SubscriptionFields, now = new Date()): SubscriptionDto {
  return {
    planId: subscription.planId,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    access: {
      active: isActive(subscription, now),
      trialExpired: isTrialExpired({ subscription }, now),
      trialDaysLeft: trialDaysLeft(subscription, now),
    },
  };
}
