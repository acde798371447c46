import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SubscriptionDto } from '../../subscriptions/dto/subscription.dto';

export const UNKNOWN_PLAN_MESSAGE = "Unknown plan: the only plan you can buy is 'pro'.";
export const SESSION_ID_REQUIRED_MESSAGE = 'sessionId is required.';

export class CheckoutDto {
  @ApiProperty({ enum: ['pro'] })
  @IsIn(['pro'], { message: UNKNOWN_PLAN_MESSAGE })
  planId: 'pro';
}

export class ConfirmCheckoutDto {
  /** The `session_id` the payment page sent the browser back with (Stripe `cs_…`, or `local_…` in test mode). */
  // class-validator checks these bottom-up, and only the first failure is reported.
  @MaxLength(255, { message: 'sessionId must be at most 255 characters.' })
  @IsNotEmpty({ message: SESSION_ID_REQUIRED_MESSAGE })
  @IsString({ message: SESSION_ID_REQUIRED_MESSAGE })
  sessionId: string;
}

export class CheckoutResponseDto {
  /** Always true on a 2xx (core spec §3: the checkout response carries it). */
  success: boolean;

  /** True: a checkout session was started, send the browser to `checkoutUrl`. */
  isCheckoutSession: boolean;

  /** Where to send the whole page: Stripe Checkout, or `/billing/success?session_id=local_…` in test mode. */
  checkoutUrl: string;
}

export class NewCheckoutResponseDto {
  success: boolean;

  /** Where to send the whole page, as for `POST /api/subscriptions/checkout`. */
  checkoutUrl: string;
}

export class ResumeResponseDto {
  /** True when the period had already ended: the plan cannot be resumed, pay again at `checkoutUrl`. */
  isCheckoutSession: boolean;

  @ApiPropertyOptional({ description: 'Present when isCheckoutSession is true.' })
  checkoutUrl?: string;

  @ApiProperty({ type: SubscriptionDto, description: 'The subscription after the call (auto-renewal restored unless a checkout is returned).' })
  subscription: SubscriptionDto;
}

export class BillingConfigDto {
  /** `local`: test mode, no payment is taken (no Stripe key configured). */
  @ApiProperty({ enum: ['local', 'stripe'] })
  mode: 'local' | 'stripe';
}

export class WebhookReceivedDto {
  received: boolean;

  /** True when this event id had already been processed (nothing was done again). */
  duplicate: boolean;
}
