import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [MikroOrmModule.forFeature([User]), BillingModule],
  controllers: [NotificationPreferencesController],
  providers: [UsersService],
  exports: [UsersService, MikroOrmModule],
})
export class UsersModule {}
