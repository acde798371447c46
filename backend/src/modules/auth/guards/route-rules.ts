import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator';
import { OPTIONAL_AUTHENTICATION, REQUIRES_ACTIVE_SUBSCRIPTION, REQUIRES_PASSWORD } from '../decorators';

/** What a route's decorators (on the handler or its controller) ask of the caller. */
export interface RouteRules {
  isPublic: boolean;
  optionalAuthentication: boolean;
  requiresPassword: boolean;
  requiresActiveSubscription: boolean;
}

// Handler → controller → rules. Decorators never change at run time, so each route's rules are read once: the guards
// run on every request, and each lookup walks reflect-metadata's maps for the handler and the class.
const cache = new WeakMap<object, WeakMap<object, RouteRules>>();

export function routeRules(reflector: Reflector, context: ExecutionContext): RouteRules {
  const handler = context.getHandler();
  const controller = context.getClass();
  let byController = cache.get(handler);
  let rules = byController?.get(controller);
  if (!rules) {
    const targets = [handler, controller];
    const flag = (key: string) => reflector.getAllAndOverride<boolean>(key, targets) === true;
    rules = {
      isPublic: flag(IS_PUBLIC),
      optionalAuthentication: flag(OPTIONAL_AUTHENTICATION),
      requiresPassword: flag(REQUIRES_PASSWORD),
      requiresActiveSubscription: flag(REQUIRES_ACTIVE_SUBSCRIPTION),
    };
    if (!byController) cache.set(handler, (byController = new WeakMap()));
    byController.set(controller, rules);
  }
  return rules;
}
