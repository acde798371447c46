import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import type { User } from '../users/user.entity';
import { SubscriptionDto, toSubscriptionDto } from './dto/subscription.dto';
import { Subscription } from './subscription.entity';
import { trialPeriod, type SubscriptionState } from './subscription-rules';

@Injectable()
export class SubscriptionsService {
  constructor(private readonly em: EntityManager) {}

  /** Every new account starts the 7-day trial. */
  startTrial(em: EntityManager, user: User, now = new Date()): Subscription {
    return em.create(Subscription, { user, planId: 'free-trial', status: 'trialing', cancelAtPeriodEnd: false, ...trialPeriod(now) });
  }

  async current(auth: AuthUser): Promise<SubscriptionDto> {
    const subscription = await this.em.findOne(Subscription, { user: auth.userId });
    if (!subscription) {
      throw new NotFoundException('No subscription found for this account.');
    }
    return toSubscriptionDto(subscription);
  }

  findState(userId: string): Promise<SubscriptionState | null> {
    return this.em.fork().findOne(Subscription, { user: userId }, { fields: ['planId', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'] });
  }
}
