import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AnalyzeTextInput, ChecklistItem, ChecklistStandard, SecurityAnalysis, SecurityCheck } from './types';

/** Spec §7: the history and checklist queries retry once. */
const RETRY_ONCE = 1;

export const SECURITY_CHECKS_KEY = ['/api/security/checks'] as const;

/** POST /api/security/analyze-text: the scan, saved to the history. */
export const analyzeText = (input: AnalyzeTextInput): Promise<SecurityAnalysis> => apiRequest('post', '/api/security/analyze-text', input);

export function useAnalyzeText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: analyzeText,
    onSuccess: () => client.invalidateQueries({ queryKey: SECURITY_CHECKS_KEY }),
  });
}

export function checksQueryOptions() {
  return queryOptions({ queryKey: SECURITY_CHECKS_KEY, queryFn: (): Promise<SecurityCheck[]> => apiRequest('get', '/api/security/checks'), retry: RETRY_ONCE });
}

export const useSecurityChecks = () => useQuery(checksQueryOptions());

export function checklistQueryOptions(standard: ChecklistStandard) {
  return queryOptions({
    queryKey: ['/api/security/compliance-checklist', standard] as const,
    queryFn: (): Promise<ChecklistItem[]> => apiRequest('get', '/api/security/compliance-checklist', undefined, { params: { query: { standard } } }),
    retry: RETRY_ONCE,
    staleTime: Infinity,
  });
}

export const useChecklist = (standard: ChecklistStandard) => useQuery(checklistQueryOptions(standard));
