import { Global, Module } from '@nestjs/common';
import { SubscriptionsModule } from '../modules/subscriptions/subscriptions.module';
import { ModelCatalog } from './catalog/model-catalog.service';
import { ProviderKeysService } from './keys/provider-keys.service';
import { LlmGateway } from './llm-gateway.service';
import { UsageService } from './usage/usage.service';

/** The model catalogue, users' provider keys, usage records and the gateway every AI feature calls. */
@Global()
@Module({
  imports: [SubscriptionsModule],
  providers: [ModelCatalog, ProviderKeysService, UsageService, LlmGateway],
  exports: [ModelCatalog, ProviderKeysService, UsageService, LlmGateway],
})
export class LlmModule {}
