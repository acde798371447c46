import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ENGINEERING_GOALS, ENGINEERING_MESSAGES, type EngineeringGoal, PROMPT_TOOL_MESSAGES, TARGET_IMPROVEMENTS, type TargetImprovement } from '@promptforge/prompt-engine';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_PROMPT_CHARS, MinTrimmedLength } from './prompt.dto';

const TOO_LONG = (field: string) => `${field} must be at most 100,000 characters long`;
const MODEL_INVALID = 'Model must be a model id';

// ------------------------------------------------------------------------------------------------ requests

/** `model`: a catalogue id to answer with that LLM; without it (or without a key for its provider) the offline engine answers. */
class ToolRequestDto {
  /** A model catalogue id. Omit for the offline engine. */
  @IsOptional()
  @IsString({ message: MODEL_INVALID })
  @MaxLength(100, { message: MODEL_INVALID })
  model?: string;
}

/** Tools that score a prompt take its system prompt too, so every tool scores it as analysis does. */
class ScoredToolRequestDto extends ToolRequestDto {
  /** The system prompt sent with the prompt. */
  @IsOptional()
  @IsString({ message: TOO_LONG('System prompt') })
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('System prompt') })
  systemPrompt?: string;
}

export class AnalyzePromptDto extends ToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Prompt content') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.promptContentRequired })
  promptContent: string;

  /** The system prompt sent with the prompt. */
  @IsOptional()
  @IsString({ message: TOO_LONG('Context') })
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Context') })
  context?: string;
}

export class VariationsRequestDto extends ScoredToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Prompt content') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.promptContentRequired })
  promptContent: string;

  /** Default performance. */
  @IsOptional()
  @IsIn(TARGET_IMPROVEMENTS, { message: PROMPT_TOOL_MESSAGES.targetImprovementInvalid })
  @ApiPropertyOptional({ enum: TARGET_IMPROVEMENTS, enumName: 'TargetImprovement' })
  targetImprovement?: TargetImprovement;
}

export class CheckContextDto extends ScoredToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Prompt content') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.promptContentRequired })
  promptContent: string;

  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Intended task') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.intendedTaskRequired })
  intendedTask: string;
}

export class DnaAnalysisDto extends ScoredToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Prompt content') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.promptContentRequired })
  promptContent: string;

  @IsOptional()
  @IsString({ message: 'Domain must be at most 200 characters long' })
  @MaxLength(200, { message: 'Domain must be at most 200 characters long' })
  domain?: string;
}

export class AssistantCoachingDto extends ScoredToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('User intent') })
  @MinTrimmedLength(1, { message: PROMPT_TOOL_MESSAGES.userIntentRequired })
  userIntent: string;

  @IsOptional()
  @IsString({ message: TOO_LONG('Current prompt') })
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Current prompt') })
  currentPrompt?: string;

  @IsOptional()
  @IsString({ message: TOO_LONG('Context') })
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Context') })
  context?: string;
}

/**
 * Prompt engineering (spec §3, §7): suggestions for a target model and a goal. `model` (optional, as on the other
 * tools) is the model that answers instead of the offline engine; `target_llm_model` is the one the prompt is for.
 */
export class EngineerSuggestionsDto extends ToolRequestDto {
  @MaxLength(MAX_PROMPT_CHARS, { message: TOO_LONG('Prompt content') })
  @MinTrimmedLength(1, { message: ENGINEERING_MESSAGES.promptRequired })
  prompt_content: string;

  /** A catalogue id (default gpt-4o); unknown or disabled → 400. */
  @IsOptional()
  @IsString({ message: MODEL_INVALID })
  @MaxLength(100, { message: MODEL_INVALID })
  target_llm_model?: string;

  /** Default clarity. */
  @IsOptional()
  @IsIn(ENGINEERING_GOALS, { message: ENGINEERING_MESSAGES.goalInvalid })
  @ApiPropertyOptional({ enum: ENGINEERING_GOALS, enumName: 'EngineeringGoal' })
  goal?: EngineeringGoal;
}

// ------------------------------------------------------------------------------------------------- results
// Fields marked "offline engine only" are measurements the offline engine makes; an LLM's answer leaves them out.

const IMPACTS = ['high', 'medium', 'low'];

export class PromptSuggestionDto {
  /** What the suggestion improves, e.g. clarity, context, efficiency. */
  type: string;

  @ApiProperty({ enum: IMPACTS })
  impact: 'high' | 'medium' | 'low';

  issue: string;

  suggestion: string;

  example: string;

  /** The check that failed (offline engine only). */
  check?: string;
}

export class CheckReportDto {
  id: string;
  title: string;
  dimension: string;
  weight: number;
  applicable: boolean;
  passed: boolean;
  /** 0–100. */
  score: number;
  detail: string;
}

export class PromptAnalysisResultDto {
  /** 0–100. */
  overallScore: number;
  /** 0–100. */
  clarityScore: number;
  /** 0–100. */
  contextScore: number;
  /** System prompt plus prompt, counted with the model's tokenizer (gpt-4o's when no model is given). */
  estimatedTokens: number;
  /** Whether estimatedTokens is exact (OpenAI models, through tiktoken). */
  tokensExact: boolean;
  /** The tokenizer that counted, e.g. `o200k_base`. */
  tokenizer: string;
  suggestions: PromptSuggestionDto[];
  strengths: string[];
  /** Every check with its score (offline engine only). */
  checks?: CheckReportDto[];
  /** `offline`, or the id of the model that answered. */
  engine: string;
}

export class VariationDto {
  id: string;
  changeType: string;
  /** 0 to 1. */
  confidence: number;
  expectedImprovement: string;
  content: string;
  /** The goal's score of the original, 0–100 (offline engine only). */
  scoreBefore?: number;
  /** The goal's score of this variation, 0–100 (offline engine only). */
  scoreAfter?: number;
  /** Checks failing on the original that pass on this variation (offline engine only). */
  fixedChecks?: string[];
}

export class VariationsResultDto {
  @ApiProperty({ enum: TARGET_IMPROVEMENTS, enumName: 'TargetImprovement' })
  targetImprovement: TargetImprovement;
  variations: VariationDto[];
  /** `offline`, or the id of the model that answered. */
  engine: string;
}

export class KeyTermDto {
  term: string;
  found: boolean;
}

export class ContextCheckResultDto {
  /** 0–100. */
  contextScore: number;
  /** contextScore ≥ 70. */
  isContextSufficient: boolean;
  missingContext: string[];
  suggestions: string[];
  /** The task type read from the intended task (offline engine only). */
  taskType?: string;
  /** The intended task's key terms and whether the prompt has them (offline engine only). */
  keyTerms?: KeyTermDto[];
  /** `offline`, or the id of the model that answered. */
  engine: string;
}

export class KeywordImpactDto {
  word: string;
  /** action, format, constraint, persona, vague or filler. */
  category: string;
  @ApiProperty({ enum: ['positive', 'negative'] })
  impact: 'positive' | 'negative';
  suggestion: string;
}

export class StructurePatternDto {
  /** e.g. role-task-format, few-shot, step-by-step, delimited-input, numbered-steps. */
  pattern: string;
  /** 0–100. */
  effectiveness: number;
  description: string;
  domain: string;
}

export class DnaResultDto {
  /** 0–100. */
  overallGeneticScore: number;
  dominantTraits: string[];
  keywordImpact: KeywordImpactDto[];
  structurePatterns: StructurePatternDto[];
  /** Beneficial patterns the prompt lacks. */
  improvementGenes: string[];
  /** The domain given, or the one read from the prompt. */
  domain: string;
  /** `offline`, or the id of the model that answered. */
  engine: string;
}

export class IntentAnalysisDto {
  /** code, summary, translation, classification, extraction, creative writing, Q&A, analysis, data transformation or general. */
  detectedIntent: string;
  /** 0 to 1. */
  confidence: number;
  missingElements: string[];
}

export class CoachingTipDto {
  area: string;
  tip: string;
  example: string;
}

export class CoachingResultDto {
  intentAnalysis: IntentAnalysisDto;
  suggestedPrompts: string[];
  coachingTips: CoachingTipDto[];
  realTimeAdvice: string[];
  /** `offline`, or the id of the model that answered. */
  engine: string;
}

export class EngineeringSuggestionDto {
  /** clarity, conciseness, creativity, factual, instruction, structure or model. */
  type: string;
  /** An exact substring of prompt_content (offline engine; a model's answer is checked and dropped otherwise). */
  original_segment: string;
  suggested_change: string;
  reasoning: string;
}

export class EngineeringResultDto {
  suggestions: EngineeringSuggestionDto[];
  improved_prompt_example: string;
  @ApiProperty({ enum: ENGINEERING_GOALS, enumName: 'EngineeringGoal' })
  goal: EngineeringGoal;
  target_llm_model: string;
  /** The goal's score of the input and of the improved prompt, 0–100 (offline engine only). */
  goal_score_before?: number;
  goal_score_after?: number;
  /** Tokens of the input and of the improved prompt with the target model's tokenizer. */
  tokens_before: number;
  tokens_after: number;
  /** claude, gpt, gemini, llama, deepseek, perplexity or other (offline engine only). */
  model_family?: string;
  /** `offline`, or the id of the model that answered. */
  engine: string;
}
