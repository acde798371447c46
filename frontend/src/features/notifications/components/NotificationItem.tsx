import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { borderColour, TYPE_COLOURS, TYPE_LABELS, type NotificationType } from '../logic/appearance';
import type { AppNotification } from '../logic/list-updates';
import { formatRelativeTime } from '../logic/relative-time';
import styles from './notifications.module.css';

const ICONS: Record<NotificationType, ReactNode> = {
  info: <InfoCircleOutlined />,
  success: <CheckCircleOutlined />,
  warning: <ExclamationCircleOutlined />,
  error: <CloseCircleOutlined />,
};

const FULL_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  notification: AppNotification;
  now: Date;
  marking: boolean;
  onMarkRead(id: string): void;
}

/** One notification: type icon, left border by type (grey once read), unread dot, relative time. */
export function NotificationItem({ notification, now, marking, onMarkRead }: Props) {
  const { id, type, title, message, date, read } = notification;
  const titleId = `notification-${id}-title`;
  const when = new Date(date);
  return (
    <li
      className={`${styles.item} ${read ? styles.read : styles.unread}`}
      style={{ borderLeftColor: borderColour(type, read) }}
      aria-labelledby={titleId}
      data-read={read}
      data-type={type}
    >
      <span className={styles.icon} style={{ color: read ? undefined : TYPE_COLOURS[type] }} role="img" aria-label={TYPE_LABELS[type]}>
        {ICONS[type]}
      </span>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 className={styles.itemTitle} id={titleId}>
            {title}
          </h2>
          {!read && <span className={styles.dot} role="img" aria-label="Unread" title="Unread" />}
        </div>
        <p className={styles.message}>{message}</p>
        <time className={styles.time} dateTime={date} title={Number.isNaN(when.getTime()) ? undefined : FULL_DATE.format(when)}>
          {formatRelativeTime(when, now)}
        </time>
      </div>
      {!read && (
        <Button size="small" type="text" className={styles.markButton} loading={marking} onClick={() => onMarkRead(id)}>
          Mark as read
        </Button>
      )}
    </li>
  );
}
