import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

export const LATEST_LABEL = 'latest';
export const PRODUCTION_LABEL = 'production';
/** Labels besides `latest` and `production` that one prompt may carry. */
export const MAX_CUSTOM_LABELS = 10;
export const LABEL_PATTERN = /^[a-z0-9-]{1,32}$/;

export const LABEL_MESSAGES = {
  labelInvalid: 'Label must be 1 to 32 characters: lower-case letters, digits and hyphens.',
  latestIsAutomatic: 'The latest label always points at the newest version and cannot be set or removed by hand.',
  tooManyLabels: `A prompt can have at most ${MAX_CUSTOM_LABELS} custom labels besides latest and production.`,
  versionInvalid: 'Version must be a whole number of at least 1.',
  versionMissing: (version: number) => `Version ${version} of this prompt does not exist.`,
  labelNotSet: 'Label not found',
  nameRequired: 'Name is required.',
  fallbackInvalid: 'fallback must be "latest" when given.',
  noLabelledVersion: (label: string) => `The prompt has no version labelled "${label}".`,
} as const;

export class SetLabelDto {
  /** The version number the label will point at. */
  @Type(() => Number)
  @Max(2_147_483_647, { message: LABEL_MESSAGES.versionInvalid })
  @Min(1, { message: LABEL_MESSAGES.versionInvalid })
  @IsInt({ message: LABEL_MESSAGES.versionInvalid })
  version: number;
}

export class ResolvePromptQueryDto {
  /** The prompt's name, ignoring case. */
  @MaxLength(120, { message: LABEL_MESSAGES.nameRequired })
  @MinLength(1, { message: LABEL_MESSAGES.nameRequired })
  @IsString({ message: LABEL_MESSAGES.nameRequired })
  name: string;

  /** Default `production`. */
  @IsOptional()
  @Matches(LABEL_PATTERN, { message: LABEL_MESSAGES.labelInvalid })
  @IsString({ message: LABEL_MESSAGES.labelInvalid })
  label?: string;

  /** `latest`: answer with the newest version when the label is not set. Without it, a missing label is a 404. */
  @IsOptional()
  @IsIn([LATEST_LABEL], { message: LABEL_MESSAGES.fallbackInvalid })
  fallback?: 'latest';
}

export class PromptLabelDto {
  label: string;

  /** The version number the label points at. */
  version: number;

  @ApiProperty({ format: 'uuid' })
  versionId: string;

  updatedAt: Date;
}

export class PromptLabelEventDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  label: string;

  /** The version the label left; null when it was set for the first time. */
  @ApiProperty({ nullable: true, type: Number })
  fromVersion: number | null;

  /** The version the label moved to; null when it was removed. */
  @ApiProperty({ nullable: true, type: Number })
  toVersion: number | null;

  /** The email of the account that moved it (null if that account no longer exists). */
  @ApiProperty({ nullable: true, type: String })
  actorEmail: string | null;

  /** How the mover was signed in. */
  @ApiProperty({ enum: ['session', 'api-key'] })
  via: 'session' | 'api-key';

  createdAt: Date;
}

/** What a script needs to run a prompt, fetched by name and label. */
export class ResolvedPromptDto {
  @ApiProperty({ format: 'uuid' })
  promptId: string;

  name: string;

  content: string;

  @ApiProperty({ nullable: true, type: String })
  systemPrompt: string | null;

  /** The version number. */
  version: number;

  /** The version's id, also sent as the ETag. */
  @ApiProperty({ format: 'uuid' })
  versionId: string;

  /** Every label on this version, alphabetical. */
  labels: string[];

  /** The label that was resolved (`latest` when the fallback was used). */
  resolvedLabel: string;

  /** The prompt's target model (a model catalogue id). */
  model: string;
}
