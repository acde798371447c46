import { EntityManager } from '@mikro-orm/postgresql';
import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/env';
import { NotificationsModule } from '../notifications/notifications.module';
import { BillingController } from './billing.controller';
import { BillingGateway } from './billing-gateway';
import { BillingService } from './billing.service';
import { BillingSync } from './billing-sync.service';
import { LocalGateway } from './local.gateway';
import { LocalRenewals } from './local-renewals';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhooks } from './stripe-webhooks.service';
import { StripeGateway } from './stripe.gateway';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local test mode. */
function billingGateway(config: AppConfig, em: EntityManager): BillingGateway {
  if (config.billing.mode === 'stripe') {
    return new StripeGateway(config.billing, config.http.publicUrl);
  }
  new Logger('Billing').warn('Billing runs in local test mode: checkout takes no payment. Set STRIPE_SECRET_KEY to bill through Stripe.');
  return new LocalGateway(em);
}

@Module({
  imports: [NotificationsModule],
  controllers: [BillingController, StripeWebhookController],
  providers: [
    { provide: BillingGateway, useFactory: billingGateway, inject: [AppConfig, EntityManager] },
    BillingSync,
    BillingService,
    StripeWebhooks,
    LocalRenewals,
  ],
  exports: [BillingService],
})
export class BillingModule {}
