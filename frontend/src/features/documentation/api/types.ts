import type { components } from '@/api/schema.gen';

export type DocumentDto = components['schemas']['DocumentDto'];
export type DocumentType = DocumentDto['document_type'];
export type DocumentConfig = components['schemas']['DocumentConfigDto'];
export type GenerateRequest = components['schemas']['GenerateDocumentDto'];
export type GenerateResult = components['schemas']['GenerateResultDto'];
export type DocumentationJob = components['schemas']['DocumentationJobDto'];
export type DependencyAnalysis = components['schemas']['DependencyAnalysisDto'];
export type SaveDocumentInput = components['schemas']['SaveDocumentDto'];
export type PrdSection = NonNullable<DocumentConfig['prd_sections']>[number];
export type TechAnalysisType = NonNullable<DocumentConfig['tech_analysis_types']>[number];
