import type { Locator, Page } from 'playwright-core';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { accountWithFakeKeys, startPlaygroundWorker, type PlaygroundWorker } from '../playground';
import { MOBILE, screenshot, seedSession, useBrowser } from '../utils';

/**
 * The playground (issue 14) in a real browser against the built API and a queue worker process: two prompts ×
 * two models through the fake provider, results, a saved session loaded again after a reload, and a CSV batch
 * followed through its run events to the Performance Summary.
 */

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

let fake: FakeLlmServer;
let worker: PlaygroundWorker;

beforeAll(async () => {
  fake = await FakeLlmServer.start();
  fake.setDefault({ text: 'Hello from the fake provider. It answered this prompt.', delayMs: 150, usage: { inputTokens: 40, outputTokens: 12 } });
  worker = startPlaygroundWorker();
});

afterAll(async () => {
  await worker.stop();
  await fake.close();
});

const accountWithKeys = () => accountWithFakeKeys(fake);

const CSV = [
  'topic,audience,__contains',
  ...Array.from({ length: 12 }, (_, i) => `"Topic ${i + 1}, with a comma",${i % 2 ? 'engineers' : 'executives'},${i % 3 ? 'fake provider' : 'not in the reply'}`),
].join('\n');

async function configureTwoByTwo(page: Page): Promise<void> {
  await page.goto('/products/AdvancedPlayground');
  await page.getByRole('heading', { level: 1, name: 'Advanced Prompt Code Playground' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Results' }).getAttribute('aria-disabled')).toBe('true');
  await page.getByLabel('Prompt content').first().fill('Write a one-line summary of {{topic}} for {{audience}}.');
  await page.getByRole('button', { name: 'Add Prompt' }).click();
  await page.getByLabel('Prompt name').nth(1).fill('Bullet points');
  await page.getByLabel('Prompt content').nth(1).fill('List three facts about {{topic}}.');
  await page.getByRole('button', { name: 'Add Model' }).click();
  await page.getByRole('switch', { name: 'Show variables' }).click();
  await page.getByLabel('Variable name').fill('topic');
  await page.getByLabel('Variable value').fill('vector databases');
  await page.getByTestId('variable-preview').first().getByText('Write a one-line summary of vector databases for {{audience}}.').waitFor();
  await page.getByTestId('cost-estimate').waitFor();
}

describe('Playground (1366 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });

  it('runs two prompts × two models, saves the session, and loads it after a reload', async () => {
    const account = await accountWithKeys();
    await seedSession(browser.context(), account);
    const page = browser.page();
    fake.requests.length = 0;

    await configureTwoByTwo(page);
    await screenshot(page, 'playground-configure', { fullPage: true });
    await page.getByRole('button', { name: 'Execute' }).click();
    await toast(page, 'Successfully executed with 2 models').waitFor();
    const cards = page.getByTestId('output-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    expect(fake.requests.map((request) => request.body.model).sort()).toEqual(['gpt-3.5-turbo', 'gpt-3.5-turbo', 'gpt-4o', 'gpt-4o']);
    expect(fake.requests.some((request) => request.body.messages[0].content === 'List three facts about vector databases.')).toBe(true);
    // Latency in seconds with 2 decimals, cost with 6.
    const first = (await cards.first().textContent()) ?? '';
    expect(first).toMatch(/Latency \d+\.\d{2}s/);
    expect(first).toMatch(/Cost \$\d+\.\d{6}/);
    await screenshot(page, 'playground-results', { fullPage: true });

    await page.getByRole('tab', { name: 'Configure' }).click();
    await page.getByLabel('Session name').fill('Two by two');
    await page.getByRole('button', { name: 'Save Session' }).click();
    await toast(page, 'Session Saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Advanced Prompt Code Playground' }).waitFor();
    await page.getByRole('button', { name: 'Saved Sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved Sessions' });
    await dialog.getByText('Two by two').waitFor();
    await dialog.getByText(/2 prompts · 2 models/).waitFor();
    await screenshot(page, 'playground-sessions-dialog');
    await dialog.getByRole('button', { name: 'Load' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(page, 'Session Loaded').waitFor();
    expect(await page.getByTestId('output-card').count()).toBe(4);
    await page.getByRole('tab', { name: 'Configure' }).click();
    expect(await page.getByLabel('Prompt content').nth(1).inputValue()).toBe('List three facts about {{topic}}.');
    expect(await page.getByLabel('Session name').inputValue()).toBe('Two by two');
    expect(browser.problems()).toEqual([]);
  });

  it('runs a CSV batch with a progress bar fed by the run events, then the Performance Summary and pass rate', async () => {
    const account = await accountWithKeys();
    await seedSession(browser.context(), account);
    const page = browser.page();
    fake.setDefault({ text: 'Hello from the fake provider. It answered this prompt.', delayMs: 400, usage: { inputTokens: 40, outputTokens: 12 } });

    await configureTwoByTwo(page);
    await page.getByRole('switch', { name: 'Show batch testing' }).click();
    await page.getByTestId('csv-input').setInputFiles({ name: 'topics.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}\n\n`) });
    await toast(page, 'Processed 12 batch inputs').waitFor();
    const preview = page.getByRole('table', { name: 'Batch preview' });
    expect(await preview.locator('tbody tr').count()).toBe(5);
    await page.getByText('+ 7 more rows').waitFor();
    await preview.getByText('Topic 1, with a comma').waitFor();

    await page.getByRole('button', { name: 'Execute' }).click();
    await page.getByText(/Running batch: [1-9]\d* of 48 outputs/).waitFor();
    await page.getByRole('progressbar').waitFor();
    await screenshot(page, 'playground-batch-running', { fullPage: true });
    await toast(page, 'Processed 12 inputs across 2 models').waitFor({ timeout: 60_000 });
    await page.getByText('Batch finished: 48 of 48 outputs').waitFor();
    const summary = page.getByRole('table').filter({ hasText: 'Avg latency' });
    await summary.waitFor();
    expect(await summary.locator('tbody tr').count()).toBe(2);
    // 4 of 12 rows expect text the reply lacks: 16 of 48 outputs fail.
    await page.getByText('Pass rate:').waitFor();
    expect(await page.getByText('66.7% (32 of 48 checked outputs)').count()).toBe(1);
    await page.getByText('Input 1 (topic: Topic 1, with a..., audience: executives)', { exact: true }).click();
    await page.getByTestId('output-card').first().waitFor();
    await screenshot(page, 'playground-batch-results', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});

describe('Playground (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('fits the configuration and the results on a phone', async () => {
    const account = await accountWithKeys();
    await seedSession(browser.context(), account);
    const page = browser.page();
    fake.setDefault({ text: 'Short reply.', delayMs: 20 });

    await configureTwoByTwo(page);
    const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await scrollsSideways()).toBe(false);
    await screenshot(page, 'playground-configure-390', { fullPage: true });
    await page.getByRole('button', { name: 'Execute' }).click();
    await toast(page, 'Successfully executed with 2 models').waitFor();
    expect(await scrollsSideways()).toBe(false);
    await screenshot(page, 'playground-results-390', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
