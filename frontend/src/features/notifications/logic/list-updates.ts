import type { components } from '@/api/schema.gen';

export type NotificationList = components['schemas']['NotificationListDto'];
export type AppNotification = components['schemas']['NotificationDto'];

/**
 * The cached list after the server marked one notification (`id`) or all of them read, so the
 * screen changes at once; a refetch follows. In the Unread view a read notification leaves the list.
 */
export function markReadInList(list: NotificationList, unreadOnly: boolean, id?: string): NotificationList {
  const affected = list.notifications.filter((item) => !item.read && (id === undefined || item.id === id)).length;
  if (affected === 0) return list;
  const isAffected = (item: AppNotification) => id === undefined || item.id === id;
  const notifications = unreadOnly
    ? list.notifications.filter((item) => !isAffected(item))
    : list.notifications.map((item) => (isAffected(item) ? { ...item, read: true } : item));
  return {
    notifications,
    total: unreadOnly ? Math.max(0, list.total - affected) : list.total,
    unreadCount: Math.max(0, list.unreadCount - affected),
  };
}
