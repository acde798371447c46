import type { NewNotification } from '../notifications/notifications.service';
import type { BillingEvent } from '../subscriptions/subscription-rules';
import type { ProviderSubscription } from './billing-gateway';

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const stamp = (date: Date | null) => (date ? date.getTime().toString(36) : '0');

/**
 * The notification for a billing event. Each has a once-only key, so the success page and the webhook (or a
 * redelivered event) applying the same change never notify twice.
 */
export function billingNotice(event: BillingEvent, subscription: ProviderSubscription, previousCanceledAt: Date | null): NewNotification {
  switch (event) {
    case 'upgraded':
      return {
        type: 'success',
        title: 'Welcome to Pro',
        message: `Your Pro plan is active. It renews on ${longDate(subscription.currentPeriodEnd)}.`,
        eventKey: `pro-upgraded:${subscription.id}`,
      };
    case 'cancel-scheduled':
      return {
        type: 'info',
        title: 'Subscription Canceled',
        message: `Your subscription will end on ${longDate(subscription.currentPeriodEnd)}. You keep every Pro feature until then.`,
        eventKey: `pro-cancel:${subscription.id}:${stamp(subscription.canceledAt)}`,
      };
    case 'resumed':
      return {
        type: 'success',
        title: 'Subscription Resumed',
        message: 'Your subscription will continue to renew automatically.',
        eventKey: `pro-resumed:${subscription.id}:${stamp(previousCanceledAt)}`,
      };
    case 'ended':
      return {
        type: 'warning',
        title: 'Your Pro plan has ended',
        message: 'Your Pro subscription has ended. Create a new subscription to keep using every tool.',
        eventKey: `pro-ended:${subscription.id}`,
      };
  }
}

export function paymentFailedNotice(invoiceId: string): NewNotification {
  return {
    type: 'warning',
    title: 'Payment failed',
    message: 'We could not charge your card for Pro. Update your payment method to keep your subscription.',
    eventKey: `payment-failed:${invoiceId}`,
  };
}
