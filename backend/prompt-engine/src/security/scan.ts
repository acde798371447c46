// The security scan: every detector, overlap merging, the score, the summary and the compliance suggestions of the
// chosen context. Deterministic: the same text and context always give the same result.

import { detectBias } from './bias';
import { detectInjection, detectUnicode } from './injection';
import { detectPii } from './pii';
import { detectSecrets } from './secrets';
import { complianceSuggestions } from './suggestions';
import type { Candidate, ComplianceContext, Finding, SecurityAnalysis, SecuritySeverityCounts, Severity } from './types';

/** Points each finding takes from 100 (the score's floor is 0). Documented in the engine README. */
export const SEVERITY_PENALTY: Record<Severity, number> = { High: 20, Medium: 10, Low: 4 };
export const GOOD_SECURITY_SCORE = 80;
export const FAIR_SECURITY_SCORE = 60;
/** Longest text the scan accepts (characters). */
export const SECURITY_MAX_TEXT_LENGTH = 200_000;

const SEVERITY_ORDER: Record<Severity, number> = { High: 0, Medium: 1, Low: 2 };

/** Every finding in the text, overlaps merged: the most specific type wins, then the longer span, then confidence. */
export function detectAll(text: string): Finding[] {
  const candidates: Candidate[] = [...detectSecrets(text), ...detectUnicode(text), ...detectPii(text), ...detectInjection(text), ...detectBias(text)];
  return mergeOverlaps(candidates, text);
}

export function mergeOverlaps(candidates: Candidate[], text: string): Finding[] {
  const ranked = [...candidates].sort(
    (a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start) || b.confidence - a.confidence || a.start - b.start || a.detector.localeCompare(b.detector),
  );
  const kept: Candidate[] = [];
  for (const candidate of ranked) {
    const clash = kept.find((k) => candidate.start < k.end && k.start < candidate.end);
    if (clash) {
      // Two phrase findings of one kind (e.g. two injection patterns) become one span covering both.
      if (clash.category === candidate.category && (candidate.category === 'injection' || candidate.category === 'bias') && clash.type === candidate.type) {
        clash.start = Math.min(clash.start, candidate.start);
        clash.end = Math.max(clash.end, candidate.end);
      }
      continue;
    }
    kept.push({ ...candidate });
  }
  kept.sort((a, b) => a.start - b.start || a.end - b.end);
  // Phrase findings of one type in the same sentence, a few words apart, are one phrase ("You are DAN, which stands
  // for Do Anything Now").
  const joined: Candidate[] = [];
  for (const f of kept) {
    const last = joined[joined.length - 1];
    if (last && f.category === 'injection' && last.type === f.type && f.start - last.end <= 40 && !/[.!?;\n]/.test(text.slice(last.end, f.start))) {
      last.end = Math.max(last.end, f.end);
      continue;
    }
    joined.push(f);
  }
  return joined.map(({ priority: _priority, ...finding }) => ({ ...finding, segment: text.slice(finding.start, finding.end) }));
}

export function scoreOf(findings: Pick<Finding, 'severity'>[]): number {
  const penalty = findings.reduce((sum, f) => sum + SEVERITY_PENALTY[f.severity], 0);
  return Math.max(0, 100 - penalty);
}

export function countBySeverity(findings: Pick<Finding, 'severity'>[]): SecuritySeverityCounts {
  const counts: SecuritySeverityCounts = { High: 0, Medium: 0, Low: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

export interface ScanOptions {
  context?: ComplianceContext;
}

export function analyzeSecurity(text: string, options: ScanOptions = {}): SecurityAnalysis {
  const context = options.context ?? 'General';
  const found = detectAll(text);
  // segments recomputed from the final spans (merged phrase findings grew)
  const findings = found.map((f) => ({ ...f, segment: text.slice(f.start, f.end) }));
  const counts = countBySeverity(findings);
  const overall = scoreOf(findings);
  const pii = findings.some((f) => f.category === 'pii');
  const biasFound = findings.some((f) => f.category === 'bias');
  return {
    overall_score: overall,
    detected_risks: [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.start - b.start),
    compliance_suggestions: complianceSuggestions(text, findings, context),
    summary: summarize(findings, overall, context),
    counts,
    pii_detected: pii,
    bias_detected: biasFound,
    context,
  };
}

const CATEGORY_LABEL: Record<string, [string, string]> = {
  pii: ['personal-data finding', 'personal-data findings'],
  secret: ['credential', 'credentials'],
  injection: ['prompt-injection or jailbreak phrase', 'prompt-injection or jailbreak phrases'],
  unicode: ['hidden-Unicode finding', 'hidden-Unicode findings'],
  bias: ['biased phrase', 'biased phrases'],
};

function summarize(findings: Finding[], score: number, context: ComplianceContext): string {
  if (findings.length === 0) return `No security risks detected for the ${context === 'General' ? 'general' : context} context.`;
  const parts: string[] = [];
  for (const category of ['secret', 'pii', 'injection', 'unicode', 'bias']) {
    const n = findings.filter((f) => f.category === category).length;
    if (n) parts.push(`${n} ${CATEGORY_LABEL[category][n === 1 ? 0 : 1]}`);
  }
  const band = score >= GOOD_SECURITY_SCORE ? 'minor issues' : score >= FAIR_SECURITY_SCORE ? 'some issues' : 'significant issues';
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Found ${list}: ${band} (score ${score}/100).`;
}

/** Types whose text `redact` replaces with a typed placeholder. */
export function isRedactable(finding: Pick<Finding, 'category'>): boolean {
  return finding.category === 'pii' || finding.category === 'secret' || finding.category === 'unicode';
}

/**
 * The text with each personal-data finding and credential replaced by its typed placeholder (`<CPF>`, `<EMAIL>`,
 * `<SECRET>`) and hidden Unicode removed. Injection and bias phrases are left for the author to rewrite.
 */
export function redact(text: string, findings: Finding[] = detectAll(text)): string {
  const spans = findings.filter(isRedactable).sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const f of spans) {
    if (f.start < at) continue;
    out += text.slice(at, f.start) + (f.category === 'unicode' ? '' : `<${f.type}>`);
    at = f.end;
  }
  return out + text.slice(at);
}

/** 1-based line and column (UTF-16 code units, as SARIF's default) of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
