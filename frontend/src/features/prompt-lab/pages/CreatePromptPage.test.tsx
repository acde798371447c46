import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { bodyOf, findToast, makePrompt, openPromptLab } from '../testing/open-prompt-lab';

jest.setTimeout(30_000);

/** Types into a field at once (typing key by key into antd fields is slow in jsdom). */
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreatePromptPage', () => {
  preloadScreens();

  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const api = openPromptLab('/prompt-lab/create');
    await screen.findByRole('heading', { level: 1, name: 'Create Prompt' });
    fill('Name', 'a');
    fill('Prompt content', 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(await screen.findByText('Prompt content must be at least 5 characters long')).toBeInTheDocument();
    expect(requestsTo(api.requests, 'POST /api/prompts')).toHaveLength(0);
  });

  it('creates the prompt with gpt-4o by default and opens it', async () => {
    const created = makePrompt({ id: 'new-1', name: 'Release notes' });
    const api = openPromptLab('/prompt-lab/create', { 'POST /api/prompts': created, 'GET /api/prompts/new-1': created, 'GET /api/prompts/new-1/versions': [] });
    await screen.findByRole('heading', { level: 1, name: 'Create Prompt' });
    fill('Name', 'Release notes');
    fill('Prompt content', 'Summarise the merged pull requests.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Release notes' })).toBeInTheDocument();
    expect(api.router.state.location.pathname).toBe('/prompt-lab/new-1');
    const [post] = requestsTo(api.requests, 'POST /api/prompts');
    expect(await bodyOf(post!)).toEqual({ name: 'Release notes', content: 'Summarise the merged pull requests.', llmModelDefault: 'gpt-4o' });
  });

  it("shows 'Failed to create prompt' with the server's message", async () => {
    openPromptLab('/prompt-lab/create', { 'POST /api/prompts': errorResponse(409, 'A prompt with this name already exists.') });
    await screen.findByRole('heading', { level: 1, name: 'Create Prompt' });
    fill('Name', 'Support reply');
    fill('Prompt content', 'Reply to the customer.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Prompt' }));
    expect(await findToast('Failed to create prompt')).toHaveTextContent('A prompt with this name already exists.');
  });

  it('Cancel returns to the list', async () => {
    const api = openPromptLab('/prompt-lab/create', { 'GET /api/prompts': [] });
    await screen.findByRole('heading', { level: 1, name: 'Create Prompt' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt Lab' })).toBeInTheDocument();
    expect(api.router.state.location.pathname).toBe('/prompt-lab');
  });
});
