import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Prompt, UpdatePromptInput } from './types';
import { promptQueryOptions } from './use-prompt';
import { promptsQueryOptions } from './use-prompts';

/** PUT /api/prompts/{id} → the prompt; a change of content or system prompt writes a new version. */
export function updatePrompt({ id, input }: { id: string; input: UpdatePromptInput }): Promise<Prompt> {
  return apiRequest('put', '/api/prompts/{id}', input, { params: { path: { id } } });
}

export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: (prompt) => {
      queryClient.setQueryData(promptQueryOptions(prompt.id).queryKey, prompt);
      // The list (its 'vN') and the prompt's versions; the prefix covers both.
      return queryClient.invalidateQueries({ queryKey: promptsQueryOptions().queryKey });
    },
  });
}
