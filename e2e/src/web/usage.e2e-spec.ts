import type { Page } from 'playwright-core';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { registerAccount, type RegisteredAccount } from '../accounts';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';

/**
 * The Usage screen (issue 12) with real data: the user saves OpenAI and Mistral keys pointing at a fake
 * provider started here, runs Prompt Lab's context check on gpt-4o and mistral-small-latest and tests the
 * Mistral key, all through the built server's gateway. What the screen shows is what GET /api/usage says.
 */
const CONTEXT_REPLY = { contextScore: 70, isContextSufficient: true, missingContext: [], suggestions: ['Name the reader'] };
const PROMPT = 'Summarize the article below in three bullet points for a busy executive. Article: """{{article}}"""';

async function api(account: RegisteredAccount, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${env.baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Calls through the fake provider: 2 × gpt-4o and 1 × mistral-small-latest context checks, 1 Mistral key test. */
async function makeCalls(account: RegisteredAccount, fake: FakeLlmServer): Promise<void> {
  expect((await api(account, 'PUT', '/api/user/provider-keys/openai', { apiKey: 'sk-e2e-usage-openai-0001', baseUrl: fake.openAiBaseUrl })).status).toBe(200);
  expect((await api(account, 'PUT', '/api/user/provider-keys/mistral', { apiKey: 'mistral-e2e-usage-0002', baseUrl: `${fake.url}/mistral/v1` })).status).toBe(200);
  fake.setDefault({ json: CONTEXT_REPLY, usage: { inputTokens: 3000, outputTokens: 800 } });
  for (const model of ['gpt-4o', 'gpt-4o', 'mistral-small-latest']) {
    const res = await api(account, 'POST', '/api/prompts/check-context', { promptContent: PROMPT, intendedTask: 'executive news summaries', model });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe(model);
  }
  fake.setDefault({ text: 'OK', usage: { inputTokens: 12, outputTokens: 1 } });
  expect((await api(account, 'POST', '/api/user/provider-keys/mistral/test')).body).toMatchObject({ ok: true, model: 'mistral-small-latest' });
}

async function openUsage(page: Page): Promise<void> {
  expect((await page.goto('/usage'))?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
  await page.getByRole('region', { name: 'Totals' }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('Usage screen', () => {
  let fake: FakeLlmServer;
  let account: RegisteredAccount;
  let report: any;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
    account = await registerAccount('Grace Hopper');
    await makeCalls(account, fake);
    report = (await api(account, 'GET', '/api/usage')).body;
  });
  afterAll(async () => {
    await fake?.close();
  });

  describe('desktop (1366 px)', () => {
    const browser = useBrowser({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

    it('shows what GET /api/usage reports: totals, budget, the daily chart and the breakdowns', async () => {
      // gpt-4o: 2 × (3 × $0.01 + 0.8 × $0.03) = $0.108; mistral-small-latest: 3 × $0.0001 + 0.8 × $0.0003 = $0.00054,
      // plus a 13-token key test ($0.0000015, each call rounded to 6 decimals): about $0.10854 in all.
      expect(report.totals).toMatchObject({ calls: 4, failedCalls: 0, inputTokens: 9012, outputTokens: 2401 });
      expect(report.totals.costUsd).toBeCloseTo(0.1085415, 5);
      expect(report.byModel.map((row: { model: string }) => row.model).sort()).toEqual(['gpt-4o', 'mistral-small-latest']);

      const page = browser.page();
      await seedSession(page.context(), account);
      await openUsage(page);

      const totals = page.getByRole('region', { name: 'Totals' });
      expect(await totals.textContent()).toContain('Calls4None failed');
      expect(await totals.textContent()).toContain('Tokens11,4139,012 in / 2,401 out');
      expect(await totals.textContent()).toContain('Spend$0.1085');
      // Own keys only: nothing spent on the server's keys today.
      expect(await page.getByTestId('budget-text').textContent()).toMatch(/^\$0\.00 spent today on PromptForge's provider keys, \$1\.00 of \$1\.00 left\./);

      const columns = page.getByTestId('daily-chart').locator('rect');
      expect(await columns.count()).toBe(30);
      const today = new Date().toISOString().slice(0, 10);
      expect(Number(await columns.last().getAttribute('data-value'))).toBeCloseTo(report.totals.costUsd, 6);
      expect(await columns.last().getAttribute('data-day')).toBe(today);
      expect(Number(await columns.first().getAttribute('data-value'))).toBe(0);

      const models = page.getByRole('list', { name: 'By model' }).getByRole('listitem');
      expect(await models.allTextContents()).toEqual([
        expect.stringMatching(/^GPT-4oOpenAI\$0\.1082 calls · 6,000 in \/ 1,600 out tokens/),
        expect.stringMatching(/^Mistral SmallMistral\$0\.00052 calls · 3,012 in \/ 801 out tokens/),
      ]);
      const features = page.getByRole('list', { name: 'By feature' }).getByRole('listitem');
      expect(await features.allTextContents()).toEqual([
        expect.stringMatching(/^Prompt Lab: context check\$0\.1085/),
        expect.stringMatching(/^Provider key tests< \$0\.0001/),
      ]);
      await screenshot(page, 'usage-desktop-dark', { fullPage: true });

      await page.getByText('Tokens', { exact: true }).last().click();
      await page.getByRole('img', { name: /^Tokens per day .* highest 11,413 tokens/ }).waitFor();
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(browser.problems()).toEqual([]);
    });

    it('is reached from the dashboard and from the avatar menu', async () => {
      const page = browser.page();
      await seedSession(page.context(), account);
      expect((await page.goto('/dashboard'))?.status()).toBe(200);
      await page.getByRole('link', { name: 'View Usage' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'dashboard-usage-link', { fullPage: true });
      await page.getByRole('link', { name: 'View Usage' }).click();
      await page.waitForURL('**/usage');
      await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
      await page.getByRole('link', { name: 'Usage', exact: true }).click();
      await page.waitForURL('**/usage');
      await page.getByRole('region', { name: 'Totals' }).waitFor();
      expect(browser.problems()).toEqual([]);
    });

    it('sends a visitor to sign in', async () => {
      const page = browser.page();
      await page.goto('/usage');
      await page.waitForURL(/\/login/);
      expect(browser.problems()).toEqual([]);
    });
  });

  describe('light theme (1366 px)', () => {
    const browser = useBrowser({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

    it('renders in the light theme', async () => {
      const page = browser.page();
      await page.context().addInitScript(() => localStorage.setItem('promptforge-theme', 'light'));
      await seedSession(page.context(), account);
      await openUsage(page);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
      await screenshot(page, 'usage-desktop-light', { fullPage: true });
      expect(browser.problems()).toEqual([]);
    });
  });

  describe('phone (390 px)', () => {
    const browser = useBrowser({ viewport: MOBILE, reducedMotion: 'reduce' });

    it('fits the screen without sideways scrolling, dark and light', async () => {
      const page = browser.page();
      await seedSession(page.context(), account);
      await openUsage(page);
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, 'usage-mobile-dark', { fullPage: true });

      await page.evaluate(() => localStorage.setItem('promptforge-theme', 'light'));
      await openUsage(page);
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, 'usage-mobile-light', { fullPage: true });
      expect(browser.problems()).toEqual([]);
    });
  });
});
