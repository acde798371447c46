import type { SubscriptionStatus } from '@/lib/subscription-status';
import styles from './StatusBadge.module.css';

/**
 * The subscription status as a badge (src/lib/subscription-status.ts gives the label), coloured by
 * standing from the design tokens: the same on the dashboard, Manage Subscription and Settings.
 */
export function StatusBadge({ status }: { status: Pick<SubscriptionStatus, 'label' | 'standing'> }) {
  return (
    <span className={`${styles.badge} ${styles[status.standing]}`} data-testid="subscription-status">
      {status.label}
    </span>
  );
}
