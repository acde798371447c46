import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { promptsQueryOptions } from './use-prompts';

/** DELETE /api/prompts/{id} → 204; its versions go with it. */
export async function deletePrompt(id: string): Promise<void> {
  await apiRequest('delete', '/api/prompts/{id}', undefined, { params: { path: { id } } });
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryOptions().queryKey }),
  });
}
