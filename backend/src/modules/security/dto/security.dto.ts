import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHECKLIST_STANDARDS, COMPLIANCE_CONTEXTS, SECURITY_MAX_TEXT_LENGTH, SECURITY_MESSAGES, SECURITY_TEXT_TYPES, type ChecklistStandard, type ComplianceContext, type SecurityTextType } from '@promptforge/prompt-engine';
import { IsIn, IsInt, IsOptional, IsUUID, MaxLength, Min } from 'class-validator';
import { MinTrimmedLength } from '../../prompts/dto/prompt.dto';

export const SECURITY_API_MESSAGES = {
  ...SECURITY_MESSAGES,
  promptIdInvalid: 'prompt_id must be a prompt id',
  promptVersionInvalid: 'prompt_version must be a whole number from 1',
  promptVersionWithoutPrompt: 'prompt_version needs a prompt_id',
  promptNotFound: 'Prompt not found',
  versionNotFound: (version: number) => `Version ${version} of this prompt does not exist`,
  checkNotFound: 'Security check not found',
} as const;

// class-validator runs a property's decorators bottom-up and stops at the first failure: presence checks go last.
export class AnalyzeTextDto {
  /** The prompt or rule to scan, up to 200,000 characters. */
  @MaxLength(SECURITY_MAX_TEXT_LENGTH, { message: SECURITY_MESSAGES.textTooLong })
  @MinTrimmedLength(1, { message: SECURITY_MESSAGES.emptyText })
  text_content: string;

  /** Default prompt. */
  @IsOptional()
  @IsIn(SECURITY_TEXT_TYPES, { message: SECURITY_MESSAGES.textType })
  @ApiPropertyOptional({ enum: SECURITY_TEXT_TYPES, enumName: 'SecurityTextType' })
  text_type?: SecurityTextType;

  /** Default General. Chooses the regulation the compliance suggestions cite. */
  @IsOptional()
  @IsIn(COMPLIANCE_CONTEXTS, { message: SECURITY_MESSAGES.context })
  @ApiPropertyOptional({ enum: COMPLIANCE_CONTEXTS, enumName: 'ComplianceContext' })
  context?: ComplianceContext;

  /** The Prompt Lab prompt the text comes from: the history links to it. */
  @IsOptional()
  @IsUUID('all', { message: SECURITY_API_MESSAGES.promptIdInvalid })
  prompt_id?: string;

  /** Its version (default: the current one). */
  @IsOptional()
  @Min(1, { message: SECURITY_API_MESSAGES.promptVersionInvalid })
  @IsInt({ message: SECURITY_API_MESSAGES.promptVersionInvalid })
  prompt_version?: number;
}

export class ChecklistQueryDto {
  /** Default LGPD. */
  @IsOptional()
  @IsIn(CHECKLIST_STANDARDS, { message: SECURITY_MESSAGES.standard })
  @ApiPropertyOptional({ enum: CHECKLIST_STANDARDS, enumName: 'ChecklistStandard' })
  standard?: ChecklistStandard;
}

const SEVERITIES = ['High', 'Medium', 'Low'] as const;
const CATEGORIES = ['pii', 'secret', 'injection', 'unicode', 'bias'] as const;

export class DetectedRiskDto {
  @ApiProperty({ enum: SEVERITIES, enumName: 'RiskSeverity' })
  severity: 'High' | 'Medium' | 'Low';
  /** Entity type, e.g. CPF, EMAIL, SECRET, PROMPT_INJECTION; also the redaction placeholder. */
  type: string;
  /** The detector (SARIF rule id), e.g. pii/cpf. */
  detector: string;
  @ApiProperty({ enum: CATEGORIES, enumName: 'RiskCategory' })
  category: 'pii' | 'secret' | 'injection' | 'unicode' | 'bias';
  description: string;
  /** The exact text found (in the history: masked). */
  segment: string;
  /** UTF-16 offset of the segment in the analysed text. */
  start: number;
  end: number;
  /** 0 to 1. */
  confidence: number;
  suggestion: string;
}

export class SeverityCountsDto {
  High: number;
  Medium: number;
  Low: number;
}

export class SecurityAnalysisDto {
  /** The history record's id. */
  id: string;
  /** 0–100: 100 minus 20 per High, 10 per Medium and 4 per Low finding, floor 0. */
  overall_score: number;
  @ApiProperty({ type: [DetectedRiskDto] })
  detected_risks: DetectedRiskDto[];
  @ApiProperty({ type: [String] })
  compliance_suggestions: string[];
  summary: string;
  counts: SeverityCountsDto;
  pii_detected: boolean;
  bias_detected: boolean;
  @ApiProperty({ enum: SECURITY_TEXT_TYPES, enumName: 'SecurityTextType' })
  text_type: SecurityTextType;
  @ApiProperty({ enum: COMPLIANCE_CONTEXTS, enumName: 'ComplianceContext' })
  context: ComplianceContext;
  @ApiProperty({ type: String, nullable: true })
  prompt_id: string | null;
  @ApiProperty({ type: Number, nullable: true })
  prompt_version: number | null;
}

export class SecurityCheckDto {
  id: string;
  createdAt: string;
  @ApiProperty({ enum: SECURITY_TEXT_TYPES, enumName: 'SecurityTextType' })
  textType: SecurityTextType;
  @ApiProperty({ enum: COMPLIANCE_CONTEXTS, enumName: 'ComplianceContext' })
  context: ComplianceContext;
  overallScore: number;
  summary: string;
  /** Findings with masked segments (the full values are never stored). */
  @ApiProperty({ type: [DetectedRiskDto] })
  detectedRisks: DetectedRiskDto[];
  @ApiProperty({ type: [String] })
  complianceSuggestions: string[];
  counts: SeverityCountsDto;
  piiDetected: boolean;
  biasDetected: boolean;
  textLength: number;
  @ApiProperty({ type: String, nullable: true })
  promptId: string | null;
  /** The prompt's name (null when the scan did not come from a prompt, or the prompt was deleted). */
  @ApiProperty({ type: String, nullable: true })
  promptName: string | null;
  @ApiProperty({ type: Number, nullable: true })
  promptVersion: number | null;
}

export class ChecklistItemDto {
  id: string;
  category: string;
  /** The title. */
  item: string;
  description: string;
  /** Checked by the scan ('Auto-check'). */
  automated: boolean;
  /** For automated items, the detectors that check it. */
  @ApiProperty({ type: String, nullable: true })
  detector: string | null;
  /** For automated items, the finding types or categories that make it fail for an analysed text. */
  @ApiProperty({ type: [String] })
  fails_on: string[];
}
