import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { NotificationList } from '../logic/list-updates';

/** Spec §9: one page of 50 from offset 0. */
export const PAGE_SIZE = 50;

export type NotificationFilter = 'all' | 'unread';

/**
 * Query keys. Every key starts with the path, so invalidating ['/api/notifications'] refreshes this
 * screen and any other reader of the endpoint (the header's unread count) together.
 */
export const notificationKeys = {
  all: ['/api/notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), { filter, limit: PAGE_SIZE, offset: 0 }] as const,
};

/** GET /api/notifications?limit=50&offset=0[&unread_only=true]. */
export function getNotifications(filter: NotificationFilter, signal?: AbortSignal): Promise<NotificationList> {
  const query = filter === 'unread' ? { limit: PAGE_SIZE, offset: 0, unread_only: true } : { limit: PAGE_SIZE, offset: 0 };
  return apiRequest('get', '/api/notifications', undefined, { params: { query }, signal });
}

export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
  });
}

/** Keeps showing the previous filter's list while the other one loads (no flash of the empty state). */
export function useNotifications(filter: NotificationFilter) {
  return useQuery({ ...notificationsQueryOptions(filter), placeholderData: keepPreviousData });
}
