import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Billing in a real browser against the built backend in local test mode (the e2e server has no
 * Stripe key): a trial user upgrades, cancels and resumes (core spec §2, §4 "Billing", §8). Each test
 * registers its own user through the API and starts signed in, as the session stores it.
 */

const TEST_MODE_BADGE = 'Test mode — no payment is taken';

interface SubscriptionBody {
  planId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}

async function currentSubscription(token: string): Promise<SubscriptionBody> {
  const response = await fetch(`${env.baseUrl()}/api/subscriptions/current`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionBody;
}

/** A date as the web app shows it ('June 3, 2026'), formatted by the browser in its own time zone. */
function shownDate(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(value)), iso);
}

const toast = (page: Page, title: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title });

async function expectAlert(page: Page, title: string, message: string): Promise<void> {
  const alert = page.getByTestId('subscription-alert');
  await alert.filter({ hasText: title }).waitFor();
  expect(await alert.innerText()).toContain(message);
}

describe('billing in local test mode (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  async function signedIn(account: RegisteredAccount): Promise<Page> {
    await browser.context().addInitScript(
      ([token, user]) => {
        // Only on the first load of the context: later loads keep what the app stored.
        if (sessionStorage.getItem('pf-e2e-seeded')) return;
        sessionStorage.setItem('pf-e2e-seeded', '1');
        localStorage.setItem('authToken', token);
        localStorage.setItem('promptforge-user', user);
      },
      [account.token, JSON.stringify(account.user)] as const,
    );
    return browser.page();
  }

  it('trial → Upgrade → success → Pro Plan Active → Cancel → Subscription Ending → Resume → Pro Plan Active', async () => {
    const account = await registerAccount();
    const page = await signedIn(account);

    // Pricing: the trial card is the current plan, Pro offers the upgrade.
    await page.goto('/pricing');
    const trialCard = page.getByRole('article', { name: 'Free Trial' });
    const proCard = page.getByRole('article', { name: 'Pro' });
    await trialCard.getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await trialCard.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'billing-pricing-trial');

    // Upgrade page: Pro card, test-mode badge, support link.
    await proCard.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/billing/upgrade');
    await page.getByRole('heading', { level: 1, name: 'Upgrade to Pro' }).waitFor();
    await page.getByText(TEST_MODE_BADGE).waitFor();
    expect(await page.getByRole('link', { name: /Contact Support/ }).getAttribute('href')).toBe('/contact');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'billing-upgrade');

    // Checkout: a full-page load of the success page with a local session id.
    await page.getByRole('button', { name: /Continue to Checkout/ }).click();
    await page.waitForURL(/\/billing\/success\?session_id=local_/);
    await page.getByText('Processing your subscription...').waitFor();
    await screenshot(page, 'billing-success-processing');
    await page.getByText('Welcome to Pro!').waitFor({ timeout: 15_000 });
    await page.getByText(TEST_MODE_BADGE).waitFor();
    await screenshot(page, 'billing-success');

    const pro = await currentSubscription(account.token);
    expect(pro).toMatchObject({ planId: 'pro', status: 'active', cancelAtPeriodEnd: false });
    const periodEnd = await shownDate(page, pro.currentPeriodEnd);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expectAlert(page, 'Pro Plan Active', `Your subscription will renew on ${periodEnd}.`);
    await screenshot(page, 'billing-dashboard-pro');

    // The session's user follows: Profile badge and pricing cards.
    await page.goto('/settings');
    await page.getByRole('tabpanel', { name: 'Profile' }).getByText('Pro Plan', { exact: true }).waitFor();
    await page.goto('/pricing');
    await proCard.getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await trialCard.getByRole('button', { name: 'Not Available' }).isDisabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'billing-pricing-pro');

    // Manage: cancel at the period end.
    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/billing/manage');
    await page.getByRole('heading', { level: 1, name: 'Manage Subscription' }).waitFor();
    await page.getByText(TEST_MODE_BADGE).waitFor();
    expect(await page.getByTestId('subscription-summary').innerText()).toContain(`Your subscription will renew on ${periodEnd}.`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'billing-manage-active');

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('tooltip');
    await confirm.waitFor();
    await screenshot(page, 'billing-manage-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Subscription Canceled').filter({ hasText: 'Your subscription will end at the end of the current billing period.' }).waitFor();
    await page.getByRole('button', { name: 'Resume Subscription' }).waitFor();
    await screenshot(page, 'billing-manage-canceled');
    expect(await currentSubscription(account.token)).toMatchObject({ planId: 'pro', cancelAtPeriodEnd: true });

    expect(await page.getByTestId('subscription-status').innerText()).toBe(`Ends on ${periodEnd}`);
    await page.goto('/dashboard');
    await expectAlert(page, 'Subscription Ending', `Your subscription is set to end on ${periodEnd}.`);
    // The dashboard and Settings say what Manage Subscription says.
    expect(await page.getByTestId('subscription-status').innerText()).toBe(`Ends on ${periodEnd}`);
    await screenshot(page, 'billing-dashboard-ending');
    await page.goto('/settings');
    expect(await page.getByRole('tabpanel', { name: 'Profile' }).getByTestId('subscription-status').innerText()).toBe(`Ends on ${periodEnd}`);

    // Resume: auto-renewal is back.
    await page.goto('/billing/manage');
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await toast(page, 'Subscription Resumed').filter({ hasText: 'Your subscription will continue to renew automatically.' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    expect(await currentSubscription(account.token)).toMatchObject({ planId: 'pro', cancelAtPeriodEnd: false });

    await page.goto('/dashboard');
    await expectAlert(page, 'Pro Plan Active', `Your subscription will renew on ${periodEnd}.`);
    expect(browser.problems()).toEqual([]);
  });

  it("without a session_id the success page says 'Missing Session Information' and goes to /billing/manage", async () => {
    const account = await registerAccount();
    const page = await signedIn(account);
    await page.goto('/billing/success');
    await toast(page, 'Missing Session Information').waitFor();
    await page.getByText(/This page needs the checkout session it was opened for/).waitFor();
    await screenshot(page, 'billing-success-missing-session');
    await page.waitForURL('**/billing/manage', { timeout: 10_000 });
    // A trial user's manage page: the secondary 'Create New Subscription', nothing to cancel.
    await page.getByRole('button', { name: 'Create New Subscription' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'billing-manage-trial');
    expect(browser.problems()).toEqual([]);
  });
});

describe('billing pages (mobile)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });

  it('fit the phone width', async () => {
    const account = await registerAccount('Grace Brewster Murray Hopper, Rear Admiral');
    await browser.context().addInitScript(
      ([token, user]) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('promptforge-user', user);
      },
      [account.token, JSON.stringify(account.user)] as const,
    );
    const page = browser.page();
    for (const [path, name] of [
      ['/billing/upgrade', 'billing-upgrade-mobile'],
      ['/billing/manage', 'billing-manage-mobile'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(TEST_MODE_BADGE).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: MOBILE.width });
      await screenshot(page, name, { fullPage: true });
    }
    expect(browser.problems()).toEqual([]);
  });
});
