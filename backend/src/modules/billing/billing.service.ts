import { Injectable, NotImplementedException } from '@nestjs/common';
import { AppConfig } from '../../config/env';
import type { AuthUser } from '../auth/auth-user';
import type { SubscriptionDto } from '../subscriptions/dto/subscription.dto';
import type { BillingConfigDto, CheckoutDto, CheckoutResponseDto, ConfirmCheckoutDto, NewCheckoutResponseDto, ResumeResponseDto } from './dto/billing.dto';

@Injectable()
export class BillingService {
  constructor(private readonly appConfig: AppConfig) {}

  config(): BillingConfigDto {
    return { mode: this.appConfig.billing.mode };
  }

  checkout(_auth: AuthUser, _dto: CheckoutDto): Promise<CheckoutResponseDto> {
    throw new NotImplementedException('Checkout is not built yet.');
  }

  confirm(_auth: AuthUser, _dto: ConfirmCheckoutDto): Promise<SubscriptionDto> {
    throw new NotImplementedException('Confirming a checkout is not built yet.');
  }

  cancel(_auth: AuthUser): Promise<SubscriptionDto> {
    throw new NotImplementedException('Cancel is not built yet.');
  }

  resume(_auth: AuthUser): Promise<ResumeResponseDto> {
    throw new NotImplementedException('Resume is not built yet.');
  }

  newCheckout(_auth: AuthUser): Promise<NewCheckoutResponseDto> {
    throw new NotImplementedException('New checkout is not built yet.');
  }
}
