import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { resumeCheckoutUrl } from '../logic/checkout';

/**
 * POST /api/subscriptions/resume → null when auto-renewal is back, or the address of a checkout to pay
 * for when the period has already ended (spec §4).
 */
export async function resumeSubscription(): Promise<string | null> {
  return resumeCheckoutUrl(await apiRequest('post', '/api/subscriptions/resume'));
}

export function useResumeSubscription() {
  return useMutation({ mutationFn: resumeSubscription });
}
