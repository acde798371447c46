import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { SubscriptionDto } from './dto/subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@Authenticated()
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** The caller's subscription with the subscription rules applied (`access`). */
  @Get('current')
  @ApiOkResponse({ type: SubscriptionDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no subscription record' })
  current(@CurrentUser() auth: AuthUser): Promise<SubscriptionDto> {
    return this.subscriptions.current(auth);
  }
}
