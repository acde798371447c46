import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { products } from '@/config/products';
import AboutPage from './AboutPage';
import FeaturesPage from './FeaturesPage';
import TrustPage from './TrustPage';

const renderIn = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

/** The spec's marketing figures that are not facts about this product (issue 19): never shown. */
const INVENTED = [/10x/i, /60\s?%/, /4\.8/, /1,?247/, /ISO ?27001/i, /SOC ?2/i, /certified/i];

describe('FeaturesPage (spec §2)', () => {
  it('has the hero, Why, Pro benefits, a card per tool linking to its route, providers and the call to action', () => {
    renderIn(<FeaturesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why PromptForge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro plan benefits' })).toBeInTheDocument();
    for (const { name, path } of products) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }
    expect(screen.getByRole('heading', { name: 'Works with the models you already use' })).toBeInTheDocument();
    const cta = screen.getByRole('heading', { name: 'Try it on your own prompts' }).parentElement!;
    expect(within(cta).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(within(cta).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    for (const claim of INVENTED) expect(document.body.textContent).not.toMatch(claim);
  });
});

describe('AboutPage (tool-screens spec §2)', () => {
  it('has the mission, the three values, seven platform cards and the vision', () => {
    renderIn(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    for (const value of ['Innovation', 'Transparency', 'Excellence']) expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    const platform = screen.getByRole('heading', { name: 'The platform' }).parentElement!;
    expect(within(platform).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    for (const claim of INVENTED) expect(document.body.textContent).not.toMatch(claim);
  });
});

describe('TrustPage', () => {
  it('says how data is stored, what leaves the server, the measures, the tests and the open source', () => {
    renderIn(<TrustPage />);
    for (const heading of ['How your data is stored', 'What leaves our servers, and when', 'Security measures', 'How we test it', 'Built on open source']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(document.body.textContent).toMatch(/argon2id/);
    expect(document.body.textContent).toMatch(/AES-256-GCM/);
    expect(document.body.textContent).toMatch(/SHA-256 hash/);
    for (const claim of INVENTED) expect(document.body.textContent).not.toMatch(claim);
  });
});
