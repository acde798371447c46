import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { Public } from '../../common/decorators/public.decorator';
import type { AuthUser } from './auth-user';

export const REQUIRES_PASSWORD = 'promptforge:requires-password';
export const REQUIRES_ACTIVE_SUBSCRIPTION = 'promptforge:requires-active-subscription';
export const OPTIONAL_AUTHENTICATION = 'promptforge:optional-authentication';

/** The authenticated caller. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});

/** The caller when one is signed in (routes with `@OptionalAuthentication()`), else undefined. */
export const OptionalUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});

/**
 * Open to visitors, but a caller who sends credentials is authenticated with them (an invalid one is a 401, never
 * silently treated as a visitor).
 */
export const OptionalAuthentication = () =>
  applyDecorators(
    Public(),
    SetMetadata(OPTIONAL_AUTHENTICATION, true),
    ApiBearerAuth('bearer'),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Credentials were sent but are invalid or revoked' }),
  );

/** Documents the bearer requirement of a controller (every route is authenticated unless `@Public()`). */
export const Authenticated = () =>
  applyDecorators(ApiBearerAuth('bearer'), ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Missing, invalid or revoked credentials' }));

/** Account management: a session signed in with the password is required; API keys get 403. */
export const RequiresPassword = () =>
  applyDecorators(
    SetMetadata(REQUIRES_PASSWORD, true),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Called with an API key: this action requires signing in with your password' }),
  );

/** Tool routes (Prompt Lab, /products/*): the trial or a paid plan must be active. */
export const RequiresActiveSubscription = () =>
  applyDecorators(
    SetMetadata(REQUIRES_ACTIVE_SUBSCRIPTION, true),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'TRIAL_EXPIRED or SUBSCRIPTION_INACTIVE' }),
  );
