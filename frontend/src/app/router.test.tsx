import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { appRoutes, notFoundRoute } from './routes';

/** Every route of both spec documents, with the access rule the spec gives it. */
const SPEC_ROUTES: Record<string, 'public' | 'signed-in' | 'subscription'> = {
  '/': 'public',
  '/login': 'public',
  '/register': 'public',
  '/pricing': 'public',
  '/documentation': 'public',
  '/about': 'public',
  '/contact': 'public',
  '/guides': 'public',
  '/features': 'public',
  '/products/trial-expired': 'public',
  '/dashboard': 'signed-in',
  '/prompt-lab': 'subscription',
  '/prompt-lab/create': 'subscription',
  '/prompt-lab/:id': 'subscription',
  '/products/token-analyzer': 'subscription',
  '/products/AdvancedPlayground': 'subscription',
  '/products/prompt-engineering': 'subscription',
  '/products/rules-builder': 'subscription',
  '/products/documentation-generator': 'subscription',
  '/products/security-compliance': 'subscription',
  '/billing/upgrade': 'signed-in',
  '/billing/manage': 'signed-in',
  '/billing/success': 'signed-in',
  '/settings': 'signed-in',
  '/notifications': 'signed-in',
  '/seo-audit': 'signed-in',
  // Beyond the spec's tables: the Usage screen (issue 12).
  '/usage': 'signed-in',
  // The spec's trust page, whose route it does not show (issue 19).
  '/trust': 'public',
};

/** Screens built so far. A spec route gets a table entry only when its screen exists. */
const BUILT = [
  '/',
  '/login',
  '/register',
  '/pricing',
  '/documentation',
  '/guides',
  '/features',
  '/about',
  '/trust',
  '/products/trial-expired',
  '/dashboard',
  '/prompt-lab',
  '/prompt-lab/create',
  '/prompt-lab/:id',
  '/products/token-analyzer',
  '/products/AdvancedPlayground',
  '/products/prompt-engineering',
  '/products/rules-builder',
  '/products/security-compliance',
  '/products/documentation-generator',
  '/settings',
  '/notifications',
  '/billing/upgrade',
  '/billing/manage',
  '/billing/success',
  '/usage',
  '/contact',
  '/seo-audit',
];

describe('route table', () => {
  it('holds only spec routes, each with the access rule of the spec', () => {
    for (const route of appRoutes) {
      expect(SPEC_ROUTES[route.path]).toBe(route.access);
    }
  });

  it('has an entry for each built screen and none for screens not built yet', () => {
    expect(appRoutes.map((route) => route.path).sort()).toEqual([...BUILT].sort());
  });

  it('loads a component for every screen (lazily)', async () => {
    for (const route of [...appRoutes, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default).toBe('function');
    }
  });
});

describe('router', () => {
  it('renders the landing page at / with its document title', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Create, test and deploy/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('PromptForge – Create, test and deploy AI prompts at scale'));
  });

  it('renders "404 Page Not Found" with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found'));
  });

  it('builds every route of the spec: none leads to the 404 page', () => {
    expect(Object.keys(SPEC_ROUTES).filter((path) => !BUILT.includes(path))).toEqual([]);
  });

  it('sends /signup (the plan cards\' link) to the register screen, keeping the query', async () => {
    const { router } = renderApp('/signup?plan=pro');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?plan=pro');
  });

  it('shows an error with a reload button inside the layout when a screen fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...appRoutes[0], load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    renderApp('/', [broken]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps the header and footer around every screen', async () => {
    renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
