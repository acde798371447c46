import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '../notification.entity';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES })
  type: NotificationType;

  title: string;

  message: string;

  /** When it happened. */
  date: Date;

  read: boolean;
}

export class NotificationListDto {
  @ApiProperty({ type: [NotificationDto] })
  notifications: NotificationDto[];

  /** All notifications matching the filter. */
  total: number;

  /** Unread notifications of the user, whatever the filter. */
  unreadCount: number;
}

export class MarkAllReadResultDto {
  /** How many notifications changed from unread to read. */
  updated: number;
}

export class ListNotificationsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer between 1 and 100' })
  @Min(1, { message: 'limit must be an integer between 1 and 100' })
  @Max(100, { message: 'limit must be an integer between 1 and 100' })
  limit?: number = 50;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be an integer of 0 or more' })
  @Min(0, { message: 'offset must be an integer of 0 or more' })
  offset?: number = 0;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'unread_only must be true or false' })
  @ApiProperty({ name: 'unread_only', required: false, type: Boolean })
  unread_only?: boolean;
}

export function toNotificationDto(notification: Notification): NotificationDto {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    date: notification.createdAt,
    read: notification.read,
  };
}
