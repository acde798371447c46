import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { Subscription } from '../subscriptions/subscription.entity';
import { reconcile } from '../subscriptions/subscription-rules';
import { BillingGateway, type ProviderSubscription } from './billing-gateway';
import { billingNotice } from './billing-notices';
import { CheckoutSession } from './checkout-session.entity';

/** What {@link BillingSync.fulfilCheckout} found: the record, and whether the checkout was paid. */
export interface Fulfilment {
  record: Subscription | null;
  paid: boolean;
  /** The session belongs to another user (or to nobody). */
  foreign: boolean;
}

/**
 * The one place the processor's state reaches the account's record: checkout fulfilment (success page and
 * webhook), cancel/resume, webhooks and local renewals all go through {@link apply}.
 */
@Injectable()
export class BillingSync {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: BillingGateway,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Locks the user's record, asks `obtain` for the processor's current state (inside the lock, so two
   * deliveries for one user apply one after the other, each with the newest state), applies it when it
   * belongs there and then tells the user. `obtain` may throw to refuse (nothing changes) or return null.
   * Returns null when the user has no record.
   */
  async apply(
    userId: string,
    obtain: (record: Subscription) => Promise<ProviderSubscription | null>,
    em: EntityManager = this.em,
  ): Promise<Subscription | null> {
    const notices: NewNotification[] = [];
    const record = await em.transactional(async (tx) => {
      const record = await tx.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!record) {
        return null;
      }
      const state = await obtain(record);
      if (!state) {
        return record;
      }
      const { apply, events } = reconcile(record, state, new Date());
      notices.push(...events.map((event) => billingNotice(event, state, record.canceledAt ?? null)));
      if (apply) {
        Object.assign(record, {
          planId: 'pro',
          provider: state.provider,
          externalId: state.id,
          status: state.status,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          canceledAt: state.canceledAt,
          currentPeriodStart: state.currentPeriodStart,
          currentPeriodEnd: state.currentPeriodEnd,
          ...(state.customerId ? { stripeCustomerId: state.customerId } : {}),
        });
      }
      return record;
    });
    for (const notice of notices) {
      await this.notifications.notify(userId, notice);
    }
    return record;
  }

  /**
   * Fulfils a checkout: the success page's confirm and Stripe's `checkout.session.completed` both call this,
   * in either order and any number of times, with the same result.
   */
  async fulfilCheckout(userId: string, sessionId: string, em: EntityManager = this.em): Promise<Fulfilment> {
    let paid = false;
    let foreign = false;
    const record = await this.apply(
      userId,
      async () => {
        const checkout = await this.gateway.retrieveCheckout(sessionId);
        foreign = checkout.userId !== userId;
        paid = !foreign && checkout.subscription !== null;
        return paid ? checkout.subscription : null;
      },
      em,
    );
    if (paid) {
      await em.nativeUpdate(CheckoutSession, { sessionId, completedAt: null }, { completedAt: new Date() });
    }
    return { record, paid, foreign };
  }
}
