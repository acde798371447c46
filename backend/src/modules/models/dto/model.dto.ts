import { ApiProperty } from '@nestjs/swagger';
import type { CatalogEntry } from '../../../llm/catalog/model-catalog.service';
import { PROVIDERS, type Provider } from '../../../llm/providers';

/** A model catalogue entry (tool spec §3), for the signed-in user. */
export class ModelDto {
  /** The model id, e.g. `gpt-4o`. */
  id: string;

  @ApiProperty({ enum: PROVIDERS, enumName: 'Provider' })
  provider: Provider;

  name: string;

  @ApiProperty({ enum: ['chat'] })
  type: 'chat';

  /** Tokens of context the model accepts. */
  contextWindow: number;

  /** The most tokens one reply may have. */
  maxTokens: number;

  /** USD per 1,000 input tokens. */
  costPer1kTokensInput: number;

  /** USD per 1,000 output tokens. */
  costPer1kTokensOutput: number;

  enabled: boolean;

  /** Whether this user can run it now: a key for its provider exists (the user's own or the server's). */
  available: boolean;

  /** The day the prices were checked (YYYY-MM-DD). */
  @ApiProperty({ format: 'date', example: '2026-11-21' })
  pricesAsOf: string;
}

export function toModelDto(entry: CatalogEntry, available: boolean): ModelDto {
  return { ...entry, available };
}
