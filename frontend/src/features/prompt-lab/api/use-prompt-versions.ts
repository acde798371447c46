import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { PromptVersion } from './types';

/** GET /api/prompts/{id}/versions: newest first. */
export function getPromptVersions(id: string): Promise<PromptVersion[]> {
  return apiRequest('get', '/api/prompts/{id}/versions', undefined, { params: { path: { id } } });
}

export function promptVersionsQueryOptions(id: string) {
  return queryOptions({ queryKey: ['/api/prompts', id, 'versions'] as const, queryFn: () => getPromptVersions(id) });
}

export function usePromptVersions(id: string) {
  return useQuery(promptVersionsQueryOptions(id));
}
