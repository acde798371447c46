import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type ProviderKey = components['schemas']['ProviderKeyStatusDto'];
export type Provider = components['schemas']['Provider'];

/** GET /api/user/provider-keys: one entry per provider, where its key comes from; the user's key only masked. */
export function getProviderKeys(): Promise<ProviderKey[]> {
  return apiRequest('get', '/api/user/provider-keys');
}

export function providerKeysQueryOptions() {
  return queryOptions({ queryKey: ['/api/user/provider-keys'] as const, queryFn: getProviderKeys });
}

export function useProviderKeys() {
  return useQuery(providerKeysQueryOptions());
}
