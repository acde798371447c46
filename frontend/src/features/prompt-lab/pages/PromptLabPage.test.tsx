import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { findToast, makePrompt, openPromptLab } from '../testing/open-prompt-lab';

const prompts = [
  makePrompt({ id: 'a1', name: 'Support reply', description: 'Answers customer e-mails', currentVersion: 3 }),
  makePrompt({ id: 'b2', name: 'SQL helper', description: null, llmModelDefault: 'deepseek-chat' }),
];

const cardNames = () => screen.queryAllByTestId('prompt-card').map((card) => within(card).getAllByRole('link')[0]!.textContent);

jest.setTimeout(30_000);

describe('PromptLabPage', () => {
  preloadScreens();

  it('shows a card per prompt with its real current version, linking to the prompt', async () => {
    openPromptLab('/prompt-lab', { 'GET /api/prompts': prompts });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt Lab' })).toBeInTheDocument();
    const [support, sql] = await screen.findAllByTestId('prompt-card');
    expect(within(support!).getByText('v3')).toBeInTheDocument();
    expect(within(support!).getByText('GPT-4o')).toBeInTheDocument();
    expect(within(sql!).getByText('v1')).toBeInTheDocument();
    expect(within(sql!).getByRole('link', { name: 'SQL helper' })).toHaveAttribute('href', '/prompt-lab/b2');
    expect(screen.getByRole('link', { name: /New Prompt/ })).toHaveAttribute('href', '/prompt-lab/create');
  });

  it('searches by name or description, and says when nothing matches', async () => {
    openPromptLab('/prompt-lab', { 'GET /api/prompts': prompts });
    await screen.findAllByTestId('prompt-card');
    const search = screen.getByRole('textbox', { name: 'Search prompts' });
    await userEvent.type(search, 'customer');
    expect(cardNames()).toEqual(['Support reply']);
    await userEvent.clear(search);
    await userEvent.type(search, 'SQL');
    expect(cardNames()).toEqual(['SQL helper']);
    await userEvent.type(search, ' nothing');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No prompts match your search')).toBeInTheDocument();
  });

  it('filters by target model with the Filter button', async () => {
    openPromptLab('/prompt-lab', { 'GET /api/prompts': prompts });
    await screen.findAllByTestId('prompt-card');
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'DeepSeek Chat' }));
    expect(cardNames()).toEqual(['SQL helper']);
    expect(screen.getByRole('button', { name: /Filter: DeepSeek Chat/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'All models' }));
    expect(cardNames()).toEqual(['Support reply', 'SQL helper']);
  });

  it("says 'You don't have any prompts yet' for an empty library", async () => {
    openPromptLab('/prompt-lab', { 'GET /api/prompts': [] });
    expect(await screen.findByText("You don't have any prompts yet")).toBeInTheDocument();
  });

  it('deletes a prompt only after confirmation, then refreshes the list', async () => {
    let remaining = prompts;
    const api = openPromptLab('/prompt-lab', {
      'GET /api/prompts': () => remaining,
      'DELETE /api/prompts/a1': () => {
        remaining = prompts.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    await screen.findAllByTestId('prompt-card');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Support reply' }));
    expect(await screen.findByText('Delete this prompt?')).toBeInTheDocument();
    expect(requestsTo(api.requests, 'DELETE /api/prompts/a1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await findToast('Prompt deleted successfully!');
    await waitFor(() => expect(cardNames()).toEqual(['SQL helper']));
    expect(api.router.state.location.pathname).toBe('/prompt-lab');
  });

  it("shows the server's message when a delete fails", async () => {
    openPromptLab('/prompt-lab', { 'GET /api/prompts': prompts, 'DELETE /api/prompts/a1': errorResponse(404, 'Prompt not found') });
    await screen.findAllByTestId('prompt-card');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Support reply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await findToast('Error')).toHaveTextContent('Prompt not found');
  });
});
