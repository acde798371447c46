import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { bodyOf, findToast, makePrompt, openPromptLab } from '@/features/prompt-lab/testing/open-prompt-lab';
import type { DocumentDto } from '../api/types';

const XSS = '# Plan\n\n<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>\n\n[click me](javascript:window.__xss=3)\n\n| A | B |\n| --- | --- |\n| 1 | 2 |';
const DOC: DocumentDto = { id: '5d7f6c2e-5a4d-4c3b-9a1e-2f3d4c5b6a70', title: 'Billing PRD', document_type: 'PRD', content_markdown: XSS, created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const ARCH: DocumentDto = { ...DOC, id: '6d7f6c2e-5a4d-4c3b-9a1e-2f3d4c5b6a70', title: 'Gateway', document_type: 'Architecture', content_markdown: 'x'.repeat(300) };

const open = (routes: Parameters<typeof openPromptLab>[1] = {}) => openPromptLab('/products/documentation-generator', { 'GET /api/prompts': [makePrompt()], 'GET /api/documentation': [DOC, ARCH], ...routes });

jest.setTimeout(60_000);

describe('DocumentationGeneratorPage', () => {
  preloadScreens();
  beforeAll(() => {
    // CodeMirror measures text; jsdom has no layout.
    const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = rects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });

  it('refuses to generate without source or title (spec toasts), sending nothing', async () => {
    const api = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Document' }));
    expect(await findToast('Input Required')).toHaveTextContent('Please enter some content to generate the document.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Source description' }), 'Users can export reports.');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await findToast('Title Required')).toHaveTextContent('Please enter a title for your document.');
    expect(requestsTo(api.requests, 'POST /api/documentation/generate')).toHaveLength(0);
  });

  it('changing the type resets the configuration to its defaults', async () => {
    open();
    const sections = await screen.findByRole('group', { name: 'Sections' });
    expect(within(sections).getByRole('checkbox', { name: 'Introduction' })).toBeChecked();
    expect(within(sections).getByRole('checkbox', { name: 'Success Metrics' })).not.toBeChecked();
    await userEvent.click(within(sections).getByRole('checkbox', { name: 'Introduction' }));
    await userEvent.click(screen.getByText('Architecture', { selector: 'span' }));
    expect(screen.getByText('Microservices')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Product Requirements (PRD)', { selector: 'span' }));
    expect(within(screen.getByRole('group', { name: 'Sections' })).getByRole('checkbox', { name: 'Introduction' })).toBeChecked();
  });

  it('generates with the type config, goes to Edit & Export, renders the preview safely and exports', async () => {
    const api = open({ 'POST /api/documentation/generate': { content_markdown: XSS, document: DOC, job_id: DOC.id } });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Billing PRD');
    await userEvent.type(screen.getByRole('textbox', { name: 'Source description' }), 'Users can export reports.');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Document' }));
    expect(await findToast('Document Generated')).toBeInTheDocument();
    const [request] = requestsTo(api.requests, 'POST /api/documentation/generate');
    expect(await bodyOf(request)).toEqual({
      document_type: 'PRD',
      title: 'Billing PRD',
      source_prompt_content: 'Users can export reports.',
      config_options: { prd_sections: ['introduction', 'problem_statement', 'user_stories', 'requirements', 'acceptance_criteria'], detail_level: 'balanced' },
    });
    const preview = await screen.findByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Plan' })).toBeInTheDocument();
    expect(within(preview).getByRole('table')).toBeInTheDocument();
    expect(preview.querySelector('img, script')).toBeNull();
    const link = within(preview).getByText('click me');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();

    const createObjectURL = jest.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Export Markdown/ }));
    expect(await findToast('Export Successful')).toHaveTextContent('billing_prd.md');
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('billing_prd.md');
  });

  it('My Documents: cards with 200-character previews, search by title or type, edit, delete with confirmation', async () => {
    const api = open({ [`DELETE /api/documentation/${ARCH.id}`]: new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByRole('tab', { name: 'My Documents' }));
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(`${'x'.repeat(200)}…`)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search documents' }), 'architecture');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search documents' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search documents' }), 'nothing like it');
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search documents' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gateway' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Document');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Gateway"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Document Deleted')).toBeInTheDocument();
    expect(requestsTo(api.requests, `DELETE /api/documentation/${ARCH.id}`)).toHaveLength(1);

    const firstCard = within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem')[0];
    await userEvent.click(within(firstCard).getByRole('button', { name: 'Edit Document' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Billing PRD'));
  });
});
