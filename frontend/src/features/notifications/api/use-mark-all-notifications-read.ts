import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useApplyRead } from './use-mark-notification-read';

/** POST /api/notifications/read-all → { updated }: how many changed from unread to read. */
export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return apiRequest('post', '/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const applyRead = useApplyRead();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => applyRead(),
  });
}
