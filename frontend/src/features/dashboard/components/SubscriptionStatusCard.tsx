import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Alert, Button, Card } from 'antd';
import { LinkButton } from '@/components/LinkButton';
import { StatusBadge } from '@/components/StatusBadge';
import { subscriptionStatus } from '@/lib/subscription-status';
import { subscriptionAlert, subscriptionFacts, type Subscription } from '../logic/subscription-alert';
import styles from './Dashboard.module.css';

interface SubscriptionStatusCardProps {
  subscription: Subscription | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Core spec §2: the Subscription Status card, its alert by state (§8) and 'Refresh Status'. */
export function SubscriptionStatusCard({ subscription, refreshing, onRefresh }: SubscriptionStatusCardProps) {
  const alert = subscriptionAlert(subscription);
  const facts = subscriptionFacts(subscription);
  const status = subscriptionStatus(subscription);
  return (
    <Card
      title={<h2 className={styles.cardTitle}>Subscription Status</h2>}
      extra={
        <Button icon={<ReloadOutlined spin={refreshing} aria-hidden />} disabled={refreshing} onClick={onRefresh}>
          {refreshing ? 'Updating...' : 'Refresh Status'}
        </Button>
      }
      className={styles.statusCard}
    >
      <Alert
        type={alert.type}
        showIcon
        title={alert.title}
        description={alert.message}
        data-testid="subscription-alert"
        // Not urgent: announced politely when Refresh Status changes it, not on page load.
        role="status"
        action={
          alert.action && (
            <LinkButton to={alert.action.to} type="primary" className={styles.alertAction}>
              {alert.action.label}
            </LinkButton>
          )
        }
      />
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{label === 'Status' ? <StatusBadge status={status} /> : value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
