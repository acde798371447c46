import { ApiError } from '@/api/errors';
import { cardPreview, defaultConfig, DOCUMENT_TOASTS, exportFileName, fileProblem, filterDocuments, generateError, saveError, sizeInKb } from './documentation';

const doc = (title: string, document_type: 'PRD' | 'Architecture') => ({ id: title, title, document_type, content_markdown: '', created_at: '', updated_at: '' });

describe('documentation logic', () => {
  it('defaults per type (spec §9), PRD with the first five sections', () => {
    expect(defaultConfig('PRD')).toEqual({ prd_sections: ['introduction', 'problem_statement', 'user_stories', 'requirements', 'acceptance_criteria'], detail_level: 'balanced' });
    expect(defaultConfig('Architecture').architecture_approach).toBe('microservices');
    expect(defaultConfig('Specs')).toMatchObject({ spec_format: 'api_design', include_examples: true });
    expect(defaultConfig('SystemMessage')).toEqual({ system_message_tone: 'professional', system_message_persona: 'product_manager' });
    expect(defaultConfig('TechStack')).toEqual({ tech_analysis_types: ['dependencies'] });
  });

  it('validation toasts of spec §5', () => {
    expect(generateError(' ', 'T')).toMatchObject({ title: 'Input Required', description: 'Please enter some content to generate the document.' });
    expect(generateError('x', ' ')).toMatchObject({ title: 'Title Required', description: 'Please enter a title for your document.' });
    expect(generateError('x', 'T')).toBeNull();
    expect(saveError('', 'T')).toMatchObject({ title: 'Content Required', description: 'Document content cannot be empty.' });
    expect(saveError('x', '')).toMatchObject({ title: 'Title Required' });
  });

  it('export name: lower case, underscores for spaces, .md', () => {
    expect(exportFileName('TaskPilot  Product Spec')).toBe('taskpilot_product_spec.md');
  });

  it('cards preview 200 characters; search matches title or type', () => {
    expect(cardPreview('a'.repeat(250))).toBe(`${'a'.repeat(200)}…`);
    const docs = [doc('Billing PRD', 'PRD'), doc('Gateway', 'Architecture')];
    expect(filterDocuments(docs, 'arch').map((d) => d.title)).toEqual(['Gateway']);
    expect(filterDocuments(docs, 'billing').map((d) => d.title)).toEqual(['Billing PRD']);
    expect(filterDocuments(docs, '').length).toBe(2);
  });

  it('files: sizes in KB, refused types and sizes said before upload', () => {
    expect(sizeInKb(2048)).toBe('2.0 KB');
    expect(fileProblem({ name: 'package.json', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'build.gradle', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'Gemfile', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'setup.py', size: 10 })).toBe('setup.py: unsupported file type');
    expect(fileProblem({ name: 'go.mod', size: 2 * 1024 * 1024 })).toBe('go.mod is larger than 1 MB.');
  });

  it('failure toasts: spec text unless the server names bad input', () => {
    expect(DOCUMENT_TOASTS.generateFailed(new Error('x')).description).toBe('Failed to generate document. Please try again.');
    expect(DOCUMENT_TOASTS.generateFailed(new ApiError(500, 'x', { message: 'boom' })).description).toBe('Failed to generate document. Please try again.');
    expect(DOCUMENT_TOASTS.generateFailed(new ApiError(400, 'x', { message: 'Please enter a title for your document.' })).description).toBe('Please enter a title for your document.');
    expect(DOCUMENT_TOASTS.analyzeFailed(new Error('x'))).toMatchObject({ title: 'Analysis Failed', description: 'Failed to analyze dependency files.' });
  });
});
