import { IsBoolean, IsOptional } from 'class-validator';

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
