import { Result, Spin } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { LinkButton } from '@/components/LinkButton';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { confirmCheckout } from '../api/use-confirm-checkout';
import { useRefreshBilling } from '../api/use-refresh-billing';
import { BillingHeader } from '../components/BillingHeader';
import styles from '../components/billing.module.css';
import { BILLING_TOASTS, PROCESSING_FAILED, SUCCESS_PAGE_DELAY_MS } from '../logic/notices';

type Outcome = { state: 'processing' } | { state: 'success' } | { state: 'error'; message: string } | { state: 'missing-session' };

/**
 * Checkout success (core spec §4): processing; after 3 seconds the server confirms the checkout
 * session and the subscription and user are refetched → success, or error with the server's message
 * or the default. Without a session_id: the toast 'Missing Session Information', and /billing/manage
 * after 3 seconds.
 */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const navigate = useNavigate();
  const refreshBilling = useRefreshBilling();
  const [outcome, setOutcome] = useState<Outcome>(() => (sessionId ? { state: 'processing' } : { state: 'missing-session' }));
  const toasted = useRef(false);
  // The latest refresh function, without restarting the 3-second wait when it changes.
  const confirmAndRefresh = useEffectEvent(async (id: string) => {
    await confirmCheckout(id);
    await refreshBilling();
  });

  useEffect(() => {
    if (sessionId) return;
    // Once, even when React runs effects twice in development.
    if (!toasted.current) {
      toasted.current = true;
      toast(BILLING_TOASTS.missingSession);
    }
    const timer = window.setTimeout(() => navigate(paths.billingManage, { replace: true }), SUCCESS_PAGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId, navigate]);

  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    setOutcome({ state: 'processing' });
    const timer = window.setTimeout(() => {
      confirmAndRefresh(sessionId).then(
          () => current && setOutcome({ state: 'success' }),
          (error: unknown) => current && setOutcome({ state: 'error', message: errorMessage(error, PROCESSING_FAILED) }),
        );
    }, SUCCESS_PAGE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [sessionId]);

  return (
    <div className={styles.page}>
      <BillingHeader title="Checkout" />
      <div className={styles.result} aria-live="polite">
        <OutcomeView outcome={outcome} />
      </div>
    </div>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  switch (outcome.state) {
    case 'processing':
      return (
        <Result
          icon={<Spin size="large" />}
          title="Processing your subscription..."
          subTitle="We are confirming your payment. This only takes a moment."
        />
      );
    case 'success':
      return (
        <Result
          status="success"
          title="Welcome to Pro!"
          subTitle="Your subscription is active. Every tool is yours, without limits."
          extra={[
            <LinkButton key="dashboard" type="primary" to={paths.dashboard}>
              Go to Dashboard
            </LinkButton>,
            <LinkButton key="manage" to={paths.billingManage}>
              Manage Subscription
            </LinkButton>,
          ]}
        />
      );
    case 'error':
      return (
        <Result
          status="error"
          title="Subscription not confirmed"
          subTitle={outcome.message}
          extra={[
            <LinkButton key="retry" type="primary" to={paths.billingUpgrade}>
              Try Again
            </LinkButton>,
            <LinkButton key="support" to={paths.contact}>
              Contact Support
            </LinkButton>,
          ]}
        />
      );
    case 'missing-session':
      return (
        <Result
          status="warning"
          title="Missing Session Information"
          subTitle="This page needs the checkout session it was opened for. Taking you to your subscription..."
          extra={
            <LinkButton type="primary" to={paths.billingManage}>
              Manage Subscription
            </LinkButton>
          }
        />
      );
    default: {
      const unknown: never = outcome;
      throw new Error(`unknown outcome ${JSON.stringify(unknown)}`);
    }
  }
}
