import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { checkoutUrlFrom } from '../logic/checkout';

/** POST /api/subscriptions/checkout {planId: 'pro'} → the checkout address ('Checkout URL not provided' without one). */
export async function startCheckout(): Promise<string> {
  return checkoutUrlFrom(await apiRequest('post', '/api/subscriptions/checkout', { planId: 'pro' }));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
