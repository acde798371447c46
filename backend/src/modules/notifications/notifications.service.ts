import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import type { User } from '../users/user.entity';
import { NotificationListDto, NotificationDto, toNotificationDto } from './dto/notification.dto';
import { Notification, type NotificationType } from './notification.entity';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  /** Makes the notification once-only per user: a second call with the same key creates nothing. */
  eventKey?: string;
}

/** The one way other modules tell a user something. */
@Injectable()
export class NotificationsService {
  constructor(private readonly em: EntityManager) {}

  /** Returns false when `eventKey` was already used for this user. */
  async notify(user: User | string, notification: NewNotification): Promise<boolean> {
    const em = this.em.fork();
    const userRef = typeof user === 'string' ? em.getReference<User>('User', user) : em.getReference<User>('User', user.id);
    em.create(Notification, { user: userRef, ...notification });
    try {
      await em.flush();
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        return false;
      }
      throw error;
    }
  }

  async list(auth: AuthUser, query: { limit?: number; offset?: number; unread_only?: boolean }): Promise<NotificationListDto> {
    const where = { user: auth.userId, ...(query.unread_only ? { read: false } : {}) };
    const [rows, total] = await this.em.findAndCount(Notification, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    const unreadCount = query.unread_only ? total : await this.em.count(Notification, { user: auth.userId, read: false });
    return { notifications: rows.map(toNotificationDto), total, unreadCount };
  }

  async markRead(auth: AuthUser, id: string): Promise<NotificationDto> {
    const notification = await this.em.findOne(Notification, { id, user: auth.userId });
    if (!notification) {
      throw new NotFoundException('Notification not found.');
    }
    notification.read = true;
    await this.em.flush();
    return toNotificationDto(notification);
  }

  async markAllRead(auth: AuthUser): Promise<{ updated: number }> {
    const updated = await this.em.nativeUpdate(Notification, { user: auth.userId, read: false }, { read: true });
    return { updated };
  }
}
