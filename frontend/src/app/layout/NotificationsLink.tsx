import { Link } from 'react-router-dom';
import { BellOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import styles from './Header.module.css';
import { formatBadgeCount } from './unread-count';

/** The header's notifications icon (core spec §2) with the unread count. */
export function NotificationsLink({ count, onNavigate }: { count: number; onNavigate?: () => void }) {
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link to={paths.notifications} className={`${styles.iconButton} ${styles.bell}`} aria-label={label} title={label} onClick={onNavigate}>
      <BellOutlined aria-hidden />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}
