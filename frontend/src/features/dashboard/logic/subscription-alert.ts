import { paths } from '@/config/paths';
import type { Subscription } from '@/features/billing/api/types';
import { formatLongDate } from '@/lib/format';
import { subscriptionStatus } from '@/lib/subscription-status';

export type { Subscription };

export type AlertKind = 'expired' | 'trial' | 'ending' | 'pro';

export interface SubscriptionAlert {
  kind: AlertKind;
  /** antd Alert type. */
  type: 'error' | 'info' | 'warning' | 'success';
  title: string;
  message: string;
  action?: { label: string; to: string };
}

/** Days of a trial when the account has no subscription record (spec §4). */
const TRIAL_DAYS_WITHOUT_RECORD = 7;

function daysLeftMessage(days: number): string {
  return `You have ${days} ${days === 1 ? 'day' : 'days'} left in your free trial.`;
}

/**
 * The dashboard's alert for a subscription (core spec §8 "Dashboard subscription alerts"). The
 * decisions come from the server's `access` (trialExpired, trialDaysLeft); no record means a trial
 * with 7 days left (spec §4). Dates are shown in `formatDate`'s format.
 */
export function subscriptionAlert(
  subscription: Subscription | null,
  formatDate: (iso: string) => string = (iso) => formatLongDate(iso),
): SubscriptionAlert {
  if (subscription?.access.trialExpired) {
    return {
      kind: 'expired',
      type: 'error',
      title: 'Trial Expired',
      message: 'Your free trial has expired. Please upgrade to continue using all features.',
      action: { label: 'Upgrade Now', to: paths.pricing },
    };
  }
  if (!subscription || subscription.planId === 'free-trial') {
    const days = subscription ? (subscription.access.trialDaysLeft ?? 0) : TRIAL_DAYS_WITHOUT_RECORD;
    return {
      kind: 'trial',
      type: 'info',
      title: 'Trial Active',
      message: daysLeftMessage(days),
      action: { label: 'Upgrade to Pro', to: paths.pricing },
    };
  }
  if (subscription.cancelAtPeriodEnd) {
    return {
      kind: 'ending',
      type: 'warning',
      title: 'Subscription Ending',
      message: `Your subscription is set to end on ${formatDate(subscription.currentPeriodEnd)}.`,
    };
  }
  return {
    kind: 'pro',
    type: 'success',
    title: 'Pro Plan Active',
    message: `Your subscription will renew on ${formatDate(subscription.currentPeriodEnd)}.`,
  };
}

export interface SubscriptionFact {
  label: string;
  value: string;
}

/** The facts listed under the alert: plan, status (the label every screen shows) and the date that matters. */
export function subscriptionFacts(
  subscription: Subscription | null,
  formatDate: (iso: string) => string = (iso) => formatLongDate(iso),
): SubscriptionFact[] {
  const status = subscriptionStatus(subscription, formatDate);
  const facts: SubscriptionFact[] = [
    { label: 'Plan', value: subscription?.planId === 'pro' ? 'Pro' : 'Free Trial' },
    { label: 'Status', value: status.label },
  ];
  if (!subscription) return facts;
  const end = formatDate(subscription.currentPeriodEnd);
  switch (status.standing) {
    case 'trialing':
      facts.push({ label: 'Trial ends on', value: end });
      break;
    case 'trial-expired':
      facts.push({ label: 'Trial ended on', value: end });
      break;
    case 'active':
      facts.push({ label: 'Renews on', value: end });
      break;
    case 'canceled':
    case 'other':
      facts.push({ label: 'Ended on', value: end });
      break;
    case 'ending':
      // The status already says 'Ends on {date}'.
      break;
  }
  return facts;
}
