import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** POST /api/subscriptions/cancel: cancellation at the period end. The caller refreshes (useRefreshBilling). */
export async function cancelSubscription(): Promise<void> {
  await apiRequest('post', '/api/subscriptions/cancel');
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
