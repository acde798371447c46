import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { modelsQueryOptions } from '@/features/models/api/use-models';
import type { ProviderKeyInput } from '../logic/provider-keys';
import { providerKeysQueryOptions, type Provider, type ProviderKey } from './use-provider-keys';

/** PUT /api/user/provider-keys/{provider} { apiKey, baseUrl? } → the provider's entry, masked. */
export function saveProviderKey({ provider, input }: { provider: Provider; input: ProviderKeyInput }): Promise<ProviderKey> {
  return apiRequest('put', '/api/user/provider-keys/{provider}', input, { params: { path: { provider } } });
}

export function useSaveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProviderKey,
    // Which models the user can run depends on their keys.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: modelsQueryOptions().queryKey }),
      ]),
  });
}
