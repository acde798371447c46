import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, MinLength } from 'class-validator';
import { PROVIDERS, type Provider } from '../../../llm/providers';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Validators run bottom-up and stop at the first failure, whose message is the answer. */
export class SaveProviderKeyDto {
  /** The provider's API key. Stored encrypted; never shown again in full. */
  @Matches(/^\S+$/, { message: 'API key must not contain spaces.' })
  @MaxLength(500, { message: 'API key must be at most 500 characters.' })
  @MinLength(8, { message: 'API key must be at least 8 characters.' })
  @IsNotEmpty({ message: 'API key is required.' })
  @IsString({ message: 'API key is required.' })
  @Transform(trimmed)
  apiKey: string;

  /**
   * Where to send calls made with this key, e.g. `https://api.groq.com/openai/v1` or a local Ollama; empty or
   * absent: the provider's usual address.
   */
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'Base URL must be an http:// or https:// URL.' })
  @MaxLength(2048, { message: 'Base URL must be at most 2048 characters.' })
  @IsString({ message: 'Base URL must be an http:// or https:// URL.' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') || undefined : value))
  baseUrl?: string;
}

export class ProviderKeyStatusDto {
  @ApiProperty({ enum: PROVIDERS, enumName: 'Provider' })
  provider: Provider;

  /** The provider's name for people, e.g. `OpenAI`. */
  label: string;

  /** `none`: no key; `server`: calls use the server's key; `user`: calls use the key you saved. */
  @ApiProperty({ enum: ['none', 'server', 'user'] })
  status: 'none' | 'server' | 'user';

  /** The end of your saved key, e.g. `…abcd`; null when you saved none. */
  @ApiProperty({ nullable: true, type: String, example: '…abcd' })
  maskedKey: string | null;

  /** The base URL saved with your key; null: the provider's usual address. */
  @ApiProperty({ nullable: true, type: String })
  baseUrl: string | null;

  @ApiProperty({ nullable: true, type: Date })
  updatedAt: Date | null;
}

export class ProviderKeyTestResultDto {
  /** Whether the provider answered. */
  ok: boolean;

  /** What happened, for people: the provider's answer time, or its error. */
  message: string;

  /** The model the test called (the provider's cheapest enabled one). */
  model: string;

  /** Whose key was tested: yours, or the server's. */
  @ApiProperty({ enum: ['user', 'server'] })
  keySource: 'user' | 'server';

  latencyMs: number;
}
