/**
 * The subscription rules of the core spec §4, in one place. Pure functions on a plain record and a clock, so
 * the server (guards, /api/subscriptions/current) and every test share one definition.
 */
export interface SubscriptionState {
  planId: string;
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Active: no record; or active/trialing with a future end; or a canceled pro plan with a future end. */
export function isActive(subscription: SubscriptionState | null, now: Date): boolean {
  if (!subscription) {
    return true;
  }
  const inPeriod = subscription.currentPeriodEnd.getTime() > now.getTime();
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    return inPeriod;
  }
  return subscription.status === 'canceled' && subscription.planId === 'pro' && inPeriod;
}

/**
 * Trial expired: no user → expired; no record → not expired; pro active, or canceled with a future end → not
 * expired; trialing → expired once the end has passed; any other status → expired.
 */
export function isTrialExpired(user: { subscription: SubscriptionState | null } | null, now: Date): boolean {
  if (!user) {
    return true;
  }
  const subscription = user.subscription;
  if (!subscription) {
    return false;
  }
  const inPeriod = subscription.currentPeriodEnd.getTime() > now.getTime();
  if (subscription.planId === 'pro' && (subscription.status === 'active' || (subscription.status === 'canceled' && inPeriod))) {
    return false;
  }
  if (subscription.status === 'trialing') {
    return !inPeriod;
  }
  return true;
}

/** 7 with no record; null when not trialing; 0 once the end has passed; otherwise whole days left, rounded up. */
export function trialDaysLeft(subscription: SubscriptionState | null, now: Date): number | null {
  if (!subscription) {
    return TRIAL_DAYS;
  }
  if (subscription.status !== 'trialing') {
    return null;
  }
  const remaining = subscription.currentPeriodEnd.getTime() - now.getTime();
  return remaining <= 0 ? 0 : Math.ceil(remaining / DAY_MS);
}

/** A trial user has no subscription record or is on the free-trial plan. */
export function isTrialUser(subscription: SubscriptionState | null): boolean {
  return !subscription || subscription.planId === 'free-trial';
}

export function trialPeriod(start: Date): { currentPeriodStart: Date; currentPeriodEnd: Date } {
  return { currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + TRIAL_DAYS * DAY_MS) };
}
