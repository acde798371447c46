import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/**
 * The header's unread-notification count: GET /api/notifications?limit=1&unread_only=true →
 * unreadCount. The key starts with the path, so invalidating ['/api/notifications'] (the
 * Notifications screen does after marking read) refreshes the badge too.
 */
export const unreadCountQueryKey = ['/api/notifications', 'unread-count'] as const;

export function useUnreadNotificationCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) => {
      const list = await apiRequest('get', '/api/notifications', undefined, { params: { query: { limit: 1, unread_only: true } }, signal });
      return list.unreadCount;
    },
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  return enabled ? (data ?? 0) : 0;
}

/** '3', or '99+' above 99. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
