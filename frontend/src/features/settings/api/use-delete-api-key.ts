import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { apiKeysQueryOptions, type ApiKey } from './use-api-keys';

/** DELETE /api/api-keys/{id} → 204; the key is refused from the next request on. */
export async function deleteApiKey(id: string): Promise<void> {
  await apiRequest('delete', '/api/api-keys/{id}', undefined, { params: { path: { id } } });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeysQueryOptions();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<ApiKey[]>(queryKey, (keys) => keys?.filter((key) => key.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
