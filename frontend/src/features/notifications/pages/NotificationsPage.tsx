import { BellOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, serverMessage } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { toast } from '@/components/toast';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/use-mark-notification-read';
import { useNotifications, type NotificationFilter } from '../api/use-notifications';
import { NotificationItem } from '../components/NotificationItem';
import styles from '../components/notifications.module.css';

export const EMPTY_UNREAD = 'You have no unread notifications.';
export const EMPTY_ALL = "You don't have any notifications yet.";
const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** Re-renders every minute so '5 minutes ago' stays true while the page is open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function unreadSummary(count: number): string {
  if (count === 0) return "You're all caught up.";
  return count === 1 ? 'You have 1 unread notification.' : `You have ${count} unread notifications.`;
}

/**
 * Notifications (core spec §2): All / Unread filter, 'Mark all as read', the list with per-item
 * 'Mark as read'. The read state is stored on the server, so it survives a reload.
 */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const list = useNotifications(filter);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

  // Not in the spec's catalogue: the settings screens' failure toast, with the generic text.
  const fail = (error: unknown) =>
    void toast({
      title: 'Error',
      description: (error instanceof ApiError && serverMessage(error.body)) || GENERIC_FAILURE,
      variant: 'destructive',
    });

  const choose = (value: NotificationFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'unread') next.set('filter', 'unread');
    else next.delete('filter');
    setParams(next, { replace: true });
  };

  const data = list.data;
  const unreadCount = data?.unreadCount ?? 0;
  const notifications = data?.notifications ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Notifications</h1>
          <p className={styles.subtitle}>{data ? unreadSummary(unreadCount) : ' '}</p>
        </div>
        <Button
          icon={<CheckOutlined aria-hidden />}
          onClick={() => markAll.mutate(undefined, { onError: fail })}
          loading={markAll.isPending}
          disabled={!data || unreadCount === 0}
        >
          Mark all as read
        </Button>
      </header>

      <div className={styles.toolbar}>
        <Segmented<NotificationFilter>
          aria-label="Show"
          value={filter}
          onChange={choose}
          options={[
            { label: 'All', value: 'all' },
            { label: 'Unread', value: 'unread' },
          ]}
        />
      </div>

      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your notifications could not be loaded."
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : notifications.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState icon={BellOutlined} description={filter === 'unread' ? EMPTY_UNREAD : EMPTY_ALL} />
        </div>
      ) : (
        <ul className={styles.list} aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'} aria-busy={list.isFetching}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              marking={markRead.isPending && markRead.variables === notification.id}
              onMarkRead={(id) => markRead.mutate(id, { onError: fail })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
