import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';
import type { ChecklistItem, ComplianceContext, DetectedRisk, SecurityTextType } from '../api/types';

/** Spec §4/§9: 80 or more good, 60 to 79 some issues, below 60 significant issues. */
export const SCORE_GOOD = 80;
export const SCORE_FAIR = 60;

export type ScoreBand = 'good' | 'fair' | 'poor';

export function scoreBand(score: number): { band: ScoreBand; label: string } {
  if (score >= SCORE_GOOD) return { band: 'good', label: 'Good' };
  if (score >= SCORE_FAIR) return { band: 'fair', label: 'Some issues' };
  return { band: 'poor', label: 'Significant issues' };
}

export const TEXT_TYPES: Array<{ value: SecurityTextType; label: string }> = [
  { value: 'prompt', label: 'Prompt' },
  { value: 'rule', label: 'Rule' },
];

/** Spec §2: LGPD (Brazil), GDPR (EU), General; default General. */
export const CONTEXTS: Array<{ value: ComplianceContext; label: string }> = [
  { value: 'LGPD', label: 'LGPD (Brazil)' },
  { value: 'GDPR', label: 'GDPR (EU)' },
  { value: 'General', label: 'General' },
];
export const DEFAULT_CONTEXT: ComplianceContext = 'General';

export const NO_RISKS = 'No security risks detected.';
export const CHECKLIST_FAILED = 'Failed to load checklist. Please try again.';
export const NO_CHECKS = 'No security checks found. Start by analyzing a prompt or rule.';

/** Spec §8, security notices, word for word. */
export const SECURITY_TOASTS = {
  empty: (): ToastInput => ({ title: 'Error', description: 'Please enter text to analyze', variant: 'destructive' }),
  failed: (error: unknown): ToastInput => {
    // A 4xx names what was wrong (e.g. a prompt that no longer exists); anything else is the spec's sentence.
    const message = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? serverMessage(error.body) : undefined;
    return { title: 'Analysis failed', description: message ?? 'Failed to analyze the text. Please try again.', variant: 'destructive' };
  },
  complete: (score: number): ToastInput => ({
    title: 'Analysis complete',
    description: `Security score: ${score}/100`,
    variant: score < SCORE_GOOD ? 'destructive' : 'success',
  }),
  copied: (): ToastInput => ({ title: 'Copied', description: 'The redacted text is on the clipboard.', variant: 'success' }),
};

export interface TextPiece {
  text: string;
  risk?: DetectedRisk;
  /** For hidden Unicode: what to show instead of the invisible characters. */
  label?: string;
}

/** Code points of hidden characters, shown in place of the characters themselves (a bidi control would reorder the page). */
export function codePoints(segment: string): string {
  return [...segment].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
}

/** The text cut into plain pieces and findings, in order (a finding overlapping an earlier one is skipped). */
export function highlightPieces(text: string, risks: readonly DetectedRisk[]): TextPiece[] {
  const sorted = [...risks].filter((r) => r.start >= 0 && r.end <= text.length && r.start < r.end).sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const risk of sorted) {
    if (risk.start < at) continue;
    if (risk.start > at) pieces.push({ text: text.slice(at, risk.start) });
    const segment = text.slice(risk.start, risk.end);
    pieces.push(risk.category === 'unicode' ? { text: segment, risk, label: `⟦${codePoints(segment)}⟧` } : { text: segment, risk });
    at = risk.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

export const isRedactable = (risk: Pick<DetectedRisk, 'category'>) => risk.category === 'pii' || risk.category === 'secret' || risk.category === 'unicode';

/** Each personal-data finding and credential replaced by its typed placeholder (`<CPF>`, `<EMAIL>`), hidden Unicode removed. */
export function redactText(text: string, risks: readonly DetectedRisk[]): string {
  let out = '';
  let at = 0;
  for (const risk of [...risks].filter(isRedactable).sort((a, b) => a.start - b.start)) {
    if (risk.start < at) continue;
    out += text.slice(at, risk.start) + (risk.category === 'unicode' ? '' : `<${risk.type}>`);
    at = risk.end;
  }
  return out + text.slice(at);
}

/** Whether an automated checklist item passes for the analysed findings (null for manual items). */
export function itemPasses(item: Pick<ChecklistItem, 'automated' | 'fails_on'>, risks: readonly Pick<DetectedRisk, 'type' | 'category'>[]): boolean | null {
  if (!item.automated) return null;
  return !risks.some((risk) => item.fails_on.includes(risk.type) || item.fails_on.includes(risk.category));
}

/** Items grouped by category, in the order the categories first appear. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): Array<{ category: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()].map(([category, list]) => ({ category, items: list }));
}

export const riskCountLabel = (count: number) => (count === 0 ? 'No issues' : `${count} ${count === 1 ? 'risk' : 'risks'}`);

export const contextLabel = (context: ComplianceContext) => CONTEXTS.find((c) => c.value === context)?.label ?? context;
export const textTypeLabel = (type: SecurityTextType) => TEXT_TYPES.find((t) => t.value === type)?.label ?? type;
