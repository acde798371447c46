import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { Nullable } from '../../../common/validation/nullable.decorator';
import type { PromptVersion } from '../prompt-version.entity';
import type { Prompt } from '../prompt.entity';

export const PROMPT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must be at most 120 characters long',
  contentTooShort: 'Prompt content must be at least 5 characters long',
  contentTooLong: 'Prompt content must be at most 100,000 characters long',
  modelRequired: 'Please select a target model',
  descriptionTooLong: 'Description must be at most 2,000 characters long',
  systemPromptTooLong: 'System prompt must be at most 100,000 characters long',
  notesTooLong: 'Notes must be at most 500 characters long',
  nameTaken: 'A prompt with this name already exists.',
  notFound: 'Prompt not found',
} as const;

export const DEFAULT_PROMPT_MODEL = 'gpt-4o';
export const MAX_PROMPT_CHARS = 100_000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** At least `min` characters once surrounding blanks are ignored (five spaces are not a prompt). */
export function MinTrimmedLength(min: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'minTrimmedLength', validator: { validate: (value) => typeof value === 'string' && value.trim().length >= min } }, options);
}

// class-validator runs a property's decorators bottom-up and stops at the first failure: presence checks go last.
export class CreatePromptDto {
  @Transform(trim)
  @MaxLength(120, { message: PROMPT_MESSAGES.nameTooLong })
  @MinLength(2, { message: PROMPT_MESSAGES.nameTooShort })
  @IsString({ message: PROMPT_MESSAGES.nameTooShort })
  name: string;

  @IsOptional()
  @Nullable()
  @IsString({ message: PROMPT_MESSAGES.descriptionTooLong })
  @MaxLength(2000, { message: PROMPT_MESSAGES.descriptionTooLong })
  description?: string | null;

  /** 5 to 100,000 characters. */
  @MaxLength(MAX_PROMPT_CHARS, { message: PROMPT_MESSAGES.contentTooLong })
  @MinTrimmedLength(5, { message: PROMPT_MESSAGES.contentTooShort })
  content: string;

  @IsOptional()
  @Nullable()
  @IsString({ message: PROMPT_MESSAGES.systemPromptTooLong })
  @MaxLength(MAX_PROMPT_CHARS, { message: PROMPT_MESSAGES.systemPromptTooLong })
  systemPrompt?: string | null;

  /** A model catalogue id (`GET /api/models`). Default `gpt-4o`. */
  @IsOptional()
  @MinLength(1, { message: PROMPT_MESSAGES.modelRequired })
  @IsString({ message: PROMPT_MESSAGES.modelRequired })
  llmModelDefault?: string;
}

/**
 * Every field optional. A change of content or systemPrompt writes a new version with `notes`; without notes, a
 * content and system prompt equal to an older version's is recorded as restoring it (the web app's revert sends
 * only content and systemPrompt).
 */
export class UpdatePromptDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(120, { message: PROMPT_MESSAGES.nameTooLong })
  @MinLength(2, { message: PROMPT_MESSAGES.nameTooShort })
  @IsString({ message: PROMPT_MESSAGES.nameTooShort })
  name?: string;

  @IsOptional()
  @Nullable()
  @IsString({ message: PROMPT_MESSAGES.descriptionTooLong })
  @MaxLength(2000, { message: PROMPT_MESSAGES.descriptionTooLong })
  description?: string | null;

  @IsOptional()
  @MaxLength(MAX_PROMPT_CHARS, { message: PROMPT_MESSAGES.contentTooLong })
  @MinTrimmedLength(5, { message: PROMPT_MESSAGES.contentTooShort })
  content?: string;

  @IsOptional()
  @Nullable()
  @IsString({ message: PROMPT_MESSAGES.systemPromptTooLong })
  @MaxLength(MAX_PROMPT_CHARS, { message: PROMPT_MESSAGES.systemPromptTooLong })
  systemPrompt?: string | null;

  @IsOptional()
  @MinLength(1, { message: PROMPT_MESSAGES.modelRequired })
  @IsString({ message: PROMPT_MESSAGES.modelRequired })
  llmModelDefault?: string;

  /** What changed, stored on the new version (e.g. 'Updated prompt content'). */
  @IsOptional()
  @IsString({ message: PROMPT_MESSAGES.notesTooLong })
  @MaxLength(500, { message: PROMPT_MESSAGES.notesTooLong })
  notes?: string;
}

export class ListPromptsQueryDto {
  /** Exact name, ignoring case: the list then holds that prompt or nothing. */
  @IsOptional()
  @IsString()
  name?: string;
}

export class PromptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  @ApiProperty({ nullable: true, type: String })
  description: string | null;

  content: string;

  @ApiProperty({ nullable: true, type: String })
  systemPrompt: string | null;

  /** A model catalogue id. */
  llmModelDefault: string;

  /** The number of the newest version (1 after creation). */
  currentVersion: number;

  createdAt: Date;

  updatedAt: Date;
}

export class PromptVersionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  version: number;

  content: string;

  @ApiProperty({ nullable: true, type: String })
  systemPrompt: string | null;

  notes: string;

  /** The labels on this version (`latest`, `production`, custom ones), alphabetical. */
  labels: string[];

  createdAt: Date;
}

export function toPromptDto(prompt: Prompt): PromptDto {
  return {
    id: prompt.id,
    name: prompt.name,
    description: prompt.description ?? null,
    content: prompt.content,
    systemPrompt: prompt.systemPrompt ?? null,
    llmModelDefault: prompt.llmModelDefault,
    currentVersion: prompt.currentVersion,
    createdAt: prompt.createdAt,
    updatedAt: prompt.updatedAt,
  };
}

export function toPromptVersionDto(version: PromptVersion, labels: string[]): PromptVersionDto {
  return {
    id: version.id,
    version: version.version,
    content: version.content,
    systemPrompt: version.systemPrompt ?? null,
    notes: version.notes,
    labels,
    createdAt: version.createdAt,
  };
}
