import type { components } from '@/api/schema.gen';

/** The caller's subscription as GET /api/subscriptions/current sends it, with the server's `access` decisions. */
export type Subscription = components['schemas']['SubscriptionDto'];
