import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhooks } from './stripe-webhooks.service';

@Module({ controllers: [BillingController, StripeWebhookController], providers: [BillingService, StripeWebhooks] })
export class BillingModule {}
