import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { NotificationsService } from '../notifications/notifications.service';
import { Subscription } from '../subscriptions/subscription.entity';
import { BillingGateway } from './billing-gateway';
import { LOCAL_MODE_WEBHOOK_MESSAGE } from './billing-messages';
import { paymentFailedNotice } from './billing-notices';
import { BillingSync } from './billing-sync.service';
import type { WebhookReceivedDto } from './dto/billing.dto';
import { ProcessedStripeEvent } from './processed-stripe-event.entity';
import { StripeGateway } from './stripe.gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/webhooks/stripe`: verified against the raw body, each event id processed once (recorded in the
 * same transaction as its effect, so a failure leaves it to Stripe's retry), and the subscription's newest
 * state fetched from Stripe rather than read from the event, so deliveries in any order end right.
 */
@Injectable()
export class StripeWebhooks {
  private readonly logger = new Logger(StripeWebhooks.name);

  constructor(
    private readonly em: EntityManager,
    private readonly gateway: BillingGateway,
    private readonly sync: BillingSync,
    private readonly notifications: NotificationsService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceivedDto> {
    if (!(this.gateway instanceof StripeGateway)) {
      throw new BadRequestException(LOCAL_MODE_WEBHOOK_MESSAGE);
    }
    if (!signature) {
      throw new BadRequestException('Missing Stripe-Signature header.');
    }
    const event = this.gateway.verifyEvent(rawBody ?? Buffer.alloc(0), signature);
    const fresh = await this.em.transactional(async (tx) => {
      const claimed = await tx
        .createQueryBuilder(ProcessedStripeEvent)
        .insert({ id: event.id, type: event.type, processedAt: new Date() })
        .onConflict('id')
        .ignore()
        .execute('run');
      if (claimed.affectedRows === 0) {
        return false;
      }
      await this.handle(event, tx);
      return true;
    });
    if (!fresh) {
      this.logger.log(`Stripe event ${event.id} (${event.type}) was already processed`);
    }
    return { received: true, duplicate: !fresh };
  }

  private async handle(event: Stripe.Event, tx: EntityManager): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.mode === 'subscription' ? await this.userFor(tx, { userId: session.client_reference_id }) : null;
        if (userId) {
          await this.sync.fulfilCheckout(userId, session.id, tx);
        }
        return this.ignoredUnless(userId, event);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = await this.userFor(tx, { subscriptionId: subscription.id, customerId: idOf(subscription.customer), userId: subscription.metadata?.userId });
        if (userId) {
          await this.sync.apply(userId, () => this.gateway.retrieveSubscription(subscription.id), tx);
        }
        return this.ignoredUnless(userId, event);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscriptionId(invoice);
        const userId = subscriptionId ? await this.userFor(tx, { subscriptionId, customerId: idOf(invoice.customer) }) : null;
        if (userId && subscriptionId) {
          await this.sync.apply(userId, () => this.gateway.retrieveSubscription(subscriptionId), tx);
          if (event.type === 'invoice.payment_failed' && invoice.id) {
            await this.notifications.notify(userId, paymentFailedNotice(invoice.id));
          }
        }
        return this.ignoredUnless(userId, event);
      }
      default:
        this.logger.log(`Stripe event ${event.id} (${event.type}) needs no action`);
    }
  }

  /** The account an event is about: by the subscription it tracks, its Stripe customer, or our user id. */
  private async userFor(tx: EntityManager, refs: { subscriptionId?: string; customerId?: string | null; userId?: string | null }): Promise<string | null> {
    const candidates = [
      refs.subscriptionId ? { externalId: refs.subscriptionId } : null,
      refs.customerId ? { stripeCustomerId: refs.customerId } : null,
      refs.userId && UUID.test(refs.userId) ? { user: refs.userId } : null,
    ];
    for (const where of candidates) {
      const record = where ? await tx.findOne(Subscription, where, { fields: ['user'] }) : null;
      if (record) {
        return record.user.id;
      }
    }
    return null;
  }

  private ignoredUnless(userId: string | null, event: Stripe.Event): void {
    if (!userId) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) is about no known account; ignored`);
    }
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Current API versions name the subscription under `parent.subscription_details`; older ones at the top. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}
