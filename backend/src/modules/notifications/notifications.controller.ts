import { Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { ListNotificationsQueryDto, MarkAllReadResultDto, NotificationDto, NotificationListDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Authenticated()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** Newest first; `unreadCount` counts all unread notifications whatever the filter. */
  @Get()
  @ApiOkResponse({ type: NotificationListDto })
  list(@CurrentUser() auth: AuthUser, @Query() query: ListNotificationsQueryDto): Promise<NotificationListDto> {
    return this.notifications.list(auth, query);
  }

  @Patch(':id/read')
  @ApiOkResponse({ type: NotificationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  markRead(@CurrentUser() auth: AuthUser, @IdParam('Notification not found.') id: string): Promise<NotificationDto> {
    return this.notifications.markRead(auth, id);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: MarkAllReadResultDto })
  markAllRead(@CurrentUser() auth: AuthUser): Promise<MarkAllReadResultDto> {
    return this.notifications.markAllRead(auth);
  }
}
