import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator';
import { looksLikeApiKey } from '../../api-keys/api-key-secret';
import type { AuthUser } from '../auth-user';
import { OPTIONAL_AUTHENTICATION, REQUIRES_PASSWORD } from '../decorators';

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

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      // Public routes ignore credentials, except the ones open to both visitors and users: those use them when sent.
      if (!request.headers.authorization || !this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTHENTICATION, targets)) {
        return true;
      }
    }
    // One strategy per request, picked by the credential's shape (keys look like pfk_…, sessions are JWTs), so a
    // session token is never first tried as a key.
    const [, token] = (request.headers.authorization ?? '').split(' ');
    await (token && looksLikeApiKey(token) ? this.apiKey : this.session).canActivate(context);
    if (this.reflector.getAllAndOverride<boolean>(REQUIRES_PASSWORD, targets) && request.user?.via !== 'session') {
      throw new ForbiddenException(PASSWORD_REQUIRED_MESSAGE);
    }
    return true;
  }
}
