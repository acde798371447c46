import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type SeoAudit = components['schemas']['SeoAuditDto'];
export type SeoIssue = components['schemas']['SeoIssueDto'];
export type FieldVital = components['schemas']['FieldVitalDto'];

/** Tool-screens spec §9: the audit is refetched every 5 minutes. */
export const SEO_AUDIT_REFETCH_MS = 5 * 60 * 1000;

export function getSeoAudit(): Promise<SeoAudit> {
  return apiRequest('get', '/api/seo/audit');
}

/** GET /api/seo/audit, refetched every 5 minutes and on demand (spec §7). */
export function useSeoAudit() {
  return useQuery({ queryKey: ['/api/seo/audit'] as const, queryFn: getSeoAudit, refetchInterval: SEO_AUDIT_REFETCH_MS });
}
