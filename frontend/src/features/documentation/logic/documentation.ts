import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';
import type { DocumentConfig, DocumentDto, DocumentType, PrdSection, TechAnalysisType } from '../api/types';

/** Spec §9: the six document types (PRD first, the default). */
export const DOCUMENT_TYPES: readonly { value: DocumentType; label: string; hint: string }[] = [
  { value: 'PRD', label: 'Product Requirements (PRD)', hint: 'Introduction, user stories, requirements, acceptance criteria…' },
  { value: 'Architecture', label: 'Architecture', hint: 'Components, data flow, a diagram and trade-offs' },
  { value: 'Specs', label: 'Technical Specs', hint: 'API design, database schema, components or a test plan' },
  { value: 'SystemMessage', label: 'System Message', hint: 'A system prompt in a tone for a persona' },
  { value: 'API', label: 'API Documentation', hint: 'Endpoints, parameters, errors and examples' },
  { value: 'TechStack', label: 'Tech Stack Analysis', hint: 'From your dependency files' },
];
export const DEFAULT_TYPE: DocumentType = 'PRD';

export const PRD_SECTIONS: readonly { value: PrdSection; label: string }[] = [
  { value: 'introduction', label: 'Introduction' },
  { value: 'problem_statement', label: 'Problem Statement' },
  { value: 'user_stories', label: 'User Stories' },
  { value: 'requirements', label: 'Requirements' },
  { value: 'acceptance_criteria', label: 'Acceptance Criteria' },
  { value: 'technical_requirements', label: 'Technical Requirements' },
  { value: 'dependencies', label: 'Dependencies' },
  { value: 'success_metrics', label: 'Success Metrics' },
  { value: 'future_scope', label: 'Future Scope' },
];
export const DEFAULT_PRD_SECTIONS: readonly PrdSection[] = ['introduction', 'problem_statement', 'user_stories', 'requirements', 'acceptance_criteria'];

export const DETAIL_LEVELS = [
  { value: 'high', label: 'High level' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'detailed', label: 'Detailed' },
] as const;
export const ARCHITECTURE_APPROACHES = [
  { value: 'microservices', label: 'Microservices' },
  { value: 'monolithic', label: 'Monolithic' },
  { value: 'serverless', label: 'Serverless' },
  { value: 'event_driven', label: 'Event-driven' },
  { value: 'layered', label: 'Layered' },
] as const;
export const SPEC_FORMATS = [
  { value: 'api_design', label: 'API design' },
  { value: 'database_schema', label: 'Database schema' },
  { value: 'component_specs', label: 'Component specs' },
  { value: 'test_plan', label: 'Test plan' },
] as const;
export const TONES = [
  { value: 'professional', label: 'Professional' },
  { value: 'conversational', label: 'Conversational' },
  { value: 'technical', label: 'Technical' },
  { value: 'simplified', label: 'Simplified' },
] as const;
export const PERSONAS = [
  { value: 'product_manager', label: 'Product manager' },
  { value: 'developer', label: 'Developer' },
  { value: 'designer', label: 'Designer' },
  { value: 'end_user', label: 'End user' },
  { value: 'stakeholder', label: 'Stakeholder' },
] as const;
export const ANALYSIS_TYPES: readonly { value: TechAnalysisType; label: string }[] = [
  { value: 'dependencies', label: 'Dependencies' },
  { value: 'security', label: 'Security' },
  { value: 'performance', label: 'Performance' },
  { value: 'licensing', label: 'Licensing' },
  { value: 'updates', label: 'Updates' },
];

/** Spec §5: accepted upload extensions (plus build.gradle / build.gradle.kts and Gemfile, which have none of them). */
export const ACCEPTED_EXTENSIONS = ['.json', '.txt', '.xml', '.toml', '.mod', '.rb'] as const;
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, '.gradle', '.kts', 'Gemfile'].join(',');
export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 1024 * 1024;
export const SUPPORTED_FILES = 'package.json, requirements.txt, Gemfile, composer.json, pom.xml, build.gradle, Cargo.toml, go.mod';

/** Spec §4/§9: changing the type resets the configuration to that type's defaults. */
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

export function typeLabel(type: DocumentType): string {
  return DOCUMENT_TYPES.find((option) => option.value === type)?.label ?? type;
}

/** Spec §5: 'Input Required' and 'Title Required' before generating. */
export function generateError(source: string, title: string): ToastInput | null {
  if (source.trim() === '') return { title: 'Input Required', description: 'Please enter some content to generate the document.', variant: 'destructive' };
  if (title.trim() === '') return { title: 'Title Required', description: 'Please enter a title for your document.', variant: 'destructive' };
  return null;
}

/** Spec §5: saving needs content and a title. */
export function saveError(content: string, title: string): ToastInput | null {
  if (content.trim() === '') return { title: 'Content Required', description: 'Document content cannot be empty.', variant: 'destructive' };
  if (title.trim() === '') return { title: 'Title Required', description: 'Please enter a title for your document.', variant: 'destructive' };
  return null;
}

/** Spec §7: the title lower-cased with underscores for spaces, plus .md. */
export function exportFileName(title: string): string {
  return `${title.trim().toLowerCase().replace(/\s+/g, '_') || 'document'}.md`;
}

/** Spec §9: document cards show the first 200 characters. */
export function cardPreview(content: string): string {
  return content.length > 200 ? `${content.slice(0, 200)}…` : content;
}

/** Spec §5: the document search matches title or document_type, case-insensitively. */
export function filterDocuments(documents: readonly DocumentDto[], search: string): DocumentDto[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...documents];
  return documents.filter((doc) => doc.title.toLowerCase().includes(needle) || doc.document_type.toLowerCase().includes(needle));
}

/** Spec §9: upload sizes in KB. */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A file the server would refuse, said before uploading (name, type, size). */
export function fileProblem(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  const accepted = ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext)) || /(^|\/)build\.gradle(\.kts)?$/.test(lower) || lower === 'gemfile';
  if (!accepted) return `${file.name}: unsupported file type`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 1 MB.`;
  return null;
}

const message = (error: unknown) => (error instanceof ApiError ? serverMessage(error.body) : undefined);

/** Spec §8: the documents' toasts. */
export const DOCUMENT_TOASTS = {
  generated: (): ToastInput => ({ title: 'Document Generated', description: 'Your document is ready to edit and export.', variant: 'success' }),
  generateFailed: (error: unknown): ToastInput => ({ title: 'Error', description: validationMessage(error) ?? 'Failed to generate document. Please try again.', variant: 'destructive' }),
  saved: (): ToastInput => ({ title: 'Document Saved', description: 'Your changes are saved.', variant: 'success' }),
  saveFailed: (error: unknown): ToastInput => ({ title: 'Error', description: validationMessage(error) ?? 'Failed to save document. Please try again.', variant: 'destructive' }),
  deleted: (): ToastInput => ({ title: 'Document Deleted', description: 'The document was deleted.', variant: 'success' }),
  deleteFailed: (): ToastInput => ({ title: 'Error', description: 'Failed to delete document. Please try again.', variant: 'destructive' }),
  analyzed: (count: number): ToastInput => ({ title: 'Files Analyzed', description: `${count} ${count === 1 ? 'file' : 'files'} analyzed; the analysis prompt is in the source field.`, variant: 'success' }),
  analyzeFailed: (error: unknown): ToastInput => ({ title: 'Analysis Failed', description: message(error) ?? 'Failed to analyze dependency files.', variant: 'destructive' }),
  noFiles: (): ToastInput => ({ title: 'No Files Selected', description: 'Please select dependency files to analyze.', variant: 'destructive' }),
  noContent: (): ToastInput => ({ title: 'No Content', description: 'There is no content to export.', variant: 'destructive' }),
  exported: (fileName: string): ToastInput => ({ title: 'Export Successful', description: `Downloaded ${fileName}.`, variant: 'success' }),
  imported: (name: string): ToastInput => ({ title: 'Prompt Imported', description: `"${name}" is in the source field.`, variant: 'success' }),
};

/** A 4xx answer's own message (bad input the user can fix); other failures use the spec's generic text. */
function validationMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? message(error) : undefined;
}
