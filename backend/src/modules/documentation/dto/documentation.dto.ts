import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ARCHITECTURE_APPROACHES,
  DETAIL_LEVELS,
  DOCUMENT_TYPES,
  DOCUMENTATION_MESSAGES,
  PRD_SECTIONS,
  SPEC_FORMATS,
  SYSTEM_MESSAGE_PERSONAS,
  SYSTEM_MESSAGE_TONES,
  TECH_ANALYSIS_TYPES,
  type DocumentType,
} from '@promptforge/prompt-engine';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsObject, IsOptional, IsString, MaxLength, MinLength, ValidateBy, ValidateNested } from 'class-validator';
import type { Document, DocumentationJob } from '../document.entity';

/** Spec: document content up to 1 MB (characters). */
export const MAX_DOCUMENT_CONTENT = 1024 * 1024;
/** The source text of a generation, up to 1 MB. */
export const MAX_SOURCE_CONTENT = 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  ...DOCUMENTATION_MESSAGES,
  titleTooLong: 'title must be at most 200 characters long',
  contentTooLong: 'content_markdown must be at most 1 MB',
  sourceTooLong: 'source_prompt_content must be at most 1 MB',
  documentNotFound: 'Document not found',
  jobNotFound: 'Documentation job not found',
  jobFailed: 'Failed to generate document. Please try again.',
} as const;

/** Non-blank (whitespace only is refused) without trimming what is stored. */
function NotBlank(message: string): PropertyDecorator {
  return ValidateBy({ name: 'notBlank', validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0, defaultMessage: () => message } });
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class DocumentConfigDto {
  @ApiPropertyOptional({ enum: PRD_SECTIONS, isArray: true })
  @IsOptional()
  @IsIn(PRD_SECTIONS, { each: true, message: `prd_sections must be a list of: ${PRD_SECTIONS.join(', ')}` })
  @IsArray({ message: `prd_sections must be a list of: ${PRD_SECTIONS.join(', ')}` })
  prd_sections?: string[];

  @ApiPropertyOptional({ enum: DETAIL_LEVELS })
  @IsOptional()
  @IsIn(DETAIL_LEVELS, { message: `detail_level must be one of: ${DETAIL_LEVELS.join(', ')}` })
  detail_level?: string;

  @ApiPropertyOptional({ enum: ARCHITECTURE_APPROACHES })
  @IsOptional()
  @IsIn(ARCHITECTURE_APPROACHES, { message: `architecture_approach must be one of: ${ARCHITECTURE_APPROACHES.join(', ')}` })
  architecture_approach?: string;

  @IsOptional()
  @IsBoolean({ message: 'include_examples must be a boolean' })
  include_examples?: boolean;

  @ApiPropertyOptional({ enum: SPEC_FORMATS })
  @IsOptional()
  @IsIn(SPEC_FORMATS, { message: `spec_format must be one of: ${SPEC_FORMATS.join(', ')}` })
  spec_format?: string;

  @ApiPropertyOptional({ enum: SYSTEM_MESSAGE_TONES })
  @IsOptional()
  @IsIn(SYSTEM_MESSAGE_TONES, { message: `system_message_tone must be one of: ${SYSTEM_MESSAGE_TONES.join(', ')}` })
  system_message_tone?: string;

  @ApiPropertyOptional({ enum: SYSTEM_MESSAGE_PERSONAS })
  @IsOptional()
  @IsIn(SYSTEM_MESSAGE_PERSONAS, { message: `system_message_persona must be one of: ${SYSTEM_MESSAGE_PERSONAS.join(', ')}` })
  system_message_persona?: string;

  @ApiPropertyOptional({ enum: TECH_ANALYSIS_TYPES, isArray: true })
  @IsOptional()
  @IsIn(TECH_ANALYSIS_TYPES, { each: true, message: `tech_analysis_types must be a list of: ${TECH_ANALYSIS_TYPES.join(', ')}` })
  @IsArray({ message: `tech_analysis_types must be a list of: ${TECH_ANALYSIS_TYPES.join(', ')}` })
  tech_analysis_types?: string[];
}

export class GenerateDocumentDto {
  @ApiProperty({ enum: DOCUMENT_TYPES, default: 'PRD' })
  @IsOptional()
  @IsIn(DOCUMENT_TYPES, { message: DOCUMENT_MESSAGES.typeInvalid })
  document_type?: DocumentType;

  @Transform(trim)
  @MaxLength(MAX_SOURCE_CONTENT, { message: DOCUMENT_MESSAGES.sourceTooLong })
  @MinLength(1, { message: DOCUMENT_MESSAGES.sourceRequired })
  @IsString({ message: DOCUMENT_MESSAGES.sourceRequired })
  source_prompt_content: string;

  @Transform(trim)
  @MaxLength(200, { message: DOCUMENT_MESSAGES.titleTooLong })
  @MinLength(1, { message: DOCUMENT_MESSAGES.titleRequired })
  @IsString({ message: DOCUMENT_MESSAGES.titleRequired })
  title: string;

  /** A catalogue model id: when the caller has a key for its provider, the model writes the document through the gateway; otherwise the offline engine does. */
  @IsOptional()
  @MaxLength(100, { message: 'model must be a catalogue model id' })
  @IsString({ message: 'model must be a catalogue model id' })
  model?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => DocumentConfigDto)
  @IsObject({ message: 'config_options must be an object' })
  config_options?: DocumentConfigDto;
}

export class SaveDocumentDto {
  @Transform(trim)
  @MaxLength(200, { message: DOCUMENT_MESSAGES.titleTooLong })
  @MinLength(1, { message: DOCUMENT_MESSAGES.titleRequired })
  @IsString({ message: DOCUMENT_MESSAGES.titleRequired })
  title: string;

  @ApiProperty({ enum: DOCUMENT_TYPES })
  @IsIn(DOCUMENT_TYPES, { message: DOCUMENT_MESSAGES.typeInvalid })
  document_type: DocumentType;

  @MaxLength(MAX_DOCUMENT_CONTENT, { message: DOCUMENT_MESSAGES.contentTooLong })
  @NotBlank(DOCUMENT_MESSAGES.contentRequired)
  @IsString({ message: DOCUMENT_MESSAGES.contentRequired })
  content_markdown: string;
}


export class DocumentDto {
  id: string;
  title: string;
  @ApiProperty({ enum: DOCUMENT_TYPES })
  document_type: DocumentType;
  content_markdown: string;
  created_at: string;
  updated_at: string;
}

export class GenerateResultDto {
  /** The generated markdown (also the saved document's content). */
  content_markdown: string;
  document: DocumentDto;
  job_id: string;
}

export class DocumentationJobDto {
  id: string;
  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'] })
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** When failed: why. */
  error: string | null;
  /** When completed: the saved document (its content is the generated markdown). */
  @ApiProperty({ type: DocumentDto, nullable: true })
  document: DocumentDto | null;
  created_at: string;
  finished_at: string | null;
}

export class DependencyFileSummaryDto {
  name: string;
  ecosystem: string;
  dependencies: number;
}

export class DependencyAnalysisDto {
  @ApiProperty({ type: [DependencyFileSummaryDto] })
  files: DependencyFileSummaryDto[];
  /** Per ecosystem: runtimes, frameworks, direct/dev counts, unpinned and wildcard versions, duplications, licences. */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  ecosystems: Array<Record<string, unknown>>;
  /** One entry per selected analysis type: findings, and what needs a network database. */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  checks: Array<Record<string, unknown>>;
  /** The analysis prompt the web app places in the source field. */
  analysis_prompt: string;
}

export function toDocumentDto(document: Document): DocumentDto {
  return {
    id: document.id,
    title: document.title,
    document_type: document.documentType,
    content_markdown: document.contentMarkdown,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}

export function toJobDto(job: DocumentationJob): DocumentationJobDto {
  return {
    id: job.id,
    status: job.status,
    error: job.error ?? null,
    document: job.document && job.status === 'completed' ? toDocumentDto(job.document as Document) : null,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}
