import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type Model = components['schemas']['ModelDto'];

/** GET /api/models: the enabled catalogue entries, each with whether the caller can run it now. */
export function getModels(): Promise<Model[]> {
  return apiRequest('get', '/api/models');
}

export function modelsQueryOptions() {
  return queryOptions({ queryKey: ['/api/models'] as const, queryFn: getModels });
}

/** The model catalogue, for the tool screens' model pickers. */
export function useModels() {
  return useQuery(modelsQueryOptions());
}
