import type { Locator, Page } from 'playwright-core';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';
import { endTrial, registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Prompt Lab (issue 6) in a real browser against the built backend: create → open → Analysis → Edit →
 * Save (version 2) → choose version 1 → Revert (version 3); Variations → Use This; Context Check;
 * Prompt DNA; AI Assistant; delete from the list; and the trial-expired redirect. The tools run on the
 * offline engine (no provider key is configured).
 */

async function createPrompt(account: RegisteredAccount, body: Record<string, string>): Promise<{ id: string }> {
  const response = await fetch(`${env.baseUrl()}/api/prompts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
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

const FIRST_CONTENT = 'Write a reply to the customer e-mail below. Try to be helpful and mention some options etc.';
const EDITED_CONTENT = 'You are a friendly support agent. Reply to the customer e-mail below in at most 120 words, as a short list of next steps.';

async function runTool(page: Page, tab: string, button: string, successToast: string, resultId: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button }).click();
  await toast(page, successToast).waitFor();
  const result = page.getByTestId(resultId);
  await result.waitFor();
  await result.getByTestId('result-engine').filter({ hasText: 'Offline analysis' }).waitFor();
  return result;
}

describe('Prompt Lab (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });

  it('creates a prompt, analyses it, saves version 2, reverts to version 1 as version 3, and runs every tool', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();

    await page.goto('/prompt-lab');
    await page.getByText("You don't have any prompts yet").waitFor();
    await page.getByRole('link', { name: 'New Prompt' }).click();
    await page.waitForURL('**/prompt-lab/create');
    await page.getByRole('heading', { level: 1, name: 'Create Prompt' }).waitFor();
    await page.getByLabel('Name').fill('C');
    await page.getByLabel('Prompt content').fill('Hi');
    await page.getByRole('button', { name: 'Create Prompt' }).click();
    await page.getByText('Name must be at least 2 characters long').waitFor();
    await page.getByText('Prompt content must be at least 5 characters long').waitFor();
    await page.getByLabel('Name').fill('Customer reply');
    await page.getByLabel('Description (optional)').fill('Answers support e-mails');
    await page.getByLabel('Prompt content').fill(FIRST_CONTENT);
    await page.getByText('GPT-4o').first().waitFor();
    await screenshot(page, 'prompt-lab-create');
    await page.getByRole('button', { name: 'Create Prompt' }).click();

    await page.waitForURL(/\/prompt-lab\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: 'Customer reply' }).waitFor();
    await page.getByRole('button', { name: 'Version 1', exact: true }).waitFor();
    expect(await page.getByLabel('Prompt content').isDisabled()).toBe(true);
    const panel = await page.getByTestId('version-history').boundingBox();
    expect(Math.round(panel!.height)).toBe(400);

    const analysis = await runTool(page, 'Analysis', 'Analyze Prompt', 'Analysis Complete', 'analysis-result');
    await analysis.getByText('Estimated tokens').waitFor();
    await analysis.getByRole('heading', { name: 'Suggestions' }).waitFor();
    await screenshot(page, 'prompt-lab-detail-analysis', { fullPage: true });

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Prompt content').fill(EDITED_CONTENT);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Saving asks for an optional note: without one the version reads the spec's 'Updated prompt content'.
    const saveDialog = page.getByRole('dialog', { name: 'Save changes' });
    expect(await saveDialog.getByRole('textbox', { name: 'Version note' }).getAttribute('placeholder')).toBe('Updated prompt content');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Prompt saved').waitFor();
    await page.getByRole('button', { name: 'Version 2', exact: true }).waitFor();
    expect(await page.getByLabel('Prompt content').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Version 1', exact: true }).click();
    expect(await page.getByLabel('Prompt content').inputValue()).toBe(FIRST_CONTENT);
    await page.getByRole('button', { name: 'Revert to version 1' }).click();
    await toast(page, 'Version restored').waitFor();
    await page.getByRole('button', { name: 'Version 3', exact: true }).waitFor();
    const versions = await versionsOf(account, id);
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions[0]!.content).toBe(FIRST_CONTENT);
    expect(versions[1]!.notes).toBe('Updated prompt content');

    const variations = await runTool(page, 'Variations', 'Generate Variations', 'Variations Generated', 'variations-result');
    const useThis = variations.getByRole('button', { name: 'Use This' }).first();
    expect(await useThis.isDisabled()).toBe(true);
    await screenshot(page, 'prompt-lab-detail-variations', { fullPage: true });
    await page.getByRole('button', { name: 'Edit' }).click();
    await useThis.click();
    const variationText = await variations.locator('pre').first().textContent();
    expect(await page.getByLabel('Prompt content').inputValue()).toBe(variationText);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Prompt content').inputValue()).toBe(FIRST_CONTENT);

    await page.getByRole('tab', { name: 'Context Check' }).click();
    await page.getByLabel('Intended task').fill('Reply to a customer complaint about a late delivery');
    const context = await runTool(page, 'Context Check', 'Check Context', 'Context Analysis Complete', 'context-result');
    await context.getByRole('heading', { name: 'Missing context' }).waitFor();
    await screenshot(page, 'prompt-lab-detail-context', { fullPage: true });

    await page.getByRole('tab', { name: 'Prompt DNA' }).click();
    await page.getByLabel('Domain (optional)').fill('customer support');
    const dna = await runTool(page, 'Prompt DNA', 'Analyze DNA', 'DNA Analysis Complete', 'dna-result');
    await dna.getByRole('heading', { name: 'Improvement genes' }).waitFor();
    await screenshot(page, 'prompt-lab-detail-dna', { fullPage: true });

    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await page.getByLabel('What do you want the prompt to do?').fill('Summarise a long customer e-mail into three bullet points for the support team');
    const assistant = await runTool(page, 'AI Assistant', 'Get Coaching', 'AI Assistant Ready', 'assistant-result');
    await assistant.getByRole('heading', { name: 'Suggested prompts' }).waitFor();
    await screenshot(page, 'prompt-lab-detail-assistant', { fullPage: true });

    await page.getByRole('link', { name: 'Prompt Lab' }).or(page.getByRole('button', { name: 'Prompt Lab' })).first().click();
    await page.waitForURL('**/prompt-lab');
    const card = page.getByTestId('prompt-card').filter({ hasText: 'Customer reply' });
    await card.getByText('v3').waitFor();
    await screenshot(page, 'prompt-lab-list');
    expect(browser.problems()).toEqual([]);
  });

  it('searches, filters by model and deletes from the list after confirmation', async () => {
    const account = await registerAccount();
    await createPrompt(account, { name: 'Release notes', description: 'Summarise merged pull requests', content: 'Summarise the pull requests below as a list.' });
    await createPrompt(account, { name: 'SQL helper', content: 'Write a PostgreSQL query for the question below.', llmModelDefault: 'deepseek-chat' });
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/prompt-lab');
    const cards = page.getByTestId('prompt-card');
    await cards.filter({ hasText: 'SQL helper' }).waitFor();
    expect(await cards.count()).toBe(2);

    await page.getByRole('textbox', { name: 'Search prompts' }).fill('pull requests');
    await cards.filter({ hasText: 'SQL helper' }).waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search prompts' }).fill('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem').filter({ hasText: /deepseek/i }).click();
    await cards.filter({ hasText: 'Release notes' }).waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(1);
    await page.keyboard.press('Escape');

    await cards.getByRole('button', { name: 'Delete SQL helper' }).click();
    await page.getByText('Delete this prompt?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Prompt deleted successfully!').waitFor();
    await page.getByText('No prompts match your search').waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('sends a user whose trial has ended to /products/trial-expired', async () => {
    const account = await registerAccount();
    await endTrial(account.user.id);
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/prompt-lab');
    await page.waitForURL('**/products/trial-expired');
    await page.getByText('Período de teste expirado').first().waitFor();
  });
});

describe('Prompt Lab (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('fits the list, the create form and the detail on a phone', async () => {
    const account = await registerAccount();
    const { id } = await createPrompt(account, {
      name: 'Meeting notes to action items',
      description: 'Turns raw meeting notes into owners and deadlines',
      content: 'You are an assistant. Turn the meeting notes below into a list of action items with owner and deadline.',
    });
    await seedSession(browser.context(), account);
    const page = browser.page();
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/prompt-lab');
    await page.getByTestId('prompt-card').first().waitFor();
    await noSideScroll();
    await screenshot(page, 'prompt-lab-list-mobile');

    await page.goto('/prompt-lab/create');
    await page.getByRole('heading', { level: 1, name: 'Create Prompt' }).waitFor();
    await noSideScroll();
    await screenshot(page, 'prompt-lab-create-mobile');

    await page.goto(`/prompt-lab/${id}`);
    await page.getByRole('button', { name: 'Version 1', exact: true }).waitFor();
    await runTool(page, 'Analysis', 'Analyze Prompt', 'Analysis Complete', 'analysis-result');
    await noSideScroll();
    await screenshot(page, 'prompt-lab-detail-mobile', { fullPage: true });
  });
});
