import { act, screen } from '@testing-library/react';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { activePro, makeSubscription, makeUser } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import type { Subscription } from '../api/types';
import { bodyOf, findToast, openBillingPage } from '../testing/open-billing-page';

/** Moves the fake clock, letting the answers and renders it releases finish. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * A fake server on which confirming the checkout session turns the trial into Pro (what the backend's
 * fulfilment does); `confirm` replaces the answer of POST /api/subscriptions/confirm.
 */
function server(confirm?: Response) {
  let subscription: Subscription = makeSubscription();
  return {
    'POST /api/subscriptions/confirm': () => {
      if (confirm) return confirm;
      subscription = activePro();
      return subscription;
    },
    'GET /api/subscriptions/current': () => subscription,
    'GET /api/auth/me': () => makeUser({ subscription }),
  };
}

/** Opens the page and waits until it shows processing (its 3-second wait has started). */
async function openProcessing(...args: Parameters<typeof openBillingPage>) {
  const opened = openBillingPage(...args);
  expect(await screen.findByText('Processing your subscription...')).toBeInTheDocument();
  return opened;
}

describe('SuccessPage (spec §4 checkout success, §9 3000 ms)', () => {
  preloadScreens();

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('processing for 3 seconds, then confirms the session, refreshes subscription and user, and shows success', async () => {
    const { requests } = await openProcessing('/billing/success?session_id=local_abc123', { subscription: makeSubscription(), routes: server() });
    const meBefore = requestsTo(requests, 'GET /api/auth/me').length;

    await advance(2_700);
    expect(requestsTo(requests, 'POST /api/subscriptions/confirm')).toHaveLength(0);
    expect(screen.getByText('Processing your subscription...')).toBeInTheDocument();

    await advance(300);
    const confirms = requestsTo(requests, 'POST /api/subscriptions/confirm');
    expect(confirms).toHaveLength(1);
    expect(await bodyOf(confirms[0])).toEqual({ sessionId: 'local_abc123' });
    expect(await screen.findByText('Welcome to Pro!')).toBeInTheDocument();
    expect(requestsTo(requests, 'GET /api/auth/me').length).toBeGreaterThan(meBefore);
    expect(JSON.parse(window.localStorage.getItem('promptforge-user')!).subscription.planId).toBe('pro');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/billing/manage');
    expect(screen.getByText('Test mode — no payment is taken')).toBeVisible();
  });

  it.each([
    ['with the server message when it gave one', errorResponse(400, 'This checkout session has not been paid.'), 'This checkout session has not been paid.'],
    [
      'with the default otherwise',
      new Response(null, { status: 502 }),
      'There was an issue processing your subscription. Please try again or contact support.',
    ],
  ])('error when the confirmation fails, %s', async (_case, answer, message) => {
    await openProcessing('/billing/success?session_id=cs_test_1', { subscription: makeSubscription(), mode: 'stripe', routes: server(answer) });
    await advance(3_100);
    expect(await screen.findByText('Subscription not confirmed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/billing/upgrade');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('error with the default when the refresh of the subscription fails', async () => {
    await openProcessing('/billing/success?session_id=local_x', {
      subscription: makeSubscription(),
      routes: { ...server(), 'GET /api/subscriptions/current': new Response(null, { status: 500 }) },
    });
    await advance(3_100);
    expect(
      await screen.findByText('There was an issue processing your subscription. Please try again or contact support.'),
    ).toBeInTheDocument();
  });

  it("no session_id: toast 'Missing Session Information', then /billing/manage after 3 seconds", async () => {
    const { router, requests } = openBillingPage('/billing/success', { subscription: activePro() });
    await advance(100);
    const toast = await findToast('Missing Session Information');
    expect(toast).toHaveAttribute('role', 'alert');

    await advance(2_800);
    expect(router.state.location.pathname).toBe('/billing/success');
    await advance(200);
    expect(router.state.location.pathname).toBe('/billing/manage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Subscription' })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/subscriptions/confirm')).toHaveLength(0);
  });
});
