import type Stripe from 'stripe';
import { toProviderSubscription } from './stripe.gateway';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const stripeSubscription = (overrides: Partial<Stripe.Subscription> = {}) =>
  ({
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    start_date: seconds('2026-11-01T00:00:00Z'),
    items: { data: [{ current_period_start: seconds('2026-11-01T00:00:00Z'), current_period_end: seconds('2026-12-01T00:00:00Z') }] },
    ...overrides,
  }) as unknown as Stripe.Subscription;

describe('toProviderSubscription', () => {
  it('reads the period from the subscription item (current API versions)', () => {
    expect(toProviderSubscription(stripeSubscription())).toEqual({
      provider: 'stripe',
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('takes a pending cancellation from cancel_at_period_end or cancel_at', () => {
    const canceledAt = seconds('2026-11-10T00:00:00Z');
    expect(toProviderSubscription(stripeSubscription({ cancel_at_period_end: true, canceled_at: canceledAt }))).toMatchObject({
      cancelAtPeriodEnd: true,
      canceledAt: new Date('2026-11-10T00:00:00Z'),
    });
    expect(toProviderSubscription(stripeSubscription({ cancel_at: seconds('2026-12-01T00:00:00Z'), canceled_at: canceledAt })).cancelAtPeriodEnd).toBe(true);
  });

  it('ends access when an immediately canceled subscription ended, not at the paid-for end', () => {
    const ended = toProviderSubscription(stripeSubscription({ status: 'canceled', ended_at: seconds('2026-11-15T00:00:00Z') }));
    expect(ended).toMatchObject({ status: 'canceled', currentPeriodEnd: new Date('2026-11-15T00:00:00Z') });
  });

  it('reads an expanded customer', () =>
    expect(toProviderSubscription(stripeSubscription({ customer: { id: 'cus_2' } as Stripe.Customer })).customerId).toBe('cus_2'));
});
