import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { looksLikeApiKey } from '../../api-keys/api-key-secret';
import type { AuthUser } from '../auth-user';
import { routeRules } from './route-rules';

export const PASSWORD_REQUIRED_MESSAGE = 'This action requires signing in with your password.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required: send a valid session token or API key as a Bearer token.';

/** Passport with one strategy; a refusal is a 401 with our message. */
function strategyGuard(strategy: 'api-key' | 'jwt'): Type<CanActivate> {
  class StrategyGuard extends PassportAuthGuard(strategy) {
    override handleRequest<T = AuthUser>(error: unknown, user: T | false): T {
      if (error || !user) {
        throw new UnauthorizedException(AUTHENTICATION_REQUIRED_MESSAGE);
      }
      return user;
    }
  }
  return StrategyGuard;
}

const ApiKeyGuard = strategyGuard('api-key');
const SessionGuard = strategyGuard('jwt');

/**
 * Global guard: every route needs a session token or an API key unless it is `@Public()`. Account management
 * (`@RequiresPassword()`) refuses API keys with 403.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly apiKey = new ApiKeyGuard();
  private readonly session = new SessionGuard();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rules = routeRules(this.reflector, context);
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    // Public routes ignore credentials, except the ones open to both visitors and users: those use them when sent.
    if (rules.isPublic && (!request.headers.authorization || !rules.optionalAuthentication)) {
      return true;
    }
    return this.authenticate(context, request, rules.requiresPassword);
  }

  private async authenticate(context: ExecutionContext, request: Request & { user?: AuthUser }, requiresPassword: boolean): Promise<boolean> {
    // One strategy per request, picked by the credential's shape (keys look like pfk_…, sessions are JWTs), so a
    // session token is never first tried as a key.
    const [, token] = (request.headers.authorization ?? '').split(' ');
    await (token && looksLikeApiKey(token) ? this.apiKey : this.session).canActivate(context);
    if (requiresPassword && request.user?.via !== 'session') {
      throw new ForbiddenException(PASSWORD_REQUIRED_MESSAGE);
    }
    return true;
  }
}
