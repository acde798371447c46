import { isActive, isTrialExpired, isTrialUser, trialDaysLeft, trialPeriod, type SubscriptionState } from './subscription-rules';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const sub = (overrides: Partial<SubscriptionState>): SubscriptionState => ({
  planId: 'free-trial',
  status: 'trialing',
  currentPeriodEnd: at(3),
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('isActive', () => {
  it('treats no subscription record as active', () => expect(isActive(null, NOW)).toBe(true));
  it('is active while trialing before the end', () => expect(isActive(sub({}), NOW)).toBe(true));
  it('is not active once the trial end has passed', () => expect(isActive(sub({ currentPeriodEnd: at(-1) }), NOW)).toBe(false));
  it('is not active exactly at the end', () => expect(isActive(sub({ currentPeriodEnd: NOW }), NOW)).toBe(false));
  it('is active for pro active with a future end', () => expect(isActive(sub({ planId: 'pro', status: 'active' }), NOW)).toBe(true));
  it('is not active for pro active past its end', () => expect(isActive(sub({ planId: 'pro', status: 'active', currentPeriodEnd: at(-1) }), NOW)).toBe(false));
  it('keeps a canceled pro plan active until its end', () => expect(isActive(sub({ planId: 'pro', status: 'canceled', cancelAtPeriodEnd: true }), NOW)).toBe(true));
  it('ends a canceled pro plan at its end', () => expect(isActive(sub({ planId: 'pro', status: 'canceled', currentPeriodEnd: at(-1) }), NOW)).toBe(false));
  it('does not keep a canceled trial active', () => expect(isActive(sub({ status: 'canceled' }), NOW)).toBe(false));
  it.each(['past_due', 'unpaid', 'incomplete'])('is not active with status %s', (status) => expect(isActive(sub({ planId: 'pro', status }), NOW)).toBe(false));
});

describe('isTrialExpired', () => {
  it('counts no user as expired', () => expect(isTrialExpired(null, NOW)).toBe(true));
  it('counts no record as not expired', () => expect(isTrialExpired({ subscription: null }, NOW)).toBe(false));
  it('is not expired for an active pro plan', () => expect(isTrialExpired({ subscription: sub({ planId: 'pro', status: 'active' }) }, NOW)).toBe(false));
  it('is not expired for a canceled pro plan with a future end', () =>
    expect(isTrialExpired({ subscription: sub({ planId: 'pro', status: 'canceled' }) }, NOW)).toBe(false));
  it('is expired for a canceled pro plan past its end', () =>
    expect(isTrialExpired({ subscription: sub({ planId: 'pro', status: 'canceled', currentPeriodEnd: at(-1) }) }, NOW)).toBe(true));
  it('is not expired while trialing before the end', () => expect(isTrialExpired({ subscription: sub({}) }, NOW)).toBe(false));
  it('is expired once the trial end has passed', () => expect(isTrialExpired({ subscription: sub({ currentPeriodEnd: at(-1) }) }, NOW)).toBe(true));
  it('counts any other status as expired', () => expect(isTrialExpired({ subscription: sub({ status: 'past_due' }) }, NOW)).toBe(true));
});

describe('trialDaysLeft', () => {
  it('is 7 with no record', () => expect(trialDaysLeft(null, NOW)).toBe(7));
  it('is null when not trialing', () => expect(trialDaysLeft(sub({ planId: 'pro', status: 'active' }), NOW)).toBeNull());
  it('is 0 once the end has passed', () => expect(trialDaysLeft(sub({ currentPeriodEnd: at(-0.5) }), NOW)).toBe(0));
  it('rounds partial days up', () => expect(trialDaysLeft(sub({ currentPeriodEnd: at(2.1) }), NOW)).toBe(3));
  it('counts a fresh trial as 7 days', () => expect(trialDaysLeft(sub(trialPeriod(NOW)), NOW)).toBe(7));
});

describe('isTrialUser', () => {
  it('is true with no record', () => expect(isTrialUser(null)).toBe(true));
  it('is true on the free-trial plan', () => expect(isTrialUser(sub({}))).toBe(true));
  it('is false on pro', () => expect(isTrialUser(sub({ planId: 'pro', status: 'active' }))).toBe(false));
});
