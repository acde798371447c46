import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './env';

/** Makes the validated configuration injectable as `AppConfig` everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
