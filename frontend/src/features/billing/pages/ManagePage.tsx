import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import { Alert, Button, Card, Popconfirm, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ApiError } from '@/api/errors';
import { LinkButton } from '@/components/LinkButton';
import { StatusBadge } from '@/components/StatusBadge';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { redirectTo } from '@/lib/redirect';
import { useCancelSubscription } from '../api/use-cancel-subscription';
import { useCurrentSubscription } from '../api/use-current-subscription';
import { useNewCheckout } from '../api/use-new-checkout';
import { useRefreshBilling } from '../api/use-refresh-billing';
import { useResumeSubscription } from '../api/use-resume-subscription';
import type { Subscription } from '../api/types';
import { BillingHeader } from '../components/BillingHeader';
import styles from '../components/billing.module.css';
import { usePageRestored } from '../components/use-page-restored';
import { manageActions, subscriptionSummary, type ManageAction, type SubscriptionPhase } from '../logic/manage';
import { BILLING_TOASTS } from '../logic/notices';

const ALERT_TYPE: Record<SubscriptionPhase, 'success' | 'warning' | 'error' | 'info'> = {
  renewing: 'success',
  ending: 'warning',
  ended: 'error',
  trial: 'info',
};


/**
 * Manage subscription (core spec §2, §4 "Billing"): plan, period, next billing date and status, with
 * Cancel, Resume or Create New Subscription for the subscription's state, and a support button. No
 * subscription record → /billing/upgrade.
 */
export default function ManagePage() {
  const { user } = useSession();
  const subscriptionQuery = useCurrentSubscription(user !== null);

  if (subscriptionQuery.isPending) {
    return (
      <div className={styles.loading}>
        <Spin size="large" description="Loading your subscription" />
      </div>
    );
  }
  if (subscriptionQuery.isError) {
    return (
      <div className={styles.page}>
        <BillingHeader title="Manage Subscription" />
        <Result
          status="error"
          title="Your subscription could not be loaded"
          subTitle="Check your connection and try again."
          extra={
            <Button type="primary" loading={subscriptionQuery.isFetching} onClick={() => void subscriptionQuery.refetch()}>
              Try Again
            </Button>
          }
        />
      </div>
    );
  }
  if (subscriptionQuery.data === null) return <Navigate to={paths.billingUpgrade} replace />;
  return <ManageSubscription subscription={subscriptionQuery.data} />;
}

function ManageSubscription({ subscription }: { subscription: Subscription }) {
  const refreshBilling = useRefreshBilling();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const newCheckout = useNewCheckout();
  const [running, setRunning] = useState<ManageAction | null>(null);
  const busy = useRef(false);
  const summary = subscriptionSummary(subscription);
  const actions = manageActions(subscription);

  usePageRestored(() => {
    busy.current = false;
    setRunning(null);
  });

  const refreshAfterChange = () =>
    refreshBilling().catch((error: unknown) => console.error('Failed to refresh the subscription after a change', error));

  /**
   * One action at a time: a click while one runs is ignored. An action that sends the page to a
   * checkout keeps its button busy until the page has gone.
   */
  const run = async (action: ManageAction, work: () => Promise<'leaving' | void>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(action);
    const outcome = await work();
    if (outcome === 'leaving') return;
    busy.current = false;
    setRunning(null);
  };

  const leaveFor = (checkoutUrl: string): 'leaving' => {
    redirectTo(checkoutUrl);
    return 'leaving';
  };

  const cancelSubscription = () =>
    run('cancel', async () => {
      try {
        await cancel.mutateAsync();
      } catch {
        toast(BILLING_TOASTS.cancelFailed);
        return;
      }
      toast(BILLING_TOASTS.canceled);
      await refreshAfterChange();
    });

  const resumeSubscription = () =>
    run('resume', async () => {
      let checkoutUrl: string | null;
      try {
        checkoutUrl = await resume.mutateAsync();
      } catch {
        toast(BILLING_TOASTS.resumeFailed);
        return;
      }
      if (checkoutUrl) return leaveFor(checkoutUrl);
      toast(BILLING_TOASTS.resumed);
      await refreshAfterChange();
    });

  const createNewSubscription = () =>
    run('new-subscription', async () => {
      try {
        return leaveFor(await newCheckout.mutateAsync());
      } catch (error) {
        // A refused request, or an answer without success and a URL (spec §8).
        toast(error instanceof ApiError ? BILLING_TOASTS.checkoutFailed : BILLING_TOASTS.newCheckoutFailed);
      }
    });

  const button = (action: ManageAction, prominence: 'primary' | 'secondary') => {
    const type = prominence === 'primary' ? 'primary' : 'default';
    const loading = running === action;
    const disabled = running !== null && !loading;
    switch (action) {
      case 'cancel':
        return (
          <Popconfirm
            key={action}
            title="Cancel your Pro subscription?"
            description={`You keep Pro until ${summary.periodEnd}; it will not renew.`}
            okText="Cancel Subscription"
            cancelText="Keep Subscription"
            okButtonProps={{ danger: true }}
            onConfirm={() => void cancelSubscription()}
          >
            <Button danger loading={loading} disabled={disabled}>
              Cancel Subscription
            </Button>
          </Popconfirm>
        );
      case 'resume':
        return (
          <Button key={action} type={type} loading={loading} disabled={disabled} onClick={() => void resumeSubscription()}>
            Resume Subscription
          </Button>
        );
      case 'new-subscription':
        return (
          <Button key={action} type={type} loading={loading} disabled={disabled} onClick={() => void createNewSubscription()}>
            Create New Subscription
          </Button>
        );
      default: {
        const unknown: never = action;
        throw new Error(`unknown action ${String(unknown)}`);
      }
    }
  };

  return (
    <div className={styles.page}>
      <BillingHeader title="Manage Subscription" subtitle="Your plan, billing period and renewal." />
      <Card className={styles.card} title={<h2 className={styles.cardTitle}>Current Subscription</h2>}>
        <Alert className={styles.summary} type={ALERT_TYPE[summary.phase]} showIcon title={summary.message} data-testid="subscription-summary" />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Plan</dt>
            <dd>{summary.plan}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={{ label: summary.status, standing: summary.standing }} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Current period</dt>
            <dd>{summary.period}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Next billing date</dt>
            <dd>{summary.nextBillingDate}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          {actions.primary && button(actions.primary, 'primary')}
          {actions.secondary && button(actions.secondary, 'secondary')}
        </div>
      </Card>
      <aside className={styles.support} aria-label="Support">
        <p className={styles.muted}>Need help with billing, invoices or your plan?</p>
        <LinkButton to={paths.contact} icon={<CustomerServiceOutlined aria-hidden />}>
          Contact Support
        </LinkButton>
      </aside>
    </div>
  );
}
