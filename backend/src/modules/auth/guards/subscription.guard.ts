import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '../auth-user';
import { REQUIRES_ACTIVE_SUBSCRIPTION } from '../decorators';
import { isActive, isTrialExpired, type SubscriptionState } from '../../subscriptions/subscription-rules';
import { SubscriptionsService } from '../../subscriptions/subscriptions.service';

export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has expired. Please upgrade to continue using all features.';
export const SUBSCRIPTION_INACTIVE_MESSAGE = 'Your subscription is not active. Please upgrade to continue using all features.';

/** Why an inactive subscription may not use a tool, or null when it may. Pure, for unit tests. */
export function subscriptionDenial(subscription: SubscriptionState | null, now: Date): { code: string; message: string } | null {
  if (isActive(subscription, now)) {
    return null;
  }
  return isTrialExpired({ subscription }, now) && subscription?.status === 'trialing'
    ? { code: 'TRIAL_EXPIRED', message: TRIAL_EXPIRED_MESSAGE }
    : { code: 'SUBSCRIPTION_INACTIVE', message: SUBSCRIPTION_INACTIVE_MESSAGE };
}

/** Runs after the auth guard on routes marked `@RequiresActiveSubscription()`. */
@Injectable()
export class SubscriptionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.getAllAndOverride<boolean>(REQUIRES_ACTIVE_SUBSCRIPTION, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const { user } = context.switchToHttp().getRequest<{ user: AuthUser }>();
    const denial = subscriptionDenial(await this.subscriptions.findState(user.userId), new Date());
    if (denial) {
      throw new ForbiddenException(denial);
    }
    return true;
  }
}
