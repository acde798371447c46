import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { endTrial, registerAccount, TEST_PASSWORD } from '../accounts';

/**
 * Accounts in a real browser against the built backend (issue 3): registration through the form, the
 * dashboard in trial and after the trial, login failures and success, logout, an expired session, and
 * the route guard. Settings and notifications have their own spec (settings-notifications).
 */

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

const toast = (page: Page): Locator => page.getByRole('status').or(page.getByRole('alert'));

describe('accounts (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  it('registers through the form and lands on the dashboard with a 7-day trial', async () => {
    const page = browser.page();
    const email = uniqueEmail('grace');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByText('Start your 7-day free trial now').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'register');

    await page.getByLabel('Name').fill('G');
    await page.getByLabel('Email').fill('grace@');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    await screenshot(page, 'register-errors');

    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await toast(page).filter({ hasText: 'Registration successful' }).waitFor();
    await toast(page).filter({ hasText: 'Your 7-day free trial has started!' }).waitFor();
    await page.waitForURL('**/dashboard');

    // A brand-new account is welcomed, not welcomed back.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Grace Hopper!' }).waitFor();
    await page.getByText('Trial Active', { exact: true }).waitFor();
    expect(await page.getByTestId('subscription-status').innerText()).toBe('Trialing');
    await page.getByText('You have 7 days left in your free trial.', { exact: true }).waitFor();
    for (const label of ['Open Prompt Lab', 'Analyze Tokens', 'Open Playground', 'Start Engineering', 'Build Rules', 'Generate Docs']) {
      await page.getByRole('link', { name: label }).or(page.getByRole('button', { name: label })).first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard-trial');

    // The header: unread count (welcome + trial notifications) and the avatar menu.
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await page.getByText(email, { exact: true }).waitFor();
    await screenshot(page, 'dashboard-account-menu');

    // Refresh Status: one request per click while busy, then the Portuguese success toast.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await toast(page).filter({ hasText: 'Status atualizado' }).waitFor();

    // The next visit is a return.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper!' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('shows "Trial Expired" once the trial has ended, with "Upgrade Now" to /pricing', async () => {
    const account = await registerAccount('Alan Turing');
    await endTrial(account.user.id);
    const page = browser.page();
    await seedSession(page.context(), account);
    await page.goto('/dashboard');
    await page.getByText('Trial Expired', { exact: true }).waitFor();
    await page.getByText('Your free trial has expired. Please upgrade to continue using all features.', { exact: true }).waitFor();
    // The status agrees with the alert (and with Manage Subscription).
    expect(await page.getByTestId('subscription-status').innerText()).toBe('Trial expired');
    const upgrade = page.getByRole('link', { name: 'Upgrade Now' }).or(page.getByRole('button', { name: 'Upgrade Now' })).first();
    await upgrade.waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard-expired');

    await upgrade.click();
    await page.waitForURL('**/pricing');
    expect(browser.problems()).toEqual([]);
  });

  it('refuses a wrong password, signs in with the right one and logs out to the landing page', async () => {
    const account = await registerAccount('Edsger Dijkstra');
    const page = browser.page();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'login');

    await page.getByLabel('Email').fill(account.user.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page).filter({ hasText: 'Login failed' }).filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page).filter({ hasText: 'Login successful' }).waitFor();
    await page.waitForURL('**/dashboard');
    // First dashboard visit of a new account (registered through the API a moment ago).
    await page.getByRole('heading', { level: 1, name: 'Welcome, Edsger Dijkstra!' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await toast(page).filter({ hasText: 'Logged out' }).filter({ hasText: 'You have been successfully logged out.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started for Free' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The server ended that session too.
    const me = await fetch(`${env.baseUrl()}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    // The refused login answers 401, which Chromium logs as a failed resource load: expected here.
    expect(browser.problems().filter((problem) => !problem.includes('401'))).toEqual([]);
  });

  it('shows "Go to Dashboard" on the landing page when signed in', async () => {
    const account = await registerAccount('Barbara Liskov');
    const page = browser.page();
    await seedSession(page.context(), account);
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Barbara Liskov!' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    const page = browser.page();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('clears a session the server no longer accepts and says so on the landing page', async () => {
    const account = await registerAccount('Ken Thompson');
    const logout = await fetch(`${env.baseUrl()}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${account.token}` } });
    expect(logout.ok).toBe(true);
    const page = browser.page();
    // A 401 from /api/auth/me is logged by Chromium as a failed resource load: expected here.
    await seedSession(page.context(), account);
    await page.goto('/dashboard');
    await page.getByText('Authentication session expired. Please log in again.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(browser.problems().filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});

describe('accounts (mobile)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });

  it('fits login, register and the dashboard on a phone', async () => {
    const page = browser.page();
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: MOBILE.width });
    }
    await screenshot(page, 'register-mobile', { fullPage: true });

    const account = await registerAccount('Margaret Hamilton');
    await seedSession(page.context(), account);
    await page.goto('/dashboard');
    await page.getByText('Trial Active', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await screenshot(page, 'dashboard-mobile');
    await screenshot(page, 'dashboard-mobile-full', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
