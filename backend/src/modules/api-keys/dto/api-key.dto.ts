import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { ApiKey } from '../api-key.entity';

export class CreateApiKeyDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'API key name must be at least 3 characters.' })
  @MinLength(3, { message: 'API key name must be at least 3 characters.' })
  @MaxLength(100, { message: 'API key name must be at most 100 characters.' })
  name: string;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  createdAt: Date;

  /** The key's first characters, e.g. `pfk_AbCd1234`. */
  prefix: string;

  @ApiProperty({ nullable: true, type: Date })
  lastUsedAt: Date | null;
}

export class CreatedApiKeyDto extends ApiKeyDto {
  /** The full secret. Shown this once: only a digest is stored. */
  key: string;
}

export function toApiKeyDto(apiKey: ApiKey): ApiKeyDto {
  return { id: apiKey.id, name: apiKey.name, createdAt: apiKey.createdAt, prefix: apiKey.prefix, lastUsedAt: apiKey.lastUsedAt ?? null };
}
