import { Injectable, NotImplementedException } from '@nestjs/common';
import type { WebhookReceivedDto } from './dto/billing.dto';

@Injectable()
export class StripeWebhooks {
  receive(_rawBody: Buffer | undefined, _signature: string | undefined): Promise<WebhookReceivedDto> {
    throw new NotImplementedException('Stripe webhooks are not built yet.');
  }
}
