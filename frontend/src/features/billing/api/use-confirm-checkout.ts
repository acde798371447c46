import { apiRequest } from '@/api/client';

/**
 * POST /api/subscriptions/confirm {sessionId}: the server checks the checkout session with the payment
 * processor and applies it (safe to repeat, and independent of when the webhook arrives).
 */
export async function confirmCheckout(sessionId: string): Promise<void> {
  await apiRequest('post', '/api/subscriptions/confirm', { sessionId });
}
