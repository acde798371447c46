import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { apiRequest } from '@/api/client';

export type Rule = components['schemas']['RuleDto'];
export type RuleTemplate = components['schemas']['RuleTemplateDto'];
export type CreateRuleInput = components['schemas']['CreateRuleDto'];
export type UpdateRuleInput = components['schemas']['UpdateRuleDto'];
export type ImportRulesResult = components['schemas']['ImportRulesResultDto'];

/** GET /api/rules: the caller's rules, most recently updated first. */
export const rulesQueryOptions = () => queryOptions({ queryKey: ['/api/rules'] as const, queryFn: (): Promise<Rule[]> => apiRequest('get', '/api/rules') });
export const useRules = () => useQuery(rulesQueryOptions());

/** GET /api/rules/templates: the 12 built-in templates (they change only with a release). */
export const useRuleTemplates = () =>
  useQuery({ queryKey: ['/api/rules/templates'] as const, queryFn: (): Promise<RuleTemplate[]> => apiRequest('get', '/api/rules/templates'), staleTime: Infinity });

function useRulesMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: rulesQueryOptions().queryKey }) });
}

/** POST /api/rules (target_software, per the spec). */
export const useCreateRule = () => useRulesMutation((input: CreateRuleInput): Promise<Rule> => apiRequest('post', '/api/rules', input));

/** PUT /api/rules/{id}. */
export const useUpdateRule = () =>
  useRulesMutation(({ id, ...input }: UpdateRuleInput & { id: string }): Promise<Rule> => apiRequest('put', '/api/rules/{id}', input, { params: { path: { id } } }));

/** DELETE /api/rules/{id} → 204. */
export const useDeleteRule = () =>
  useRulesMutation(async (id: string): Promise<void> => {
    await apiRequest('delete', '/api/rules/{id}', undefined, { params: { path: { id } } });
  });

/** POST /api/rules/import: rule files (or an unpacked repository) → rules. */
export const useImportRules = () =>
  useRulesMutation((files: { path: string; content: string }[]): Promise<ImportRulesResult> => apiRequest('post', '/api/rules/import', { files }));
