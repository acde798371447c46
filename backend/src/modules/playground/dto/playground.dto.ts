import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { MinTrimmedLength } from '../../prompts/dto/prompt.dto';

export const PLAYGROUND_MESSAGES = {
  needPromptAndModel: 'Please add at least one prompt and one model',
  tooManyPrompts: 'A run can have at most 20 prompts',
  tooManyModels: 'A run can have at most 10 models',
  promptContent: 'content must not be empty',
  promptTooLong: 'content must be at most 100,000 characters long',
  promptName: 'name must be at most 200 characters long',
  systemPrompt: 'systemPrompt must be text of at most 100,000 characters',
  modelName: 'model_name must name a model',
  temperature: 'temperature must be a number between 0 and 2',
  maxTokens: 'max_tokens must be a whole number of at least 1',
  systemMessage: 'system_message must be text of at most 100,000 characters',
  variables: 'variables must be an object of names to values',
  batchInputs: 'batch_inputs must list at least one input',
  tooManyInputs: 'batch_inputs can list at most 10,000 inputs',
  batchVariables: 'variables of each batch input must be an object of names to values',
  concurrency: 'concurrency must be a whole number between 1 and 50',
  dryRun: 'dry_run must be true or false',
  runNotFound: 'Run not found',
  sessionNotFound: 'Session not found',
} as const;

export const DEFAULT_PROMPT_NAME = 'New Prompt';
export const DEFAULT_TEMPERATURE = 0.7;
export const MAX_RUN_CONCURRENCY = 50;

/** Spec §5: a non-numeric max_tokens falls back to 1000. */
const maxTokensOrDefault = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return 1000;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : 1000;
};

export class PromptEntryDto {
  /** The Prompt Lab prompt it came from, if any (informative). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  id?: string;

  /** Default 'New Prompt'. */
  @IsOptional()
  @IsString({ message: PLAYGROUND_MESSAGES.promptName })
  @MaxLength(200, { message: PLAYGROUND_MESSAGES.promptName })
  name?: string;

  /** `{{name}}` placeholders are filled from the variables. */
  @MaxLength(100_000, { message: PLAYGROUND_MESSAGES.promptTooLong })
  @MinTrimmedLength(1, { message: PLAYGROUND_MESSAGES.promptContent })
  content: string;

  @IsOptional()
  @IsString({ message: PLAYGROUND_MESSAGES.systemPrompt })
  @MaxLength(100_000, { message: PLAYGROUND_MESSAGES.systemPrompt })
  systemPrompt?: string | null;
}

export class ModelConfigDto {
  /** A catalogue id (`GET /api/models`). */
  @MinLength(1, { message: PLAYGROUND_MESSAGES.modelName })
  @IsString({ message: PLAYGROUND_MESSAGES.modelName })
  model_name: string;

  /** 0 to 2; default 0.7. */
  @IsOptional()
  @Max(2, { message: PLAYGROUND_MESSAGES.temperature })
  @Min(0, { message: PLAYGROUND_MESSAGES.temperature })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PLAYGROUND_MESSAGES.temperature })
  temperature?: number;

  /** 1 to the model's maxTokens; a non-numeric value means 1000. */
  @ApiPropertyOptional({ type: Number, default: 1000 })
  @Transform(maxTokensOrDefault)
  @Min(1, { message: PLAYGROUND_MESSAGES.maxTokens })
  @IsInt({ message: PLAYGROUND_MESSAGES.maxTokens })
  max_tokens: number = 1000;

  @IsOptional()
  @IsString({ message: PLAYGROUND_MESSAGES.systemMessage })
  @MaxLength(100_000, { message: PLAYGROUND_MESSAGES.systemMessage })
  system_message?: string | null;
}

class RunShapeDto {
  @ValidateNested({ each: true })
  @Type(() => PromptEntryDto)
  @ArrayMaxSize(20, { message: PLAYGROUND_MESSAGES.tooManyPrompts })
  @ArrayMinSize(1, { message: PLAYGROUND_MESSAGES.needPromptAndModel })
  @IsArray({ message: PLAYGROUND_MESSAGES.needPromptAndModel })
  prompts: PromptEntryDto[];

  @ValidateNested({ each: true })
  @Type(() => ModelConfigDto)
  @ArrayMaxSize(10, { message: PLAYGROUND_MESSAGES.tooManyModels })
  @ArrayMinSize(1, { message: PLAYGROUND_MESSAGES.needPromptAndModel })
  @IsArray({ message: PLAYGROUND_MESSAGES.needPromptAndModel })
  llm_configs: ModelConfigDto[];

  /** Send nothing to any provider: each output is the rendered prompt, with exact input tokens and the cost estimate. */
  @IsOptional()
  @IsBoolean({ message: PLAYGROUND_MESSAGES.dryRun })
  dry_run?: boolean;
}

export class ExecuteDto extends RunShapeDto {
  /** Values for `{{name}}` placeholders; blank names are ignored. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  @IsOptional()
  @IsObject({ message: PLAYGROUND_MESSAGES.variables })
  variables?: Record<string, string>;
}

export class BatchInputDto {
  /** Column name → value. Columns `__expected`, `__contains`, `__regex`, `__json_schema` are checks, not variables. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  @IsObject({ message: PLAYGROUND_MESSAGES.batchVariables })
  variables: Record<string, string>;
}

export class ExecuteBatchDto extends RunShapeDto {
  @ValidateNested({ each: true })
  @Type(() => BatchInputDto)
  @ArrayMaxSize(10_000, { message: PLAYGROUND_MESSAGES.tooManyInputs })
  @ArrayMinSize(1, { message: PLAYGROUND_MESSAGES.batchInputs })
  @IsArray({ message: PLAYGROUND_MESSAGES.batchInputs })
  batch_inputs: BatchInputDto[];

  /** Model calls at once for this run, 1 to 50; default PLAYGROUND_CONCURRENCY (4). Halved on a 429, grown back on success. */
  @IsOptional()
  @Max(MAX_RUN_CONCURRENCY, { message: PLAYGROUND_MESSAGES.concurrency })
  @Min(1, { message: PLAYGROUND_MESSAGES.concurrency })
  @IsInt({ message: PLAYGROUND_MESSAGES.concurrency })
  concurrency?: number;
}

export class AssertionResultDto {
  passed: boolean;
  reason: string;
}

export class ModelOutputDto {
  model_name: string;
  output_text: string;
  latency_ms: number;
  /** USD, 6 decimals. For a dry run: the worst-case estimate (input tokens + max_tokens of output). */
  cost: number;
  input_tokens: number;
  output_tokens: number;
  /** The model id that answered, or `dry-run` when nothing was sent. */
  engine: string;
  prompt_index: number;
  prompt_name: string;
  /** Placeholders left as written because no variable has their name. */
  unresolved_variables: string[];
  /** Why this model gave no output (the provider's refusal, a timeout…), else null. */
  @ApiProperty({ type: String, nullable: true })
  error: string | null;
  /** Present when the input row has expectations (`__expected`…): the check of this output. */
  @ApiPropertyOptional({ type: AssertionResultDto, nullable: true })
  assertion?: AssertionResultDto | null;
}

export class ExecutionResultDto {
  /** Batches only: the input row's variables. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' } })
  input_variables?: Record<string, string>;
  outputs_by_model: ModelOutputDto[];
  unresolved_variables: string[];
}

export class RunAcceptedDto {
  id: string;
  @ApiProperty({ enum: ['running', 'completed', 'cancelled'] })
  status: string;
  total: number;
  /** Worst case in USD: exact input tokens + max_tokens of output for every item, at catalogue prices. */
  estimated_cost: number;
}

export class RunDto extends RunAcceptedDto {
  done: number;
  failed: number;
  cancelled: number;
  /** Items not finished yet (queued or running). */
  pending: number;
  concurrency: number;
  /** USD spent so far on model calls (dry-run items cost nothing). */
  cost: number;
  /** Share of checked outputs that passed, 0–100; null when no row has expectations. */
  @ApiProperty({ type: Number, nullable: true })
  pass_rate: number | null;
  checked: number;
  passed: number;
  created_at: string;
  @ApiProperty({ type: String, nullable: true })
  finished_at: string | null;
  /** One per input row that has a finished output, in row order. */
  results: ExecutionResultDto[];
}

export class EstimateDto {
  /** Worst case in USD of the items that would call a model on PromptForge's or the user's keys. */
  estimated_cost: number;
  /** Of that, what would be spent on PromptForge's keys (capped by the daily budget). */
  server_key_cost: number;
  /** What is left of today's budget on PromptForge's keys. */
  remaining_budget: number;
  items: number;
  /** Items that would not be sent anywhere (dry run, or no key for the model). */
  dry_run_items: number;
}
