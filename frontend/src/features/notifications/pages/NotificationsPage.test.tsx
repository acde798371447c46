import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { READ_COLOUR, TYPE_COLOURS } from '../logic/appearance';
import type { AppNotification } from '../logic/list-updates';
import { renderScreen } from '../testing/render-screen';
import NotificationsPage from './NotificationsPage';

jest.setTimeout(20_000);

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function fixtures(): AppNotification[] {
  return [
    { id: 'n1', type: 'success', title: 'Welcome to PromptForge', message: 'Your 7-day free trial has started.', date: ago(20_000), read: false },
    { id: 'n2', type: 'warning', title: 'Trial ends soon', message: 'Two days left in your trial.', date: ago(5 * MINUTE), read: false },
    { id: 'n3', type: 'error', title: 'Payment failed', message: 'Your card was declined.', date: ago(3 * 60 * MINUTE), read: true },
    { id: 'n4', type: 'info', title: 'New model available', message: 'Claude 3 Opus is in the playground.', date: ago(2 * 24 * 60 * MINUTE), read: true },
  ];
}

/** A fake notifications API over an in-memory list (newest first), honouring unread_only. */
function serveNotifications(initial: AppNotification[] = fixtures(), options: { failMarking?: boolean } = {}) {
  let items = initial.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => !item.read).length;
  const { requests } = mockFetch(async (request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/notifications') {
      const list = url.searchParams.get('unread_only') === 'true' ? items.filter((item) => !item.read) : items;
      return jsonResponse({ notifications: list, total: list.length, unreadCount: unread() });
    }
    if (options.failMarking) return new Response(null, { status: 500 });
    const one = /^PATCH \/api\/notifications\/([^/]+)\/read$/.exec(route);
    if (one) {
      items = items.map((item) => (item.id === one[1] ? { ...item, read: true } : item));
      return jsonResponse(items.find((item) => item.id === one[1]));
    }
    if (route === 'POST /api/notifications/read-all') {
      const updated = unread();
      items = items.map((item) => ({ ...item, read: true }));
      return jsonResponse({ updated });
    }
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'no stub' }, 404);
  });
  return { requests, lists: () => requests.filter((request) => request.method === 'GET').map((request) => new URL(request.url).search) };
}

const item = (title: string) => screen.getByRole('listitem', { name: title });

function setup(path?: string) {
  const view = renderScreen(<NotificationsPage />, path);
  return { ...view, events: userEvent.setup({ delay: null }) };
}

describe('NotificationsPage', () => {
  it('lists notifications with type icon, border colour, unread dot and relative time', async () => {
    const { lists } = serveNotifications();
    setup();
    expect(await screen.findByRole('listitem', { name: 'Welcome to PromptForge' })).toBeInTheDocument();
    expect(lists()).toEqual(['?limit=50&offset=0']);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('You have 2 unread notifications.')).toBeInTheDocument();

    const welcome = item('Welcome to PromptForge');
    expect(within(welcome).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(welcome).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(welcome).getByText('just now')).toBeInTheDocument();
    expect(within(welcome).getByText('Your 7-day free trial has started.')).toBeInTheDocument();
    expect(welcome).toHaveStyle({ borderLeftColor: TYPE_COLOURS.success });

    const trial = item('Trial ends soon');
    expect(within(trial).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(within(trial).getByText('5 minutes ago')).toBeInTheDocument();
    expect(trial).toHaveStyle({ borderLeftColor: TYPE_COLOURS.warning });

    const payment = item('Payment failed');
    expect(within(payment).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(within(payment).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(payment).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(within(payment).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(payment).toHaveStyle({ borderLeftColor: READ_COLOUR });

    const model = item('New model available');
    expect(within(model).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    expect(within(model).getByText('2 days ago')).toBeInTheDocument();
  });

  it('refetches with unread_only=true under the Unread filter', async () => {
    const { lists } = serveNotifications();
    const { events, router } = setup();
    await screen.findByRole('listitem', { name: 'Payment failed' });
    await events.click(screen.getByText('Unread'));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Payment failed' })).toBeNull());
    expect(screen.getAllByRole('listitem').map((entry) => entry.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(lists()).toEqual(['?limit=50&offset=0', '?limit=50&offset=0&unread_only=true']);
    expect(router.state.location.search).toBe('?filter=unread');
  });

  it('marks one notification read on the server and refreshes every notifications query', async () => {
    const { requests, lists } = serveNotifications();
    const { events, queryClient } = setup();
    // Stands for the header's unread-count query: any key starting with the path.
    queryClient.setQueryData(['/api/notifications'], { notifications: [], total: 0, unreadCount: 2 });

    const welcome = await screen.findByRole('listitem', { name: 'Welcome to PromptForge' });
    await events.click(within(welcome).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(within(item('Welcome to PromptForge')).queryByRole('img', { name: 'Unread' })).toBeNull());
    expect(item('Welcome to PromptForge')).toHaveStyle({ borderLeftColor: READ_COLOUR });
    expect(within(item('Welcome to PromptForge')).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/notifications/n1/read',
    ]);
    expect(queryClient.getQueryState(['/api/notifications'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(lists()).toHaveLength(2)); // the list was refetched
    expect(await screen.findByText('You have 1 unread notification.')).toBeInTheDocument();
  });

  it("marks all read: no unread dot is left and the button is disabled", async () => {
    const { requests } = serveNotifications();
    const { events } = setup();
    await screen.findByRole('listitem', { name: 'Welcome to PromptForge' });
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/notifications/read-all',
    ]);
    expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(screen.getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('empties the Unread view after Mark all as read', async () => {
    serveNotifications();
    const { events } = setup('/notifications?filter=unread');
    await screen.findByRole('listitem', { name: 'Trial ends soon' });
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You have no unread notifications.')).toBeInTheDocument();
  });

  it("shows 'You don't have any notifications yet.' with none at all", async () => {
    serveNotifications([]);
    setup();
    expect(await screen.findByText("You don't have any notifications yet.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("shows 'You have no unread notifications.' under the Unread filter", async () => {
    serveNotifications(fixtures().map((entry) => ({ ...entry, read: true })));
    setup('/notifications?filter=unread');
    expect(await screen.findByText('You have no unread notifications.')).toBeInTheDocument();
  });

  it("says 'Error' when marking fails, and keeps the notification unread", async () => {
    serveNotifications(fixtures(), { failMarking: true });
    const { events } = setup();
    const welcome = await screen.findByRole('listitem', { name: 'Welcome to PromptForge' });
    await events.click(within(welcome).getByRole('button', { name: 'Mark as read' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(item('Welcome to PromptForge')).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockFetch(() => new Response(null, { status: 500 }));
    setup();
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
