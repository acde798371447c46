import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresPassword } from '../auth/decorators';
import { SubscriptionDto } from '../subscriptions/dto/subscription.dto';
import { BillingService } from './billing.service';
import {
  BillingConfigDto,
  CheckoutDto,
  CheckoutResponseDto,
  ConfirmCheckoutDto,
  NewCheckoutResponseDto,
  ResumeResponseDto,
} from './dto/billing.dto';

/** The subscription calls of the core spec §7. Each changes billing, so API keys get 403. */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  /** `local` (test mode: no payment is taken) or `stripe`. */
  @Public()
  @Get('billing/config')
  @ApiOkResponse({ type: BillingConfigDto })
  config(): BillingConfigDto {
    return this.billing.config();
  }

  /** Starts a checkout for Pro (15 USD a month); send the whole page to `checkoutUrl`. */
  @Authenticated()
  @RequiresPassword()
  @Post('subscriptions/checkout')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "planId is not 'pro', or the account already has an active Pro plan" })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached' })
  checkout(@CurrentUser() auth: AuthUser, @Body() dto: CheckoutDto): Promise<CheckoutResponseDto> {
    return this.billing.checkout(auth, dto);
  }

  /**
   * Confirms a checkout the success page came back from (its `session_id`), without waiting for the webhook.
   * Safe to call again; only the user who started the checkout may confirm it.
   */
  @Authenticated()
  @RequiresPassword()
  @Post('subscriptions/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The checkout has not been paid (yet)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such checkout session for this user' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached' })
  confirm(@CurrentUser() auth: AuthUser, @Body() dto: ConfirmCheckoutDto): Promise<SubscriptionDto> {
    return this.billing.confirm(auth, dto);
  }

  /** Cancels at the end of the period: access stays until `currentPeriodEnd`. */
  @Authenticated()
  @RequiresPassword()
  @Post('subscriptions/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No active Pro plan, or it is already set to end' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached' })
  cancel(@CurrentUser() auth: AuthUser): Promise<SubscriptionDto> {
    return this.billing.cancel(auth);
  }

  /** Restores auto-renewal while the period runs; once it has ended, answers with a checkout to pay again. */
  @Authenticated()
  @RequiresPassword()
  @Post('subscriptions/resume')
  @HttpCode(200)
  @ApiOkResponse({ type: ResumeResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No Pro plan, or it is not canceled' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached' })
  resume(@CurrentUser() auth: AuthUser): Promise<ResumeResponseDto> {
    return this.billing.resume(auth);
  }

  /** 'Create New Subscription': a checkout for a new Pro plan (singular path, as the spec has it). */
  @Authenticated()
  @RequiresPassword()
  @Post('subscription/new-checkout')
  @HttpCode(200)
  @ApiOkResponse({ type: NewCheckoutResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The account already has a Pro plan that has not ended' })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'The payment processor could not be reached' })
  newCheckout(@CurrentUser() auth: AuthUser): Promise<NewCheckoutResponseDto> {
    return this.billing.newCheckout(auth);
  }
}
