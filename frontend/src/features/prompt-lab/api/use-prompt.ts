import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { Prompt } from './types';

/** GET /api/prompts/{id}: one of the caller's prompts (404 for a missing one or someone else's). */
export function getPrompt(id: string): Promise<Prompt> {
  return apiRequest('get', '/api/prompts/{id}', undefined, { params: { path: { id } } });
}

export function promptQueryOptions(id: string) {
  return queryOptions({ queryKey: ['/api/prompts', id] as const, queryFn: () => getPrompt(id) });
}

export function usePrompt(id: string) {
  return useQuery(promptQueryOptions(id));
}
