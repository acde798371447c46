import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { registerAccount, type RegisteredAccount } from '../accounts';
import { startPlaygroundWorker, type PlaygroundWorker } from '../playground';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';

/**
 * Documentation generator (issue 17) in a real browser against the built backend, offline engine: a PRD generated
 * → edited → saved → exported (file name and content) → found in My Documents → edited → deleted; an architecture
 * document with its Mermaid diagram drawn; a tech stack analysis of two uploaded files; XSS payloads shown as text.
 */

const BRIEF = [
  '# TaskPilot',
  '',
  'TaskPilot is a web app that helps small teams plan their week. Team leads can create projects, assign tasks to members and track progress on a board.',
  'Managers want to export weekly reports as CSV so that they can share status with stakeholders.',
  '',
  '- The board must load in under 2 seconds for 500 tasks.',
  '- Only admins can delete projects.',
  '- We plan to use React, Node.js and PostgreSQL.',
  '- Should we support offline mode?',
].join('\n');
const XSS = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [link](javascript:window.__xss=3)';
const FIXTURES = join(__dirname, '../../../backend/prompt-engine/src/documentation/__fixtures__');

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function documentsOf(account: RegisteredAccount): Promise<Array<{ id: string; title: string; content_markdown: string }>> {
  const response = await fetch(`${env.baseUrl()}/api/documentation`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ id: string; title: string; content_markdown: string }>;
}

async function openScreen(page: Page): Promise<void> {
  await page.goto('/products/documentation-generator');
  await page.getByRole('heading', { level: 1, name: 'Automatic Documentation Generator' }).waitFor();
}

async function generate(page: Page, type: string, title: string, source: string): Promise<void> {
  await page.getByText(type, { exact: true }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Source description' }).fill(source);
  await page.getByRole('button', { name: 'Generate Document' }).click();
  await toast(page, 'Document Generated').waitFor();
  await page.getByTestId('markdown-preview').waitFor();
  // The editor is loaded lazily with the tab.
  await page.locator('.cm-content').waitFor();
}

// With Redis the API only enqueues generation jobs: the queue worker process runs them.
let worker: PlaygroundWorker;
beforeAll(() => {
  worker = startPlaygroundWorker();
});
afterAll(() => worker.stop());

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Documentation generator (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });

  it('PRD: generate → edit → save → export → search → edit → delete', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await openScreen(page);
    await screenshot(page, 'documentation-create', { fullPage: true });
    await page.getByRole('checkbox', { name: 'Success Metrics' }).check();
    await generate(page, 'Product Requirements (PRD)', 'TaskPilot PRD', BRIEF);
    const preview = page.getByTestId('markdown-preview');
    await preview.getByRole('heading', { level: 2, name: 'User Stories' }).waitFor();
    expect(await preview.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Introduction', 'Problem Statement', 'User Stories', 'Requirements', 'Acceptance Criteria', 'Success Metrics', 'Open Questions']);
    await screenshot(page, 'documentation-prd', { fullPage: true });

    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\n## Notes\n\nReviewed by the team.');
    await preview.getByRole('heading', { level: 2, name: 'Notes' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('TaskPilot Product Spec');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Document Saved').waitFor();
    const [saved] = await documentsOf(account);
    expect(saved.title).toBe('TaskPilot Product Spec');
    expect(saved.content_markdown).toContain('## Notes\n\nReviewed by the team.');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Markdown' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('taskpilot_product_spec.md');
    expect(readFileSync((await file.path())!, 'utf8')).toBe(saved.content_markdown);
    await toast(page, 'Export Successful').waitFor();

    await page.getByRole('tab', { name: 'My Documents' }).click();
    const search = page.getByRole('textbox', { name: 'Search documents' });
    await search.fill('prd');
    await page.getByRole('list', { name: 'Documents' }).getByRole('heading', { name: 'TaskPilot Product Spec' }).waitFor();
    await search.fill('no such thing');
    await page.getByText('No documents found').waitFor();
    await search.fill('');
    await screenshot(page, 'documentation-my-documents', { fullPage: true });
    await page.getByRole('button', { name: 'Edit Document' }).click();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('TaskPilot Product Spec');
    await page.getByRole('tab', { name: 'My Documents' }).click();
    await page.getByRole('button', { name: 'Delete TaskPilot Product Spec' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete "TaskPilot Product Spec"? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Document Deleted').waitFor();
    await page.getByText('No documents found').waitFor();
    expect(await documentsOf(account)).toEqual([]);
    expect(browser.problems()).toEqual([]);
  });

  it('Architecture: the Mermaid diagram is drawn', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await openScreen(page);
    await generate(page, 'Architecture', 'TaskPilot Architecture', BRIEF);
    const diagram = page.getByTestId('markdown-preview').getByRole('img', { name: 'Diagram' });
    await diagram.locator('svg').waitFor();
    expect(await diagram.locator('svg').textContent()).toContain('API Gateway');
    await screenshot(page, 'documentation-architecture', { fullPage: true });
    await diagram.scrollIntoViewIfNeeded();
    await screenshot(page, 'documentation-architecture-diagram');
    expect(browser.problems()).toEqual([]);
  });

  it('TechStack: two uploaded files give the analysis prompt, then the document', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await openScreen(page);
    await page.getByText('Tech Stack Analysis', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Security' }).check();
    await page.locator('#dependency-files').setInputFiles([
      { name: 'package.json', mimeType: 'application/json', buffer: readFileSync(join(FIXTURES, 'nestjs-core.package.json')) },
      { name: 'go.mod', mimeType: 'text/plain', buffer: readFileSync(join(FIXTURES, 'go.mod')) },
    ]);
    const files = page.getByRole('list', { name: 'Selected files' });
    await files.getByText('go.mod').waitFor();
    expect(await files.getByText(/KB$/).count()).toBe(2);
    await page.getByRole('button', { name: 'Analyze Files' }).click();
    await toast(page, 'Files Analyzed').waitFor();
    expect(await page.getByRole('textbox', { name: 'Source description' }).inputValue()).toContain('Ecosystem go:');
    await screenshot(page, 'documentation-techstack-analysis', { fullPage: true });
    await page.getByRole('textbox', { name: 'Title' }).fill('Stack review');
    await page.getByRole('button', { name: 'Generate Document' }).click();
    await toast(page, 'Document Generated').waitFor();
    await page.getByTestId('markdown-preview').getByRole('heading', { level: 2, name: 'Security' }).waitFor();
    expect(browser.problems()).toEqual([]);
  });

  it('XSS payloads in the source and the content render as text', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await openScreen(page);
    await generate(page, 'System Message', 'XSS check', `${XSS}\nThe bot must answer questions about orders.`);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n\n${XSS}`);
    const preview = page.getByTestId('markdown-preview');
    await preview.getByText('link').waitFor();
    expect(await preview.locator('img, script, iframe').count()).toBe(0);
    expect(await preview.getByText('link').getAttribute('href')).toBeFalsy();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(browser.problems()).toEqual([]);
  });
});

describe('Documentation generator (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('each tab fits the width', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await openScreen(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'documentation-create-390', { fullPage: true });
    await generate(page, 'Architecture', 'TaskPilot Architecture', BRIEF);
    await page.getByTestId('markdown-preview').getByRole('img', { name: 'Diagram' }).locator('svg').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'documentation-edit-390', { fullPage: true });
    await page.getByRole('tab', { name: 'My Documents' }).click();
    await page.getByRole('list', { name: 'Documents' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'documentation-my-documents-390', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
