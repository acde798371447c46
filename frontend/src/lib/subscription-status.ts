import type { components } from '@/api/schema.gen';
import { formatLongDate } from './format';

type Subscription = components['schemas']['SubscriptionDto'];

/**
 * Where a subscription stands, worked out once for every screen that shows it (dashboard, Manage
 * Subscription, Settings):
 * - trialing: the free trial runs (also an account without a subscription record, spec §4);
 * - trial-expired: the free trial is over;
 * - active: Pro that renews at the period end;
 * - ending: Pro with its cancellation set, still usable until the period end;
 * - canceled: Pro whose cancellation has taken effect (the period is over);
 * - other: Pro in any other state (past due, unpaid, …, or over without a cancellation): the
 *   payment processor's status is shown as it is.
 * Whether the period is over comes from the server's `access`, so the browser's clock never decides.
 */
export type SubscriptionStanding = 'trialing' | 'trial-expired' | 'active' | 'ending' | 'canceled' | 'other';

export interface SubscriptionStatus {
  standing: SubscriptionStanding;
  /** 'Trialing', 'Trial expired', 'Active', 'Ends on June 3, 2026', 'Canceled'. */
  label: string;
}

/** The payment processor's other statuses as they read on screen ('active' whose period is over: Expired). */
const OTHER_LABELS: Record<Subscription['status'], string> = {
  trialing: 'Expired',
  active: 'Expired',
  canceled: 'Canceled',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete (expired)',
  paused: 'Paused',
};

export function subscriptionStatus(
  subscription: Subscription | null | undefined,
  formatDate: (iso: string) => string = (iso) => formatLongDate(iso),
): SubscriptionStatus {
  if (!subscription || subscription.planId === 'free-trial') {
    return subscription?.access.trialExpired
      ? { standing: 'trial-expired', label: 'Trial expired' }
      : { standing: 'trialing', label: 'Trialing' };
  }
  const cancellationSet = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  if (cancellationSet) {
    return subscription.access.active
      ? { standing: 'ending', label: `Ends on ${formatDate(subscription.currentPeriodEnd)}` }
      : { standing: 'canceled', label: 'Canceled' };
  }
  const renewing = subscription.status === 'active' || subscription.status === 'trialing';
  if (subscription.access.active && renewing) return { standing: 'active', label: 'Active' };
  return { standing: 'other', label: OTHER_LABELS[subscription.status] ?? subscription.status };
}
