// Request and result shapes. Field names follow the spec (tool-screens §3 and §7); extra fields are additions the
// spec does not forbid (`engine`, the per-check report, measured scores behind each variation).

import type { CheckId, Dimension, SuggestionType } from './checks/check';
import type { TaskTypeId } from './task-types';
import type { TargetImprovement } from './validation';

export type { CheckId, Dimension, SuggestionType, TaskTypeId, TargetImprovement };

/** Which engine produced a result: always 'offline' here (the backend puts the model id when an LLM answered). */
export type OfflineEngine = 'offline';

export type Impact = 'high' | 'medium' | 'low';

// ------------------------------------------------------------------------------------------------ requests

export interface AnalyzePromptRequest {
  promptContent: string;
  /** The system prompt sent with the prompt. */
  context?: string;
  /** Catalogue id whose tokenizer counts estimatedTokens (default gpt-4o). */
  model?: string;
  /** Variable names declared outside the text (e.g. the front matter of a prompt file). */
  variables?: readonly string[];
}

export interface VariationsRequest {
  promptContent: string;
  /** performance (default), clarity, context or specificity. */
  targetImprovement?: TargetImprovement;
  variables?: readonly string[];
  /** The system prompt sent with the prompt: every tool scores prompt and system prompt together, as analysis does. */
  systemPrompt?: string;
}

export interface ContextCheckRequest {
  promptContent: string;
  intendedTask: string;
  /** The system prompt sent with the prompt: every tool scores prompt and system prompt together, as analysis does. */
  systemPrompt?: string;
}

export interface DnaRequest {
  promptContent: string;
  domain?: string;
  /** The system prompt sent with the prompt: every tool scores prompt and system prompt together, as analysis does. */
  systemPrompt?: string;
}

export interface CoachingRequest {
  userIntent: string;
  currentPrompt?: string;
  context?: string;
  /** The system prompt sent with the prompt: every tool scores prompt and system prompt together, as analysis does. */
  systemPrompt?: string;
}

// -------------------------------------------------------------------------------------------------- analysis

export interface PromptSuggestion {
  type: SuggestionType;
  impact: Impact;
  issue: string;
  suggestion: string;
  example: string;
  /** The check that failed. */
  check: CheckId;
}

export interface CheckReport {
  id: CheckId;
  title: string;
  dimension: Dimension;
  /** Weight within its dimension. */
  weight: number;
  applicable: boolean;
  passed: boolean;
  /** 0–100. */
  score: number;
  /** The issue when failed, the strength when passed, '' when not applicable. */
  detail: string;
}

export interface PromptAnalysisResult {
  overallScore: number;
  clarityScore: number;
  contextScore: number;
  /** Token count of the system prompt plus the prompt with the model's tokenizer. */
  estimatedTokens: number;
  /** True when estimatedTokens is exact (OpenAI models through tiktoken). */
  tokensExact: boolean;
  /** The tokenizer used, e.g. 'o200k_base' or 'estimate: o200k_base × 1.12'. */
  tokenizer: string;
  suggestions: PromptSuggestion[];
  strengths: string[];
  checks: CheckReport[];
  engine: OfflineEngine;
}

// ------------------------------------------------------------------------------------------------ variations

export interface Variation {
  id: string;
  changeType: string;
  /** 0–1, measured on the rewrite: the goal's lost points it won back, weighted by how sure each kind of fix is. */
  confidence: number;
  /** Measured, e.g. "Clarity 41 → 86 (+45)". */
  expectedImprovement: string;
  content: string;
  /** The goal score of the original and of this variation, 0–100. */
  scoreBefore: number;
  scoreAfter: number;
  /** Checks that failed on the original and pass on this variation. */
  fixedChecks: CheckId[];
}

export interface VariationsResult {
  targetImprovement: TargetImprovement;
  variations: Variation[];
  engine: OfflineEngine;
}

// --------------------------------------------------------------------------------------------- context check

export interface KeyTerm {
  term: string;
  found: boolean;
}

export interface ContextCheckResult {
  contextScore: number;
  isContextSufficient: boolean;
  missingContext: string[];
  suggestions: string[];
  /** The task type read from the intended task. */
  taskType: TaskTypeId;
  keyTerms: KeyTerm[];
  engine: OfflineEngine;
}

// ------------------------------------------------------------------------------------------------------- DNA

export type KeywordCategory = 'action' | 'format' | 'constraint' | 'persona' | 'vague' | 'filler';

export interface KeywordImpact {
  word: string;
  category: KeywordCategory;
  /** Whether the word helps or hurts the prompt. */
  impact: 'positive' | 'negative';
  suggestion: string;
}

export type StructurePatternId =
  | 'role-task-format'
  | 'few-shot'
  | 'step-by-step'
  | 'delimited-input'
  | 'numbered-steps'
  | 'labelled-sections';

export interface StructurePattern {
  pattern: StructurePatternId;
  /** 0–100: how completely the prompt realises the pattern. */
  effectiveness: number;
  description: string;
  domain: string;
}

export interface DnaResult {
  overallGeneticScore: number;
  dominantTraits: string[];
  keywordImpact: KeywordImpact[];
  structurePatterns: StructurePattern[];
  /** Beneficial patterns this prompt lacks, each with how to add it. */
  improvementGenes: string[];
  /** The domain given, or the one read from the prompt. */
  domain: string;
  engine: OfflineEngine;
}

// -------------------------------------------------------------------------------------------------- coaching

/** The nine intents of the spec plus 'reply', or 'general' when the words point to none. */
export type DetectedIntent = TaskTypeId;

export interface IntentAnalysis {
  detectedIntent: DetectedIntent;
  /** 0–1. */
  confidence: number;
  missingElements: string[];
}

export interface CoachingTip {
  area: string;
  tip: string;
  example: string;
}

export interface CoachingResult {
  intentAnalysis: IntentAnalysis;
  suggestedPrompts: string[];
  coachingTips: CoachingTip[];
  realTimeAdvice: string[];
  engine: OfflineEngine;
}
