import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Account Settings and Notifications (core spec §2) in a real browser against the built backend: each
 * test registers its own user through the API and starts signed in (token and user in localStorage,
 * as the session stores them).
 */

/** GET /api/auth/me from Node with `Authorization: Bearer <credential>` (a session token or an API key). */
async function me(credential: string): Promise<{ status: number; body: { name?: string; email?: string } }> {
  const response = await fetch(`${env.baseUrl()}/api/auth/me`, { headers: { Authorization: `Bearer ${credential}` } });
  return { status: response.status, body: (await response.json()) as { name?: string; email?: string } };
}

describe('account settings and notifications (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  async function signedIn(account: RegisteredAccount): Promise<Page> {
    await seedSession(browser.context(), account);
    return browser.page();
  }

  async function openSettings(page: Page, tab?: string): Promise<void> {
    const response = await page.goto(tab ? `/settings?tab=${tab}` : '/settings');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await page.waitForLoadState('networkidle');
  }

  const toast = (page: Page): Locator => page.getByRole('status').or(page.getByRole('alert'));

  it('saves the profile: "Profile updated" and the new name is shown and stored', async () => {
    const account = await registerAccount();
    const page = await signedIn(account);
    await openSettings(page);
    expect(await page.title()).toMatch(/settings/i);
    expect(await page.getByRole('tab', { name: /Profile/ }).getAttribute('aria-selected')).toBe('true');
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    await profile.getByText('Free Trial', { exact: true }).waitFor();
    await screenshot(page, 'settings-profile');

    const name = profile.getByLabel('Name', { exact: true });
    await name.fill('A');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Name must be at least 2 characters.', { exact: true }).waitFor();

    await name.fill('Ada King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page).filter({ hasText: 'Profile updated' }).waitFor();
    await profile.getByText('Ada King', { exact: true }).waitFor();
    expect((await me(account.token)).body.name).toBe('Ada King');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    expect(await name.inputValue()).toBe('Ada King');
    expect(browser.problems()).toEqual([]);
  });

  it('changes the password: the page keeps working on the fresh token, the old one is refused', async () => {
    const account = await registerAccount();
    const page = await signedIn(account);
    await openSettings(page, 'security');
    await screenshot(page, 'settings-security');

    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('new-password-123');
    await page.getByLabel('Confirm new password').fill('new-password-124');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match.', { exact: true }).waitFor();

    await page.getByLabel('Confirm new password').fill('new-password-123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page).filter({ hasText: 'Password updated' }).waitFor();

    expect((await me(account.token)).status).toBe(401);
    const stored = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(stored).not.toBe(account.token);
    expect((await me(stored!)).status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(browser.problems()).toEqual([]);
  });

  it('saves notification preferences, which survive a reload', async () => {
    const account = await registerAccount();
    const page = await signedIn(account);
    await openSettings(page, 'notifications');
    const marketing = page.getByRole('switch', { name: 'Marketing emails' });
    expect(await marketing.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'settings-notifications');

    await marketing.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page).filter({ hasText: 'Preferences updated' }).waitFor();

    await page.reload();
    await page.getByRole('switch', { name: 'Marketing emails' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Marketing emails' }).getAttribute('aria-checked')).toBe('true');
    expect(browser.problems()).toEqual([]);
  });

  it('creates an API key shown once, which authenticates until it is deleted', async () => {
    const account = await registerAccount();
    await browser.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await signedIn(account);
    await openSettings(page, 'api-keys');
    await page.getByText('No API keys yet.').waitFor();
    await screenshot(page, 'settings-api-keys-empty');

    await page.getByLabel('New key name').fill('CI pipeline');
    await page.getByRole('button', { name: 'Create Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    await dialog.waitFor();
    await dialog.getByText("Copy this key now. It won't be shown again.").waitFor();
    const key = (await dialog.getByTestId('api-key-secret').innerText()).trim();
    expect(key).toMatch(/^pfk_/);
    await screenshot(page, 'settings-api-key-created-dialog');

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page).filter({ hasText: 'Copied to clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Shown once: the page no longer holds the secret, only its prefix.
    expect(await page.content()).not.toContain(key);
    const row = page.getByRole('row').filter({ hasText: 'CI pipeline' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Never');
    await screenshot(page, 'settings-api-keys');

    const withKey = await me(key);
    expect(withKey.status).toBe(200);
    expect(withKey.body.email).toBe(account.user.email);

    await row.getByRole('button', { name: 'Delete API key CI pipeline' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await toast(page).filter({ hasText: 'API key deleted' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    expect((await me(key)).status).toBe(401);
    expect(browser.problems()).toEqual([]);
  });

  it('shows the welcome notification; "Mark all as read" clears the unread dot for good', async () => {
    const account = await registerAccount();
    const page = await signedIn(account);
    const response = await page.goto('/notifications');
    expect(response?.status()).toBe(200);
    const welcome = page.getByRole('listitem', { name: 'Welcome to PromptForge' });
    await welcome.waitFor();
    await page.waitForLoadState('networkidle');
    await welcome.getByRole('img', { name: 'Unread' }).waitFor();
    expect(await welcome.getByText('just now').count()).toBe(1);
    await screenshot(page, 'notifications-all');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await welcome.getByRole('img', { name: 'Unread' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('img', { name: 'Unread' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('listitem', { name: 'Welcome to PromptForge' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('img', { name: 'Unread' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);

    await page.getByText('Unread', { exact: true }).click();
    await page.getByText('You have no unread notifications.').waitFor();
    expect(new URL(page.url()).search).toBe('?filter=unread');
    await screenshot(page, 'notifications-unread-empty');
    expect(browser.problems()).toEqual([]);
  });
});

describe('account settings and notifications (mobile)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });

  it('fits the phone width on every settings tab and on the notifications page', async () => {
    const account = await registerAccount('Ada Augusta King, Countess of Lovelace');
    await seedSession(browser.context(), account);
    const page = browser.page();
    for (const path of ['/settings', '/settings?tab=security', '/settings?tab=notifications', '/settings?tab=api-keys', '/notifications']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: MOBILE.width });
    }
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await screenshot(page, 'settings-profile-mobile', { fullPage: true });
    await page.goto('/notifications');
    await page.getByRole('listitem', { name: 'Welcome to PromptForge' }).waitFor();
    await screenshot(page, 'notifications-mobile', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
