import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { copyrightLine, type SocialLink } from '@/config/site';
import { Footer } from './Footer';

function renderFooter(now?: Date, social?: readonly SocialLink[]) {
  return render(
    <MemoryRouter>
      <Footer now={now} social={social} />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    renderFooter();
    expect(screen.getByText(`© ${new Date().getFullYear()} PromptForge. All rights reserved.`)).toBeInTheDocument();
  });

  it('computes the year from the date, not a constant', () => {
    expect(copyrightLine(new Date('2031-06-01T12:00:00'))).toBe('© 2031 PromptForge. All rights reserved.');
    renderFooter(new Date('2029-01-15T12:00:00'));
    expect(screen.getByText('© 2029 PromptForge. All rights reserved.')).toBeInTheDocument();
  });

  it('links the footer pages of the spec', () => {
    renderFooter();
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(hrefs).toEqual(expect.arrayContaining(['/features', '/pricing', '/documentation', '/guides', '/about', '/contact']));
  });

  it('links no social profile while the product has none (a link to an account we do not own would be untrue)', () => {
    renderFooter();
    expect(screen.getAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('/'))).toEqual([]);
  });

  it('shows configured social profiles labelled, opening in a new tab safely', () => {
    renderFooter(undefined, [
      { network: 'github', label: 'PromptForge on GitHub', href: 'https://github.com/example' },
      { network: 'linkedin', label: 'PromptForge on LinkedIn', href: 'https://www.linkedin.com/company/example' },
    ]);
    for (const name of [/GitHub/, /LinkedIn/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
