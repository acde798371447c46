import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { useBillingMode } from '../api/use-billing-mode';
import { TEST_MODE_LABEL } from '../logic/notices';
import styles from './billing.module.css';

/** 'Test mode — no payment is taken', shown on every billing page while the server runs without Stripe. */
export function TestModeBadge() {
  const mode = useBillingMode();
  if (mode !== 'local') return null;
  return (
    <p className={styles.testMode} data-testid="test-mode-badge">
      <ExperimentOutlined aria-hidden />
      {TEST_MODE_LABEL}
    </p>
  );
}

/** A billing page's title, its lead and the test-mode badge. */
export function BillingHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      <TestModeBadge />
    </header>
  );
}
