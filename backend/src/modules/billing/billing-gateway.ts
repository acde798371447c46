import type { BillingProvider, Subscription, SubscriptionStatus } from '../subscriptions/subscription.entity';
import type { ProviderSubscriptionState } from '../subscriptions/subscription-rules';

/** A subscription as the payment processor has it now, in the record's terms. */
export interface ProviderSubscription extends ProviderSubscriptionState {
  provider: BillingProvider;
  status: SubscriptionStatus;
  /** The Stripe customer it bills; null in local test mode. */
  customerId: string | null;
  currentPeriodStart: Date;
  /** When the pending cancellation was asked for; null when none is pending. */
  canceledAt: Date | null;
}

export interface CheckoutSessionState {
  /** Who started it (Stripe's `client_reference_id`). */
  userId: string | null;
  /** Set once the checkout is complete (paid). */
  subscription: ProviderSubscription | null;
}

export interface CheckoutCustomer {
  id: string;
  email: string;
  name: string;
}

/**
 * The payment processor behind billing: Stripe, or the local test mode. Both feed the same fulfilment
 * ({@link BillingSync}), so the two modes differ only here.
 */
export abstract class BillingGateway {
  abstract readonly mode: BillingProvider;

  /** The processor's customer for this user, created once (null when the processor has no customers). */
  abstract createCustomer(user: CheckoutCustomer): Promise<string | null>;

  /** A checkout for Pro; `attemptId` makes retries of this one attempt idempotent. */
  abstract createCheckout(input: { attemptId: string; userId: string; customerId: string | null }): Promise<{ sessionId: string; url: string }>;

  abstract retrieveCheckout(sessionId: string): Promise<CheckoutSessionState>;

  abstract retrieveSubscription(id: string): Promise<ProviderSubscription>;

  abstract setCancelAtPeriodEnd(record: Subscription, cancel: boolean): Promise<ProviderSubscription>;

  /** For a deleted account: removes the customer, which also stops its subscriptions at once. */
  abstract deleteCustomer(customerId: string): Promise<void>;
}
