import type { TaskProfile } from '../task-types';
import type { PromptDocument } from '../text/document';

export type CheckId =
  | 'role'
  | 'task-verb'
  | 'output-format'
  | 'constraints'
  | 'examples'
  | 'delimiters'
  | 'vague-language'
  | 'contradictions'
  | 'variables'
  | 'sentence-length'
  | 'negative-only'
  | 'filler'
  | 'repetition';

/** Which score a check feeds. */
export type Dimension = 'clarity' | 'context' | 'efficiency';

export type SuggestionType = 'clarity' | 'context' | 'structure' | 'specificity' | 'efficiency';

export interface CheckInput {
  doc: PromptDocument;
  /** The task type the prompt reads as: tailors examples ("You are a professional translator…"). */
  task: TaskProfile;
  /** Variable names declared outside the text (a variables list, front matter). */
  declaredVariables: readonly string[];
}

export interface Finding {
  /** False when the check does not apply (no input data to delimit, no variables): left out of the score. */
  applicable: boolean;
  /** 0–1. */
  score: number;
  passed: boolean;
  /** What is wrong, in terms of this prompt. Set when the check fails. */
  issue?: string;
  /** What is good, in terms of this prompt. Set when the check passes. */
  strength?: string;
  /** The words or lines that decided the result. */
  evidence: string[];
}

export interface Check {
  id: CheckId;
  title: string;
  dimension: Dimension;
  /** Weight within its dimension (each dimension's weights add up to 100). */
  weight: number;
  suggestionType: SuggestionType;
  /**
   * `presence` checks pass because the prompt has something (a role); `absence` checks pass because it lacks a
   * problem (no vague words). An absence is only reported as a strength once the prompt says enough for it to mean
   * something.
   */
  kind: 'presence' | 'absence';
  run(input: CheckInput): Finding;
  suggestion(finding: Finding, input: CheckInput): string;
  example(finding: Finding, input: CheckInput): string;
}

export function passed(strength: string, evidence: string[] = [], score = 1): Finding {
  return { applicable: true, score, passed: true, strength, evidence };
}

export function failed(score: number, issue: string, evidence: string[] = []): Finding {
  return { applicable: true, score, passed: false, issue, evidence };
}

export function notApplicable(): Finding {
  return { applicable: false, score: 1, passed: true, evidence: [] };
}
