import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@/api/schema.gen';
import { errorResponse, mockApi, requestsTo } from '@/testing/api-mock';
import { activePro, expiredTrial, makeSubscription, makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';

type Subscription = components['schemas']['SubscriptionDto'];

function openDashboard(subscription: Subscription | null, extra: Record<string, Response | object | ((request: Request) => Response | object | Promise<Response>)> = {}) {
  const user = makeUser({ subscription });
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/me': user,
    'GET /api/subscriptions/current': subscription ?? errorResponse(404, 'No subscription'),
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    'POST /api/auth/logout': new Response(null, { status: 204 }),
    ...extra,
  });
  return { ...api, ...renderApp('/dashboard') };
}

async function alertBox() {
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' });
  return screen.getByTestId('subscription-alert');
}

describe('DashboardPage', () => {
  preloadScreens();

  it('welcomes the user by name, with Logout, the status card and the six tools', async () => {
    openDashboard(makeSubscription());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscription Status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Usage' })).toHaveAttribute('href', '/usage');
    const tools = screen.getByRole('region', { name: 'Your tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open Prompt Lab', '/prompt-lab'],
      ['Analyze Tokens', '/products/token-analyzer'],
      ['Open Playground', '/products/AdvancedPlayground'],
      ['Start Engineering', '/products/prompt-engineering'],
      ['Build Rules', '/products/rules-builder'],
      ['Generate Docs', '/products/documentation-generator'],
    ]);
  });

  it("greets a brand-new account with 'Welcome' on its first visit, then 'Welcome back'", async () => {
    const user = makeUser({ createdAt: new Date(Date.now() - 60_000).toISOString() });
    storeSession(user);
    mockApi({
      'GET /api/auth/me': user,
      'GET /api/subscriptions/current': user.subscription!,
      'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    });
    const first = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    first.unmount();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  });

  it('shows the same status as Manage Subscription: Ends on {date} after Cancel, Trial expired when the trial is over', async () => {
    openDashboard(activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2031-06-01T12:00:00.000Z' }));
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Ends on June 1, 2031');
  });

  describe('subscription alert (spec §8)', () => {
    it('Trial Active, with the days left and Upgrade to Pro', async () => {
      openDashboard(makeSubscription({ access: { trialDaysLeft: 4 } }));
      const alert = await alertBox();
      expect(alert).toHaveTextContent('Trial Active');
      expect(alert).toHaveTextContent('You have 4 days left in your free trial.');
      expect(within(alert).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    });

    it('Trial Expired, with Upgrade Now', async () => {
      openDashboard(expiredTrial());
      const alert = await alertBox();
      expect(alert).toHaveTextContent('Trial Expired');
      expect(alert).toHaveTextContent('Your free trial has expired. Please upgrade to continue using all features.');
      expect(within(alert).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    });

    it('Subscription Ending, with the end date', async () => {
      openDashboard(activePro({ cancelAtPeriodEnd: true, currentPeriodEnd: '2031-05-20T12:00:00.000Z' }));
      const alert = await alertBox();
      expect(alert).toHaveTextContent('Subscription Ending');
      expect(alert).toHaveTextContent('Your subscription is set to end on May 20, 2031.');
      expect(within(alert).queryByRole('link')).toBeNull();
    });

    it('Pro Plan Active, with the renewal date', async () => {
      openDashboard(activePro({ currentPeriodEnd: '2031-06-01T12:00:00.000Z' }));
      const alert = await alertBox();
      expect(alert).toHaveTextContent('Pro Plan Active');
      expect(alert).toHaveTextContent('Your subscription will renew on June 1, 2031.');
    });

    it('shows what GET /api/subscriptions/current says once it answers (fetched once on load)', async () => {
      const { requests } = openDashboard(makeSubscription(), { 'GET /api/subscriptions/current': expiredTrial() });
      await waitFor(() => expect(screen.getByTestId('subscription-alert')).toHaveTextContent('Trial Expired'));
      expect(requestsTo(requests, 'GET /api/subscriptions/current')).toHaveLength(1);
    });
  });

  describe('Refresh Status', () => {
    it("reads 'Updating...' and is disabled while busy, ignores repeat clicks, then toasts 'Status atualizado'", async () => {
      let release: () => void = () => {};
      const subscription = makeSubscription({ access: { trialDaysLeft: 3 } });
      const { requests } = openDashboard(subscription);
      await alertBox();
      await waitFor(() => expect(requestsTo(requests, 'GET /api/subscriptions/current')).toHaveLength(1));
      mockApi({
        'GET /api/auth/me': makeUser({ subscription }),
        'GET /api/subscriptions/current': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify(subscription), { status: 200, headers: { 'Content-Type': 'application/json' } }));
          }),
        'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
      });

      const button = screen.getByRole('button', { name: 'Refresh Status' });
      await userEvent.click(button);
      const busy = await screen.findByRole('button', { name: 'Updating...' });
      expect(busy).toBeDisabled();
      await userEvent.click(busy, { pointerEventsCheck: 0 });

      act(() => release());
      const toast = await screen.findByText('Status atualizado');
      expect(toast.closest('[role="status"]')).toHaveTextContent('As informações da sua assinatura foram atualizadas com sucesso.');
      expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeEnabled();
    });

    it("toasts the destructive 'Erro' when the subscription cannot be fetched (no retry)", async () => {
      const { requests } = openDashboard(makeSubscription());
      await alertBox();
      await waitFor(() => expect(requestsTo(requests, 'GET /api/subscriptions/current')).toHaveLength(1));
      const second = mockApi({
        'GET /api/auth/me': makeUser(),
        'GET /api/subscriptions/current': errorResponse(500, 'Boom'),
        'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Erro');
      expect(toast).toHaveTextContent('Falha ao atualizar status da assinatura');
      expect(requestsTo(second.requests, 'GET /api/subscriptions/current')).toHaveLength(1);
    });

    it("toasts 'Falha ao atualizar dados do usuário' when GET /api/auth/me fails, keeping the session", async () => {
      openDashboard(makeSubscription());
      await alertBox();
      mockApi({
        'GET /api/auth/me': errorResponse(503, 'Service Unavailable'),
        'GET /api/subscriptions/current': makeSubscription(),
        'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Refresh Status' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Erro');
      expect(toast).toHaveTextContent('Falha ao atualizar dados do usuário');
      expect(screen.queryByText('Status atualizado')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    });
  });

  it("logs out: POST /api/auth/logout, toast 'Logged out', home, signed out", async () => {
    const { requests, router } = openDashboard(makeSubscription());
    await alertBox();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(await screen.findByRole('link', { name: /Get Started for Free/ })).toBeInTheDocument();
  });
});
