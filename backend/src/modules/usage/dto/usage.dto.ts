import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PROVIDERS, type Provider } from '../../../llm/providers';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class UsageQueryDto {
  /** First UTC day included (YYYY-MM-DD); default: 29 days before `to`. */
  @ApiPropertyOptional({ format: 'date', example: '2026-11-01' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date in the form YYYY-MM-DD.' })
  from?: string;

  /** Last UTC day included (YYYY-MM-DD); default: today. */
  @ApiPropertyOptional({ format: 'date', example: '2026-11-30' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date in the form YYYY-MM-DD.' })
  to?: string;
}

export class UsageTotalsDto {
  /** Gateway calls, failed ones included. */
  calls: number;

  failedCalls: number;

  inputTokens: number;

  outputTokens: number;

  costUsd: number;
}

export class UsageByDayDto extends UsageTotalsDto {
  @ApiProperty({ format: 'date' })
  day: string;
}

export class UsageByFeatureDto extends UsageTotalsDto {
  /** What made the calls, e.g. `prompt-analysis` or `provider-key-test`. */
  feature: string;
}

export class UsageByModelDto extends UsageTotalsDto {
  model: string;

  @ApiProperty({ enum: PROVIDERS, enumName: 'Provider' })
  provider: Provider;
}

export class DailyBudgetDto {
  /** What you may spend per UTC day on PromptForge's own provider keys (your own keys are not capped). */
  limitUsd: number;

  spentTodayUsd: number;

  /** The next UTC midnight. */
  resetsAt: Date;
}

export class UsageReportDto {
  @ApiProperty({ format: 'date' })
  from: string;

  @ApiProperty({ format: 'date' })
  to: string;

  totals: UsageTotalsDto;

  /** Days with calls only, oldest first. */
  @ApiProperty({ type: [UsageByDayDto] })
  byDay: UsageByDayDto[];

  @ApiProperty({ type: [UsageByFeatureDto] })
  byFeature: UsageByFeatureDto[];

  @ApiProperty({ type: [UsageByModelDto] })
  byModel: UsageByModelDto[];

  dailyBudget: DailyBudgetDto;
}
