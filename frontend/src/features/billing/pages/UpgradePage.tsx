import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/components/LinkButton';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { formatUsd, PRO_PLAN } from '@/features/marketing/plans';
import { redirectTo } from '@/lib/redirect';
import { useBillingMode } from '../api/use-billing-mode';
import { useCurrentSubscription } from '../api/use-current-subscription';
import { useStartCheckout } from '../api/use-start-checkout';
import { BillingHeader } from '../components/BillingHeader';
import styles from '../components/billing.module.css';
import { usePageRestored } from '../components/use-page-restored';
import { subscriptionPhase } from '../logic/manage';
import { BILLING_TOASTS } from '../logic/notices';

/** Spec §1: the upgrade page names Perplexity among the providers. */
const PROVIDERS = 'OpenAI, Anthropic, Google, Meta, Mistral and Perplexity';

/**
 * Upgrade (core spec §2, §4 "Upgrade"): the Pro card, 'Continue to Checkout' and a support button.
 * The button asks for a checkout and sends the whole page to its address; on failure it toasts and
 * is usable again.
 */
export default function UpgradePage() {
  const { user } = useSession();
  const mode = useBillingMode();
  const subscriptionQuery = useCurrentSubscription(user !== null);
  const startCheckout = useStartCheckout();
  const [leaving, setLeaving] = useState(false);

  usePageRestored(() => setLeaving(false));

  const continueToCheckout = async () => {
    let checkoutUrl: string;
    try {
      checkoutUrl = await startCheckout.mutateAsync();
    } catch {
      toast(BILLING_TOASTS.checkoutFailed);
      return;
    }
    setLeaving(true);
    redirectTo(checkoutUrl);
  };

  const subscription = subscriptionQuery.data !== undefined ? subscriptionQuery.data : (user?.subscription ?? null);
  const phase = subscription ? subscriptionPhase(subscription) : null;
  // A second Pro subscription would be charged twice: while Pro runs, the way on is Manage Subscription.
  const alreadyPro = phase === 'renewing' || phase === 'ending';

  return (
    <div className={styles.page}>
      <BillingHeader title="Upgrade to Pro" subtitle="Unlock every PromptForge tool without limits, billed monthly." />
      {alreadyPro && (
        <Alert
          className={styles.summary}
          type="info"
          showIcon
          title="You are already on the Pro plan"
          description="Manage your subscription to see your billing period or change how it renews."
          action={
            <LinkButton to={paths.billingManage} size="small">
              Manage Subscription
            </LinkButton>
          }
        />
      )}
      <Card className={styles.planCard} aria-labelledby="upgrade-plan-title">
        <span className={styles.planTag}>{PRO_PLAN.tag}</span>
        <div className={styles.planGrid}>
          <div>
            <h2 id="upgrade-plan-title" className={styles.planName}>
              {PRO_PLAN.title}
            </h2>
            <p className={styles.planDescription}>{PRO_PLAN.description}</p>
            <p className={styles.price}>
              <span className={styles.amount}>{formatUsd(PRO_PLAN.price)}</span>
              <span className={styles.muted}>{PRO_PLAN.period}</span>
            </p>
            <p className={styles.small}>{PRO_PLAN.note}. Upgrades take effect immediately. Cancel at any time.</p>
          </div>
          <div>
            <ul className={styles.features} aria-label="Included in Pro">
              {PRO_PLAN.features.map((feature) => (
                <li key={feature}>
                  <CheckOutlined className={styles.check} aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <p className={styles.providers}>Works with {PROVIDERS} models.</p>
          </div>
        </div>
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            icon={<LockOutlined aria-hidden />}
            loading={startCheckout.isPending || leaving}
            disabled={alreadyPro}
            onClick={() => void continueToCheckout()}
          >
            Continue to Checkout
          </Button>
        </div>
        <p className={styles.checkoutNote}>
          {mode === 'local'
            ? 'Test mode: no card is asked for and no payment is taken; your account switches to Pro at once.'
            : 'You will finish on our payment partner’s secure checkout page.'}
        </p>
      </Card>
      <aside className={styles.support} aria-label="Support">
        <p className={styles.muted}>Questions about billing or the Pro plan? Our team is happy to help.</p>
        <LinkButton to={paths.contact} icon={<CustomerServiceOutlined aria-hidden />}>
          Contact Support
        </LinkButton>
      </aside>
    </div>
  );
}
