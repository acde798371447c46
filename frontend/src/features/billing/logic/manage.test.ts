import { activePro, expiredTrial, makeSubscription } from '@/testing/factories';
import { manageActions, subscriptionPhase, subscriptionSummary } from './manage';

const formatDate = (iso: string) => `<${iso.slice(0, 10)}>`;
const START = '2031-05-01T12:00:00.000Z';
const END = '2031-06-01T12:00:00.000Z';

const renewing = () => activePro({ currentPeriodStart: START, currentPeriodEnd: END });
const ending = () => activePro({ cancelAtPeriodEnd: true, currentPeriodStart: START, currentPeriodEnd: END });
/** Cancellation set and the period over: the server no longer counts the plan as active. */
const ended = () =>
  makeSubscription({
    planId: 'pro',
    status: 'active',
    cancelAtPeriodEnd: true,
    currentPeriodStart: START,
    currentPeriodEnd: END,
    access: { active: false, trialExpired: true, trialDaysLeft: null },
  });

describe('subscriptionPhase', () => {
  it('tells renewing Pro, a pending cancellation, an ended cancellation and the trial apart', () => {
    expect(subscriptionPhase(renewing())).toBe('renewing');
    expect(subscriptionPhase(ending())).toBe('ending');
    expect(subscriptionPhase(ended())).toBe('ended');
    expect(subscriptionPhase(makeSubscription())).toBe('trial');
    expect(subscriptionPhase(expiredTrial())).toBe('trial');
  });

  it("treats a 'canceled' status like a set cancellation, ended once the server says access is over", () => {
    expect(subscriptionPhase(activePro({ status: 'canceled' }))).toBe('ending');
    expect(subscriptionPhase(makeSubscription({ planId: 'pro', status: 'canceled', access: { active: false, trialExpired: true, trialDaysLeft: null } }))).toBe(
      'ended',
    );
  });

  it('leaves a past-due Pro plan renewing (it can still be canceled)', () => {
    expect(subscriptionPhase(activePro({ status: 'past_due' }))).toBe('renewing');
  });
});

describe('manageActions (spec §4 Billing)', () => {
  it('renewing Pro: Cancel only', () => {
    expect(manageActions(renewing())).toEqual({ primary: 'cancel', secondary: null });
  });

  it('cancellation pending: Resume', () => {
    expect(manageActions(ending())).toEqual({ primary: 'resume', secondary: null });
  });

  it("past the end with cancellation set: only 'Create New Subscription'", () => {
    expect(manageActions(ended())).toEqual({ primary: 'new-subscription', secondary: null });
  });

  it("plan not Pro: the secondary 'Create New Subscription' (running or expired trial)", () => {
    expect(manageActions(makeSubscription())).toEqual({ primary: null, secondary: 'new-subscription' });
    expect(manageActions(expiredTrial())).toEqual({ primary: null, secondary: 'new-subscription' });
  });
});

describe('subscriptionSummary (spec §2: plan, period, next billing date, status)', () => {
  it('renewing Pro: next billing date is the period end', () => {
    expect(subscriptionSummary(renewing(), formatDate)).toEqual({
      phase: 'renewing',
      plan: 'Pro',
      status: 'Active',
      standing: 'active',
      period: '<2031-05-01> – <2031-06-01>',
      periodEnd: '<2031-06-01>',
      nextBillingDate: '<2031-06-01>',
      message: 'Your subscription will renew on <2031-06-01>.',
    });
  });

  it('cancellation pending: Ends on {date} (as on the dashboard), no upcoming payment, access until the end', () => {
    expect(subscriptionSummary(ending(), formatDate)).toMatchObject({
      status: 'Ends on <2031-06-01>',
      nextBillingDate: 'No upcoming payment',
      message: 'Your subscription is set to end on <2031-06-01>. You keep every Pro feature until then.',
    });
  });

  it('ended: Canceled', () => {
    expect(subscriptionSummary(ended(), formatDate)).toMatchObject({
      plan: 'Pro',
      status: 'Canceled',
      nextBillingDate: 'No upcoming payment',
      message: 'Your subscription ended on <2031-06-01>. Start a new subscription to get Pro back.',
    });
  });

  it('trial: Free Trial, Trialing or Trial expired', () => {
    const trial = makeSubscription({ currentPeriodEnd: END });
    expect(subscriptionSummary(trial, formatDate)).toMatchObject({
      plan: 'Free Trial',
      status: 'Trialing',
      nextBillingDate: 'No upcoming payment',
      message: 'Your free trial runs until <2031-06-01>. Subscribe to Pro to keep every tool after that.',
    });
    expect(subscriptionSummary(expiredTrial(), formatDate)).toMatchObject({ plan: 'Free Trial', status: 'Trial expired' });
  });

  it('shows the server status of a renewing plan that is not plainly active', () => {
    expect(subscriptionSummary(activePro({ status: 'past_due' }), formatDate).status).toBe('Past due');
  });
});
