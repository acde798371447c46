import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/Avatar';
import { toast } from '@/components/toast';
import { useSession, type User } from '@/lib/session';
import { readItem, writeItem } from '@/lib/storage';
import { useLogout } from '@/lib/use-logout';
import { useCurrentSubscription } from '@/features/billing/api/use-current-subscription';
import { SubscriptionStatusCard } from '../components/SubscriptionStatusCard';
import { ToolCards } from '../components/ToolCards';
import { UsageLinkCard } from '../components/UsageLinkCard';
import styles from '../components/Dashboard.module.css';
import { GREETED_STORAGE_KEY, isNewUser, parseGreeted, welcomeTitle, withGreeted } from '../logic/greeting';

export const STATUS_UPDATED_TOAST = {
  title: 'Status atualizado',
  description: 'As informações da sua assinatura foram atualizadas com sucesso.',
  variant: 'success',
} as const;

export const STATUS_FAILED_TOAST = {
  title: 'Erro',
  description: 'Falha ao atualizar status da assinatura. Tente novamente.',
  variant: 'destructive',
} as const;

/** A failed GET /api/auth/me refresh (core spec, error catalogue). */
export const USER_REFRESH_FAILED_TOAST = {
  title: 'Erro',
  description: 'Falha ao atualizar dados do usuário',
  variant: 'destructive',
} as const;

/** Whether to greet the user as new (decided once per visit; see ../logic/greeting.ts), remembered after it is shown. */
function useIsNewUser(user: User | null): boolean {
  const [isNew] = useState(() => (user ? isNewUser(user, parseGreeted(readItem(GREETED_STORAGE_KEY)), new Date()) : false));
  const userId = user?.id;
  useEffect(() => {
    if (userId) writeItem(GREETED_STORAGE_KEY, JSON.stringify(withGreeted(parseGreeted(readItem(GREETED_STORAGE_KEY)), userId)));
  }, [userId]);
  return isNew;
}

/**
 * Dashboard (core spec §2): welcome, Logout, the Subscription Status card and the six tools. The
 * route guard guarantees a user. The subscription is fetched once on load (GET
 * /api/subscriptions/current, never retried); 'Refresh Status' fetches it and the user again.
 */
export default function DashboardPage() {
  const { user, refresh } = useSession();
  const { logout, pending: loggingOut } = useLogout();
  const subscriptionQuery = useCurrentSubscription(user !== null);
  const busy = useRef(false);
  const [refreshing, setRefreshing] = useState(false);
  const { refetch } = subscriptionQuery;
  const isNew = useIsNewUser(user);

  const refreshStatus = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRefreshing(true);
    try {
      const [subscriptionOutcome, userOutcome] = await Promise.allSettled([refetch({ throwOnError: true }), refresh()]);
      // Each failure says what could not be refreshed; a refused session (null) has ended and the app
      // goes home and says so.
      if (subscriptionOutcome.status === 'rejected') toast(STATUS_FAILED_TOAST);
      if (userOutcome.status === 'rejected') toast(USER_REFRESH_FAILED_TOAST);
      else if (userOutcome.value && subscriptionOutcome.status === 'fulfilled') toast(STATUS_UPDATED_TOAST);
    } finally {
      busy.current = false;
      setRefreshing(false);
    }
  }, [refetch, refresh]);

  if (!user) return null;
  // The freshest answer wins: the subscription query once it has one, else the session's copy.
  const subscription = subscriptionQuery.data !== undefined ? subscriptionQuery.data : user.subscription;

  return (
    <div className={`pf-container ${styles.page}`}>
      <header className={styles.welcome}>
        <div className={styles.welcomeText}>
          <Avatar name={user.name} imageUrl={user.profileImageUrl} size={56} />
          <div>
            <h1 className={styles.title}>{welcomeTitle(user.name, isNew)}</h1>
            <p className={styles.subtitle}>Here is your subscription and everything you can build today.</p>
          </div>
        </div>
        <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()} loading={loggingOut}>
          Logout
        </Button>
      </header>
      <SubscriptionStatusCard subscription={subscription} refreshing={refreshing} onRefresh={() => void refreshStatus()} />
      <UsageLinkCard />
      <ToolCards />
    </div>
  );
}
