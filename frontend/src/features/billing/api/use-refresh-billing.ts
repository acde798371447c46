import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/features/auth/session';
import { currentSubscriptionQueryKey, getCurrentSubscription } from './use-current-subscription';

/**
 * Refetches the cached subscription and the session's user together (spec §7: after cancel, resume
 * and a completed checkout), so the header, dashboard and pricing cards show the new plan. Rejects
 * when either fetch fails.
 */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useCallback(async () => {
    await Promise.all([
      queryClient.fetchQuery({ queryKey: currentSubscriptionQueryKey, queryFn: ({ signal }) => getCurrentSubscription(signal), staleTime: 0 }),
      refresh(),
    ]);
  }, [queryClient, refresh]);
}
