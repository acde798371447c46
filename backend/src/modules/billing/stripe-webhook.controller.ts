import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { WebhookReceivedDto } from './dto/billing.dto';
import { StripeWebhooks } from './stripe-webhooks.service';

/** Stripe calls this; it is authenticated by the signature of the raw body, not by a user credential. */
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhooks) {}

  @Public()
  @Post('stripe')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or invalid Stripe-Signature' })
  receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<WebhookReceivedDto> {
    return this.webhooks.receive(req.rawBody, signature);
  }
}
