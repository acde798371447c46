import type { components } from '@/api/schema.gen';

type User = components['schemas']['UserDto'];
type Subscription = components['schemas']['SubscriptionDto'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscription as the server sends it; a running trial with 5 days left unless overridden. */
export function makeSubscription(overrides: Partial<Omit<Subscription, 'access'>> & { access?: Partial<Subscription['access']> } = {}): Subscription {
  const { access, ...rest } = overrides;
  return {
    planId: 'free-trial',
    status: 'trialing',
    cancelAtPeriodEnd: false,
    currentPeriodStart: new Date(Date.now() - 2 * DAY_MS).toISOString(),
    currentPeriodEnd: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    ...rest,
    access: { active: true, trialExpired: false, trialDaysLeft: 5, ...access },
  };
}

export const expiredTrial = () =>
  makeSubscription({
    currentPeriodEnd: new Date(Date.now() - DAY_MS).toISOString(),
    access: { active: false, trialExpired: true, trialDaysLeft: 0 },
  });

export const activePro = (overrides: Partial<Subscription> = {}) =>
  makeSubscription({ planId: 'pro', status: 'active', access: { active: true, trialExpired: false, trialDaysLeft: null }, ...overrides });

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2a34-1111-4222-8333-444455556666',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    profileImageUrl: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    subscription: makeSubscription(),
    ...overrides,
  };
}

/** Puts a session in localStorage the way the app stores it (before rendering the app). */
export function storeSession(user: User | null, token = 'token-abc'): void {
  window.localStorage.setItem('authToken', token);
  if (user) window.localStorage.setItem('promptforge-user', JSON.stringify(user));
}
