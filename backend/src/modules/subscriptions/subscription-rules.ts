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

// ---- Billing (core spec §4 'Billing'): which subscription call applies, and what a provider change means ----

/** Statuses of a subscription the payment processor still bills (or tries to). */
const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

export function isLiveStatus(status: string): boolean {
  return LIVE_STATUSES.includes(status);
}

/**
 * A Pro plan that has run out: the period passed with cancellation set (or the processor canceled it), or its
 * first payment never completed. Only 'Create New Subscription' applies then.
 */
export function hasEnded(subscription: SubscriptionState | null, now: Date): boolean {
  if (!subscription || subscription.planId !== 'pro') {
    return false;
  }
  if (subscription.status === 'incomplete_expired') {
    return true;
  }
  const stopping = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  return stopping && subscription.currentPeriodEnd.getTime() <= now.getTime();
}

export const ALREADY_PRO_MESSAGE = 'You already have an active Pro subscription.';
export const RESUME_INSTEAD_MESSAGE = 'Your Pro subscription is still running until the end of the period: resume it instead of starting a new one.';
export const NOTHING_TO_CANCEL_MESSAGE = 'You have no active Pro subscription to cancel.';
export const ALREADY_CANCELED_MESSAGE = 'Your subscription is already set to end at the end of the current billing period.';
export const NOTHING_TO_RESUME_MESSAGE = 'You have no Pro subscription to resume.';
export const NOT_CANCELED_MESSAGE = 'Your subscription is not canceled: it already renews automatically.';

/** Why a new checkout (upgrade or 'Create New Subscription') does not apply, or null when it does. */
export function checkoutDenial(subscription: SubscriptionState | null, now: Date): string | null {
  if (!subscription || subscription.planId !== 'pro' || hasEnded(subscription, now) || !isLiveStatus(subscription.status)) {
    return null;
  }
  return subscription.cancelAtPeriodEnd ? RESUME_INSTEAD_MESSAGE : ALREADY_PRO_MESSAGE;
}

/** Why cancelling does not apply, or null when it does. */
export function cancelDenial(subscription: SubscriptionState | null, now: Date): string | null {
  if (!subscription || subscription.planId !== 'pro' || hasEnded(subscription, now) || !isLiveStatus(subscription.status)) {
    return NOTHING_TO_CANCEL_MESSAGE;
  }
  return subscription.cancelAtPeriodEnd ? ALREADY_CANCELED_MESSAGE : null;
}

/** Resume restores auto-renewal while the period runs; once the plan has ended, the answer is a new checkout. */
export type ResumeOutcome = { kind: 'restore' } | { kind: 'checkout' } | { kind: 'denied'; message: string };

export function resumeOutcome(subscription: SubscriptionState | null, now: Date): ResumeOutcome {
  if (!subscription || subscription.planId !== 'pro') {
    return { kind: 'denied', message: NOTHING_TO_RESUME_MESSAGE };
  }
  if (hasEnded(subscription, now)) {
    return { kind: 'checkout' };
  }
  if (!subscription.cancelAtPeriodEnd || !isLiveStatus(subscription.status)) {
    return { kind: 'denied', message: NOT_CANCELED_MESSAGE };
  }
  return { kind: 'restore' };
}

/** The same day one calendar month later, clamped to the month's last day (Jan 31 → Feb 28), like Stripe. */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The Pro subscription as the payment processor (Stripe, or the local test mode) has it now. */
export interface ProviderSubscriptionState {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

/** What the account's record tracks: the fields of a {@link SubscriptionState} plus the provider's id. */
export interface TrackedSubscription extends SubscriptionState {
  externalId?: string | null;
}

export type BillingEvent = 'upgraded' | 'cancel-scheduled' | 'resumed' | 'ended';

/**
 * Whether the processor's current state of a subscription replaces the account's record, and which events
 * that change is. The record follows the subscription it tracks; another subscription replaces it only when
 * it is live and the record is not a running Pro plan (so a late event about an old subscription, or a
 * second payment, never overwrites the current one).
 */
export function reconcile(record: TrackedSubscription, provider: ProviderSubscriptionState, now: Date): { apply: boolean; events: BillingEvent[] } {
  const same = record.externalId === provider.id;
  const live = isLiveStatus(provider.status);
  if (!same) {
    const replaceable = record.planId !== 'pro' || !record.externalId || hasEnded(record, now) || !isLiveStatus(record.status);
    return live && replaceable ? { apply: true, events: ['upgraded'] } : { apply: false, events: [] };
  }
  const events: BillingEvent[] = [];
  const wasLive = isLiveStatus(record.status);
  if (live && !wasLive && record.status !== 'canceled') {
    events.push('upgraded');
  }
  if (live && wasLive && !record.cancelAtPeriodEnd && provider.cancelAtPeriodEnd) {
    events.push('cancel-scheduled');
  }
  if (live && wasLive && record.cancelAtPeriodEnd && !provider.cancelAtPeriodEnd) {
    events.push('resumed');
  }
  if (!live && wasLive && (provider.status === 'canceled' || provider.status === 'incomplete_expired')) {
    events.push('ended');
  }
  return { apply: true, events };
}
