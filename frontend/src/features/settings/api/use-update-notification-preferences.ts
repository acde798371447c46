import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { notificationPreferencesQueryOptions, type NotificationPreferences } from './use-notification-preferences';

/** PATCH /api/user/notification-preferences → the saved preferences. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest('patch', '/api/user/notification-preferences', input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved);
    },
  });
}
