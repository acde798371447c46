import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundException } from '@nestjs/common';
import { Subscription } from '../subscriptions/subscription.entity';
import { addMonth } from '../subscriptions/subscription-rules';
import { BillingGateway, type CheckoutSessionState, type ProviderSubscription } from './billing-gateway';
import { CHECKOUT_NOT_FOUND_MESSAGE } from './billing-messages';
import { CheckoutSession } from './checkout-session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local test mode (no STRIPE_SECRET_KEY): checkout goes straight to the success page and confirming it makes
 * the user Pro for a month. No payment is taken; the account's record is the processor's state.
 */
export class LocalGateway extends BillingGateway {
  readonly mode = 'local' as const;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async createCustomer(): Promise<null> {
    return null;
  }

  async createCheckout({ attemptId }: { attemptId: string }) {
    const sessionId = `local_${attemptId.replace(/-/g, '')}`;
    return { sessionId, url: `/billing/success?session_id=${sessionId}` };
  }

  /** A local checkout is paid as soon as it is confirmed; its subscription starts then and lasts a month. */
  async retrieveCheckout(sessionId: string): Promise<CheckoutSessionState> {
    const em = this.em.fork();
    const session = await em.findOne(CheckoutSession, { sessionId, provider: 'local' });
    if (!session) {
      throw new NotFoundException(CHECKOUT_NOT_FOUND_MESSAGE);
    }
    const id = `local_sub_${session.id.replace(/-/g, '')}`;
    const tracked = await em.findOne(Subscription, { externalId: id });
    if (tracked) {
      return { userId: session.user.id, subscription: localState(tracked) };
    }
    const start = session.completedAt ?? new Date();
    return {
      userId: session.user.id,
      subscription: {
        provider: 'local',
        id,
        customerId: null,
        status: 'active',
        cancelAtPeriodEnd: false,
        canceledAt: null,
        currentPeriodStart: start,
        currentPeriodEnd: addMonth(start),
      },
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    const tracked = await this.em.fork().findOne(Subscription, { externalId: id, provider: 'local' });
    if (!tracked) {
      throw new NotFoundException('Subscription not found.');
    }
    return localState(tracked);
  }

  async setCancelAtPeriodEnd(record: Subscription, cancel: boolean): Promise<ProviderSubscription> {
    return { ...localState(record), cancelAtPeriodEnd: cancel, canceledAt: cancel ? new Date() : null };
  }

  /** Local plans live only in the account's rows, which the deletion removes. */
  async deleteCustomer(): Promise<void> {}
}

/**
 * What the daily job does to a local Pro plan: one that is set to cancel ends once its period has passed; one
 * that renews gets its next month when the period ends within a day, so access never lapses between two runs.
 * Null when nothing is due.
 */
export function localPeriodEnd(record: Subscription, now: Date): ProviderSubscription | null {
  if (record.provider !== 'local' || record.planId !== 'pro' || record.status !== 'active') {
    return null;
  }
  const state = localState(record);
  if (record.cancelAtPeriodEnd) {
    return record.currentPeriodEnd.getTime() <= now.getTime() ? { ...state, status: 'canceled' } : null;
  }
  const horizon = now.getTime() + DAY_MS;
  if (record.currentPeriodEnd.getTime() > horizon) {
    return null;
  }
  let start = record.currentPeriodEnd;
  let end = addMonth(start);
  while (end.getTime() <= horizon) {
    start = end;
    end = addMonth(end);
  }
  return { ...state, currentPeriodStart: start, currentPeriodEnd: end };
}

function localState(record: Subscription): ProviderSubscription {
  return {
    provider: 'local',
    id: record.externalId as string,
    customerId: null,
    status: record.status,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    canceledAt: record.canceledAt ?? null,
    currentPeriodStart: record.currentPeriodStart,
    currentPeriodEnd: record.currentPeriodEnd,
  };
}
