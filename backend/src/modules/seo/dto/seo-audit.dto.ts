import { ApiProperty } from '@nestjs/swagger';

export class CoreWebVitalsDto {
  /** 75th percentile LCP of real users, seconds; null below 20 samples. */
  @ApiProperty({ type: Number, nullable: true }) lcp: number | null;
  /** Milliseconds; null below 20 samples (browsers without first-input timing never report it). */
  @ApiProperty({ type: Number, nullable: true }) fid: number | null;
  @ApiProperty({ type: Number, nullable: true }) cls: number | null;
  /** Interaction to Next Paint, milliseconds. */
  @ApiProperty({ type: Number, nullable: true }) inp: number | null;
}

export class PerformanceMetricsDto {
  /** Seconds, real users' p75. */
  @ApiProperty({ type: Number, nullable: true }) firstContentfulPaint: number | null;
  /** Needs a lab run; null when none is recorded. */
  @ApiProperty({ type: Number, nullable: true }) timeToInteractive: number | null;
  @ApiProperty({ type: Number, nullable: true }) totalBlockingTime: number | null;
}

export class SecurityMetricsDto {
  https: boolean;
  csp: boolean;
  hsts: boolean;
}

export class AccessibilityMetricsDto {
  score: number;
  issues: string[];
}

export class TechnicalMetricsDto {
  coreWebVitals: CoreWebVitalsDto;
  performance: PerformanceMetricsDto;
  security: SecurityMetricsDto;
  accessibility: AccessibilityMetricsDto;
}

export class FieldVitalDto {
  @ApiProperty({ type: Number, nullable: true }) p75: number | null;
  samples: number;
  @ApiProperty({ enum: ['good', 'needs-improvement', 'poor', 'not-enough-data'] }) rating: 'good' | 'needs-improvement' | 'poor' | 'not-enough-data';
  /** [good at or below, poor above], in the unit of p75. */
  @ApiProperty({ type: [Number] }) thresholds: number[];
}

export class FieldMetricsDto {
  lcp: FieldVitalDto;
  fid: FieldVitalDto;
  cls: FieldVitalDto;
  inp: FieldVitalDto;
  fcp: FieldVitalDto;
  ttfb: FieldVitalDto;
}

export class FieldDataDto {
  windowDays: number;
  minSamples: number;
  metrics: FieldMetricsDto;
}

export class EatScoreDto {
  experience: number;
  expertise: number;
  authoritativeness: number;
  trustworthiness: number;
  overall: number;
}

export class EatSignalDto {
  label: string;
  met: boolean;
  points: number;
  detail: string;
}

export class EatDimensionDto {
  @ApiProperty({ enum: ['experience', 'expertise', 'authoritativeness', 'trustworthiness'] }) key: 'experience' | 'expertise' | 'authoritativeness' | 'trustworthiness';
  score: number;
  signals: EatSignalDto[];
}

export class SeoIssueDto {
  @ApiProperty({ enum: ['critical', 'warning', 'other'] }) type: 'critical' | 'warning' | 'other';
  title: string;
  @ApiProperty({ enum: ['high', 'medium', 'other'] }) impact: 'high' | 'medium' | 'other';
  description: string;
  solution: string;
}

export class SeoCheckDto {
  id: string;
  title: string;
  passed: boolean;
  detail: string;
  @ApiProperty({ type: SeoIssueDto, required: false }) issue?: SeoIssueDto;
}

export class ScorePartsDto {
  technical: number;
  @ApiProperty({ type: Number, nullable: true }) vitals: number | null;
  eat: number;
}

export class SeoAuditDto {
  /** 0–100: technical checks half, field vitals a quarter, E-A-T a quarter (without field data: two thirds and one third). */
  score: number;
  scoreParts: ScorePartsDto;
  technicalMetrics: TechnicalMetricsDto;
  fieldData: FieldDataDto;
  eatScore: EatScoreDto;
  eatDetails: EatDimensionDto[];
  checks: SeoCheckDto[];
  issues: SeoIssueDto[];
  recommendations: string[];
  /** The public pages that answered and were checked. */
  pagesChecked: string[];
  /** Where the pages were fetched from. */
  auditedUrl: string;
  generatedAt: Date;
}
