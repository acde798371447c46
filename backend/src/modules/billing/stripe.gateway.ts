import { BadGatewayException, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config/env';
import type { Subscription, SubscriptionStatus } from '../subscriptions/subscription.entity';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscription.entity';
import { BillingGateway, type CheckoutCustomer, type CheckoutSessionState, type ProviderSubscription } from './billing-gateway';
import { CHECKOUT_NOT_FOUND_MESSAGE, PROCESSOR_UNAVAILABLE_MESSAGE } from './billing-messages';

export type StripeBillingConfig = Extract<BillingConfig, { mode: 'stripe' }>;

/** Without STRIPE_PRICE_ID the Pro price is found (or created once) by this lookup key. */
export const PRO_PRICE_LOOKUP_KEY = 'promptforge_pro_monthly';
const PRO_PRICE_CENTS = 1500;

/** Stripe behind the {@link BillingGateway}: the only code that talks to Stripe. */
export class StripeGateway extends BillingGateway {
  readonly mode = 'stripe' as const;
  private readonly logger = new Logger(StripeGateway.name);
  private readonly stripe: Stripe;
  private proPrice?: Promise<string>;

  constructor(
    private readonly config: StripeBillingConfig,
    private readonly publicUrl: string,
  ) {
    super();
    this.stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...endpoint(config.apiBaseUrl) });
  }

  /** The event, when `signature` is Stripe's signature of exactly these bytes with the webhook secret. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new BadRequestException('Invalid Stripe signature.');
    }
  }

  async createCustomer(user: CheckoutCustomer): Promise<string> {
    const customer = await this.call('create a customer', () =>
      this.stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` }),
    );
    return customer.id;
  }

  async createCheckout({ attemptId, userId, customerId }: { attemptId: string; userId: string; customerId: string | null }) {
    const price = await this.priceId();
    const session = await this.call('create a checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          ...(customerId ? { customer: customerId } : {}),
          client_reference_id: userId,
          line_items: [{ price, quantity: 1 }],
          success_url: `${this.publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.publicUrl}/billing/upgrade`,
          subscription_data: { metadata: { userId } },
          metadata: { userId, attemptId },
        },
        { idempotencyKey: `checkout-${attemptId}` },
      ),
    );
    if (!session.url) {
      throw new BadGatewayException(PROCESSOR_UNAVAILABLE_MESSAGE);
    }
    return { sessionId: session.id, url: session.url };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutSessionState> {
    const session = await this.call('retrieve a checkout session', () => this.stripe.checkout.sessions.retrieve(sessionId), CHECKOUT_NOT_FOUND_MESSAGE);
    const subscriptionId = idOf(session.subscription);
    const complete = session.status === 'complete' && session.payment_status !== 'unpaid' && subscriptionId;
    return {
      userId: session.client_reference_id,
      subscription: complete ? await this.retrieveSubscription(subscriptionId) : null,
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await this.call('retrieve a subscription', () => this.stripe.subscriptions.retrieve(id)));
  }

  async setCancelAtPeriodEnd(record: Subscription, cancel: boolean): Promise<ProviderSubscription> {
    const id = record.externalId as string;
    return toProviderSubscription(
      await this.call(cancel ? 'cancel a subscription' : 'resume a subscription', () => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
    );
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await this.call('delete a customer', () => this.stripe.customers.del(customerId));
  }

  /** STRIPE_PRICE_ID, or the price with our lookup key, created on first use. Resolved once per process. */
  private priceId(): Promise<string> {
    if (this.config.priceId) {
      return Promise.resolve(this.config.priceId);
    }
    this.proPrice ??= this.findOrCreatePrice().catch((error: unknown) => {
      this.proPrice = undefined;
      throw error;
    });
    return this.proPrice;
  }

  private async findOrCreatePrice(): Promise<string> {
    const existing = await this.call('look up the Pro price', () => this.stripe.prices.list({ lookup_keys: [PRO_PRICE_LOOKUP_KEY], active: true, limit: 1 }));
    if (existing.data[0]) {
      return existing.data[0].id;
    }
    const created = await this.call('create the Pro price', () =>
      this.stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: PRO_PRICE_CENTS,
          recurring: { interval: 'month' },
          lookup_key: PRO_PRICE_LOOKUP_KEY,
          product_data: { name: 'PromptForge Pro' },
        },
        { idempotencyKey: `price-${PRO_PRICE_LOOKUP_KEY}` },
      ),
    );
    this.logger.log(`Created the Pro price ${created.id} (lookup key ${PRO_PRICE_LOOKUP_KEY})`);
    return created.id;
  }

  /** Stripe failures become a 502 (or a 404 where the caller names what was missing); the cause is logged. */
  private async call<T>(action: string, request: () => Promise<T>, notFoundMessage?: string): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) {
        throw error;
      }
      if (notFoundMessage && error.statusCode === 404) {
        throw new NotFoundException(notFoundMessage);
      }
      this.logger.error(`Stripe refused to ${action}: ${error.type} ${error.statusCode ?? ''} ${error.code ?? ''} ${error.message}`);
      throw new BadGatewayException(PROCESSOR_UNAVAILABLE_MESSAGE);
    }
  }
}

/** The subscription in the record's terms. The period lives on the subscription item in current API versions. */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const start = toDate(item?.current_period_start ?? subscription.start_date);
  let end = toDate(item?.current_period_end ?? subscription.start_date);
  // Canceled right away (not at period end): access stops when it ended, not at the paid-for end.
  if (subscription.ended_at && subscription.ended_at * 1000 < end.getTime()) {
    end = toDate(subscription.ended_at);
  }
  const cancelAtPeriodEnd = subscription.cancel_at_period_end || subscription.cancel_at !== null;
  return {
    provider: 'stripe',
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : 'incomplete',
    cancelAtPeriodEnd,
    canceledAt: cancelAtPeriodEnd && subscription.canceled_at ? toDate(subscription.canceled_at) : null,
    currentPeriodStart: start,
    currentPeriodEnd: end,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000);

function endpoint(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) {
    return {};
  }
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
