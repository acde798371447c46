import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { CreatePromptInput, Prompt } from './types';
import { promptsQueryOptions } from './use-prompts';

/** POST /api/prompts → the new prompt (version 1). */
export function createPrompt(input: CreatePromptInput): Promise<Prompt> {
  return apiRequest('post', '/api/prompts', input);
}

export function useCreatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryOptions().queryKey }),
  });
}
