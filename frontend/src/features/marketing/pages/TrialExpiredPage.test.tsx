import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import TrialExpiredPage from './TrialExpiredPage';

describe('TrialExpiredPage (spec §2)', () => {
  it('says in Portuguese that the trial ended, with Pro at $15 per month, five benefits, upgrade and contact links', () => {
    render(
      <MemoryRouter>
        <TrialExpiredPage />
      </MemoryRouter>,
    );
    const page = screen.getByRole('region', { name: 'Seu período de teste terminou' });
    expect(page).toHaveAttribute('lang', 'pt-BR');
    const plan = screen.getByRole('article', { name: 'Plano Pro' });
    expect(within(plan).getByText('$15')).toBeInTheDocument();
    expect(within(plan).getByText('por mês')).toBeInTheDocument();
    expect(within(plan).getAllByRole('listitem')).toHaveLength(5);
    expect(within(plan).getByRole('link', { name: 'Fazer upgrade para o Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Fale com a nossa equipe' })).toHaveAttribute('href', '/contact');
  });
});
