import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { apiKeysQueryOptions } from './use-api-keys';

export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];

/** POST /api/api-keys { name } → the key with its full secret (`key`), which is never sent again. */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiRequest('post', '/api/api-keys', { name });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
