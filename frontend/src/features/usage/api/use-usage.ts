import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type UsageReport = components['schemas']['UsageReportDto'];
export type UsageTotals = components['schemas']['UsageTotalsDto'];

/** GET /api/usage: the caller's AI calls over the last 30 UTC days (the server's default), and today's budget. */
export function getUsage(): Promise<UsageReport> {
  return apiRequest('get', '/api/usage');
}

export function usageQueryOptions() {
  return queryOptions({ queryKey: ['/api/usage'] as const, queryFn: getUsage });
}

/** The usage report for the Usage screen; refetched when the window regains focus, as react-query does. */
export function useUsage() {
  return useQuery(usageQueryOptions());
}
