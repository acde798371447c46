import { expiredTrial, makeSubscription, makeUser } from '@/testing/factories';
import { decideAccess, TRIAL_EXPIRED_TOAST } from './access';

describe('decideAccess (spec §2 guard)', () => {
  const user = makeUser();

  it('lets anyone open a public route, whatever the session', () => {
    expect(decideAccess('public', 'loading', null)).toEqual({ kind: 'allow' });
    expect(decideAccess('public', 'signed-out', null)).toEqual({ kind: 'allow' });
  });

  it('waits (spinner) while the session loads', () => {
    expect(decideAccess('signed-in', 'loading', null)).toEqual({ kind: 'wait' });
    expect(decideAccess('subscription', 'loading', null)).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to /login', () => {
    expect(decideAccess('signed-in', 'signed-out', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('subscription', 'signed-out', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends the user home instead when the session has just ended (logout, deletion, refused)', () => {
    expect(decideAccess('signed-in', 'signed-out', null, true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a signed-in user open signed-in routes whatever the subscription', () => {
    expect(decideAccess('signed-in', 'signed-in', makeUser({ subscription: expiredTrial() }))).toEqual({ kind: 'allow' });
  });

  it('lets an active subscription (or no record) open subscription routes', () => {
    expect(decideAccess('subscription', 'signed-in', user)).toEqual({ kind: 'allow' });
    expect(decideAccess('subscription', 'signed-in', makeUser({ subscription: null }))).toEqual({ kind: 'allow' });
  });

  it('sends an inactive subscription whose trial has not expired to /pricing', () => {
    const inactive = makeUser({ subscription: makeSubscription({ planId: 'pro', status: 'past_due', access: { active: false, trialExpired: false, trialDaysLeft: null } }) });
    expect(decideAccess('subscription', 'signed-in', inactive)).toEqual({ kind: 'redirect', to: '/pricing' });
  });

  it('sends an expired trial to /products/trial-expired with the Portuguese toast', () => {
    expect(decideAccess('subscription', 'signed-in', makeUser({ subscription: expiredTrial() }))).toEqual({
      kind: 'redirect',
      to: '/products/trial-expired',
      toast: TRIAL_EXPIRED_TOAST,
    });
    expect(TRIAL_EXPIRED_TOAST).toMatchObject({ title: 'Período de teste expirado', variant: 'destructive' });
  });
});
