import type { components } from '@/api/schema.gen';

export type NotificationType = components['schemas']['NotificationDto']['type'];

/**
 * The left border of a notification (core spec §2): coloured by type while unread, grey once read.
 * Mid-tone colours that read on the dark and the light theme alike.
 */
export const TYPE_COLOURS: Record<NotificationType, string> = {
  info: '#3b82f6',
  success: '#22c55e',
  warning: '#f59e0b',
  error: '#ef4444',
};

export const READ_COLOUR = '#6b7280';

export function borderColour(type: NotificationType, read: boolean): string {
  if (read) return READ_COLOUR;
  return TYPE_COLOURS[type] ?? TYPE_COLOURS.info;
}

/** Words for the type icon's accessible name. */
export const TYPE_LABELS: Record<NotificationType, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};
