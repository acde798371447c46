import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { newCheckoutUrlFrom } from '../logic/checkout';

/** POST /api/subscription/new-checkout (singular path, spec §7) → {success, checkoutUrl} → the address. */
export async function startNewCheckout(): Promise<string> {
  return newCheckoutUrlFrom(await apiRequest('post', '/api/subscription/new-checkout'));
}

export function useNewCheckout() {
  return useMutation({ mutationFn: startNewCheckout });
}
