import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/features/auth/session';
import { currentSubscriptionQueryKey, getCurrentSubscription } from './use-current-subscription';

/** Every notification query (the list and the header's unread badge) starts with this path. */
const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/**
 * Refetches the cached subscription and the session's user together (spec §7: after cancel, resume
 * and a completed checkout), so the header, dashboard and pricing cards show the new plan. Rejects
 * when either fetch fails. The server records a notification for each billing change, so the
 * notification queries are marked stale too.
 */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useCallback(async () => {
    await Promise.all([
      queryClient.fetchQuery({ queryKey: currentSubscriptionQueryKey, queryFn: ({ signal }) => getCurrentSubscription(signal), staleTime: 0 }),
      refresh(),
    ]);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [queryClient, refresh]);
}
