import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { activePro, makeSubscription } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';
import { redirectTo } from '@/lib/redirect';
import { bodyOf, findToast, openBillingPage } from '../testing/open-billing-page';

jest.mock('@/lib/redirect', () => ({ redirectTo: jest.fn() }));
const redirect = jest.mocked(redirectTo);

async function openUpgrade(options: Partial<Parameters<typeof openBillingPage>[1]> = {}) {
  const opened = openBillingPage('/billing/upgrade', { subscription: makeSubscription(), ...options });
  await screen.findByRole('heading', { level: 1, name: 'Upgrade to Pro' });
  return opened;
}

const checkoutButton = () => screen.getByRole('button', { name: /Continue to Checkout/ });

describe('UpgradePage (spec §2, §4 Upgrade)', () => {
  preloadScreens();

  it('shows the Pro card: RECOMMENDED, $15 per month, the five benefits, Continue to Checkout and Contact Support', async () => {
    await openUpgrade();
    const card = screen.getByRole('heading', { level: 2, name: 'Pro' }).closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('RECOMMENDED')).toBeInTheDocument();
    expect(within(card).getByText('$15')).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Included in Pro' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited prompts and versions',
      'All LLM integrations',
      'Advanced analytics and metrics',
      'Priority support',
    ]);
    expect(within(card).getByText(/Perplexity/)).toBeInTheDocument();
    expect(checkoutButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Upgrade to Pro – PromptForge'));
  });

  it("shows 'Test mode — no payment is taken' in local mode, and no badge with Stripe", async () => {
    const { unmount } = await openUpgrade({ mode: 'local' });
    expect(await screen.findByText('Test mode — no payment is taken')).toBeVisible();
    unmount();

    const stripe = await openUpgrade({ mode: 'stripe' });
    await waitFor(() => expect(requestsTo(stripe.requests, 'GET /api/billing/config')).toHaveLength(1));
    await screen.findByText(/secure checkout page/);
    expect(screen.queryByText('Test mode — no payment is taken')).toBeNull();
  });

  it("Continue to Checkout: POST /api/subscriptions/checkout {planId: 'pro'}, then the whole page goes to checkoutUrl", async () => {
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';
    const { requests } = await openUpgrade({ routes: { 'POST /api/subscriptions/checkout': { checkoutUrl } } });
    await userEvent.click(checkoutButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkoutUrl));
    const posts = requestsTo(requests, 'POST /api/subscriptions/checkout');
    expect(posts).toHaveLength(1);
    expect(await bodyOf(posts[0])).toEqual({ planId: 'pro' });
    // The page is leaving: the button stays busy…
    expect(checkoutButton()).toHaveClass('ant-btn-loading');
    // …until the browser shows it again from its back-forward cache (Back from the payment page).
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(checkoutButton()).not.toHaveClass('ant-btn-loading'));
  });

  it.each([
    ['the answer has no checkoutUrl', { checkoutUrl: '' }],
    ['the server refuses', errorResponse(500, 'Stripe is unreachable')],
  ])("when %s: toast 'Failed to create checkout session. Please try again.' and the button resets", async (_case, answer) => {
    await openUpgrade({ routes: { 'POST /api/subscriptions/checkout': answer } });
    await userEvent.click(checkoutButton());
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to create checkout session. Please try again.');
    expect(toast).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(checkoutButton()).not.toHaveClass('ant-btn-loading'));
    expect(checkoutButton()).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('tells a Pro subscriber to manage the subscription instead of buying a second one', async () => {
    await openUpgrade({ subscription: activePro() });
    expect(await screen.findByText('You are already on the Pro plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/billing/manage');
    expect(checkoutButton()).toBeDisabled();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp('/billing/upgrade');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
