import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { NotificationPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-preferences.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@Authenticated()
@Controller('user/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  get(@CurrentUser() auth: AuthUser): Promise<NotificationPreferencesDto> {
    return this.users.preferences(auth);
  }

  @Patch()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  update(@CurrentUser() auth: AuthUser, @Body() dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return this.users.updatePreferences(auth, dto);
  }
}
