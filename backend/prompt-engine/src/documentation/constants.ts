// Documentation generator: the spec's types, options and defaults (tool-screens §9) and its messages (§5, §8).

export const DOCUMENT_TYPES = ['PRD', 'Architecture', 'Specs', 'SystemMessage', 'API', 'TechStack'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const PRD_SECTIONS = [
  'introduction',
  'problem_statement',
  'user_stories',
  'requirements',
  'acceptance_criteria',
  'technical_requirements',
  'dependencies',
  'success_metrics',
  'future_scope',
] as const;
export type PrdSection = (typeof PRD_SECTIONS)[number];
/** Spec §9: the sections up to acceptance_criteria are selected by default. */
export const DEFAULT_PRD_SECTIONS: readonly PrdSection[] = ['introduction', 'problem_statement', 'user_stories', 'requirements', 'acceptance_criteria'];

export const DETAIL_LEVELS = ['high', 'balanced', 'detailed'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

export const ARCHITECTURE_APPROACHES = ['microservices', 'monolithic', 'serverless', 'event_driven', 'layered'] as const;
export type ArchitectureApproach = (typeof ARCHITECTURE_APPROACHES)[number];

export const SPEC_FORMATS = ['api_design', 'database_schema', 'component_specs', 'test_plan'] as const;
export type SpecFormat = (typeof SPEC_FORMATS)[number];

export const SYSTEM_MESSAGE_TONES = ['professional', 'conversational', 'technical', 'simplified'] as const;
export type SystemMessageTone = (typeof SYSTEM_MESSAGE_TONES)[number];

export const SYSTEM_MESSAGE_PERSONAS = ['product_manager', 'developer', 'designer', 'end_user', 'stakeholder'] as const;
export type SystemMessagePersona = (typeof SYSTEM_MESSAGE_PERSONAS)[number];

export const TECH_ANALYSIS_TYPES = ['dependencies', 'security', 'performance', 'licensing', 'updates'] as const;
export type TechAnalysisType = (typeof TECH_ANALYSIS_TYPES)[number];

export interface DocumentConfig {
  prd_sections?: PrdSection[];
  detail_level?: DetailLevel;
  architecture_approach?: ArchitectureApproach;
  include_examples?: boolean;
  spec_format?: SpecFormat;
  system_message_tone?: SystemMessageTone;
  system_message_persona?: SystemMessagePersona;
  tech_analysis_types?: TechAnalysisType[];
}

/** Spec §9 defaults per type: what the configuration panel resets to when the type changes. */
export function defaultConfig(type: DocumentType): DocumentConfig {
  switch (type) {
    case 'PRD':
      return { prd_sections: [...DEFAULT_PRD_SECTIONS], detail_level: 'balanced' };
    case 'Architecture':
      return { architecture_approach: 'microservices', detail_level: 'balanced' };
    case 'Specs':
      return { spec_format: 'api_design', include_examples: true, detail_level: 'balanced' };
    case 'SystemMessage':
      return { system_message_tone: 'professional', system_message_persona: 'product_manager' };
    case 'API':
      return { include_examples: true, detail_level: 'balanced' };
    case 'TechStack':
      return { tech_analysis_types: ['dependencies'] };
  }
}

export const DOCUMENTATION_MESSAGES = {
  sourceRequired: 'Please enter some content to generate the document.',
  titleRequired: 'Please enter a title for your document.',
  typeInvalid: `document_type must be one of: ${DOCUMENT_TYPES.join(', ')}`,
  contentRequired: 'Document content cannot be empty.',
  filesRequired: 'Please select dependency files to analyze.',
} as const;

/** The marker a section carries when the source does not say enough to fill it. */
export const TO_DEFINE = 'to define';

export const DEFAULT_DETAIL_LEVEL: DetailLevel = 'balanced';
