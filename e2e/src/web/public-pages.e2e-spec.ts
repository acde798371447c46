import type { Page } from 'playwright-core';
import { MOBILE, screenshot, useBrowser } from '../utils';

/**
 * The public content pages of issue 19 (/documentation, /guides, /features, /about, /trust) as a
 * visitor sees them, at 1366 and 390 px: each with its own title, description, canonical URL and
 * Open Graph tags in the HTML the server sends, no console error or CSP violation, and a screenshot in
 * e2e/artifacts/public-<page>-<width>.png. Then the documentation search (highlights, the only match
 * opening by itself, 'Nenhum resultado encontrado' / 'Limpar busca'), the Markdown rendered safely
 * with heading anchors, and the guides' filters and empty text.
 */

const DESKTOP_1366 = { width: 1366, height: 900 } as const;

const PAGES = [
  { name: 'documentation', path: '/documentation', h1: 'Documentation', title: 'Documentation – PromptForge' },
  { name: 'guides', path: '/guides', h1: 'Guides', title: 'Guides – PromptForge' },
  { name: 'features', path: '/features', h1: 'Everything you need to write, test and ship prompts', title: 'Features – PromptForge' },
  { name: 'about', path: '/about', h1: 'About PromptForge', title: 'About – PromptForge' },
  { name: 'trust', path: '/trust', h1: 'Security and data handling', title: 'Security and data handling – PromptForge' },
] as const;

async function headTags(page: Page) {
  return page.evaluate(() => ({
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
  }));
}

/** No horizontal scrolling: nothing is wider than the viewport. */
async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

for (const [width, viewport] of [
  ['1366', DESKTOP_1366],
  ['390', MOBILE],
] as const) {
  describe(`public pages at ${width} px`, () => {
    const browser = useBrowser({ viewport });

    it.each(PAGES.map((p) => [p.path, p]))('%s renders with its head tags, no errors, no horizontal scroll', async (_path, { name, path, h1, title }) => {
      const page = browser.page();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The HTML as sent (before any script) names the page: crawlers and link previews read this.
      const html = await response!.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}">`));

      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      expect(await page.title()).toBe(title);
      const tags = await headTags(page);
      expect(tags.description!.length).toBeGreaterThanOrEqual(50);
      expect(tags.canonical).toMatch(new RegExp(`${path}$`));
      expect(tags.ogTitle).toBe(title);
      expect(tags.ogDescription).toBe(tags.description);
      expect(tags.ogUrl).toBe(tags.canonical);
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, `public-${name}-${width}`);
      await screenshot(page, `public-${name}-${width}-full`, { fullPage: true });
      expect(browser.problems()).toEqual([]);
    });

    it('renders an opened topic as Markdown: headings with anchors, tables, code, author and date', async () => {
      const page = browser.page();
      await page.goto('/documentation#tokenization');
      const topic = page.locator('article#tokenization');
      const toggle = topic.getByRole('button', { name: /Tokenization/ });
      await topic.getByRole('region').waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const section = topic.locator('h4#tokenization--how-tokenizers-split-text');
      await section.waitFor();
      expect(await section.getByRole('link').getAttribute('href')).toBe('#tokenization--how-tokenizers-split-text');
      expect(await topic.locator('table th').first().textContent()).toBe('Family');
      expect(await topic.locator('code', { hasText: 'o200k_base' }).count()).toBeGreaterThan(0);
      expect(await topic.getByText(/By PromptForge team · Updated November 24, 2026/).count()).toBe(1);
      await screenshot(page, `public-documentation-topic-${width}`);
      expect(browser.problems()).toEqual([]);
    });
  });
}

describe('documentation search', () => {
  const browser = useBrowser({ viewport: DESKTOP_1366 });

  it('highlights matches across categories, ignoring case and accents, and opens the only match', async () => {
    const page = browser.page();
    await page.goto('/documentation');
    const search = page.getByRole('searchbox', { name: 'Search the documentation' });

    await search.fill('CONTEXT WINDOW');
    await page.getByRole('heading', { name: /topics match “CONTEXT WINDOW”/ }).waitFor();
    const results = page.locator('article');
    expect(await results.count()).toBeGreaterThan(1);
    const marks = await page.locator('article mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.toLowerCase() === 'context window')).toBe(true);
    expect(await page.locator('article button[aria-expanded="true"]').count()).toBe(0);
    await screenshot(page, 'public-documentation-search-many');

    // Without accents, different case: the one topic with 'Proteção de Dados' opens by itself, highlighted inside the Markdown.
    await search.fill('PROTECAO DE DADOS');
    await page.getByRole('heading', { name: '1 topic matches “PROTECAO DE DADOS”' }).waitFor();
    const only = page.locator('article');
    expect(await only.count()).toBe(1);
    expect(await only.getAttribute('id')).toBe('regulation-and-governance');
    expect(await only.getByRole('button').first().getAttribute('aria-expanded')).toBe('true');
    const inBody = only.getByRole('region').locator('mark');
    await inBody.first().waitFor();
    expect(await inBody.allTextContents()).toEqual(['Proteção de Dados']);
    await screenshot(page, 'public-documentation-search-single');

    await search.fill('kubernetes operator zebra');
    await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).waitFor();
    await page.getByRole('button', { name: 'Limpar busca' }).click();
    expect(await search.inputValue()).toBe('');
    await page.getByRole('tablist', { name: 'Documentation categories' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('the quick-jump buttons open their tab', async () => {
    const page = browser.page();
    await page.goto('/documentation');
    await page.getByRole('button', { name: 'Applications', exact: true }).click();
    expect(await page.getByRole('tab', { name: 'Applications' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Applications' }).getByRole('button', { name: /Retrieval-augmented generation/ }).waitFor();
    await page.getByRole('button', { name: 'LLM Fundamentals', exact: true }).first().click();
    expect(await page.getByRole('tab', { name: 'LLM Fundamentals' }).getAttribute('aria-selected')).toBe('true');
    expect(browser.problems()).toEqual([]);
  });
});

describe('guides', () => {
  const browser = useBrowser({ viewport: MOBILE });

  it('filters by tool, expands a guide with its CLI commands, and shows the spec empty text', async () => {
    const page = browser.page();
    await page.goto('/guides');
    const categories = page.getByRole('group', { name: 'Guide categories' });
    // The guides arrive with the page's lazily loaded content: wait for them before counting.
    await page.locator('article').nth(5).waitFor();
    expect(await page.locator('article').count()).toBe(6);

    await categories.getByRole('button', { name: 'Advanced Playground' }).click();
    expect(await page.locator('article').count()).toBe(1);
    await page.locator('article').getByRole('button').first().click();
    const body = page.locator('article').getByRole('region');
    await body.locator('pre code', { hasText: 'promptforge run' }).first().waitFor();
    expect(await body.locator('table').count()).toBe(1);
    await screenshot(page, 'public-guides-open-390');

    await page.getByRole('searchbox', { name: 'Search the guides' }).fill('windsurfrules');
    await page.getByText('No guides found matching your criteria. Try a different search term or category.').waitFor();
    await categories.getByRole('button', { name: 'All Guides' }).click();
    expect(await page.locator('article').count()).toBe(1);
    expect(await page.locator('article').getAttribute('id')).toBe('rules-builder');
    expect(browser.problems()).toEqual([]);
  });
});

describe('links to the public pages', () => {
  const browser = useBrowser({ viewport: DESKTOP_1366 });

  it('the footer reaches every public page, and each link opens its page (no 404)', async () => {
    const page = browser.page();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const { path, h1 } of PAGES) {
      await footer.locator(`a[href="${path}"]`).first().click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
      await page.goto('/');
    }
    expect(browser.problems()).toEqual([]);
  });

  it('the mobile menu lists the public pages under Resources, and each opens its page', async () => {
    const page = browser.page();
    await page.setViewportSize(MOBILE);
    for (const { label, path, h1 } of [
      { label: 'Guides', path: '/guides', h1: 'Guides' },
      { label: 'Features', path: '/features', h1: 'Everything you need to write, test and ship prompts' },
      { label: 'About', path: '/about', h1: 'About PromptForge' },
      { label: 'Security and data', path: '/trust', h1: 'Security and data handling' },
    ]) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      if (path === '/guides') await screenshot(page, 'public-mobile-menu-390');
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    }
    expect(browser.problems()).toEqual([]);
  });
});
