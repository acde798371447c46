import {
  addMonth,
  cancelDenial,
  checkoutDenial,
  hasEnded,
  isActive,
  isTrialExpired,
  isTrialUser,
  reconcile,
  resumeOutcome,
  trialDaysLeft,
  trialPeriod,
  type SubscriptionState,
  type TrackedSubscription,
} from './subscription-rules';

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

describe('billing rules', () => {
  const pro = (overrides: Partial<SubscriptionState> = {}) => sub({ planId: 'pro', status: 'active', currentPeriodEnd: at(20), ...overrides });

  describe('hasEnded', () => {
    it('is false for a trial and for no record', () => {
      expect(hasEnded(null, NOW)).toBe(false);
      expect(hasEnded(sub({ currentPeriodEnd: at(-1) }), NOW)).toBe(false);
    });
    it('is false for a running plan, canceled or not', () => {
      expect(hasEnded(pro(), NOW)).toBe(false);
      expect(hasEnded(pro({ cancelAtPeriodEnd: true }), NOW)).toBe(false);
    });
    it('is true once the period has passed with cancellation set', () => expect(hasEnded(pro({ cancelAtPeriodEnd: true, currentPeriodEnd: NOW }), NOW)).toBe(true));
    it('is true for a canceled plan past its end', () => expect(hasEnded(pro({ status: 'canceled', currentPeriodEnd: at(-1) }), NOW)).toBe(true));
    it('is false for a renewing plan whose renewal is still on its way', () => expect(hasEnded(pro({ currentPeriodEnd: at(-1) }), NOW)).toBe(false));
    it('is true when the first payment never completed', () => expect(hasEnded(pro({ status: 'incomplete_expired' }), NOW)).toBe(true));
  });

  describe('checkoutDenial', () => {
    it('lets a trial user, an expired trial and an ended plan check out', () => {
      expect(checkoutDenial(null, NOW)).toBeNull();
      expect(checkoutDenial(sub({}), NOW)).toBeNull();
      expect(checkoutDenial(sub({ currentPeriodEnd: at(-1) }), NOW)).toBeNull();
      expect(checkoutDenial(pro({ cancelAtPeriodEnd: true, currentPeriodEnd: at(-1) }), NOW)).toBeNull();
    });
    it('refuses while a Pro plan runs', () => expect(checkoutDenial(pro(), NOW)).toBe('You already have an active Pro subscription.'));
    it('refuses a plan that is past due (it is still billed)', () => expect(checkoutDenial(pro({ status: 'past_due' }), NOW)).toBe('You already have an active Pro subscription.'));
    it('points a pending cancellation to resume', () => expect(checkoutDenial(pro({ cancelAtPeriodEnd: true }), NOW)).toMatch(/resume it instead/));
  });

  describe('cancelDenial', () => {
    it('allows a running Pro plan', () => expect(cancelDenial(pro(), NOW)).toBeNull());
    it.each([
      ['no record', null],
      ['a trial', sub({})],
      ['an ended plan', pro({ status: 'canceled', currentPeriodEnd: at(-1) })],
      ['a plan past its end with cancellation set', pro({ cancelAtPeriodEnd: true, currentPeriodEnd: at(-1) })],
    ])('refuses %s', (_name, state) => expect(cancelDenial(state, NOW)).toBe('You have no active Pro subscription to cancel.'));
    it('refuses a second cancel', () =>
      expect(cancelDenial(pro({ cancelAtPeriodEnd: true }), NOW)).toBe('Your subscription is already set to end at the end of the current billing period.'));
  });

  describe('resumeOutcome', () => {
    it('restores a pending cancellation while the period runs', () => expect(resumeOutcome(pro({ cancelAtPeriodEnd: true }), NOW)).toEqual({ kind: 'restore' }));
    it('answers with a checkout once the period has ended', () =>
      expect(resumeOutcome(pro({ cancelAtPeriodEnd: true, currentPeriodEnd: at(-1) }), NOW)).toEqual({ kind: 'checkout' }));
    it('refuses a plan that is not canceled', () => expect(resumeOutcome(pro(), NOW)).toEqual({ kind: 'denied', message: 'Your subscription is not canceled: it already renews automatically.' }));
    it('refuses without a Pro plan', () => expect(resumeOutcome(sub({}), NOW)).toEqual({ kind: 'denied', message: 'You have no Pro subscription to resume.' }));
  });

  describe('addMonth', () => {
    it.each([
      ['2026-11-21T12:00:00.000Z', '2026-12-21T12:00:00.000Z'],
      ['2026-12-15T08:30:00.000Z', '2027-01-15T08:30:00.000Z'],
      ['2027-01-31T00:00:00.000Z', '2027-02-28T00:00:00.000Z'],
      ['2028-01-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
      ['2026-03-31T23:59:59.000Z', '2026-04-30T23:59:59.000Z'],
    ])('%s + 1 month = %s', (from, to) => expect(addMonth(new Date(from)).toISOString()).toBe(to));
  });

  describe('reconcile', () => {
    const tracked = (overrides: Partial<TrackedSubscription> = {}): TrackedSubscription => ({ ...pro(), externalId: 'sub_1', ...overrides });
    const provider = (overrides: Partial<{ id: string; status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date }> = {}) => ({
      id: 'sub_1',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: at(30),
      ...overrides,
    });

    it('adopts a live subscription on a trial: upgraded', () =>
      expect(reconcile({ ...sub({}), externalId: null }, provider(), NOW)).toEqual({ apply: true, events: ['upgraded'] }));
    it('does not adopt an incomplete subscription on a trial', () =>
      expect(reconcile({ ...sub({}), externalId: null }, provider({ status: 'incomplete' }), NOW)).toEqual({ apply: false, events: [] }));
    it('applies the same state again without events', () => expect(reconcile(tracked(), provider(), NOW)).toEqual({ apply: true, events: [] }));
    it('reports a scheduled cancellation and a resume', () => {
      expect(reconcile(tracked(), provider({ cancelAtPeriodEnd: true }), NOW).events).toEqual(['cancel-scheduled']);
      expect(reconcile(tracked({ cancelAtPeriodEnd: true }), provider(), NOW).events).toEqual(['resumed']);
    });
    it('reports the end once', () => {
      expect(reconcile(tracked({ cancelAtPeriodEnd: true }), provider({ status: 'canceled', cancelAtPeriodEnd: true }), NOW).events).toEqual(['ended']);
      expect(reconcile(tracked({ status: 'canceled' }), provider({ status: 'canceled' }), NOW).events).toEqual([]);
    });
    it('reports an upgrade when the first payment completes', () =>
      expect(reconcile(tracked({ status: 'incomplete' }), provider(), NOW)).toEqual({ apply: true, events: ['upgraded'] }));
    it('keeps a running plan when another subscription reports in', () =>
      expect(reconcile(tracked(), provider({ id: 'sub_2' }), NOW)).toEqual({ apply: false, events: [] }));
    it('ignores a late event about an ended, older subscription', () =>
      expect(reconcile(tracked({ externalId: 'sub_2' }), provider({ status: 'canceled' }), NOW)).toEqual({ apply: false, events: [] }));
    it('lets a new subscription replace an ended one', () =>
      expect(reconcile(tracked({ status: 'canceled', currentPeriodEnd: at(-1) }), provider({ id: 'sub_2' }), NOW)).toEqual({ apply: true, events: ['upgraded'] }));
  });
});
