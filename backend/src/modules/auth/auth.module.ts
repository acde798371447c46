import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../../config/env';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthGuard } from './guards/auth.guard';
import { SubscriptionGuard } from './guards/subscription.guard';
import { jwtKey } from './jwt-key';
import { RateLimiterService } from './rate-limiter.service';
import { SessionsService } from './sessions.service';
import { ApiKeyStrategy } from './strategies/api-key.strategy';
import { JwtStrategy } from './strategies/jwt.strategy';

/** Sign-up, sign-in, sessions and the global guards (authentication first, then the subscription rule). */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config.jwtSecret) as unknown as string, signOptions: { algorithm: 'HS256' } }),
    }),
    UsersModule,
    ApiKeysModule,
    SubscriptionsModule,
    NotificationsModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    RateLimiterService,
    JwtStrategy,
    ApiKeyStrategy,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: SubscriptionGuard },
  ],
})
export class AuthModule {}
