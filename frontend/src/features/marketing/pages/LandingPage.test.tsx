import { screen, within } from '@testing-library/react';
import { mockApi, settle } from '@/testing/api-mock';
import { activePro, makeUser, storeSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-with-providers';
import LandingPage from './LandingPage';

function renderLanding() {
  return renderWithProviders(<LandingPage />);
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('has one h1 about creating, testing and deploying AI prompts at scale', () => {
    renderLanding();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Create, test and deploy AI prompts at scale');
  });

  it('links the hero buttons to /register and /pricing', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('links the closing call to action to /register and /contact', () => {
    renderLanding();
    const cta = section('Ready to ship better prompts?');
    expect(within(cta).getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute('href', '/register');
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows the decorative playground preview with GPT-4, temperature 0.7 and max tokens 2048', () => {
    renderLanding();
    const preview = screen.getByRole('img', { name: /Playground preview/ });
    expect(preview).toHaveAccessibleName(expect.stringContaining('GPT-4, temperature 0.7, max tokens 2048'));
    expect(within(preview).getByText('GPT-4')).toBeInTheDocument();
    expect(within(preview).getByText('2048')).toBeInTheDocument();
    expect(within(preview).getByText('$0.0209')).toBeInTheDocument();
  });

  it('shows six tool cards, each linking to its tool route', () => {
    renderLanding();
    const tools = section('Six tools, one prompt workflow');
    const links = within(tools).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [within(link).getByRole('heading', { level: 3 }).textContent, link.getAttribute('href')])).toEqual([
      ['Prompt Lab', '/prompt-lab'],
      ['Token Analyzer', '/products/token-analyzer'],
      ['Advanced Prompt Code Playground', '/products/AdvancedPlayground'],
      ['Prompt Engineering', '/products/prompt-engineering'],
      ['Rules Builder', '/products/rules-builder'],
      ['Automatic Documentation Generator', '/products/documentation-generator'],
    ]);
  });

  it('lists the providers without loading any image', () => {
    const { container } = renderLanding();
    const providers = section('Works with the models you already use');
    for (const name of ['OpenAI', 'Anthropic', 'Google', 'Meta', 'Mistral', 'Perplexity', 'DeepSeek']) {
      expect(within(providers).getByText(name)).toBeInTheDocument();
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows the signed-out plan cards: Free Trial → /signup, Pro (RECOMMENDED) → /signup', () => {
    renderLanding();
    const pricing = section('Simple, transparent pricing');
    const trial = within(pricing).getByRole('article', { name: 'Free Trial' });
    const pro = within(pricing).getByRole('article', { name: 'Pro' });

    expect(within(trial).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(within(trial).getByText('$0')).toBeInTheDocument();
    expect(within(trial).getByText('All LLM integrations')).toBeInTheDocument();

    expect(within(pro).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(within(pro).getByText('RECOMMENDED')).toBeInTheDocument();
    expect(within(pro).getByText('$15')).toBeInTheDocument();
    expect(within(pro).getByText('Billed monthly')).toBeInTheDocument();
    expect(within(pro).getByText('Priority support')).toBeInTheDocument();
  });

  it('keeps the heading order: h1, then h2 sections, then h3 cards', () => {
    renderLanding();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
    expect(levels[0]).toBe(1);
  });

  describe('signed in', () => {
    function signIn(user = makeUser()) {
      storeSession(user);
      mockApi({ 'GET /api/auth/me': user });
    }

    it("shows 'Go to Dashboard' instead of 'Get Started for Free' and 'Sign Up for Free'", async () => {
      signIn();
      renderLanding();
      const links = screen.getAllByRole('link', { name: 'Go to Dashboard' });
      expect(links).toHaveLength(2);
      links.forEach((link) => expect(link).toHaveAttribute('href', '/dashboard'));
      expect(screen.queryByRole('link', { name: 'Get Started for Free' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign Up for Free' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute('href', '/pricing');
      await settle();
    });

    it("shows the plan cards of the user's plan", async () => {
      signIn(makeUser({ subscription: activePro() }));
      renderLanding();
      const pricing = section('Simple, transparent pricing');
      expect(within(within(pricing).getByRole('article', { name: 'Free Trial' })).getByRole('button', { name: 'Not Available' })).toBeDisabled();
      expect(within(within(pricing).getByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
      await settle();
    });
  });
});
