import { activePro, expiredTrial, makeSubscription } from '@/testing/factories';
import { subscriptionAlert, subscriptionFacts } from './subscription-alert';

const formatDate = (iso: string) => `<${iso.slice(0, 10)}>`;

describe('subscriptionAlert (spec §8 dashboard alerts)', () => {
  it('Trial Expired, with Upgrade Now to /pricing, when the server says the trial expired', () => {
    expect(subscriptionAlert(expiredTrial(), formatDate)).toEqual({
      kind: 'expired',
      type: 'error',
      title: 'Trial Expired',
      message: 'Your free trial has expired. Please upgrade to continue using all features.',
      action: { label: 'Upgrade Now', to: '/pricing' },
    });
  });

  it('Trial Active with the days left from the server, with Upgrade to Pro to /pricing', () => {
    expect(subscriptionAlert(makeSubscription({ access: { trialDaysLeft: 7 } }), formatDate)).toEqual({
      kind: 'trial',
      type: 'info',
      title: 'Trial Active',
      message: 'You have 7 days left in your free trial.',
      action: { label: 'Upgrade to Pro', to: '/pricing' },
    });
    expect(subscriptionAlert(makeSubscription({ access: { trialDaysLeft: 1 } })).message).toBe('You have 1 day left in your free trial.');
  });

  it('treats an account without a subscription record as a trial with 7 days left (spec §4)', () => {
    expect(subscriptionAlert(null)).toMatchObject({ kind: 'trial', message: 'You have 7 days left in your free trial.' });
  });

  it('Subscription Ending on the period end when Pro is set to cancel', () => {
    const subscription = activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-07-15T12:00:00.000Z' });
    expect(subscriptionAlert(subscription, formatDate)).toEqual({
      kind: 'ending',
      type: 'warning',
      title: 'Subscription Ending',
      message: 'Your subscription is set to end on <2026-07-15>.',
    });
  });

  it('Pro Plan Active, renewing on the period end', () => {
    const subscription = activePro({ currentPeriodEnd: '2026-08-01T12:00:00.000Z' });
    expect(subscriptionAlert(subscription, formatDate)).toEqual({
      kind: 'pro',
      type: 'success',
      title: 'Pro Plan Active',
      message: 'Your subscription will renew on <2026-08-01>.',
    });
  });

  it('formats dates as "Month D, YYYY" by default', () => {
    const subscription = activePro({ currentPeriodEnd: '2026-08-01T12:00:00.000Z' });
    expect(subscriptionAlert(subscription).message).toBe('Your subscription will renew on August 1, 2026.');
  });

  it('follows the server when a lapsed Pro plan counts as expired', () => {
    const lapsed = activePro({ status: 'past_due', access: { active: false, trialExpired: true, trialDaysLeft: null } });
    expect(subscriptionAlert(lapsed).kind).toBe('expired');
  });
});

describe('subscriptionFacts', () => {
  it('lists plan, status and the date that matters', () => {
    const trial = makeSubscription({ currentPeriodEnd: '2026-03-08T09:00:00.000Z' });
    expect(subscriptionFacts(trial, formatDate)).toEqual([
      { label: 'Plan', value: 'Free Trial' },
      { label: 'Status', value: 'Trialing' },
      { label: 'Trial ends on', value: '<2026-03-08>' },
    ]);
    expect(subscriptionFacts(activePro({ currentPeriodEnd: '2026-09-01T09:00:00.000Z' }), formatDate)).toEqual([
      { label: 'Plan', value: 'Pro' },
      { label: 'Status', value: 'Active' },
      { label: 'Renews on', value: '<2026-09-01>' },
    ]);
    expect(subscriptionFacts(expiredTrial(), formatDate)[2].label).toBe('Trial ended on');
  });

  it('shows the same status as Manage Subscription: Ends on {date} after Cancel, Trial expired beside Trial Expired', () => {
    const canceled = activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-07-15T12:00:00.000Z' });
    expect(subscriptionFacts(canceled, formatDate)).toEqual([
      { label: 'Plan', value: 'Pro' },
      { label: 'Status', value: 'Ends on <2026-07-15>' },
    ]);
    expect(subscriptionFacts(expiredTrial(), formatDate)[1]).toEqual({ label: 'Status', value: 'Trial expired' });
    expect(subscriptionAlert(expiredTrial(), formatDate).title).toBe('Trial Expired');
  });

  it("shows 'trialing' as the status when there is no record", () => {
    expect(subscriptionFacts(null)).toEqual([
      { label: 'Plan', value: 'Free Trial' },
      { label: 'Status', value: 'Trialing' },
    ]);
  });
});
