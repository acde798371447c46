import type { components } from '@/api/schema.gen';

type Subscription = components['schemas']['SubscriptionDto'];

export const FREE_TRIAL_BADGE = 'Free Trial';
export const PRO_PLAN_BADGE = 'Pro Plan';

/** Core spec §2 settings profile: 'Free Trial' when planId is free-trial, otherwise 'Pro Plan'. */
export function planBadgeLabel(subscription: Pick<Subscription, 'planId'> | null | undefined): string {
  return subscription?.planId === 'free-trial' ? FREE_TRIAL_BADGE : PRO_PLAN_BADGE;
}
