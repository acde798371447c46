import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import GuidesPage from './GuidesPage';

jest.mock('../components/markdown/MarkdownView', () => ({
  __esModule: true,
  default: ({ source }: { source: string }) => <div data-testid="markdown">{source.slice(0, 80)}</div>,
}));

function renderPage() {
  return render(
    <MemoryRouter>
      <GuidesPage />
    </MemoryRouter>,
  );
}

const cardTitles = () => screen.getAllByRole('article').map((article) => within(article).getAllByRole('button')[0]);

describe('GuidesPage (tool-screens spec §2)', () => {
  it('shows the search, the category buttons and a card per tool', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Guide categories' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Guides',
      'Prompt Lab',
      'Token Analyzer',
      'Advanced Playground',
      'Prompt Engineering',
      'Rules Builder',
      'Documentation Generator',
    ]);
    expect(within(group).getByRole('button', { name: 'All Guides' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(6);
  });

  it('filters by category and expands a card', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Token Analyzer' }));
    expect(cardTitles()).toHaveLength(1);
    const toggle = cardTitles()[0];
    expect(toggle).toHaveTextContent('Token Analyzer');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('markdown')).toBeInTheDocument();
  });

  it('searches titles and contents and opens the only match', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the guides' }), '__JSON_SCHEMA');
    const cards = cardTitles();
    expect(cards.length).toBeGreaterThanOrEqual(1);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search the guides' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the guides' }), 'windsurfrules');
    expect(cardTitles()).toHaveLength(1);
    expect(cardTitles()[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the spec empty text when nothing matches', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Prompt Lab' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the guides' }), 'windsurfrules');
    expect(screen.getByText('No guides found matching your criteria. Try a different search term or category.')).toBeInTheDocument();
  });
});
