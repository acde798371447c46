import { activePro, expiredTrial, makeSubscription } from '@/testing/factories';
import { subscriptionStatus } from './subscription-status';

const formatDate = (iso: string) => `<${iso.slice(0, 10)}>`;
const ended = { active: false, trialExpired: true, trialDaysLeft: null };

describe('subscriptionStatus: the one status label of the dashboard, Manage Subscription and Settings', () => {
  it('Trialing while the free trial runs, and for an account without a subscription record (spec §4)', () => {
    expect(subscriptionStatus(makeSubscription(), formatDate)).toEqual({ standing: 'trialing', label: 'Trialing' });
    expect(subscriptionStatus(null, formatDate)).toEqual({ standing: 'trialing', label: 'Trialing' });
  });

  it('Trial expired once the server says the trial is over (never Trialing beside a Trial Expired alert)', () => {
    expect(subscriptionStatus(expiredTrial(), formatDate)).toEqual({ standing: 'trial-expired', label: 'Trial expired' });
    // The status field still says trialing: the server's access decides.
    expect(expiredTrial().status).toBe('trialing');
  });

  it('Active for Pro that renews', () => {
    expect(subscriptionStatus(activePro(), formatDate)).toEqual({ standing: 'active', label: 'Active' });
  });

  it('Ends on {date} for Pro after Cancel, while the paid period runs (status still active)', () => {
    const canceledPro = activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-07-15T12:00:00.000Z' });
    expect(subscriptionStatus(canceledPro, formatDate)).toEqual({ standing: 'ending', label: 'Ends on <2026-07-15>' });
    const stripeCanceled = activePro({ status: 'canceled', currentPeriodEnd: '2026-07-20T12:00:00.000Z' });
    expect(subscriptionStatus(stripeCanceled, formatDate).label).toBe('Ends on <2026-07-20>');
  });

  it('formats the date as "Month D, YYYY" by default', () => {
    expect(subscriptionStatus(activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-07-15T12:00:00.000Z' })).label).toBe(
      'Ends on July 15, 2026',
    );
  });

  it('Canceled once a canceled period is over', () => {
    const over = makeSubscription({ planId: 'pro', status: 'active', cancelAtPeriodEnd: true, access: ended });
    expect(subscriptionStatus(over, formatDate)).toEqual({ standing: 'canceled', label: 'Canceled' });
    expect(subscriptionStatus(makeSubscription({ planId: 'pro', status: 'canceled', access: ended }), formatDate).label).toBe('Canceled');
  });

  it("shows the payment processor's status for Pro in another state", () => {
    expect(subscriptionStatus(makeSubscription({ planId: 'pro', status: 'past_due', access: ended }), formatDate)).toEqual({
      standing: 'other',
      label: 'Past due',
    });
    expect(subscriptionStatus(activePro({ status: 'past_due' }), formatDate).label).toBe('Past due');
    expect(subscriptionStatus(makeSubscription({ planId: 'pro', status: 'active', access: ended }), formatDate).label).toBe('Expired');
  });
});
