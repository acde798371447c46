import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';
import type { PlaygroundSession } from '../playground-session.entity';

export const SESSION_MESSAGES = {
  nameRequired: 'Please provide a name for this session',
  nameTooLong: 'name must be at most 200 characters long',
  prompts: 'prompts must be a list (an array or a JSON string of one)',
  llmConfigs: 'llm_configs must be a list (an array or a JSON string of one)',
  results: 'results must be a list (an array or a JSON string of one)',
  noResults: 'Please execute at least once before saving',
} as const;

/** The spec says these lists may arrive as JSON strings: a string that parses is taken as its value. */
const parseJsonString = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SaveSessionDto {
  @Transform(trim)
  @MaxLength(200, { message: SESSION_MESSAGES.nameTooLong })
  @MinLength(1, { message: SESSION_MESSAGES.nameRequired })
  @IsString({ message: SESSION_MESSAGES.nameRequired })
  name: string;

  /** Playground prompt entries: an array, or a JSON string of one. */
  @ApiProperty({ oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: true } }, { type: 'string' }] })
  @Transform(parseJsonString)
  @ArrayMaxSize(20, { message: SESSION_MESSAGES.prompts })
  @IsArray({ message: SESSION_MESSAGES.prompts })
  prompts: unknown[];

  /** Model configs: an array, or a JSON string of one. */
  @ApiProperty({ oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: true } }, { type: 'string' }] })
  @Transform(parseJsonString)
  @ArrayMaxSize(10, { message: SESSION_MESSAGES.llmConfigs })
  @IsArray({ message: SESSION_MESSAGES.llmConfigs })
  llm_configs: unknown[];

  /** Execution results: an array (at least one), or a JSON string of one. */
  @ApiProperty({ oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: true } }, { type: 'string' }] })
  @Transform(parseJsonString)
  @ArrayMinSize(1, { message: SESSION_MESSAGES.noResults })
  @IsArray({ message: SESSION_MESSAGES.results })
  results: unknown[];
}

export class SessionDto {
  id: string;
  name: string;
  created_at: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  prompts: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  llm_configs: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  results: unknown[];
}

export function toSessionDto(session: PlaygroundSession): SessionDto {
  return {
    id: session.id,
    name: session.name,
    created_at: session.createdAt.toISOString(),
    prompts: session.prompts,
    llm_configs: session.llmConfigs,
    results: session.results,
  };
}
