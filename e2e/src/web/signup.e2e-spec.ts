import type { Page } from 'playwright-core';
import { MOBILE, screenshot, useBrowser } from '../utils';

/**
 * The plan cards' buttons for a visitor (core spec §1, §4): 'Start Free Trial' and 'Get Started' link to
 * /signup, which the route table lacks; it forwards to the register screen, on /pricing and on the landing
 * page alike.
 */
async function clickPlanButton(page: Page, from: string, text: string): Promise<void> {
  expect((await page.goto(from))?.status()).toBe(200);
  // The card's own link (the header has a 'Get Started' link too, straight to /register).
  const button = page.locator('a[href="/signup"]', { hasText: text });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await page.waitForURL('**/register');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
}

describe('sign-up from the plan cards (visitor)', () => {
  const browser = useBrowser();

  it.each([
    ['/pricing', 'Start Free Trial'],
    ['/pricing', 'Get Started'],
    ['/', 'Start Free Trial'],
    ['/', 'Get Started'],
  ])("on %s, '%s' opens the register screen", async (from, text) => {
    const page = browser.page();
    await clickPlanButton(page, from, text);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.title()).toBe('Create your account – PromptForge');
    expect(browser.problems()).toEqual([]);
  });

  it('/signup typed in the address bar lands on /register too', async () => {
    const page = browser.page();
    expect((await page.goto('/signup'))?.status()).toBe(200);
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await screenshot(page, 'signup-redirect');
    expect(browser.problems()).toEqual([]);
  });
});

describe('sign-up from the plan cards (visitor, phone)', () => {
  const browser = useBrowser({ viewport: MOBILE });

  it("'Start Free Trial' on /pricing opens the register screen", async () => {
    const page = browser.page();
    await clickPlanButton(page, '/pricing', 'Start Free Trial');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(browser.problems()).toEqual([]);
  });
});
