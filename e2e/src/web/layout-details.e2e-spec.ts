import type { Page } from 'playwright-core';
import { registerAccount } from '../accounts';
import { DESKTOP, env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';

/**
 * The details users hit around the screens (issue 13): where toasts appear, the phone menu, the
 * settings section picker and API key cards on phones, 'Refresh Status' beside its title, the
 * notifications filter in dark, and the 404 page.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Shows a toast the way the app does on the dashboard: Refresh Status → 'Status atualizado'. */
async function refreshStatusToast(page: Page): Promise<Box> {
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Status atualizado' });
  await toast.waitFor();
  const toastBox = await toast.boundingBox();
  if (!toastBox) throw new Error('the toast has no box');
  return toastBox;
}

describe('layout details (desktop)', () => {
  const browser = useBrowser({ viewport: DESKTOP, reducedMotion: 'reduce' });

  it('shows toasts at the bottom right, clear of the header and the page title', async () => {
    const account = await registerAccount('Katherine Johnson');
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/dashboard');
    await page.getByTestId('subscription-alert').waitFor();
    const toastBox = await refreshStatusToast(page);
    expect(DESKTOP.width - (toastBox.x + toastBox.width)).toBeLessThanOrEqual(32);
    expect(DESKTOP.height - (toastBox.y + toastBox.height)).toBeLessThanOrEqual(32);
    for (const selector of ['header', 'main h1']) {
      expect({ selector, overlaps: overlaps(toastBox, await box(page, selector)) }).toEqual({ selector, overlaps: false });
    }
    await screenshot(page, 'details-toast-desktop');
    expect(browser.problems()).toEqual([]);
  });

  it("says '404 Page Not Found' once, without a separate '404' above it", async () => {
    const page = browser.page();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect((await page.getByRole('main').innerText()).match(/404/g)).toHaveLength(1);
  });

  it('marks the selected All/Unread filter with the primary colour in dark', async () => {
    const account = await registerAccount('Mae Jemison');
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/notifications');
    await page.getByRole('list', { name: 'All notifications' }).waitFor();
    const colours = await page.evaluate(() => {
      const selected = document.querySelector('.ant-segmented-item-selected');
      const track = document.querySelector('.ant-segmented');
      return { selected: selected && getComputedStyle(selected).backgroundColor, track: track && getComputedStyle(track).backgroundColor };
    });
    // tokens.ts: dark primary #6a5af9.
    expect(colours.selected).toBe('rgb(106, 90, 249)');
    expect(colours.track).not.toBe(colours.selected);
  });
});

describe('layout details (phone)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });

  it('shows toasts at the bottom centre, keeps Refresh Status beside its title, and opens the menu over the page', async () => {
    const account = await registerAccount('Dorothy Vaughan');
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/dashboard');
    await page.getByTestId('subscription-alert').waitFor();

    const title = await box(page, 'h2:text("Subscription Status")');
    const refresh = (await page.getByRole('button', { name: 'Refresh Status' }).boundingBox())!;
    expect(refresh.y).toBeLessThan(title.y + title.height);
    expect(refresh.x).toBeGreaterThan(title.x + title.width - 1);

    const toastBox = await refreshStatusToast(page);
    const centre = toastBox.x + toastBox.width / 2;
    expect(Math.abs(centre - MOBILE.width / 2)).toBeLessThanOrEqual(2);
    expect(MOBILE.height - (toastBox.y + toastBox.height)).toBeLessThanOrEqual(24);
    expect(overlaps(toastBox, await box(page, 'header'))).toBe(false);
    expect(overlaps(toastBox, await box(page, 'main h1'))).toBe(false);
    await screenshot(page, 'details-toast-phone');

    // The menu covers the page instead of pushing it down: one Logout can be seen and reached.
    const headingBefore = await box(page, 'main h1');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#pf-mobile-menu');
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    expect((await box(page, 'main h1')).y).toBe(headingBefore.y);
    const pageLogout = page.getByRole('main').getByRole('button', { name: 'Logout' });
    const logoutBox = (await pageLogout.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('#pf-mobile-menu') !== null,
      [logoutBox.x + logoutBox.width / 2, logoutBox.y + logoutBox.height / 2] as const,
    );
    expect(onTop).toBe(true);
    await screenshot(page, 'details-mobile-menu');
    expect(browser.problems()).toEqual([]);
  });

  it('picks the settings section with a select, and lists API keys as cards with their creation date', async () => {
    const account = await registerAccount('Annie Easley');
    const created = await fetch(`${env.baseUrl()}/api/api-keys`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ name: 'A deliberately long key name for the nightly deployment pipeline' }),
    });
    expect(created.status).toBe(201);
    const { createdAt } = (await created.json()) as { createdAt: string };
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/settings');
    await page.getByRole('tabpanel', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('tab', { name: /Security/ }).count()).toBe(0);

    await page.getByLabel('Section').selectOption('api-keys');
    await page.waitForURL('**/settings?tab=api-keys');
    const card = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
    await card.waitFor();
    const shownDate = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso)),
      createdAt,
    );
    expect(await card.innerText()).toContain(shownDate);
    expect(await card.innerText()).toContain('A deliberately long key name for the nightly deployment pipeline');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    await screenshot(page, 'details-api-key-cards', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
