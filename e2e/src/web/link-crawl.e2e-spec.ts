import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount } from '../accounts';
import { browser as launchBrowser, DESKTOP, env, MOBILE, seedSession, sleep } from '../utils';

/**
 * No link anywhere in the web app leads to the 404 page (issue 19): starting from the public pages (and, signed in,
 * the dashboard), every internal link of every page reached is followed — header (with its menus opened), footer,
 * mobile menu (at 390 px), page content — and each target must render something other than '404 Page Not Found'
 * and answer below 400. Fails with every broken link and the page that has it.
 */

const NOT_FOUND = '404 Page Not Found';
const START_SIGNED_OUT = ['/', '/pricing', '/login', '/register', '/contact', '/products/trial-expired'];
const START_SIGNED_IN = ['/dashboard', '/', '/pricing', '/contact', '/seo-audit', '/settings', '/notifications', '/products/trial-expired', '/billing/manage'];
/** Enough for every screen of the product; a crawl that reaches it is following generated links. */
const MAX_PAGES = 120;

interface Broken {
  link: string;
  foundOn: string;
  why: string;
}

/** Internal links on the page, including those inside menus that open on a click. */
async function linksOn(page: Page, mobile: boolean): Promise<string[]> {
  const collect = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .map((anchor) => new URL(anchor.getAttribute('href')!, window.location.href))
        .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
        .map((url) => `${url.pathname}${url.search}`),
    );
  const found = new Set(await collect());
  // Menus (Products, Pricing, the account menu, the mobile menu) render their links when opened.
  const toggles = page.locator(mobile ? 'header button[aria-expanded="false"], [role="dialog"] button[aria-expanded="false"]' : 'header button[aria-expanded="false"]');
  const count = await toggles.count();
  for (let i = 0; i < count; i++) {
    const toggle = toggles.nth(i);
    if (!(await toggle.isVisible().catch(() => false))) continue;
    await toggle.click().catch(() => undefined);
    await sleep(150);
    (await collect()).forEach((link) => found.add(link));
    if (mobile) {
      // The mobile menu holds more toggles (its Products group): open those too.
      const inner = page.locator('nav button[aria-expanded="false"]');
      for (let j = 0; j < (await inner.count()); j++) {
        if (await inner.nth(j).isVisible().catch(() => false)) {
          await inner.nth(j).click().catch(() => undefined);
          await sleep(100);
        }
      }
      (await collect()).forEach((link) => found.add(link));
    }
    await page.keyboard.press('Escape');
  }
  return [...found];
}

/** Opens `path`; undefined when it rendered a screen, else why not. */
async function visit(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (!response || response.status() >= 400) return `HTTP ${response?.status() ?? 'no answer'}`;
  // The app renders once the screen's code is in; wait for a main heading or the 404 page.
  await page.locator('h1').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await sleep(300);
  const headings = await page.locator('h1').allTextContents();
  if (headings.some((text) => text.includes(NOT_FOUND)) || (await page.title()) === NOT_FOUND) return 'the 404 page';
  return undefined;
}

async function crawl(context: BrowserContext, start: readonly string[], mobile: boolean): Promise<{ visited: string[]; broken: Broken[] }> {
  const page = await context.newPage();
  const queue = start.map((path) => ({ link: path, foundOn: '(start)' }));
  const seen = new Set(start);
  const visited: string[] = [];
  const broken: Broken[] = [];
  while (queue.length && visited.length < MAX_PAGES) {
    const { link, foundOn } = queue.shift()!;
    const why = await visit(page, link);
    visited.push(link);
    if (why) {
      broken.push({ link, foundOn, why });
      continue;
    }
    // Stay on the screen the link led to (a redirect, e.g. /signup → /register, is followed).
    const here = new URL(page.url());
    for (const next of await linksOn(page, mobile)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ link: next, foundOn: `${here.pathname}${here.search}` });
    }
  }
  await page.close();
  return { visited, broken };
}

describe('link crawl: no internal link leads to a 404', () => {
  let instance: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    instance = await launchBrowser();
  });
  afterAll(() => instance.close());

  it.each([
    ['signed out', 'desktop'],
    ['signed out', 'mobile'],
    ['signed in', 'desktop'],
    ['signed in', 'mobile'],
  ] as const)('%s, %s', async (who, size) => {
    const context = await instance.newContext({ viewport: size === 'mobile' ? MOBILE : DESKTOP, baseURL: env.baseUrl() });
    try {
      if (who === 'signed in') await seedSession(context, await registerAccount('Link Crawler'));
      const { visited, broken } = await crawl(context, who === 'signed in' ? START_SIGNED_IN : START_SIGNED_OUT, size === 'mobile');
      console.log(`${who}, ${size}: ${visited.length} pages visited: ${visited.join(' ')}`);
      // Signed in, the crawl reaches the dashboard, the tools, settings and billing.
      expect(visited.length).toBeGreaterThanOrEqual(who === 'signed in' ? 15 : 8);
      expect(broken).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);
});
