import type { Subscription } from '../subscriptions/subscription.entity';
import { addMonth } from '../subscriptions/subscription-rules';
import { localPeriodEnd } from './local.gateway';

const NOW = new Date('2026-11-21T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const record = (overrides: Partial<Subscription> = {}) =>
  ({
    provider: 'local',
    planId: 'pro',
    status: 'active',
    externalId: 'local_sub_1',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    currentPeriodStart: new Date('2026-10-21T18:00:00Z'),
    currentPeriodEnd: new Date('2026-11-21T18:00:00Z'),
    ...overrides,
  }) as Subscription;

describe('localPeriodEnd', () => {
  it('renews a plan ending within a day for the month after its end', () => {
    const next = localPeriodEnd(record(), NOW);
    expect(next).toMatchObject({ status: 'active', currentPeriodStart: new Date('2026-11-21T18:00:00Z'), currentPeriodEnd: new Date('2026-12-21T18:00:00Z') });
  });

  it('catches up on months missed while nothing ran', () => {
    const end = new Date('2026-08-10T00:00:00Z');
    const next = localPeriodEnd(record({ currentPeriodEnd: end }), NOW);
    expect(next?.currentPeriodStart).toEqual(new Date('2026-11-10T00:00:00Z'));
    expect(next?.currentPeriodEnd).toEqual(addMonth(new Date('2026-11-10T00:00:00Z')));
  });

  it('does nothing while the end is more than a day away', () =>
    expect(localPeriodEnd(record({ currentPeriodEnd: new Date(NOW.getTime() + 25 * HOUR) }), NOW)).toBeNull());

  it('ends a canceled plan only once its period has passed', () => {
    expect(localPeriodEnd(record({ cancelAtPeriodEnd: true }), NOW)).toBeNull();
    const ended = localPeriodEnd(record({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(NOW.getTime() - HOUR) }), NOW);
    expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(NOW.getTime() - HOUR) });
  });

  it.each([
    ['a Stripe plan', { provider: 'stripe' as const }],
    ['a trial', { planId: 'free-trial' as const, provider: null }],
    ['an ended plan', { status: 'canceled' as const }],
  ])('leaves %s alone', (_name, overrides) => expect(localPeriodEnd(record(overrides), NOW)).toBeNull());
});
