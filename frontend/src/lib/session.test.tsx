import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockApi, requestsTo, settle } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SESSION_EXPIRED_MESSAGE, useSession, type Session } from './session';

const notifications = { notifications: [], total: 0, unreadCount: 0 };

describe('session on load (spec §4)', () => {
  preloadScreens();

  it('shows the stored user at once, then verifies it with GET /api/auth/me and stores the answer', async () => {
    const stored = makeUser({ name: 'Ada Stored' });
    storeSession(stored, 'stored-token');
    const { requests } = mockApi({ 'GET /api/auth/me': { ...stored, name: 'Ada Server' }, 'GET /api/notifications': notifications });
    renderApp('/');
    // At once, before the server has answered.
    expect(screen.getByRole('button', { name: 'Account menu for Ada Stored' })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Account menu for Ada Server' })).toBeInTheDocument();
    const [me] = requestsTo(requests, 'GET /api/auth/me');
    expect(me.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(JSON.parse(window.localStorage.getItem('promptforge-user') ?? '{}')).toMatchObject({ name: 'Ada Server' });
    expect(await screen.findAllByRole('link', { name: 'Go to Dashboard' })).toHaveLength(2);
  });

  it('clears the session when the server refuses it, goes home and says so', async () => {
    storeSession(makeUser(), 'revoked-token');
    mockApi({ 'GET /api/auth/me': errorResponse(401, 'Unauthorized'), 'GET /api/notifications': errorResponse(401, 'Unauthorized') });
    const { router } = renderApp('/dashboard');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('promptforge-user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started for Free' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });

  it('sends the user to /login (not home) when a protected page is opened later', async () => {
    storeSession(makeUser(), 'revoked-token');
    mockApi({ 'GET /api/auth/me': errorResponse(401, 'Unauthorized') });
    const { router } = renderApp('/pricing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the stored user when the server cannot answer (5xx)', async () => {
    storeSession(makeUser(), 'token');
    mockApi({ 'GET /api/auth/me': errorResponse(503, 'Unavailable'), 'GET /api/notifications': notifications });
    renderApp('/');
    await settle(50);
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('token');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
  });

  it('ignores an unreadable stored user record and shows signed out without a token', async () => {
    window.localStorage.setItem('promptforge-user', '{not json');
    const { requests } = mockApi({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(requests, 'GET /api/auth/me')).toHaveLength(0);
    expect(window.localStorage.getItem('promptforge-user')).toBeNull();
  });
});

describe('useSession actions', () => {
  let session: Session;
  function Probe() {
    session = useSession();
    return <p data-testid="probe">{`${session.status}:${session.user?.name ?? '-'}`}</p>;
  }

  it('signIn stores token and user; signOut clears both', async () => {
    mockApi({ 'GET /api/notifications': notifications });
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-out:-');

    const user = makeUser();
    act(() => session.signIn('new-token', user));
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-in:Ada Lovelace');
    expect(window.localStorage.getItem('authToken')).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('promptforge-user') ?? '{}')).toEqual(user);

    act(() => session.signOut());
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-out:-');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('promptforge-user')).toBeNull();
  });

  it('setToken replaces the token used by later requests; refresh refetches and stores the user', async () => {
    const user = makeUser();
    storeSession(user, 'old-token');
    const { requests } = mockApi({ 'GET /api/auth/me': { ...user, name: 'Ada Renamed' }, 'GET /api/notifications': notifications });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('signed-in:Ada Renamed'));

    act(() => session.setToken('fresh-token'));
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    let refreshed: unknown;
    await act(async () => {
      refreshed = await session.refresh();
    });
    expect(refreshed).toMatchObject({ name: 'Ada Renamed' });
    expect(requestsTo(requests, 'GET /api/auth/me').at(-1)?.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('refresh ends the session as expired on 401, and rejects (keeping it) on other failures', async () => {
    const user = makeUser();
    storeSession(user);
    let meAnswer: () => Response = () => new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } });
    mockApi({ 'GET /api/auth/me': () => meAnswer(), 'GET /api/notifications': notifications });
    renderWithProviders(<Probe />);
    await settle();

    meAnswer = () => errorResponse(500, 'Boom');
    await act(async () => {
      await expect(session.refresh()).rejects.toThrow('Boom');
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-in:Ada Lovelace');

    meAnswer = () => errorResponse(401, 'Unauthorized');
    await act(async () => {
      await expect(session.refresh()).resolves.toBeNull();
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-out:-');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('refresh resolves null without a session, without calling the server', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<Probe />);
    await act(async () => {
      await expect(session.refresh()).resolves.toBeNull();
    });
    expect(requests).toHaveLength(0);
  });

  it('follows a sign-out in another tab', async () => {
    const user = makeUser();
    storeSession(user);
    mockApi({ 'GET /api/auth/me': user, 'GET /api/notifications': notifications });
    renderWithProviders(<Probe />);
    await settle();
    act(() => {
      window.localStorage.removeItem('authToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken', oldValue: 'token-abc', newValue: null }));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('signed-out:-');
  });

  it('throws a helpful error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { render } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
    expect(() => render(<Probe />)).toThrow('useSession must be used inside <SessionProvider>');
  });
});
