import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { TrialReminders } from './trial-reminders';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, TrialReminders], exports: [NotificationsService] })
export class NotificationsModule {}
