import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '../api/types';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { activePro, makeSubscription, makeUser } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { redirectTo } from '@/lib/redirect';
import { findToast, openBillingPage } from '../testing/open-billing-page';

jest.mock('@/lib/redirect', () => ({ redirectTo: jest.fn() }));
const redirect = jest.mocked(redirectTo);

const START = '2031-05-01T12:00:00.000Z';
const END = '2031-06-01T12:00:00.000Z';
const renewing = () => activePro({ currentPeriodStart: START, currentPeriodEnd: END });
const ending = () => activePro({ cancelAtPeriodEnd: true, currentPeriodStart: START, currentPeriodEnd: END });
const ended = () =>
  makeSubscription({
    planId: 'pro',
    status: 'active',
    cancelAtPeriodEnd: true,
    currentPeriodStart: START,
    currentPeriodEnd: '2031-01-01T12:00:00.000Z',
    access: { active: false, trialExpired: true, trialDaysLeft: null },
  });

/**
 * The manage page over a fake server whose subscription is `initial` until an action changes it:
 * `after` is what GET /api/subscriptions/current (and the user of GET /api/auth/me) say afterwards.
 */
async function openManage(initial: Subscription | null, routes: Parameters<typeof openBillingPage>[1]['routes'] = {}) {
  const opened = openBillingPage('/billing/manage', { subscription: initial, routes });
  if (initial) await screen.findByRole('heading', { level: 1, name: 'Manage Subscription' });
  return opened;
}

/** A fake server state: POSTs change it, GETs read it. */
function serverState(initial: Subscription) {
  let current = initial;
  return {
    set: (next: Subscription) => (current = next),
    routes: {
      'GET /api/subscriptions/current': () => current,
      'GET /api/auth/me': () => makeUser({ subscription: current }),
    },
  };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ManagePage (spec §2, §4 Billing)', () => {
  preloadScreens();

  it('shows plan, period, next billing date and status, Cancel, and Contact Support', async () => {
    await openManage(renewing());
    expect(fact('Plan')).toHaveTextContent('Pro');
    expect(fact('Status')).toHaveTextContent('Active');
    expect(fact('Current period')).toHaveTextContent('May 1, 2031 – June 1, 2031');
    expect(fact('Next billing date')).toHaveTextContent('June 1, 2031');
    expect(screen.getByTestId('subscription-summary')).toHaveTextContent('Your subscription will renew on June 1, 2031.');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Resume/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create New Subscription/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', '/contact');
    expect(await screen.findByText('Test mode — no payment is taken')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Manage Subscription – PromptForge'));
  });

  it("Cancel (confirmed): POST /api/subscriptions/cancel, toast 'Subscription Canceled', refreshed subscription and user, then Resume", async () => {
    const server = serverState(renewing());
    const { requests } = await openManage(renewing(), {
      ...server.routes,
      'POST /api/subscriptions/cancel': () => server.set(ending()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('You keep Pro until June 1, 2031; it will not renew.');
    const meBefore = requestsTo(requests, 'GET /api/auth/me').length;
    const notificationsBefore = requestsTo(requests, 'GET /api/notifications').length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));

    const toast = await findToast('Subscription Canceled');
    expect(toast).toHaveTextContent('Your subscription will end at the end of the current billing period.');
    expect(requestsTo(requests, 'POST /api/subscriptions/cancel')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Resume Subscription' })).toBeEnabled();
    expect(fact('Status')).toHaveTextContent('Ends on June 1, 2031');
    expect(fact('Next billing date')).toHaveTextContent('No upcoming payment');
    expect(requestsTo(requests, 'GET /api/auth/me').length).toBeGreaterThan(meBefore);
    expect(JSON.parse(window.localStorage.getItem('promptforge-user')!).subscription.cancelAtPeriodEnd).toBe(true);
    // The server recorded a notification: the header's unread badge is fetched again.
    await waitFor(() => expect(requestsTo(requests, 'GET /api/notifications').length).toBeGreaterThan(notificationsBefore));
  });

  it("keeping the subscription in the confirmation changes nothing", async () => {
    const { requests } = await openManage(renewing());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Keep Subscription' }));
    expect(requestsTo(requests, 'POST /api/subscriptions/cancel')).toHaveLength(0);
  });

  it("Cancel failure: toast 'Failed to cancel subscription. Please try again.'", async () => {
    await openManage(renewing(), { 'POST /api/subscriptions/cancel': errorResponse(500, 'Internal server error') });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await findToast('Error')).toHaveTextContent('Failed to cancel subscription. Please try again.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cancel Subscription' })[0]).toBeEnabled());
  });

  it("Resume: POST /api/subscriptions/resume, toast 'Subscription Resumed', then Cancel again", async () => {
    const server = serverState(ending());
    const { requests } = await openManage(ending(), {
      ...server.routes,
      'POST /api/subscriptions/resume': () => ({ isCheckoutSession: false, subscription: server.set(renewing()) }),
    });
    expect(screen.getByTestId('subscription-summary')).toHaveTextContent('Your subscription is set to end on June 1, 2031.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await findToast('Subscription Resumed')).toHaveTextContent('Your subscription will continue to renew automatically.');
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(requestsTo(requests, 'POST /api/subscriptions/resume')).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('Resume answered with a checkout session: the whole page goes to pay', async () => {
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_resume';
    await openManage(ending(), { 'POST /api/subscriptions/resume': { isCheckoutSession: true, checkoutUrl, subscription: ending() } });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkoutUrl));
    expect(screen.queryByText('Subscription Resumed')).toBeNull();
  });

  it("Resume failure: toast 'Failed to resume subscription. Please try again.'", async () => {
    await openManage(ending(), { 'POST /api/subscriptions/resume': errorResponse(400, 'Nothing to resume') });
    await userEvent.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await findToast('Error')).toHaveTextContent('Failed to resume subscription. Please try again.');
  });

  it("past the end with cancellation set: only 'Create New Subscription', which goes to the new checkout", async () => {
    const checkoutUrl = '/billing/success?session_id=local_new';
    const { requests } = await openManage(ended(), { 'POST /api/subscription/new-checkout': { success: true, checkoutUrl } });
    expect(fact('Status')).toHaveTextContent('Canceled');
    expect(screen.queryByRole('button', { name: /Cancel Subscription|Resume Subscription/ })).toBeNull();
    const create = screen.getByRole('button', { name: 'Create New Subscription' });
    expect(create).toHaveClass('ant-btn-primary');
    await userEvent.click(create);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkoutUrl));
    expect(requestsTo(requests, 'POST /api/subscription/new-checkout')).toHaveLength(1);
  });

  it.each([
    ["an answer without success and URL: 'Something went wrong. Please try again.'", { success: false }, 'Something went wrong. Please try again.'],
    ["a refused request: 'Failed to create checkout session. Please try again.'", errorResponse(500, 'Boom'), 'Failed to create checkout session. Please try again.'],
  ])('Create New Subscription with %s', async (_case, answer, message) => {
    await openManage(ended(), { 'POST /api/subscription/new-checkout': answer });
    await userEvent.click(screen.getByRole('button', { name: 'Create New Subscription' }));
    expect(await findToast('Error')).toHaveTextContent(message);
    expect(redirect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create New Subscription' })).toBeEnabled());
  });

  it("plan not Pro: the secondary 'Create New Subscription', no Cancel", async () => {
    await openManage(makeSubscription({ currentPeriodEnd: END }));
    expect(fact('Plan')).toHaveTextContent('Free Trial');
    expect(fact('Status')).toHaveTextContent('Trialing');
    const create = screen.getByRole('button', { name: 'Create New Subscription' });
    expect(create).not.toHaveClass('ant-btn-primary');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('no subscription record: goes to /billing/upgrade', async () => {
    const { router } = await openManage(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/upgrade'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Pro' })).toBeInTheDocument();
  });

  it('a subscription that cannot be loaded: an error with Try Again (no redirect)', async () => {
    const { router } = openBillingPage('/billing/manage', {
      subscription: renewing(),
      routes: { 'GET /api/subscriptions/current': errorResponse(500, 'Boom') },
    });
    expect(await screen.findByText('Your subscription could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/billing/manage');
  });
});
