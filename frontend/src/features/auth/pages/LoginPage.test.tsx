import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockApi, requestsTo } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';

const user = makeUser();

function fakeServer(loginAnswer: Response | object = { token: 'jwt-new', user }) {
  return mockApi({
    'POST /api/auth/login': loginAnswer,
    'GET /api/subscriptions/current': user.subscription ?? {},
    'GET /api/notifications': { notifications: [], total: 2, unreadCount: 2 },
  });
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  preloadScreens();

  it("shows 'Welcome back', the two fields, the Sign in button and a link to /register", async () => {
    fakeServer();
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    await waitFor(() => expect(document.title).toBe('Sign in – PromptForge'));
  });

  it('validates with the spec messages before calling the server', async () => {
    const { requests } = fakeServer();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/login')).toHaveLength(0);

    // The message goes away as soon as the value is fixed.
    await userEvent.type(screen.getByLabelText('Email'), '.com');
    await waitFor(() => expect(screen.queryByText('Email must be valid')).toBeNull());
  });

  it("signs in: stores the session, toasts 'Login successful' and opens the dashboard", async () => {
    const { requests } = fakeServer();
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit(' ada@example.com ', 'correct horse');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    const [login] = requestsTo(requests, 'POST /api/auth/login');
    await expect(login.json()).resolves.toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(window.localStorage.getItem('authToken')).toBe('jwt-new');
    expect(JSON.parse(window.localStorage.getItem('promptforge-user') ?? '{}')).toMatchObject({ email: 'ada@example.com' });
  });

  it("toasts 'Login failed' with the server's message", async () => {
    fakeServer(errorResponse(401, 'Invalid email or password'));
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit('ada@example.com', 'wrong password');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("falls back to 'Failed to login' when there is no server message", async () => {
    mockApi({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await fillAndSubmit('ada@example.com', 'pw');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Failed to login');
  });

  it('sends someone already signed in to the dashboard', async () => {
    storeSession(user);
    mockApi({ 'GET /api/auth/me': user, 'GET /api/subscriptions/current': user.subscription ?? {}, 'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 } });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
