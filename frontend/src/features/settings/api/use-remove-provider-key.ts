import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { modelsQueryOptions } from '@/features/models/api/use-models';
import { providerKeysQueryOptions, type Provider } from './use-provider-keys';

/** DELETE /api/user/provider-keys/{provider} → 204; the server's key (if any) applies again. */
export async function removeProviderKey(provider: Provider): Promise<void> {
  await apiRequest('delete', '/api/user/provider-keys/{provider}', undefined, { params: { path: { provider } } });
}

export function useRemoveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProviderKey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: modelsQueryOptions().queryKey }),
      ]),
  });
}
