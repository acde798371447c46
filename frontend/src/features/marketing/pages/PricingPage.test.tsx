import { screen, within } from '@testing-library/react';
import { mockApi, settle } from '@/testing/api-mock';
import { activePro, expiredTrial, makeUser, storeSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-with-providers';
import PricingPage from './PricingPage';

const card = (name: string) => screen.getByRole('article', { name });

function renderAs(user: ReturnType<typeof makeUser> | null) {
  if (user) {
    storeSession(user);
    mockApi({ 'GET /api/auth/me': user });
  }
  return renderWithProviders(<PricingPage />);
}

describe('PricingPage (spec §2, §4 pricing card states)', () => {
  it('has one h1 and the tagline about the 7-day free trial', () => {
    renderAs(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' })).toBeInTheDocument();
    expect(screen.getByText('Start with a 7-day free trial. No credit card required.')).toBeInTheDocument();
  });

  it("signed out: 'Start Free Trial' and 'Get Started', both to /signup; no Manage Subscription", () => {
    renderAs(null);
    expect(within(card('Free Trial')).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    expect(within(card('Pro')).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Manage Subscription' })).toBeNull();
  });

  it("on the trial (running or expired): trial 'Current Plan' disabled, Pro 'Upgrade' to /billing/upgrade", async () => {
    for (const subscription of [makeUser().subscription, expiredTrial()]) {
      const { unmount } = renderAs(makeUser({ subscription }));
      expect(within(card('Free Trial')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
      expect(within(card('Pro')).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/billing/upgrade');
      expect(screen.queryByRole('link', { name: 'Manage Subscription' })).toBeNull();
      await settle();
      unmount();
      window.localStorage.clear();
    }
  });

  it("on Pro: trial 'Not Available' and Pro 'Current Plan', both disabled, and Manage Subscription to /billing/manage", async () => {
    renderAs(makeUser({ subscription: activePro() }));
    expect(within(card('Free Trial')).getByRole('button', { name: 'Not Available' })).toBeDisabled();
    expect(within(card('Pro')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/billing/manage');
    await settle();
  });
});
