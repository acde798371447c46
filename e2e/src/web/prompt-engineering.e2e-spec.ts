import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Prompt engineering (issue 15) in a real browser against the built backend, offline engine: import a
 * Prompt Lab prompt → pick a goal → Get Engineering Suggestions → suggestions highlighted on the input →
 * Apply → Save to Prompt Lab as version 2 of the imported prompt (checked through the API).
 */

const CONTENT = 'Please kindly write a good summary of the text below. Try to be helpful and mention some key points etc.';

async function createPrompt(account: RegisteredAccount): Promise<{ id: string }> {
  const response = await fetch(`${env.baseUrl()}/api/prompts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ name: 'Text summary', description: 'Summarises documents', content: CONTENT }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function versionsOf(account: RegisteredAccount, id: string): Promise<{ version: number; notes: string; content: string }[]> {
  const response = await fetch(`${env.baseUrl()}/api/prompts/${id}/versions`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { version: number; notes: string; content: string }[];
}

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function engineer(page: Page): Promise<void> {
  await page.goto('/products/prompt-engineering');
  await page.getByRole('heading', { level: 1, name: 'Prompt Engineering' }).waitFor();
  await page.getByRole('button', { name: 'Import from Prompt Lab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from Prompt Lab' });
  await dialog.getByRole('textbox', { name: 'Search prompts' }).fill('summary');
  await dialog.getByRole('button', { name: /Text summary/ }).click();
  await toast(page, 'Prompt Imported').waitFor();
  expect(await page.getByRole('textbox', { name: 'Your prompt' }).inputValue()).toBe(CONTENT);
  await page.getByRole('combobox', { name: 'Optimization Goal' }).click();
  // antd keeps an accessible listbox off screen; the visible item carries the label as its title.
  await page.locator('.ant-select-item-option[title="Make more concise"]').click();
  await page.getByRole('button', { name: 'Get Engineering Suggestions' }).click();
  await toast(page, 'Suggestions Generated').waitFor();
}

describe('Prompt engineering (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });

  it('imports, gets suggestions highlighted on the input, applies them and saves version 2', async () => {
    const account = await registerAccount();
    const { id } = await createPrompt(account);
    await seedSession(browser.context(), account);
    const page = browser.page();
    await engineer(page);

    const marks = page.getByTestId('highlighted-input').locator('mark');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const text of await marks.allTextContents()) expect(CONTENT).toContain(text);
    expect(await page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'prompt-engineering-suggestions', { fullPage: true });

    await page.getByRole('tab', { name: 'Improved Prompt' }).click();
    const improved = (await page.getByTestId('improved-prompt').textContent())!;
    expect(improved).not.toBe(CONTENT);
    await page.getByTestId('diff-summary').filter({ hasText: 'tokens' }).waitFor();
    await screenshot(page, 'prompt-engineering-improved', { fullPage: true });
    await page.getByRole('button', { name: 'Apply This Improvement' }).click();
    await toast(page, 'Suggestion Applied').waitFor();
    expect(await page.getByRole('textbox', { name: 'Your prompt' }).inputValue()).toBe(improved);

    await page.getByRole('button', { name: 'Save to Prompt Lab' }).click();
    const save = page.getByRole('dialog', { name: 'Save to Prompt Lab' });
    await save.getByRole('radio', { name: /New version of "Text summary" \(v2\)/ }).waitFor();
    await save.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved to Prompt Lab').waitFor();
    const versions = await versionsOf(account, id);
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[0]!.content).toBe(improved);
    expect(versions[0]!.notes).toBe('Prompt engineering: Make more concise');
    expect(browser.problems()).toEqual([]);
  });
});

describe('Prompt engineering (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('fits the width without sideways scroll, with results', async () => {
    const account = await registerAccount();
    await createPrompt(account);
    await seedSession(browser.context(), account);
    const page = browser.page();
    await engineer(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'prompt-engineering-390', { fullPage: true });
    await page.getByRole('tab', { name: 'Improved Prompt' }).click();
    await page.getByTestId('diff-summary').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'prompt-engineering-390-improved', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
