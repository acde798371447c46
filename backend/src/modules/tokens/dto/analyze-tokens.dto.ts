import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MinTrimmedLength } from '../../prompts/dto/prompt.dto';

export const TOKEN_ANALYSIS_MESSAGES = {
  textRequired: 'Please enter some text to analyze',
  modelsRequired: 'Please select at least one model for analysis',
  expectedOutputInvalid: 'Expected output tokens must be a whole number from 0 to 10,000,000',
  unknownModel: (id: string) => `Unknown model: ${id}`,
} as const;

// class-validator runs a property's decorators bottom-up and stops at the first failure: presence checks go last.
export class AnalyzeTokensDto {
  /** The text to count. The route accepts bodies up to 2 MB. */
  @MinTrimmedLength(1, { message: TOKEN_ANALYSIS_MESSAGES.textRequired })
  text_to_analyze: string;

  /** Model catalogue ids (`GET /api/models`). */
  @IsString({ each: true, message: TOKEN_ANALYSIS_MESSAGES.modelsRequired })
  @ArrayMaxSize(50, { message: 'Select at most 50 models' })
  @ArrayNotEmpty({ message: TOKEN_ANALYSIS_MESSAGES.modelsRequired })
  @IsArray({ message: TOKEN_ANALYSIS_MESSAGES.modelsRequired })
  @ApiProperty({ type: [String], example: ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro'] })
  models: string[];

  /** Output tokens to price; without it output tokens and cost are 0 (only input costs are shown). */
  @IsOptional()
  @Max(10_000_000, { message: TOKEN_ANALYSIS_MESSAGES.expectedOutputInvalid })
  @Min(0, { message: TOKEN_ANALYSIS_MESSAGES.expectedOutputInvalid })
  @IsInt({ message: TOKEN_ANALYSIS_MESSAGES.expectedOutputInvalid })
  expected_output_tokens?: number;
}

export class CostBreakdownDto {
  input_tokens: number;
  /** USD, rounded to 6 decimals. */
  input_cost: number;
  output_tokens: number;
  /** USD, rounded to 6 decimals. */
  output_cost: number;
}

export class TokenAnalysisResultDto {
  /** The model catalogue id. */
  model: string;
  /** Input plus output cost in USD, rounded to 6 decimals. */
  estimated_cost: number;
  cost_breakdown: CostBreakdownDto;
  /** The encoding used, e.g. 'o200k_base', or for estimates 'estimate: o200k_base × 1.12'. */
  tokenizer: string;
  /** True when the count comes from the model's own tokenizer; false for an estimate. */
  exact: boolean;
}

export class OptimizationTipDto {
  /** Stable identifier of the kind of tip, e.g. 'whitespace', 'context-window'. */
  kind: string;
  title: string;
  description: string;
  /** Human-readable saving, e.g. '120 tokens (15.0%)', or what the tip saves in money. */
  potential_savings: string;
  /** Tokens saved (o200k_base count of the text before and after), when the tip changes the text. */
  @ApiPropertyOptional()
  tokens_saved?: number;
  /** Per cent of the text's tokens saved, one decimal. */
  @ApiPropertyOptional()
  percent_saved?: number;
}

export class TokenAnalysisResponseDto {
  @ApiProperty({ type: [TokenAnalysisResultDto] })
  results: TokenAnalysisResultDto[];
  @ApiProperty({ type: [OptimizationTipDto] })
  optimization_tips: OptimizationTipDto[];
}
