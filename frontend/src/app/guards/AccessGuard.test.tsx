import { screen, waitFor } from '@testing-library/react';
import { mockApi, settle } from '@/testing/api-mock';
import { expiredTrial, makeSubscription, makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';
import { appRoutes, type AppRoute } from '../routes';

/** A stand-in tool screen behind the subscription guard, so these tests need no tool's API. */
const toolRoute: AppRoute = {
  path: '/prompt-lab',
  access: 'subscription',
  title: 'Prompt Lab',
  load: () => Promise.resolve({ default: () => <h1>Prompt Lab screen</h1> }),
  antd: false,
};
const table = [toolRoute, ...appRoutes.filter((route) => route.path !== toolRoute.path)];

function signInAs(user: ReturnType<typeof makeUser>) {
  storeSession(user);
  return mockApi({
    'GET /api/auth/me': user,
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    'GET /api/subscriptions/current': user.subscription ?? {},
  });
}

describe('route guards', () => {
  preloadScreens();

  it('sends a signed-out visitor from a signed-in route to /login', async () => {
    mockApi({});
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor from a subscription route to /login', async () => {
    mockApi({});
    const { router } = renderApp('/prompt-lab', table);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a spinner while a stored token without a stored user is checked, then the screen', async () => {
    let answer: (response: Response) => void = () => {};
    window.localStorage.setItem('authToken', 'token-abc');
    const user = makeUser();
    mockApi({
      'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    });
    renderApp('/prompt-lab', table);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    answer(new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'Prompt Lab screen' })).toBeInTheDocument();
  });

  it('opens a subscription route for an active trial', async () => {
    signInAs(makeUser());
    renderApp('/prompt-lab', table);
    expect(await screen.findByRole('heading', { name: 'Prompt Lab screen' })).toBeInTheDocument();
    await settle();
  });

  it('sends an inactive subscription whose trial has not expired to /pricing', async () => {
    signInAs(makeUser({ subscription: makeSubscription({ planId: 'pro', status: 'unpaid', access: { active: false, trialExpired: false, trialDaysLeft: null } }) }));
    const { router } = renderApp('/prompt-lab', table);
    expect(await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.queryByText('Período de teste expirado')).toBeNull();
    await settle();
  });

  it('sends an expired trial to /products/trial-expired with the expired-trial toast', async () => {
    signInAs(makeUser({ subscription: expiredTrial() }));
    const { router } = renderApp('/prompt-lab', table);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu período de teste terminou' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/trial-expired');
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Período de teste expirado');
    expect(toast).toHaveTextContent('Sua avaliação gratuita terminou. Faça upgrade para o plano Pro');
    await settle();
  });

  it('redirects as soon as the server reports that the stored (active) trial has expired', async () => {
    const stale = makeUser();
    storeSession(stale);
    mockApi({
      'GET /api/auth/me': { ...stale, subscription: expiredTrial() },
      'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    });
    const { router } = renderApp('/prompt-lab', table);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/trial-expired'));
    expect(await screen.findByText('Período de teste expirado')).toBeInTheDocument();
  });
});
