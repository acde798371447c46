import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockApi, requestsTo } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Header } from './Header';

function renderHeader(path = '/') {
  return renderWithProviders(
    <>
      <Header />
      <p>Outside the header</p>
    </>,
    { path },
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

describe('Header (signed in)', () => {
  const user = makeUser({ name: 'ada Lovelace', email: 'ada@example.com' });

  function signIn(overrides: Parameters<typeof makeUser>[0] = {}, unreadCount = 3) {
    const signedIn = { ...user, ...overrides };
    storeSession(signedIn);
    return mockApi({
      'GET /api/auth/me': signedIn,
      'GET /api/notifications': { notifications: [], total: unreadCount, unreadCount },
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
  }

  it('replaces Sign In and Get Started with the notifications icon (with the unread count) and the avatar', async () => {
    const { requests } = signIn();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
    const [countRequest] = requestsTo(requests, 'GET /api/notifications');
    expect(new URL(countRequest.url).searchParams.toString()).toBe('limit=1&unread_only=true');
    expect(countRequest.headers.get('Authorization')).toBe('Bearer token-abc');

    const avatar = screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
    expect(within(avatar).getByTestId('avatar-initial')).toHaveTextContent('A');
  });

  it('shows no badge when nothing is unread, and caps it at 99+', async () => {
    signIn({}, 0);
    const { unmount } = renderHeader();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    unmount();

    signIn({}, 250);
    renderHeader();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('opens the avatar menu with name, e-mail, Dashboard, Usage, Settings and Logout', async () => {
    signIn();
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for ada Lovelace' }));
    const menu = document.getElementById(screen.getByRole('button', { name: 'Account menu for ada Lovelace' }).getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(menu).getByText('ada Lovelace')).toBeVisible();
    expect(within(menu).getByText('ada@example.com')).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Usage' })).toHaveAttribute('href', '/usage');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('logs out from the avatar menu: ends the session on the server, clears it, toasts and goes home', async () => {
    const { requests } = signIn();
    renderHeader('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for ada Lovelace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/logout')).toHaveLength(1);
    expect(requestsTo(requests, 'POST /api/auth/logout')[0].headers.get('Authorization')).toBe('Bearer token-abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('promptforge-user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': user,
      'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
      'POST /api/auth/logout': errorResponse(503, 'Unavailable'),
    });
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for ada Lovelace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  describe('avatar', () => {
    it('shows the profile image when there is one', async () => {
      signIn({ profileImageUrl: '/uploads/ada.png' });
      renderHeader();
      const avatar = screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
      expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/ada.png');
      expect(within(avatar).queryByTestId('avatar-initial')).toBeNull();
    });

    it('falls back to the initial when the image fails to load', async () => {
      signIn({ profileImageUrl: 'https://elsewhere.example/ada.png' });
      renderHeader();
      const avatar = screen.getByRole('button', { name: 'Account menu for ada Lovelace' });
      act(() => {
        fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
      });
      expect(within(avatar).getByTestId('avatar-initial')).toHaveTextContent('A');
    });

    it("shows 'U' when the name is empty", async () => {
      signIn({ name: '' });
      renderHeader();
      const avatar = screen.getByRole('button', { name: /^Account menu for/ });
      expect(within(avatar).getByTestId('avatar-initial')).toHaveTextContent('U');
      await waitFor(() => expect(screen.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument());
    });
  });

  it('mirrors the account menu in the mobile menu', async () => {
    signIn();
    renderHeader();
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByText('ada Lovelace')).toBeInTheDocument();
    expect(within(mobile).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: /^Notifications\s*3 unread$/ })).toHaveAttribute('href', '/notifications');
    expect(within(mobile).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(mobile).getByRole('link', { name: 'Usage' })).toHaveAttribute('href', '/usage');
    expect(within(mobile).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(mobile).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(mobile).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
