import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Versions that ship (issue 15) in a real browser against the built backend: set production on version 1 →
 * resolve answers version 1 → move production to version 2 (confirmed) → resolve answers version 2; the label
 * history shows both moves; the diff of the two versions, side by side and inline, with the token delta.
 */

async function api<T>(account: RegisteredAccount, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${env.baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function promptWithTwoVersions(account: RegisteredAccount): Promise<string> {
  const created = await api<{ id: string }>(account, 'POST', '/api/prompts', {
    name: 'Release notes',
    content: 'Summarize the changelog below for end users.',
    systemPrompt: 'You are a technical writer.',
  });
  expect(created.status).toBe(201);
  const updated = await api(account, 'PUT', `/api/prompts/${created.body.id}`, {
    content: 'Summarize the changelog below for end users in five short bullet points, newest change first.',
    notes: 'Bullet points',
  });
  expect(updated.status).toBe(200);
  return created.body.id;
}

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const resolvedVersion = async (account: RegisteredAccount) =>
  (await api<{ version: number }>(account, 'GET', '/api/prompts/resolve?name=Release%20notes&label=production')).body.version;

describe('Prompt versions and labels (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  it('sets production on v1, moves it to v2 after confirming, shows the history and the diff', async () => {
    const account = await registerAccount();
    const id = await promptWithTwoVersions(account);
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto(`/prompt-lab/${id}`);
    const history = page.getByTestId('version-history');
    await history.getByTestId('label-2-latest').waitFor();

    await history.getByRole('button', { name: 'Label version 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set label' }).click();
    await toast(page, 'Label set').waitFor();
    await history.getByTestId('label-1-production').waitFor();
    expect(await resolvedVersion(account)).toBe(1);

    await history.getByRole('button', { name: 'Label version 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set label' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Move production from v1 to v2?' }).waitFor();
    await screenshot(page, 'prompt-labels-confirm-move');
    await page.getByRole('button', { name: 'Move production' }).click();
    await history.getByTestId('label-2-production').waitFor();
    expect(await resolvedVersion(account)).toBe(2);
    await screenshot(page, 'prompt-labels-version-history', { fullPage: true });

    await history.getByRole('button', { name: 'Label history' }).click();
    const historyDialog = page.getByRole('dialog').filter({ hasText: 'Label history' });
    const productionMoves = historyDialog.getByRole('row').filter({ hasText: 'production' });
    await productionMoves.filter({ hasText: 'v1 → v2' }).waitFor();
    await productionMoves.filter({ hasText: 'set on v1' }).waitFor();
    expect(await productionMoves.count()).toBe(2);
    await screenshot(page, 'prompt-labels-history');
    await historyDialog.getByRole('button', { name: 'Close' }).click();

    await history.getByRole('button', { name: /Compare versions/ }).click();
    const diff = page.getByRole('dialog').filter({ hasText: 'Compare versions' });
    await diff.getByTestId('token-delta').waitFor();
    expect(await diff.getByTestId('token-delta').textContent()).toMatch(/^\d+ → \d+ tokens \(\+\d+ tokens, gpt-4o\)$/);
    expect(await diff.getByTestId('diff-after').locator('ins').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('five')]));
    await screenshot(page, 'prompt-labels-diff-side-by-side');
    await diff.getByText('Inline').click();
    await diff.getByTestId('diff-inline').waitFor();
    await screenshot(page, 'prompt-labels-diff-inline');
  });
});

describe('Prompt versions and labels (mobile)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('shows labels and the diff on a phone without sideways scrolling', async () => {
    const account = await registerAccount();
    const id = await promptWithTwoVersions(account);
    await api(account, 'PUT', `/api/prompts/${id}/labels/production`, { version: 1 });
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto(`/prompt-lab/${id}`);
    const history = page.getByTestId('version-history');
    await history.getByTestId('label-1-production').waitFor();
    await history.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'prompt-labels-version-history-390');

    await history.getByRole('button', { name: /Compare versions/ }).click();
    const diff = page.getByRole('dialog').filter({ hasText: 'Compare versions' });
    await diff.getByTestId('token-delta').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'prompt-labels-diff-390');
  });
});
