import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { AppNotification, NotificationList } from '../logic/list-updates';
import { markReadInList } from '../logic/list-updates';
import { notificationKeys, type NotificationFilter } from './use-notifications';

/** PATCH /api/notifications/{id}/read → the notification, now read (stored on the server). */
export function markNotificationRead(id: string): Promise<AppNotification> {
  return apiRequest('patch', '/api/notifications/{id}/read', undefined, { params: { path: { id } } });
}

/** Applies a server-confirmed "read" to every cached list of this screen, then refetches everything under the path. */
export function useApplyRead() {
  const queryClient = useQueryClient();
  return (id?: string) => {
    for (const [key, list] of queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() })) {
      if (!list) continue;
      const filter = (key[2] as { filter?: NotificationFilter } | undefined)?.filter;
      queryClient.setQueryData(key, markReadInList(list, filter === 'unread', id));
    }
    // Not awaited: the screen is already right; the refetch only confirms it.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}

export function useMarkNotificationRead() {
  const applyRead = useApplyRead();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_notification, id) => applyRead(id),
  });
}
