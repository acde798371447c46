import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Token analyzer (issue 7) in a real browser against the built backend: import a prompt from Prompt Lab,
 * analyze it for the three default models, and read the table (exact and estimate tags), the cost chart
 * and the tips computed from the text.
 */

async function createPrompt(account: RegisteredAccount, body: Record<string, string>): Promise<void> {
  const response = await fetch(`${env.baseUrl()}/api/prompts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Filler phrases and blank-line runs: the whitespace and filler tips apply to this text. */
const PROMPT_CONTENT = [
  'I would like you to read the customer e-mail below in order to write a reply.',
  '',
  '',
  '',
  'Please kindly keep the reply    short and    polite, and list the next steps.',
].join('\n');

async function analyzeImportedPrompt(page: Page): Promise<void> {
  await page.goto('/products/token-analyzer');
  await page.getByRole('heading', { level: 1, name: 'Token Analyzer' }).waitFor();
  expect(await page.getByRole('button', { name: 'Analyze Tokens' }).isDisabled()).toBe(true);
  for (const name of ['GPT-4o', 'Claude Sonnet 4.6', 'Gemini 2.5 Pro']) expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Import from Prompt Lab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Prompt Lab' });
  await dialog.getByText('No description').waitFor();
  await dialog.getByRole('textbox', { name: 'Search prompts' }).fill('support');
  await dialog.getByRole('button', { name: /Support reply/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.getByLabel('Text to analyze').inputValue()).toBe(PROMPT_CONTENT);
  await page.getByRole('button', { name: 'Analyze Tokens' }).click();
  await toast(page, 'Analyzed 3 models successfully').waitFor();
}

describe('Token analyzer (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  it('imports a prompt, analyzes the three default models, and shows the table, the chart and the tips', async () => {
    const account = await registerAccount();
    await createPrompt(account, { name: 'Support reply', content: PROMPT_CONTENT });
    await createPrompt(account, { name: 'Release notes', description: 'Summarise merged pull requests', content: 'Summarise the pull requests.' });
    await seedSession(browser.context(), account);
    const page = browser.page();

    await analyzeImportedPrompt(page);

    const rows = page.getByTestId('result-row');
    expect(await rows.count()).toBe(3);
    const gpt = rows.filter({ hasText: 'GPT-4o' });
    await gpt.getByText('exact', { exact: true }).waitFor();
    const claude = rows.filter({ hasText: /Claude/ });
    await claude.getByText('estimate', { exact: true }).waitFor();
    // Every cost cell has 6 decimals; only input costs are priced.
    for (const text of await rows.allTextContents()) expect(text.match(/\$\d+\.\d{6}/g)).toHaveLength(3);
    expect(await page.getByTestId('cost-bar').count()).toBe(3);

    const tips = page.getByRole('list', { name: 'Optimization tips' });
    await tips.getByText('Potential savings:').first().waitFor();
    expect(await tips.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'token-analyzer-results', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});

describe('Token analyzer (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('fits the results on a phone', async () => {
    const account = await registerAccount();
    await createPrompt(account, { name: 'Support reply', content: PROMPT_CONTENT });
    await seedSession(browser.context(), account);
    const page = browser.page();
    await analyzeImportedPrompt(page);
    await page.getByRole('list', { name: 'Optimization tips' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByRole('table');
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'token-analyzer-mobile', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
