import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator';
import type { AuthUser } from '../auth-user';
import { REQUIRES_PASSWORD } from '../decorators';

export const PASSWORD_REQUIRED_MESSAGE = 'This action requires signing in with your password.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required: send a valid session token or API key as a Bearer token.';

/**
 * Global guard: every route needs a session token or an API key unless it is `@Public()`. Account management
 * (`@RequiresPassword()`) refuses API keys with 403.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(['api-key', 'jwt']) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) {
      return true;
    }
    return super.canActivate(context);
  }

  override handleRequest<T = AuthUser>(error: unknown, user: T | false, _info: unknown, context: ExecutionContext): T {
    if (error || !user) {
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED_MESSAGE);
    }
    const requiresPassword = this.reflector.getAllAndOverride<boolean>(REQUIRES_PASSWORD, [context.getHandler(), context.getClass()]);
    if (requiresPassword && (user as unknown as AuthUser).via !== 'session') {
      throw new ForbiddenException(PASSWORD_REQUIRED_MESSAGE);
    }
    return user;
  }
}
