import { Module } from '@nestjs/common';
import { ProviderKeysController } from './provider-keys.controller';

@Module({ controllers: [ProviderKeysController] })
export class ProviderKeysModule {}
