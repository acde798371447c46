import type { ToastInput } from '@/components/toast';

/** Core spec §8: the billing notices, word for word. */
export const CHECKOUT_URL_MISSING = 'Checkout URL not provided';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const PROCESSING_FAILED = 'There was an issue processing your subscription. Please try again or contact support.';
export const TEST_MODE_LABEL = 'Test mode — no payment is taken';

const failure = (description: string): ToastInput => ({ title: 'Error', description, variant: 'destructive' });

export const BILLING_TOASTS = {
  checkoutFailed: failure('Failed to create checkout session. Please try again.'),
  cancelFailed: failure('Failed to cancel subscription. Please try again.'),
  resumeFailed: failure('Failed to resume subscription. Please try again.'),
  newCheckoutFailed: failure(GENERIC_FAILURE),
  canceled: {
    title: 'Subscription Canceled',
    description: 'Your subscription will end at the end of the current billing period.',
    variant: 'success',
  },
  resumed: {
    title: 'Subscription Resumed',
    description: 'Your subscription will continue to renew automatically.',
    variant: 'success',
  },
  missingSession: {
    title: 'Missing Session Information',
    description: 'No checkout session was found in the address. Taking you to your subscription.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/** Spec §9: the success page waits this long before refreshing, and before leaving without a session. */
export const SUCCESS_PAGE_DELAY_MS = 3_000;
