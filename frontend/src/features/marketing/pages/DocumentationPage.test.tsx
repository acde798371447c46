import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import DocumentationPage from './DocumentationPage';

// react-markdown is ES-module only; the page test checks the page's logic, the e2e spec the rendering.
jest.mock('../components/markdown/MarkdownView', () => ({
  __esModule: true,
  default: ({ source }: { source: string }) => <div data-testid="markdown">{source.slice(0, 80)}</div>,
}));

function renderPage() {
  return render(
    <MemoryRouter>
      <DocumentationPage />
    </MemoryRouter>,
  );
}

describe('DocumentationPage (core spec §2)', () => {
  it('shows the title, the search with Clear, the quick jumps and a tab per category', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    for (const label of ['LLM Fundamentals', 'Prompt Engineering', 'Applications']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'LLM Fundamentals',
      'Prompt Engineering',
      'LLM Comparison',
      'Applications',
      'Advanced Techniques',
      'Future Trends',
    ]);
    expect(screen.getByRole('tab', { name: 'LLM Fundamentals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens and closes a topic', async () => {
    renderPage();
    const panel = screen.getByRole('tabpanel');
    const toggle = within(panel).getByRole('button', { name: /^Tokenization/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByTestId('markdown')).toBeInTheDocument();
    expect(within(panel).getByText(/By PromptForge team · Updated/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches tabs with the quick-jump buttons and the arrow keys', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Applications' }));
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Retrieval-augmented generation/ })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Applications' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Advanced Techniques' })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches every category ignoring case and accents, highlights, and opens the only match', async () => {
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search the documentation' });
    // 'Lost in the Middle' appears in one topic only (Context windows), in its text, not its title.
    await userEvent.type(search, 'LOST IN THE MIDDLE');
    expect(screen.getByRole('heading', { name: '1 topic matches “LOST IN THE MIDDLE”' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Context windows/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('markdown')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'CONTEXT WINDOW');
    const results = screen.getAllByRole('article');
    expect(results.length).toBeGreaterThan(1);
    // Titles, descriptions and (for a match in the text only) an excerpt: every <mark> is the query, as written in the text.
    const marks = screen.getAllByText((_, element) => element?.tagName === 'MARK');
    expect(marks.length).toBeGreaterThan(results.length - 1);
    expect(marks.every((mark) => mark.textContent!.toLowerCase() === 'context window')).toBe(true);
    // Several matches: none opens by itself (the topic opened by the first search stays open).
    const opened = results.filter((article) => within(article).getAllByRole('button')[0].getAttribute('aria-expanded') === 'true');
    expect(opened.map((article) => article.id)).toEqual(['context-windows']);
  });

  it('ignores accents: "protecao de dados" finds "Proteção de Dados"', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'protecao de dados');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.id)).toEqual(['regulation-and-governance']);
    expect(within(articles[0]).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'Nenhum resultado encontrado' and 'Limpar busca' brings the tabs back", async () => {
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'zzzz-no-such-word');
    expect(screen.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(screen.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });

  it('Clear empties the search', async () => {
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search the documentation' });
    await userEvent.type(search, 'rag');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
  });
});
