import { IsBoolean, IsOptional } from 'class-validator';
import type { User } from '../user.entity';

export class NotificationPreferencesDto {
  emailUpdates: boolean;
  securityAlerts: boolean;
  newFeatures: boolean;
  marketingEmails: boolean;
}

/** Any subset of the four switches; unknown properties are refused. */
export class UpdateNotificationPreferencesDto {
  @IsOptional()
  @IsBoolean()
  emailUpdates?: boolean;

  @IsOptional()
  @IsBoolean()
  securityAlerts?: boolean;

  @IsOptional()
  @IsBoolean()
  newFeatures?: boolean;

  @IsOptional()
  @IsBoolean()
  marketingEmails?: boolean;
}

export function toPreferencesDto(user: User): NotificationPreferencesDto {
  const { emailUpdates, securityAlerts, newFeatures, marketingEmails } = user;
  return { emailUpdates, securityAlerts, newFeatures, marketingEmails };
}
