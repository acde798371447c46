import type { components } from '@/api/schema.gen';

export type SecurityAnalysis = components['schemas']['SecurityAnalysisDto'];
export type DetectedRisk = components['schemas']['DetectedRiskDto'];
export type SecurityCheck = components['schemas']['SecurityCheckDto'];
export type ChecklistItem = components['schemas']['ChecklistItemDto'];
export type AnalyzeTextInput = components['schemas']['AnalyzeTextDto'];
export type ComplianceContext = NonNullable<AnalyzeTextInput['context']>;
export type SecurityTextType = NonNullable<AnalyzeTextInput['text_type']>;
export type ChecklistStandard = 'LGPD' | 'GDPR';
