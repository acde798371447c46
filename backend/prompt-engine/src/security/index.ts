export * from './types';
export { analyzeSecurity, countBySeverity, detectAll, FAIR_SECURITY_SCORE, GOOD_SECURITY_SCORE, isRedactable, lineColumn, mergeOverlaps, redact, scoreOf, SECURITY_MAX_TEXT_LENGTH, SEVERITY_PENALTY } from './scan';
export { checklistItemPasses, COMPLIANCE_CHECKLISTS, complianceChecklist, type ChecklistItem } from './checklist';
export { securityScanToSarif, type SarifFileResult } from './sarif';
export { SECURITY_MESSAGES, validateSecurityRequest, validateChecklistStandard, type SecurityRequest } from './validation';
export * as securityChecksums from './checksums';
