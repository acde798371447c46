import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Prompt } from './types';

/** GET /api/prompts: the caller's prompts. */
export function getPrompts(): Promise<Prompt[]> {
  return apiRequest('get', '/api/prompts');
}

export function promptsQueryOptions() {
  return queryOptions({ queryKey: ['/api/prompts'] as const, queryFn: getPrompts });
}

export function usePrompts() {
  return useQuery(promptsQueryOptions());
}
