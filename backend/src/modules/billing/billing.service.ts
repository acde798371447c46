import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { toSubscriptionDto, type SubscriptionDto } from '../subscriptions/dto/subscription.dto';
import { Subscription } from '../subscriptions/subscription.entity';
import { cancelDenial, checkoutDenial, resumeOutcome } from '../subscriptions/subscription-rules';
import { User } from '../users/user.entity';
import { BillingGateway } from './billing-gateway';
import { CHECKOUT_NOT_FOUND_MESSAGE, CHECKOUT_NOT_PAID_MESSAGE, NO_SUBSCRIPTION_MESSAGE, OTHER_MODE_MESSAGE } from './billing-messages';
import { BillingSync } from './billing-sync.service';
import { CheckoutSession } from './checkout-session.entity';
import type { BillingConfigDto, CheckoutDto, CheckoutResponseDto, ConfirmCheckoutDto, NewCheckoutResponseDto, ResumeResponseDto } from './dto/billing.dto';

/** The subscription calls: the rules decide what applies, the gateway does it, {@link BillingSync} records it. */
@Injectable()
export class BillingService {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: BillingGateway,
    private readonly sync: BillingSync,
  ) {}

  config(): BillingConfigDto {
    return { mode: this.gateway.mode };
  }

  async checkout(auth: AuthUser, _dto: CheckoutDto): Promise<CheckoutResponseDto> {
    return { success: true, isCheckoutSession: true, checkoutUrl: await this.startCheckout(auth.userId) };
  }

  async newCheckout(auth: AuthUser): Promise<NewCheckoutResponseDto> {
    return { success: true, checkoutUrl: await this.startCheckout(auth.userId) };
  }

  async confirm(auth: AuthUser, dto: ConfirmCheckoutDto): Promise<SubscriptionDto> {
    // Only this user's sessions of the current mode: a local session never confirms while Stripe is configured.
    const session = await this.em.findOne(CheckoutSession, { sessionId: dto.sessionId, user: auth.userId, provider: this.gateway.mode });
    if (!session) {
      throw new NotFoundException(CHECKOUT_NOT_FOUND_MESSAGE);
    }
    const { record, paid, foreign } = await this.sync.fulfilCheckout(auth.userId, dto.sessionId);
    if (!record) {
      throw new NotFoundException(NO_SUBSCRIPTION_MESSAGE);
    }
    if (foreign) {
      throw new NotFoundException(CHECKOUT_NOT_FOUND_MESSAGE);
    }
    if (!paid) {
      throw new BadRequestException(CHECKOUT_NOT_PAID_MESSAGE);
    }
    return toSubscriptionDto(record);
  }

  async cancel(auth: AuthUser): Promise<SubscriptionDto> {
    const record = await this.sync.apply(auth.userId, (current) => {
      const denial = cancelDenial(current, new Date()) ?? this.otherModeDenial(current);
      if (denial) {
        throw new BadRequestException(denial);
      }
      return this.gateway.setCancelAtPeriodEnd(current, true);
    });
    return toSubscriptionDto(required(record));
  }

  async resume(auth: AuthUser): Promise<ResumeResponseDto> {
    let ended = false;
    const record = required(
      await this.sync.apply(auth.userId, async (current) => {
        const outcome = resumeOutcome(current, new Date());
        if (outcome.kind === 'checkout') {
          ended = true;
          return null;
        }
        const denial = outcome.kind === 'denied' ? outcome.message : this.otherModeDenial(current);
        if (denial) {
          throw new BadRequestException(denial);
        }
        return this.gateway.setCancelAtPeriodEnd(current, false);
      }),
    );
    if (ended) {
      return { isCheckoutSession: true, checkoutUrl: await this.startCheckout(auth.userId), subscription: toSubscriptionDto(record) };
    }
    return { isCheckoutSession: false, subscription: toSubscriptionDto(record) };
  }

  /**
   * Before an account is deleted: its Stripe customer goes too, which ends any subscription at once, so nobody is
   * billed for an account that no longer exists. If Stripe cannot be reached the deletion fails (502).
   */
  async forgetCustomer(userId: string): Promise<void> {
    const record = await this.em.findOne(Subscription, { user: userId });
    if (record?.stripeCustomerId && this.gateway.mode === 'stripe') {
      await this.gateway.deleteCustomer(record.stripeCustomerId);
    }
  }

  /** A plan billed by the other mode (e.g. local test mode before a Stripe key was set) cannot be changed here. */
  private otherModeDenial(record: Subscription): string | null {
    return record.provider && record.provider !== this.gateway.mode ? OTHER_MODE_MESSAGE : null;
  }

  /** Upgrade and 'Create New Subscription': refused while a Pro plan runs; one attempt = one idempotency key. */
  private async startCheckout(userId: string): Promise<string> {
    const record = required(await this.em.findOne(Subscription, { user: userId }));
    const denial = checkoutDenial(record, new Date());
    if (denial) {
      throw new BadRequestException(denial);
    }
    const customerId = await this.ensureCustomer(userId);
    const attemptId = randomUUID();
    const session = await this.gateway.createCheckout({ attemptId, userId, customerId });
    this.em.create(CheckoutSession, { id: attemptId, user: this.em.getReference(User, userId), provider: this.gateway.mode, sessionId: session.sessionId });
    await this.em.flush();
    return session.url;
  }

  /** The user's processor customer, created at the first checkout (under the record's lock) and reused after. */
  private ensureCustomer(userId: string): Promise<string | null> {
    return this.em.transactional(async (tx) => {
      const record = required(await tx.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }));
      if (record.stripeCustomerId) {
        return record.stripeCustomerId;
      }
      const user = await tx.findOneOrFail(User, { id: userId });
      const customerId = await this.gateway.createCustomer({ id: user.id, email: user.email, name: user.name });
      record.stripeCustomerId = customerId;
      return customerId;
    });
  }
}

function required(record: Subscription | null): Subscription {
  if (!record) {
    throw new NotFoundException(NO_SUBSCRIPTION_MESSAGE);
  }
  return record;
}
