// Shapes of the security scan (tool-screens §3 'detected risk', 'analysis result'), shared by the API, the web app
// and the CLI.

export type Severity = 'High' | 'Medium' | 'Low';
export type FindingCategory = 'pii' | 'secret' | 'injection' | 'unicode' | 'bias';
export type ComplianceContext = 'LGPD' | 'GDPR' | 'General';
export type SecurityTextType = 'prompt' | 'rule';
export type ChecklistStandard = 'LGPD' | 'GDPR';

export const COMPLIANCE_CONTEXTS: readonly ComplianceContext[] = ['LGPD', 'GDPR', 'General'];
export const SECURITY_TEXT_TYPES: readonly SecurityTextType[] = ['prompt', 'rule'];
export const CHECKLIST_STANDARDS: readonly ChecklistStandard[] = ['LGPD', 'GDPR'];
export const DEFAULT_COMPLIANCE_CONTEXT: ComplianceContext = 'General';
export const DEFAULT_CHECKLIST_STANDARD: ChecklistStandard = 'LGPD';

export interface Finding {
  severity: Severity;
  /** Entity type, e.g. CPF, EMAIL, SECRET, PROMPT_INJECTION. Also the redaction placeholder (`<CPF>`). */
  type: string;
  /** The detector that found it (the SARIF rule id), e.g. `pii/cpf`, `secret/openai`. */
  detector: string;
  category: FindingCategory;
  description: string;
  /** The exact text found: `text.slice(start, end)`. */
  segment: string;
  /** UTF-16 offsets, as JavaScript strings index. */
  start: number;
  end: number;
  confidence: number;
  suggestion: string;
}

export interface SecuritySeverityCounts {
  High: number;
  Medium: number;
  Low: number;
}

export interface SecurityAnalysis {
  overall_score: number;
  detected_risks: Finding[];
  compliance_suggestions: string[];
  summary: string;
  counts: SecuritySeverityCounts;
  pii_detected: boolean;
  bias_detected: boolean;
  context: ComplianceContext;
}

/** A candidate before overlap merging; `priority` ranks specificity (higher wins). */
export interface Candidate extends Finding {
  priority: number;
}
