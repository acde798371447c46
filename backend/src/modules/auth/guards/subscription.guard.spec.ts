import { ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import type { SubscriptionState } from '../../subscriptions/subscription-rules';
import type { SubscriptionsService } from '../../subscriptions/subscriptions.service';
import { RequiresActiveSubscription } from '../decorators';
import { SUBSCRIPTION_INACTIVE_MESSAGE, SubscriptionGuard, TRIAL_EXPIRED_MESSAGE } from './subscription.guard';

const DAY = 24 * 60 * 60 * 1000;

class ToolController {
  @RequiresActiveSubscription()
  tool(): void {}

  open(): void {}
}

function contextFor(handler: keyof ToolController): ExecutionContext {
  return {
    getHandler: () => ToolController.prototype[handler],
    getClass: () => ToolController,
    switchToHttp: () => ({ getRequest: () => ({ user: { userId: 'u1', via: 'session' } }) }),
  } as unknown as ExecutionContext;
}

function guardWith(state: SubscriptionState | null) {
  const subscriptions = { findState: jest.fn().mockResolvedValue(state) } as unknown as SubscriptionsService;
  return { guard: new SubscriptionGuard(new Reflector(), subscriptions), subscriptions };
}

async function denial(guard: SubscriptionGuard): Promise<unknown> {
  try {
    await guard.canActivate(contextFor('tool'));
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return (error as ForbiddenException).getResponse();
  }
}

describe('SubscriptionGuard', () => {
  it('lets routes without the decorator through without looking anything up', async () => {
    const { guard, subscriptions } = guardWith(null);
    expect(guard.canActivate(contextFor('open'))).toBe(true);
    expect(subscriptions.findState).not.toHaveBeenCalled();
  });

  it('lets an active trial through', async () => {
    const { guard } = guardWith({ planId: 'free-trial', status: 'trialing', currentPeriodEnd: new Date(Date.now() + DAY), cancelAtPeriodEnd: false });
    await expect(guard.canActivate(contextFor('tool'))).resolves.toBe(true);
  });

  it('refuses an expired trial with TRIAL_EXPIRED', async () => {
    const { guard } = guardWith({ planId: 'free-trial', status: 'trialing', currentPeriodEnd: new Date(Date.now() - DAY), cancelAtPeriodEnd: false });
    expect(await denial(guard)).toEqual({ code: 'TRIAL_EXPIRED', message: TRIAL_EXPIRED_MESSAGE });
  });

  it('refuses an ended pro plan with SUBSCRIPTION_INACTIVE', async () => {
    const { guard } = guardWith({ planId: 'pro', status: 'canceled', currentPeriodEnd: new Date(Date.now() - DAY), cancelAtPeriodEnd: true });
    expect(await denial(guard)).toEqual({ code: 'SUBSCRIPTION_INACTIVE', message: SUBSCRIPTION_INACTIVE_MESSAGE });
  });

  it('refuses a past-due plan with SUBSCRIPTION_INACTIVE', async () => {
    const { guard } = guardWith({ planId: 'pro', status: 'past_due', currentPeriodEnd: new Date(Date.now() + DAY), cancelAtPeriodEnd: false });
    expect(await denial(guard)).toEqual({ code: 'SUBSCRIPTION_INACTIVE', message: SUBSCRIPTION_INACTIVE_MESSAGE });
  });

  it('keeps a canceled pro plan open until its period ends', async () => {
    const { guard } = guardWith({ planId: 'pro', status: 'canceled', currentPeriodEnd: new Date(Date.now() + DAY), cancelAtPeriodEnd: true });
    await expect(guard.canActivate(contextFor('tool'))).resolves.toBe(true);
  });
});
