import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type NotificationPreferences = components['schemas']['NotificationPreferencesDto'];

/** Spec §3: the form's defaults until the saved preferences arrive. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailUpdates: true,
  securityAlerts: true,
  newFeatures: true,
  marketingEmails: false,
};

/** GET /api/user/notification-preferences. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiRequest('get', '/api/user/notification-preferences');
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/user/notification-preferences'] as const,
    queryFn: getNotificationPreferences,
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
