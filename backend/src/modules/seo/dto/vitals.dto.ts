import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

export const REPORTED_METRICS = ['LCP', 'FID', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type ReportedMetric = (typeof REPORTED_METRICS)[number];

/** What a real page view can measure: beyond these a value is a bug or a forgery, and is refused. */
export const METRIC_RANGES: Record<ReportedMetric, { max: number; unit: string }> = {
  LCP: { max: 60_000, unit: 'ms' },
  FCP: { max: 60_000, unit: 'ms' },
  TTFB: { max: 60_000, unit: 'ms' },
  FID: { max: 30_000, unit: 'ms' },
  INP: { max: 30_000, unit: 'ms' },
  CLS: { max: 10, unit: '' },
};

export class VitalMetricDto {
  @ApiProperty({ enum: REPORTED_METRICS })
  @IsIn(REPORTED_METRICS, { message: `name must be one of ${REPORTED_METRICS.join(', ')}.` })
  name: ReportedMetric;

  /** Milliseconds (CLS: the layout shift score). Checked against the metric's range. */
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'value must be a number.' })
  value: number;
}

export class ReportVitalsDto {
  /** The page's path (no query); kept only when it is a public page. */
  @IsOptional()
  @IsString({ message: 'path must be a string.' })
  @MaxLength(200, { message: 'path must be at most 200 characters.' })
  @Matches(/^\/[^\s?#]*$/, { message: 'path must be a path such as /pricing.' })
  path?: string;

  @IsArray({ message: 'metrics must be a list of 1 to 6 measurements.' })
  @ArrayMinSize(1, { message: 'metrics must be a list of 1 to 6 measurements.' })
  @ArrayMaxSize(6, { message: 'metrics must be a list of 1 to 6 measurements.' })
  @ValidateNested({ each: true })
  @Type(() => VitalMetricDto)
  metrics: VitalMetricDto[];
}
