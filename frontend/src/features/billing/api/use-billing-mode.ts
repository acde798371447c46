import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type BillingMode = components['schemas']['BillingConfigDto']['mode'];

export const billingConfigQueryKey = ['/api/billing/config'] as const;

/** GET /api/billing/config: 'local' (test mode, no payment is taken) or 'stripe'. */
export async function getBillingConfig(signal?: AbortSignal) {
  return apiRequest('get', '/api/billing/config', undefined, { signal });
}

/**
 * The server's billing mode, or undefined until it is known (or when it could not be read: then no
 * test-mode badge is claimed). It does not change while the server runs, so it is fetched once.
 */
export function useBillingMode(): BillingMode | undefined {
  const { data } = useQuery({
    queryKey: billingConfigQueryKey,
    queryFn: ({ signal }) => getBillingConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data?.mode;
}
