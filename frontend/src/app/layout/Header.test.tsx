import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../theme/theme-context';
import { Header } from './Header';

function renderHeader() {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <Header user={null} />
        <p>Outside the header</p>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

/** Core spec §2, header Products menu: names and routes, in this order. */
const SPEC_PRODUCTS = [
  ['Prompt Lab', '/prompt-lab'],
  ['Token Analyzer', '/products/token-analyzer'],
  ['Advanced Prompt Code Playground', '/products/AdvancedPlayground'],
  ['Prompt Engineering', '/products/prompt-engineering'],
  ['Rules Builder', '/products/rules-builder'],
  ['Automatic Documentation Generator', '/products/documentation-generator'],
];

describe('Header', () => {
  it('links the brand home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'PromptForge' })).toHaveAttribute('href', '/');
  });

  it('opens a Products menu with exactly the six tools of the spec, in order, with their routes', async () => {
    renderHeader();
    const button = within(mainNav()).getByRole('button', { name: 'Products' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const links = within(panel as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SPEC_PRODUCTS.map(([, href]) => href));
    SPEC_PRODUCTS.forEach(([name], index) => {
      expect(within(links[index]).getByText(name)).toBeInTheDocument();
    });
    // Each item carries a one-line description.
    expect(within(panel as HTMLElement).getByText('Count tokens and estimate cost per model.')).toBeInTheDocument();
  });

  it('closes the Products menu on an outside click', async () => {
    renderHeader();
    const button = within(mainNav()).getByRole('button', { name: 'Products' });
    await userEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();

    await userEvent.click(screen.getByText('Outside the header'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('keeps the menu open on a click inside it, and closes it on Escape with focus back on the button', async () => {
    renderHeader();
    const button = within(mainNav()).getByRole('button', { name: 'Products' });
    await userEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(panel);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows one menu at a time and lists Free Trial and Pro under Pricing, both to /pricing', async () => {
    renderHeader();
    const products = within(mainNav()).getByRole('button', { name: 'Products' });
    const pricing = within(mainNav()).getByRole('button', { name: 'Pricing' });
    await userEvent.click(products);
    await userEvent.click(pricing);
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(pricing).toHaveAttribute('aria-expanded', 'true');

    const panel = document.getElementById(pricing.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/pricing', '/pricing']);
    expect(within(links[0]).getByText('Free Trial')).toBeInTheDocument();
    expect(within(links[1]).getByText('Pro')).toBeInTheDocument();
  });

  it('links Documentation, Sign In and Get Started for signed-out visitors', () => {
    renderHeader();
    expect(within(mainNav()).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/documentation');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it('switches the theme from the header and stores the choice', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await userEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(window.localStorage.getItem('promptforge-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('mobile menu', () => {
    it('mirrors the navigation with a collapsible Products list, and closes on an outside click', async () => {
      renderHeader();
      const hamburger = screen.getByRole('button', { name: 'Open menu' });
      await userEvent.click(hamburger);
      const mobile = screen.getByRole('navigation', { name: 'Mobile' });

      const productsToggle = within(mobile).getByRole('button', { name: 'Products' });
      expect(productsToggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(mobile).queryByRole('link', { name: 'Prompt Lab' })).toBeNull();
      await userEvent.click(productsToggle);
      expect(productsToggle).toHaveAttribute('aria-expanded', 'true');
      const productLinks = within(document.getElementById(productsToggle.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('link');
      expect(productLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SPEC_PRODUCTS);

      expect(within(mobile).getByRole('link', { name: 'Free Trial' })).toHaveAttribute('href', '/pricing');
      expect(within(mobile).getByRole('link', { name: 'Pro' })).toHaveAttribute('href', '/pricing');
      expect(within(mobile).getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/documentation');
      expect(within(mobile).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      expect(within(mobile).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');

      await userEvent.click(screen.getByText('Outside the header'));
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes after following a link', async () => {
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Documentation' }));
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    });
  });
});
