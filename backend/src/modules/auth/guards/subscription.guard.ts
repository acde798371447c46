import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthUser } from '../auth-user';
import { isActive, isTrialExpired, type SubscriptionState } from '../../subscriptions/subscription-rules';
import { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import { routeRules } from './route-rules';

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

  /** Synchronous for the routes without the decorator: Nest awaits only a promise. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    return routeRules(this.reflector, context).requiresActiveSubscription ? this.check(context) : true;
  }

  private async check(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: AuthUser }>();
    const denial = subscriptionDenial(await this.subscriptions.findState(user.userId), new Date());
    if (denial) {
      throw new ForbiddenException(denial);
    }
    return true;
  }
}
