import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type ApiKey = components['schemas']['ApiKeyDto'];

/** GET /api/api-keys: the caller's keys, never their secrets. */
export function getApiKeys(): Promise<ApiKey[]> {
  return apiRequest('get', '/api/api-keys');
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: ['/api/api-keys'] as const, queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
