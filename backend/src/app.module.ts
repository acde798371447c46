import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { existsSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import { join } from 'node:path';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { LoggingModule } from './common/logging/logging.module';
import { WebAppModule } from './common/web-app/web-app.module';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { DatabaseModule } from './database/database.module';
import { EngineModule } from './engine/engine.module';
import { HealthModule } from './health/health.module';
import { LlmModule } from './llm/llm.module';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { AuthModule } from './modules/auth/auth.module';
import { BillingModule } from './modules/billing/billing.module';
import { ChatModule } from './modules/chat/chat.module';
import { ContactModule } from './modules/contact/contact.module';
import { DocumentationModule } from './modules/documentation/documentation.module';
import { ModelsModule } from './modules/models/models.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlaygroundModule } from './modules/playground/playground.module';
import { PromptsModule } from './modules/prompts/prompts.module';
import { SeoModule } from './modules/seo/seo.module';
import { RulesModule } from './modules/rules/rules.module';
import { SecurityModule } from './modules/security/security.module';
import { ProviderKeysModule } from './modules/provider-keys/provider-keys.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { TokensModule } from './modules/tokens/tokens.module';
import { UsageModule } from './modules/usage/usage.module';
import { UsersModule } from './modules/users/users.module';
import type { ProcessRole } from './queue/process-role';
import { QueueModule } from './queue/queue.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  role: ProcessRole;
  /** Extra modules (the test suite adds its own job processors and routes). */
  imports?: Array<Type | DynamicModule>;
  extraQueues?: readonly string[];
  /** Where logs go (stdout unless given; the tests read them). */
  logDestination?: DestinationStream;
}

/** Feature modules. A new feature adds its module here. */
const FEATURE_MODULES: Array<Type | DynamicModule> = [
  UsersModule,
  SubscriptionsModule,
  NotificationsModule,
  ApiKeysModule,
  AuthModule,
  BillingModule,
  ModelsModule,
  ProviderKeysModule,
  UsageModule,
  PromptsModule,
  TokensModule,
  PlaygroundModule,
  ChatModule,
  ContactModule,
  SeoModule,
  RulesModule,
  SecurityModule,
  DocumentationModule,
];

@Module({})
export class AppModule {
  /** The API and the worker are built from the same modules; only the role (and HTTP) differ. */
  static forRoot({ config, databaseUrl, role, imports = [], extraQueues, logDestination }: AppModuleOptions): DynamicModule {
    const web = role === 'api' && existsSync(join(config.webDistDir, 'index.html')) ? [WebAppModule.forRoot(config.webDistDir, config.http.publicUrl)] : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config.logLevel, logDestination),
        DatabaseModule.forRoot(databaseUrl),
        QueueModule.forRoot({ config, role, extraQueues }),
        HealthModule,
        LlmModule,
        EngineModule.forRoot(role),
        ...FEATURE_MODULES,
        ...imports,
        ...web,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
