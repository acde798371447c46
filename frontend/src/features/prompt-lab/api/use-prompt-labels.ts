import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseData } from '@/api/client';
import { promptVersionsQueryOptions } from './use-prompt-versions';

export type LabelEvent = ResponseData<'/api/prompts/{id}/label-history', 'get'>[number];

export function labelHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/prompts', id, 'label-history'] as const,
    queryFn: () => apiRequest('get', '/api/prompts/{id}/label-history', undefined, { params: { path: { id } } }),
  });
}

/** GET /api/prompts/{id}/label-history: every move, newest first. */
export function useLabelHistory(id: string, enabled: boolean) {
  return useQuery({ ...labelHistoryQueryOptions(id), enabled });
}

/** PUT and DELETE /api/prompts/{id}/labels/{label}; both refresh the versions (their labels) and the history. */
export function useLabelMutations(id: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promptVersionsQueryOptions(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: labelHistoryQueryOptions(id).queryKey }),
    ]);
  const setLabel = useMutation({
    mutationFn: ({ label, version }: { label: string; version: number }) =>
      apiRequest('put', '/api/prompts/{id}/labels/{label}', { version }, { params: { path: { id, label } } }),
    onSuccess: refresh,
  });
  const removeLabel = useMutation({
    mutationFn: ({ label }: { label: string }) => apiRequest('delete', '/api/prompts/{id}/labels/{label}', undefined, { params: { path: { id, label } } }),
    onSuccess: refresh,
  });
  return { setLabel, removeLabel };
}

/** Input tokens of a text for a model (POST /api/analyze-tokens, the token analyzer's exact counting). */
export function useTokenCount(text: string | undefined, model: string) {
  return useQuery({
    queryKey: ['/api/analyze-tokens', model, text] as const,
    enabled: text !== undefined && text.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const result = await apiRequest('post', '/api/analyze-tokens', { models: [model], text_to_analyze: text ?? '' });
      return result.results[0]?.cost_breakdown.input_tokens ?? 0;
    },
  });
}
