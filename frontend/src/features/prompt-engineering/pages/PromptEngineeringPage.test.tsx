import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { bodyOf, findToast, makeModel, makePrompt, openPromptLab } from '@/features/prompt-lab/testing/open-prompt-lab';
import type { EngineeringResult } from '../api/types';

const CATALOGUE = [makeModel('claude-sonnet-4-6', 'Claude Sonnet 4.6'), makeModel('gpt-4o', 'GPT-4o')];
const SAVED = makePrompt({ content: 'Please write a good summary of the text below, thanks.' });
const OTHER = makePrompt({ id: '1b7f6c2e-5a4d-4c3b-9a1e-2f3d4c5b6a71', name: 'Release notes', description: '', content: 'N'.repeat(120) });

const RESULT: EngineeringResult = {
  goal: 'conciseness',
  suggestions: [
    { type: 'conciseness', original_segment: 'Please ', suggested_change: 'Drop the courtesy word.', reasoning: 'It costs tokens and changes nothing.' },
    { type: 'clarity', original_segment: 'good summary', suggested_change: 'Say how long: a 3-sentence summary.', reasoning: '"good" is vague.' },
  ],
  improved_prompt_example: 'Write a 3-sentence summary of the text below.',
  target_llm_model: 'gpt-4o',
  goal_score_before: 40,
  goal_score_after: 85,
  tokens_before: 13,
  tokens_after: 10,
  model_family: 'gpt',
  engine: 'offline',
};

const open = (routes: Parameters<typeof openPromptLab>[1] = {}) =>
  openPromptLab('/products/prompt-engineering', { 'GET /api/models': CATALOGUE, 'GET /api/prompts': [SAVED, OTHER], ...routes });

const input = () => screen.getByRole('textbox', { name: 'Your prompt' });
const getSuggestions = () => screen.getByRole('button', { name: /Get Engineering Suggestions/ });

jest.setTimeout(30_000);

describe('PromptEngineeringPage', () => {
  preloadScreens();

  it('shows the goal labels, gpt-4o as the default target and the six tips', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt Engineering' })).toBeInTheDocument();
    expect(document.title).toBe('Prompt Engineering – PromptForge');
    await waitFor(() => expect(screen.getByText('GPT-4o')).toBeInTheDocument());
    expect(screen.getByText('Improve clarity and specificity')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Prompt engineering tips' })).getAllByRole('listitem')).toHaveLength(6);
  });

  it('refuses a blank prompt with the spec toast, and sends no request', async () => {
    const api = open({ 'POST /api/prompts/engineer-suggestions': RESULT });
    await screen.findByText('GPT-4o');
    await userEvent.click(getSuggestions());
    expect(await findToast('Empty prompt')).toHaveTextContent('Please enter a prompt to get engineering suggestions.');
    expect(requestsTo(api.requests, 'POST /api/prompts/engineer-suggestions')).toHaveLength(0);
  });

  it('imports with search and previews, gets suggestions with highlights, applies and saves a version 2', async () => {
    const api = open({
      'POST /api/prompts/engineer-suggestions': RESULT,
      [`PUT /api/prompts/${SAVED.id}`]: { ...SAVED, content: RESULT.improved_prompt_example, currentVersion: 2 },
    });
    await screen.findByText('GPT-4o');
    await userEvent.click(screen.getByRole('button', { name: /Import from Prompt Lab/ }));
    const list = await screen.findByRole('list', { name: 'Prompt Lab prompts' });
    expect(list).toHaveTextContent(`${'N'.repeat(80)}…`);
    expect(list).not.toHaveTextContent('N'.repeat(81));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search prompts' }), 'zzz');
    expect(await screen.findByText('No prompts found matching your search')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search prompts' }));
    await userEvent.click(await screen.findByRole('button', { name: /Support reply/ }));
    expect(await findToast('Prompt Imported')).toBeInTheDocument();
    expect(input()).toHaveValue(SAVED.content);

    await userEvent.click(screen.getByRole('combobox', { name: 'Optimization Goal' }));
    await userEvent.click(await screen.findByText('Make more concise'));
    await userEvent.click(getSuggestions());
    expect(await findToast('Suggestions Generated')).toBeInTheDocument();
    const [request] = requestsTo(api.requests, 'POST /api/prompts/engineer-suggestions');
    expect(await bodyOf(request!)).toEqual({ prompt_content: SAVED.content, goal: 'conciseness', target_llm_model: 'gpt-4o' });

    const highlighted = screen.getByTestId('highlighted-input');
    expect(highlighted).toHaveTextContent(SAVED.content);
    expect(Array.from(highlighted.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['Please ', 'good summary']);
    expect(screen.getByRole('list', { name: 'Suggestions' })).toHaveTextContent('Say how long: a 3-sentence summary.');

    await userEvent.click(screen.getByRole('tab', { name: 'Improved Prompt' }));
    expect(await screen.findByTestId('improved-prompt')).toHaveTextContent(RESULT.improved_prompt_example);
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('13 → 10 tokens');
    expect(screen.getByTestId('diff-before').querySelector('del')).not.toBeNull();
    expect(screen.getByTestId('diff-after').querySelector('ins')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Apply This Improvement' }));
    expect(await findToast('Suggestion Applied')).toBeInTheDocument();
    expect(input()).toHaveValue(RESULT.improved_prompt_example);

    await userEvent.click(screen.getByRole('button', { name: 'Save to Prompt Lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to Prompt Lab' });
    expect(within(dialog).getByRole('radio', { name: /New version of "Support reply" \(v2\)/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await findToast('Saved to Prompt Lab')).toHaveTextContent('"Support reply" is now at version 2.');
    const [put] = requestsTo(api.requests, `PUT /api/prompts/${SAVED.id}`);
    expect(await bodyOf(put!)).toEqual({ content: RESULT.improved_prompt_example, notes: 'Prompt engineering: Make more concise' });
  });

  it('says there are no saved prompts, and saves a typed prompt as a new one', async () => {
    const api = open({
      'GET /api/prompts': [],
      'POST /api/prompts/engineer-suggestions': RESULT,
      'POST /api/prompts': makePrompt({ name: 'Summary', content: RESULT.improved_prompt_example }),
    });
    await screen.findByText('GPT-4o');
    await userEvent.click(screen.getByRole('button', { name: /Import from Prompt Lab/ }));
    expect(await screen.findByText("You don't have any saved prompts in Prompt Lab")).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(input(), 'Please write a good summary.');
    await userEvent.click(getSuggestions());
    await findToast('Suggestions Generated');
    await userEvent.click(screen.getByRole('tab', { name: 'Improved Prompt' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save to Prompt Lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to Prompt Lab' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prompt name' }), 'Summary');
    await userEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await findToast('Saved to Prompt Lab')).toHaveTextContent('Created "Summary".');
    const [post] = requestsTo(api.requests, 'POST /api/prompts');
    expect(await bodyOf(post!)).toEqual({ name: 'Summary', content: RESULT.improved_prompt_example, llmModelDefault: 'gpt-4o' });
  });

  it("toasts the server's message when the request is refused", async () => {
    open({ 'POST /api/prompts/engineer-suggestions': errorResponse(400, 'Unknown model "gpt-4o".') });
    await screen.findByText('GPT-4o');
    await userEvent.type(input(), 'Hello');
    await userEvent.click(getSuggestions());
    expect(await findToast('Error generating suggestions')).toHaveTextContent('Unknown model "gpt-4o".');
  });
});
