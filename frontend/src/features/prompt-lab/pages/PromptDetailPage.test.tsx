import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import type { AnalysisResult, VariationsResult } from '../api/types';
import { BAND_COLOR } from '../logic/score';
import { bodyOf, findToast, makePrompt, makeVersion, openPromptLab } from '../testing/open-prompt-lab';

jest.setTimeout(60_000);

const ID = 'p-1';
const v1 = makeVersion(1, 'Reply to the customer.', 'Initial version');
const v2 = makeVersion(2, 'Reply to the customer politely.', 'Updated prompt content');

function openDetail(routes: Parameters<typeof openPromptLab>[1] = {}) {
  return openPromptLab(`/prompt-lab/${ID}`, {
    'GET /api/prompts/p-1': makePrompt({ id: ID, content: v2.content, currentVersion: 2 }),
    'GET /api/prompts/p-1/versions': [v2, v1],
    ...routes,
  });
}

/** The open dialog with that title (jsdom gives every antd title the same test id, so the accessible name is unusable). */
async function findDialog(title: string): Promise<HTMLElement> {
  await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = screen.getAllByRole('dialog').find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

const contentBox = () => screen.getByRole('textbox', { name: 'Prompt content' });

const analysis: AnalysisResult = {
  overallScore: 84,
  clarityScore: 65,
  contextScore: 40,
  estimatedTokens: 12,
  tokensExact: true,
  tokenizer: 'o200k_base',
  suggestions: [{ type: 'structure', impact: 'high', issue: 'No output format', suggestion: 'Say what the answer looks like.', example: 'Answer as a list.' }],
  strengths: ['Starts with a clear task verb'],
  engine: 'offline',
} as AnalysisResult;

describe('PromptDetailPage', () => {
  preloadScreens();

  it("shows 'Prompt not found' for a missing prompt", async () => {
    openPromptLab('/prompt-lab/nope', { 'GET /api/prompts/nope': errorResponse(404, 'Prompt not found') });
    expect(await screen.findByText('Prompt not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Prompt Lab' })).toHaveAttribute('href', '/prompt-lab');
  });

  it('edits only in edit mode; Save Changes sends the note and goes back to view mode; Cancel restores', async () => {
    const api = openDetail({ 'PUT /api/prompts/p-1': makePrompt({ id: ID, content: 'Reply briefly.', currentVersion: 3 }) });
    await screen.findByRole('heading', { level: 1, name: 'Support reply' });
    expect(contentBox()).toBeDisabled();
    expect(screen.getByTestId('version-history')).toHaveClass('history');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(contentBox(), { target: { value: 'Something else' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(contentBox()).toHaveValue(v2.content);
    expect(contentBox()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(contentBox(), { target: { value: 'Reply briefly.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes');
    expect(within(dialog).getByRole('textbox', { name: 'Version note' })).toHaveAttribute('placeholder', 'Updated prompt content');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Prompt saved');
    const [put] = requestsTo(api.requests, 'PUT /api/prompts/p-1');
    expect(await bodyOf(put!)).toEqual({ content: 'Reply briefly.', systemPrompt: null, notes: 'Updated prompt content' });
    expect(contentBox()).toBeDisabled();
  });

  it('saves with the note the user types', async () => {
    const api = openDetail({ 'PUT /api/prompts/p-1': makePrompt({ id: ID, content: 'Reply briefly.', currentVersion: 3 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(contentBox(), { target: { value: 'Reply briefly.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Version note' }), { target: { value: 'Shorter replies' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Prompt saved');
    const [put] = requestsTo(api.requests, 'PUT /api/prompts/p-1');
    expect(await bodyOf(put!)).toMatchObject({ notes: 'Shorter replies' });
  });

  it('shows how many versions there are, and points to Settings → LLM Providers when no model can run', async () => {
    openDetail({ 'GET /api/models': [{ id: 'gpt-4o', name: 'GPT-4o', provider: 'openai', available: false }] });
    expect(await screen.findByTestId('version-count')).toHaveTextContent('2 versions');
    const hint = await screen.findByTestId('engine-key-hint');
    expect(within(hint).getByRole('link', { name: 'Settings → LLM Providers' })).toHaveAttribute('href', '/settings?tab=llm-providers');
  });

  it('blocks loading a version over unsaved edits and reverting while editing, with the spec toasts', async () => {
    const api = openDetail();
    await screen.findByRole('button', { name: 'Version 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(contentBox(), { target: { value: 'Unsaved text' } });
    await userEvent.click(screen.getByRole('button', { name: 'Version 1' }));
    expect(await findToast('Save current changes')).toHaveTextContent('Please save your current changes before loading a different version');
    expect(contentBox()).toHaveValue('Unsaved text');
    await userEvent.click(screen.getByRole('button', { name: 'Revert to version 1' }));
    expect(await findToast('Save current changes')).toHaveTextContent('Please save your current changes before reverting to a different version');
    expect(requestsTo(api.requests, 'PUT /api/prompts/p-1')).toHaveLength(0);
  });

  it("loads a version into the editor and reverts it with content and system prompt only: 'Version restored'", async () => {
    const api = openDetail({ 'PUT /api/prompts/p-1': makePrompt({ id: ID, content: v1.content, currentVersion: 3 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Version 1' }));
    expect(contentBox()).toHaveValue(v1.content);
    expect(screen.getByRole('button', { name: 'Version 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Revert to version 1' }));
    await findToast('Version restored');
    const [put] = requestsTo(api.requests, 'PUT /api/prompts/p-1');
    expect(await bodyOf(put!)).toEqual({ content: v1.content, systemPrompt: null });
  });

  it('shows each version\'s labels; moving production asks first, then sends the version', async () => {
    const api = openDetail({
      'GET /api/prompts/p-1/versions': [makeVersion(2, v2.content, v2.notes, ['latest']), makeVersion(1, v1.content, v1.notes, ['production'])],
      'PUT /api/prompts/p-1/labels/production': { label: 'production', version: 2, versionId: 'v-2', updatedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(await screen.findByTestId('label-1-production')).toHaveTextContent('production');
    expect(screen.getByTestId('label-2-latest')).toHaveTextContent('latest');

    await userEvent.click(screen.getByRole('button', { name: 'Label version 2' }));
    const dialog = await findDialog('Label version 2');
    expect(within(dialog).getByRole('textbox', { name: 'Label' })).toHaveValue('production');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set label' }));
    expect((await screen.findAllByText('Move production from v1 to v2?')).length).toBeGreaterThan(0);
    expect(requestsTo(api.requests, 'PUT /api/prompts/p-1/labels/production')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Move production' }));
    await findToast('Label set');
    const [put] = requestsTo(api.requests, 'PUT /api/prompts/p-1/labels/production');
    expect(await bodyOf(put!)).toEqual({ version: 2 });
  });

  it('refuses latest and a label outside the rule before sending anything', async () => {
    const api = openDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Label version 1' }));
    const dialog = await findDialog('Label version 1');
    const input = within(dialog).getByRole('textbox', { name: 'Label' });
    await userEvent.clear(input);
    await userEvent.type(input, 'latest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set label' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('latest always points at the newest version and moves by itself.');
    await userEvent.clear(input);
    await userEvent.type(input, 'Prod');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set label' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use 1 to 32 lower-case letters, digits and hyphens.');
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('compares two versions word by word, side by side and inline, with the token counts of both', async () => {
    openDetail({
      'POST /api/analyze-tokens': async (request: Request) => {
        const body = (await request.json()) as { text_to_analyze: string };
        const tokens = body.text_to_analyze.split(' ').length;
        return { results: [{ model: 'gpt-4o', estimated_cost: 0, cost_breakdown: { input_tokens: tokens, input_cost: 0, output_tokens: 0, output_cost: 0 }, tokenizer: 'o200k_base', exact: true }], optimization_tips: [] };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Compare versions/ }));
    const dialog = await findDialog('Compare versions');
    expect(within(within(dialog).getByTestId('diff-after')).getByText('politely', { exact: false }).tagName).toBe('INS');
    expect(await within(dialog).findByTestId('token-delta')).toHaveTextContent('4 → 5 tokens (+1 token, gpt-4o)');
    await userEvent.click(within(dialog).getByText('Inline'));
    expect(within(dialog).getByTestId('diff-inline')).toHaveTextContent('Reply to the customer politely.');
  });

  it("runs the analysis offline by default, names the engine and colours the scores by band", async () => {
    const api = openDetail({ 'POST /api/prompts/analyze': analysis });
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze Prompt' }));
    await findToast('Analysis Complete');
    const result = await screen.findByTestId('analysis-result');
    expect(within(result).getByTestId('result-engine')).toHaveTextContent('Offline analysis');
    expect(within(result).getByText('84')).toHaveStyle({ color: BAND_COLOR.good });
    expect(within(result).getByText('65')).toHaveStyle({ color: BAND_COLOR.fair });
    expect(within(result).getByText('40')).toHaveStyle({ color: BAND_COLOR.poor });
    expect(within(result).getByText('No output format')).toBeInTheDocument();
    expect(within(result).getByText('Starts with a clear task verb')).toBeInTheDocument();
    const [post] = requestsTo(api.requests, 'POST /api/prompts/analyze');
    expect(await bodyOf(post!)).toEqual({ promptContent: v2.content });
  });

  it('offers Offline and the runnable models as engines and sends the chosen model', async () => {
    const api = openDetail({ 'POST /api/prompts/analyze': { ...analysis, engine: 'gpt-4o' } });
    await screen.findByRole('heading', { level: 1, name: 'Support reply' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Engine' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Offline', 'GPT-4o', 'DeepSeek Chat']);
    await userEvent.click(screen.getByTitle('GPT-4o'));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Prompt' }));
    expect(await screen.findByTestId('result-engine')).toHaveTextContent('GPT-4o');
    const [post] = requestsTo(api.requests, 'POST /api/prompts/analyze');
    expect(await bodyOf(post!)).toMatchObject({ model: 'gpt-4o' });
  });

  it("'Use This' works only in edit mode", async () => {
    const variations: VariationsResult = {
      targetImprovement: 'performance',
      engine: 'offline',
      variations: [{ id: 'var-1', changeType: 'Add output format', confidence: 0.82, expectedImprovement: 'Overall 60 → 78 (+18)', content: 'Reply as a list.' }],
    };
    openDetail({ 'POST /api/prompts/variations': variations });
    await userEvent.click(await screen.findByRole('tab', { name: 'Variations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Variations' }));
    expect(await findToast('Variations Generated')).toHaveTextContent('1 variation generated');
    expect(screen.getByText('82% confidence')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use This' })).toBeDisabled();
    // The reason is reachable by keyboard: the wrapper takes focus and names it.
    expect(screen.getByLabelText(/Use This \(unavailable\): Click Edit first/)).toHaveAttribute('tabindex', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use This' }));
    expect(contentBox()).toHaveValue('Reply as a list.');
  });

  it("a tool failure shows the spec's title with the server's message", async () => {
    openDetail({ 'POST /api/prompts/dna-analysis': errorResponse(502, 'Server returned invalid response format') });
    await userEvent.click(await screen.findByRole('tab', { name: 'Prompt DNA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Analyze DNA' }));
    expect(await findToast('Analysis Failed')).toHaveTextContent('Server returned invalid response format');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze DNA' })).toBeEnabled());
  });
});
