import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Subscription } from './types';

export const currentSubscriptionQueryKey = ['/api/subscriptions/current'] as const;

/** GET /api/subscriptions/current; null when the account has no subscription record (404). */
export async function getCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return await apiRequest('get', '/api/subscriptions/current', undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec §7/§9: the subscription query is never retried. */
export function useCurrentSubscription(enabled: boolean) {
  return useQuery({
    queryKey: currentSubscriptionQueryKey,
    queryFn: ({ signal }) => getCurrentSubscription(signal),
    enabled,
    retry: false,
  });
}
