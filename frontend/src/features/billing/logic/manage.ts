import { formatLongDate } from '@/lib/format';
import type { Subscription } from '../api/types';
import { subscriptionStatus, type SubscriptionStanding } from '@/lib/subscription-status';

/**
 * Where a subscription stands, for the manage page (core spec §4 "Billing"):
 * - renewing: Pro that renews at the period end;
 * - ending: cancellation set (or canceled) while the paid period still runs;
 * - ended: cancellation set (or canceled) and the period is over: the subscription counts as expired;
 * - trial: the free-trial plan (running or expired).
 * Whether the period is over comes from the server's `access.active`, so the browser's clock does not
 * decide.
 */
export type SubscriptionPhase = 'renewing' | 'ending' | 'ended' | 'trial';

export function subscriptionPhase(subscription: Subscription): SubscriptionPhase {
  const cancellationSet = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  if (cancellationSet) return subscription.access.active ? 'ending' : 'ended';
  return subscription.planId === 'pro' ? 'renewing' : 'trial';
}

export type ManageAction = 'cancel' | 'resume' | 'new-subscription';

/**
 * The buttons of each phase (spec §4): Cancel while Pro renews; Resume while a cancellation is
 * pending; only 'Create New Subscription' once a canceled period has ended; and, when the plan is not
 * Pro, 'Create New Subscription' as the secondary action. A trial has nothing to cancel (the server
 * refuses it), so it gets no Cancel button.
 */
export function manageActions(subscription: Subscription): { primary: ManageAction | null; secondary: ManageAction | null } {
  const phase = subscriptionPhase(subscription);
  switch (phase) {
    case 'renewing':
      return { primary: 'cancel', secondary: null };
    case 'ending':
      return { primary: 'resume', secondary: null };
    case 'ended':
      return { primary: 'new-subscription', secondary: null };
    case 'trial':
      return { primary: null, secondary: 'new-subscription' };
    default: {
      const unknown: never = phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}

export interface SubscriptionSummary {
  phase: SubscriptionPhase;
  plan: string;
  /** The status label every screen shows (src/lib/subscription-status.ts). */
  status: string;
  standing: SubscriptionStanding;
  /** 'June 1, 2026 – July 1, 2026'. */
  period: string;
  periodEnd: string;
  nextBillingDate: string;
  /** One sentence on what happens next. */
  message: string;
}

export const NO_UPCOMING_PAYMENT = 'No upcoming payment';

/** What the manage page shows: current plan, period, next billing date and status (spec §2). */
export function subscriptionSummary(
  subscription: Subscription,
  formatDate: (iso: string) => string = (iso) => formatLongDate(iso),
): SubscriptionSummary {
  const phase = subscriptionPhase(subscription);
  const end = formatDate(subscription.currentPeriodEnd);
  const { label: status, standing } = subscriptionStatus(subscription, formatDate);
  const base = {
    phase,
    status,
    standing,
    plan: subscription.planId === 'pro' ? 'Pro' : 'Free Trial',
    period: `${formatDate(subscription.currentPeriodStart)} – ${end}`,
    periodEnd: end,
    nextBillingDate: NO_UPCOMING_PAYMENT,
  };
  switch (phase) {
    case 'renewing':
      return {
        ...base,
        nextBillingDate: end,
        message: `Your subscription will renew on ${end}.`,
      };
    case 'ending':
      return {
        ...base,
        message: `Your subscription is set to end on ${end}. You keep every Pro feature until then.`,
      };
    case 'ended':
      return { ...base, message: `Your subscription ended on ${end}. Start a new subscription to get Pro back.` };
    case 'trial':
      return subscription.access.trialExpired
        ? { ...base, message: `Your free trial ended on ${end}. Subscribe to Pro to keep using every tool.` }
        : { ...base, message: `Your free trial runs until ${end}. Subscribe to Pro to keep every tool after that.` };
    default: {
      const unknown: never = phase;
      throw new Error(`unknown phase ${String(unknown)}`);
    }
  }
}
