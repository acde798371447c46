import type { Locator, Page } from 'playwright-core';
import { MOBILE, screenshot, sleep, useBrowser } from '../utils';

/** The header's Products menu (core spec §2): six tools, in this order, with their routes. */
const PRODUCTS = [
  { name: 'Prompt Lab', path: '/prompt-lab' },
  { name: 'Token Analyzer', path: '/products/token-analyzer' },
  { name: 'Advanced Prompt Code Playground', path: '/products/AdvancedPlayground' },
  { name: 'Prompt Engineering', path: '/products/prompt-engineering' },
  { name: 'Rules Builder', path: '/products/rules-builder' },
  { name: 'Automatic Documentation Generator', path: '/products/documentation-generator' },
];

const DARK_BACKGROUND = 'rgb(11, 13, 20)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

describe('landing page (desktop)', () => {
  const browser = useBrowser();

  it('renders the hero with its two calls to action, without console errors or CSP violations', async () => {
    const page = browser.page();
    await openLanding(page);

    await expectText(page.getByRole('heading', { level: 1 }), 'Create, test and deploy AI prompts at scale');
    expect(await page.title()).toMatch(/^PromptForge/);
    expect(await page.getByRole('link', { name: 'Get Started for Free', exact: true }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Subscription Plans', exact: true }).getAttribute('href')).toBe('/pricing');
    await screenshot(page, 'landing-desktop');
    await screenshot(page, 'landing-desktop-full', { fullPage: true });

    expect(browser.problems()).toEqual([]);
  });

  it('opens the Products menu listing exactly the six tools with their routes', async () => {
    const page = browser.page();
    await openLanding(page);
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });

    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await menu.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const links = menu.getByRole('link');

    expect(await linksOf(links)).toEqual(PRODUCTS.map(({ name, path }) => ({ name, path })));
    await screenshot(page, 'landing-products-menu');

    await menu.getByRole('link', { name: /^Token Analyzer/ }).click();
    await page.waitForURL('**/products/token-analyzer');
    await menu.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(browser.problems()).toEqual([]);
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const page = browser.page();
    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(200); // the server hands every page path to the app
    await expectText(page.getByRole('heading', { level: 1 }), '404 Page Not Found');
    expect(await page.title()).toBe('404 Page Not Found');
    await page.getByRole('link', { name: 'Back to home' }).waitFor();
    await screenshot(page, 'not-found');
    expect(browser.problems()).toEqual([]);
  });

  it('is dark by default, and the theme picked in the header survives a reload', async () => {
    const page = browser.page();
    await openLanding(page);

    expect(await storedTheme(page)).toBeNull();
    expect(await eventually(() => backgroundOf(page), DARK_BACKGROUND)).toBe(DARK_BACKGROUND);

    const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme: / });
    expect(await toggle.getAttribute('aria-label')).toBe('Theme: Dark');
    await toggle.click();
    await page.getByRole('button', { name: 'Light', exact: true }).click();

    expect(await eventually(() => backgroundOf(page), LIGHT_BACKGROUND)).toBe(LIGHT_BACKGROUND);
    expect(await storedTheme(page)).toBe('light');
    await screenshot(page, 'landing-light-theme');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Give a late default (dark) the chance to win before asserting it did not.
    await sleep(300);
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
    expect(await storedTheme(page)).toBe('light');
    expect(await page.getByRole('banner').getByRole('button', { name: /^Theme: / }).getAttribute('aria-label')).toBe('Theme: Light');

    await page.getByRole('banner').getByRole('button', { name: /^Theme: / }).click();
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    expect(await eventually(() => backgroundOf(page), DARK_BACKGROUND)).toBe(DARK_BACKGROUND);
    expect(await storedTheme(page)).toBe('dark');
    expect(browser.problems()).toEqual([]);
  });
});

describe('landing page (mobile)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  it('renders the hero and lists the six tools in the menu', async () => {
    const page = browser.page();
    await openLanding(page);

    await expectText(page.getByRole('heading', { level: 1 }), 'Create, test and deploy AI prompts at scale');
    await page.getByRole('link', { name: 'Get Started for Free', exact: true }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'landing-mobile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.getByRole('button', { name: 'Products' }).click();
    const list = page.locator(`[id="${await mobileNav.getByRole('button', { name: 'Products' }).getAttribute('aria-controls')}"]`);
    await list.waitFor({ state: 'visible' });

    expect(await linksOf(list.getByRole('link'))).toEqual(PRODUCTS);
    await screenshot(page, 'landing-mobile-menu');
    expect(browser.problems()).toEqual([]);
  });
});

// --------------------------------------------------------------------------------------------- helpers

async function openLanding(page: Page): Promise<void> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function expectText(locator: Locator, text: string): Promise<void> {
  await locator.waitFor();
  expect((await locator.innerText()).replace(/\s+/g, ' ').trim()).toBe(text);
}

/** Each link's visible name (its first line: the tool name, without the summary) and target path. */
async function linksOf(links: Locator): Promise<Array<{ name: string; path: string }>> {
  return links.evaluateAll((elements) =>
    elements.map((element) => {
      const anchor = element as HTMLAnchorElement;
      return { name: anchor.innerText.split('\n')[0].trim(), path: new URL(anchor.href).pathname };
    }),
  );
}

function backgroundOf(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('promptforge-theme'));
}

/** Polls `read` until it returns `expected` (colours may transition) or 3 s pass; returns the last value. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await sleep(50);
    value = await read();
  }
  return value;
}
