// Request validation shared by the API and the CLI, with the spec's messages (tool-screens §9, §8).

import { CHECKLIST_STANDARDS, COMPLIANCE_CONTEXTS, SECURITY_TEXT_TYPES, type ChecklistStandard, type ComplianceContext, type SecurityTextType } from './types';
import { SECURITY_MAX_TEXT_LENGTH } from './scan';

export const SECURITY_MESSAGES = {
  emptyText: 'Please enter text to analyze',
  textTooLong: `Text must be at most ${SECURITY_MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`,
  textType: `text_type must be one of: ${SECURITY_TEXT_TYPES.join(', ')}`,
  context: `context must be one of: ${COMPLIANCE_CONTEXTS.join(', ')}`,
  standard: `standard must be one of: ${CHECKLIST_STANDARDS.join(', ')}`,
} as const;

export interface SecurityRequest {
  text_content: string;
  text_type: SecurityTextType;
  context: ComplianceContext;
}

/** The first problem with a request, or null. The text type defaults to prompt and the context to General. */
export function validateSecurityRequest(body: { text_content?: unknown; text_type?: unknown; context?: unknown }): string | null {
  if (typeof body.text_content !== 'string' || body.text_content.trim() === '') return SECURITY_MESSAGES.emptyText;
  if (body.text_content.length > SECURITY_MAX_TEXT_LENGTH) return SECURITY_MESSAGES.textTooLong;
  if (body.text_type !== undefined && !SECURITY_TEXT_TYPES.includes(body.text_type as SecurityTextType)) return SECURITY_MESSAGES.textType;
  if (body.context !== undefined && !COMPLIANCE_CONTEXTS.includes(body.context as ComplianceContext)) return SECURITY_MESSAGES.context;
  return null;
}

export function validateChecklistStandard(standard: unknown): standard is ChecklistStandard {
  return CHECKLIST_STANDARDS.includes(standard as ChecklistStandard);
}
