import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateNested } from 'class-validator';
import {
  EDITOR_TARGETS,
  RULE_ACTIVATIONS,
  RULE_CONTENT_MAX,
  RULE_DESCRIPTION_MAX,
  RULE_GLOB_MAX,
  RULE_GLOBS_MAX,
  RULE_LINT_CHECKS,
  RULE_NAME_MAX,
  RULE_TARGET_SOFTWARE,
  type EditorTarget,
  type RuleActivation,
  type RuleLintCheck,
  type RuleLintSeverity,
  type RuleTargetSoftware,
} from '@promptforge/prompt-engine';
import { MinTrimmedLength } from '../../prompts/dto/prompt.dto';
import type { Rule } from '../rule.entity';

export const RULE_MESSAGES = {
  nameRequired: 'Rule name is required',
  nameTooLong: 'Rule name must be at most 120 characters long',
  contentRequired: 'Rule content is required',
  contentTooLong: 'Rule content must be at most 100,000 characters long',
  targetSoftware: `target_software must be one of: ${RULE_TARGET_SOFTWARE.join(', ')}`,
  activation: `activation must be one of: ${RULE_ACTIVATIONS.join(', ')}`,
  globs: `globs must be a list of at most ${RULE_GLOBS_MAX} patterns of 1 to ${RULE_GLOB_MAX} characters`,
  description: `description must be at most ${RULE_DESCRIPTION_MAX} characters long`,
  nameTaken: 'A rule with this name already exists.',
  notFound: 'Rule not found',
  lintContent: 'content must be a text of at most 100,000 characters',
  targets: `targets must list one or more of: ${EDITOR_TARGETS.join(', ')}`,
  ids: 'ids must be a list of rule ids',
  files: 'files must be a list of 1 to 200 files, each with a path and its text',
  filePath: 'Each file needs a path of 1 to 500 characters',
  fileContent: 'Each file needs its text, at most 1,000,000 characters',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);

class RuleFieldsDto {
  /** cursor.ai (default), windsurf, roo code, cline or other. */
  @IsOptional()
  @IsIn(RULE_TARGET_SOFTWARE, { message: RULE_MESSAGES.targetSoftware })
  @ApiProperty({ enum: RULE_TARGET_SOFTWARE, required: false })
  target_software?: RuleTargetSoftware;

  /** When editors apply the rule: always (default), globs (files matching `globs`), model (the agent decides from `description`), manual. */
  @IsOptional()
  @IsIn(RULE_ACTIVATIONS, { message: RULE_MESSAGES.activation })
  @ApiProperty({ enum: RULE_ACTIVATIONS, required: false })
  activation?: RuleActivation;

  /** File patterns (`src/components/*.tsx`, `docs/**`), for the globs activation. */
  @IsOptional()
  @Transform(trimEach)
  @MaxLength(RULE_GLOB_MAX, { each: true, message: RULE_MESSAGES.globs })
  @MinLength(1, { each: true, message: RULE_MESSAGES.globs })
  @IsString({ each: true, message: RULE_MESSAGES.globs })
  @ArrayMaxSize(RULE_GLOBS_MAX, { message: RULE_MESSAGES.globs })
  @IsArray({ message: RULE_MESSAGES.globs })
  globs?: string[];

  @IsOptional()
  @Transform(trim)
  @MaxLength(RULE_DESCRIPTION_MAX, { message: RULE_MESSAGES.description })
  @IsString({ message: RULE_MESSAGES.description })
  description?: string;
}

// class-validator runs a property's decorators bottom-up and stops at the first failure: presence checks go last.
export class CreateRuleDto extends RuleFieldsDto {
  /** 1 to 120 characters, trimmed; unique per user ignoring case. */
  @Transform(trim)
  @MaxLength(RULE_NAME_MAX, { message: RULE_MESSAGES.nameTooLong })
  @MinLength(1, { message: RULE_MESSAGES.nameRequired })
  @IsString({ message: RULE_MESSAGES.nameRequired })
  name: string;

  /** 1 to 100,000 characters, not only blanks. */
  @MaxLength(RULE_CONTENT_MAX, { message: RULE_MESSAGES.contentTooLong })
  @MinTrimmedLength(1, { message: RULE_MESSAGES.contentRequired })
  content: string;
}

/** Every field optional (the same body as create). */
export class UpdateRuleDto extends RuleFieldsDto {
  @IsOptional()
  @Transform(trim)
  @MaxLength(RULE_NAME_MAX, { message: RULE_MESSAGES.nameTooLong })
  @MinLength(1, { message: RULE_MESSAGES.nameRequired })
  @IsString({ message: RULE_MESSAGES.nameRequired })
  name?: string;

  @IsOptional()
  @MaxLength(RULE_CONTENT_MAX, { message: RULE_MESSAGES.contentTooLong })
  @MinTrimmedLength(1, { message: RULE_MESSAGES.contentRequired })
  content?: string;
}

export class LintRuleDto {
  /** The text to lint (nothing is saved). */
  @MaxLength(RULE_CONTENT_MAX, { message: RULE_MESSAGES.lintContent })
  @IsString({ message: RULE_MESSAGES.lintContent })
  content: string;
}

export class RuleLintFindingDto {
  @ApiProperty({ enum: ['high', 'medium', 'low'] })
  severity: RuleLintSeverity;

  @ApiProperty({ enum: Object.keys(RULE_LINT_CHECKS) })
  check: RuleLintCheck;

  /** 1-based line of the rule's text. */
  line: number;

  /** 1-based column (UTF-16 code units). */
  column: number;

  message: string;

  /** The line, with invisible characters shown as <U+XXXX>. */
  excerpt: string;

  fix: string;
}

export class RuleLintCountsDto {
  high: number;
  medium: number;
  low: number;
}

export class RuleLintResultDto {
  @ApiProperty({ type: [RuleLintFindingDto] })
  findings: RuleLintFindingDto[];

  counts: RuleLintCountsDto;

  @ApiProperty({ enum: ['high', 'medium', 'low'], nullable: true, type: String })
  highest: RuleLintSeverity | null;
}

export class RuleDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  content: string;

  @ApiProperty({ enum: RULE_TARGET_SOFTWARE })
  targetSoftware: RuleTargetSoftware;

  @ApiProperty({ enum: RULE_ACTIVATIONS })
  activation: RuleActivation;

  globs: string[];

  description: string;

  /** The security lint of the content as saved. */
  lint: RuleLintResultDto;

  createdAt: Date;

  updatedAt: Date;
}

export const RULE_TEMPLATE_CATEGORIES = ['Development', 'Frontend', 'Backend', 'Full-stack', 'JavaScript', 'AI Development', 'Universal'] as const;
export type RuleTemplateCategory = (typeof RULE_TEMPLATE_CATEGORIES)[number];

export class RuleTemplateDto {
  id: string;

  name: string;

  description: string;

  content: string;

  @ApiProperty({ enum: RULE_TARGET_SOFTWARE })
  targetSoftware: RuleTargetSoftware;

  @ApiProperty({ enum: RULE_TEMPLATE_CATEGORIES })
  category: RuleTemplateCategory;

  @ApiProperty({ enum: RULE_ACTIVATIONS })
  activation: RuleActivation;

  globs: string[];

  createdAt: Date;

  updatedAt: Date;
}

export class ExportRulesDto {
  /** The editors to write for: cursor, windsurf, devin, cline, roo, copilot, claude, agents. */
  @IsIn(EDITOR_TARGETS, { each: true, message: RULE_MESSAGES.targets })
  @ArrayMaxSize(EDITOR_TARGETS.length, { message: RULE_MESSAGES.targets })
  @ArrayMinSize(1, { message: RULE_MESSAGES.targets })
  @IsArray({ message: RULE_MESSAGES.targets })
  @ApiProperty({ enum: EDITOR_TARGETS, isArray: true })
  targets: EditorTarget[];

  /** Some of the caller's rules (default: all of them). */
  @IsOptional()
  @IsUUID('all', { each: true, message: RULE_MESSAGES.ids })
  @ArrayMaxSize(1000, { message: RULE_MESSAGES.ids })
  @IsArray({ message: RULE_MESSAGES.ids })
  ids?: string[];
}

export class EditorFileDto {
  @ApiProperty({ enum: EDITOR_TARGETS })
  target: EditorTarget;

  /** Relative to the repository root, with `/`. */
  path: string;

  content: string;

  /** The names of the rules in this file (several for CLAUDE.md and AGENTS.md). */
  rules: string[];

  /** E.g. Windsurf's 6,000-character limit. */
  warnings: string[];
}

export class ExportRulesResultDto {
  @ApiProperty({ type: [EditorFileDto] })
  files: EditorFileDto[];
}

export class RuleFileDto {
  /** The path in the repository or the upload's file name (`.cursor/rules/ts.mdc`, `repo/.clinerules/a.md`, `CLAUDE.md`…). */
  @MaxLength(500, { message: RULE_MESSAGES.filePath })
  @MinLength(1, { message: RULE_MESSAGES.filePath })
  @IsString({ message: RULE_MESSAGES.filePath })
  path: string;

  @MaxLength(1_000_000, { message: RULE_MESSAGES.fileContent })
  @IsString({ message: RULE_MESSAGES.fileContent })
  content: string;
}

export class ImportRulesDto {
  /** Uploaded rule files, or the files of a repository's ZIP (the web app unpacks it). */
  @ValidateNested({ each: true })
  @Type(() => RuleFileDto)
  @ArrayMaxSize(200, { message: RULE_MESSAGES.files })
  @ArrayMinSize(1, { message: RULE_MESSAGES.files })
  @IsArray({ message: RULE_MESSAGES.files })
  files: RuleFileDto[];
}

export class SkippedRuleFileDto {
  path: string;
  reason: string;
}

export class ImportRulesResultDto {
  @ApiProperty({ type: [RuleDto] })
  created: RuleDto[];

  @ApiProperty({ type: [SkippedRuleFileDto] })
  skipped: SkippedRuleFileDto[];
}

export function toRuleDto(rule: Rule): RuleDto {
  return {
    id: rule.id,
    name: rule.name,
    content: rule.content,
    targetSoftware: rule.targetSoftware,
    activation: rule.activation,
    globs: rule.globs,
    description: rule.description,
    lint: rule.lint,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}
