import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { registerAccount } from '../accounts';
import { env, MOBILE, screenshot, seedSession, sleep, useBrowser } from '../utils';

/**
 * The SEO audit fed by real page views: a few public pages are opened in the browser, which reports its Web
 * Vitals; the audit screen then shows their sample counts. Also robots.txt and sitemap.xml as a crawler reads them.
 */

async function samples(): Promise<Record<string, number>> {
  const client = new Client({ connectionString: env.databaseUrl() });
  await client.connect();
  try {
    const result = await client.query('SELECT metric, count(*)::int AS n FROM web_vital_samples GROUP BY metric');
    return Object.fromEntries(result.rows.map((row: { metric: string; n: number }) => [row.metric, row.n]));
  } finally {
    await client.end();
  }
}

/** Opens a page, lets the Web Vitals code load (idle after first render) and interacts once (for INP/FID). */
async function view(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await sleep(1500);
  await page.mouse.click(5, 300);
  await sleep(200);
}

describe('SEO audit', () => {
  const browser = useBrowser();

  it('robots.txt and sitemap.xml list the public pages on PUBLIC_URL', async () => {
    const robots = await fetch(`${env.baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await (await fetch(`${env.baseUrl()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(paths).toEqual(expect.arrayContaining(['/', '/pricing', '/login', '/register', '/contact']));
  });

  it('after a few page loads the audit shows Web Vitals samples, and the six tabs', async () => {
    const before = await samples();
    const page = browser.page();
    for (const path of ['/', '/pricing', '/contact', '/login']) await view(page, path);
    await page.goto('/register'); // leaving /login sends its measurements
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    let after = await samples();
    for (let i = 0; i < 20 && (after.fcp ?? 0) - (before.fcp ?? 0) < 4; i++) {
      await sleep(250);
      after = await samples();
    }
    expect((after.fcp ?? 0) - (before.fcp ?? 0)).toBeGreaterThanOrEqual(4);
    expect((after.ttfb ?? 0) - (before.ttfb ?? 0)).toBeGreaterThanOrEqual(4);
    expect((after.lcp ?? 0) - (before.lcp ?? 0)).toBeGreaterThanOrEqual(3);

    const account = await registerAccount('Seo Auditor');
    await seedSession(browser.context(), account);
    await page.goto('/seo-audit');
    await page.getByRole('heading', { level: 1, name: 'SEO Audit' }).waitFor();
    await page.getByText('Overall SEO score').waitFor({ timeout: 30_000 });
    const fcpCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'FCP First Contentful Paint' }) });
    const text = (await fcpCard.textContent()) ?? '';
    expect(Number(/(\d+) samples?/.exec(text)?.[1])).toBeGreaterThanOrEqual(after.fcp);
    for (const tab of ['Core Web Vitals', 'E-A-T Score', 'E-A-T Details', 'Issues & Fixes', 'Security', 'Recommendations']) {
      expect(await page.getByRole('tab', { name: tab }).count()).toBe(1);
    }
    await screenshot(page, 'seo-audit-desktop', { fullPage: true });
    await page.getByRole('tab', { name: 'Issues & Fixes' }).click();
    await screenshot(page, 'seo-audit-issues-desktop', { fullPage: true });

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });
});

describe('SEO audit (390 px)', () => {
  const browser = useBrowser({ viewport: MOBILE });

  it('fits a phone', async () => {
    const page = browser.page();
    const account = await registerAccount('Seo Mobile');
    await seedSession(browser.context(), account);
    await page.goto('/seo-audit');
    await page.getByText('Overall SEO score').waitFor({ timeout: 30_000 });
    await screenshot(page, 'seo-audit-mobile', { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
