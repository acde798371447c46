import type { Locator, Page } from 'playwright-core';
import { registerAccount } from '../accounts';
import { env, MOBILE, screenshot, seedSession, useBrowser } from '../utils';

/**
 * The support chat (issue 19) in a real browser against the built backend: the floating button on a public page
 * that has loaded no antd, the dialog fetched on the first click, a visitor's form with the spec's notices, answers
 * from our own content with links into the web app, the conversation kept across reloads by its token; and a
 * signed-in user going straight to their conversation at 390 px.
 */

const toast = (page: Page, text: string): Locator => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'PromptForge Assistant' });

async function ask(page: Page, question: string): Promise<Locator> {
  const chat = dialog(page);
  const before = await chat.locator('time').count();
  await chat.getByPlaceholder('Type your message...').fill(question);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await chat.getByText(question, { exact: true }).waitFor();
  // The question and then, about 500 ms later, the reply: two more time stamps.
  await chat.locator('time').nth(before + 1).waitFor({ timeout: 15_000 });
  // Pinned by position: later messages must not move the locator.
  return chat.getByRole('listitem').nth((await chat.getByRole('listitem').count()) - 1);
}

const widthFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Support chat as a visitor (1366 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: { width: 1366, height: 900 } });

  it('opens from the landing page without antd in the first load, starts with the form, answers from our content and keeps the conversation', async () => {
    const page = browser.page();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = scripts.length;
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = dialog(page);
    await chat.getByText('How can I help you today?').waitFor();
    expect(scripts.length).toBeGreaterThan(firstLoad);
    const box = (await chat.boundingBox())!;
    expect(Math.round(box.height)).toBe(600);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);

    await chat.getByText("Let's get started!").waitFor();
    await chat.getByRole('button', { name: 'Start Chat' }).click();
    await toast(page, 'Campos obrigatórios').waitFor();
    await chat.getByLabel('Name *').fill('Maria Silva');
    await chat.getByLabel('Email *').fill('maria@example');
    await chat.getByRole('button', { name: 'Start Chat' }).click();
    await toast(page, 'Email inválido').waitFor();
    await chat.getByLabel('Email *').fill('maria@example.com');
    await screenshot(page, 'support-chat-visitor-form');
    await chat.getByRole('button', { name: 'Start Chat' }).click();

    const send = chat.getByRole('button', { name: 'Send message' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('promptforge-chat')))!) as { id: string; token: string };
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pricing = await ask(page, 'How much does the Pro plan cost?');
    await pricing.getByText(/15 USD per month/).first().waitFor();
    expect(await pricing.getByRole('link').first().getAttribute('href')).toBe('/pricing');
    const context = await ask(page, 'O que é a janela de contexto de um modelo?');
    expect(await context.textContent()).toContain('Encontrei isto');
    const contextLink = await context.getByRole('link').first().getAttribute('href');
    expect(contextLink).toMatch(/^\/documentation#context-windows/);
    const unrelated = await ask(page, 'Give me a recipe for chocolate cake.');
    expect(await unrelated.textContent()).toContain("couldn't find anything");
    expect(await unrelated.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    await screenshot(page, 'support-chat-visitor-conversation');

    // The conversation is reachable only with the token, which stayed in this browser.
    const withoutToken = await fetch(`${env.baseUrl()}/api/chat/conversations/${stored.id}`);
    expect(withoutToken.status).toBe(404);
    const withToken = await fetch(`${env.baseUrl()}/api/chat/conversations/${stored.id}`, { headers: { 'X-Chat-Token': stored.token } });
    expect(((await withToken.json()) as { messages: unknown[] }).messages).toHaveLength(6);

    // A link in an answer navigates inside the app and the chat stays open; a reload brings the conversation back.
    await pricing.getByRole('link').first().click();
    await page.waitForURL('**/pricing');
    await chat.getByText('How much does the Pro plan cost?').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await dialog(page).getByText('Give me a recipe for chocolate cake.').waitFor();
    expect(await dialog(page).getByText("Let's get started!").count()).toBe(0);

    // The documentation link of the Portuguese answer opens that topic on /documentation, at the quoted section.
    await dialog(page).getByRole('link', { name: /^Context windows/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/documentation' && url.hash.startsWith('#context-windows'));
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await page.locator(`[id="${anchor}"]`).waitFor({ state: 'visible' });
    await page.getByText('Input and output share the window').first().waitFor();
    await screenshot(page, 'support-chat-documentation-link');
    expect(browser.problems()).toEqual([]);
  });
});

describe('Support chat signed in (390 px)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce', viewport: MOBILE, isMobile: true, hasTouch: true });

  it('goes straight to the conversation, fits the width, and the conversation is the user’s own', async () => {
    const account = await registerAccount();
    await seedSession(browser.context(), account);
    const page = browser.page();
    await page.goto('/dashboard');
    await page.getByTestId('subscription-alert').waitFor();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = dialog(page);
    await chat.getByPlaceholder('Type your message...').waitFor();
    expect(await chat.getByText("Let's get started!").count()).toBe(0);
    const reply = await ask(page, 'How do I compare the token cost of models with the Token Analyzer?');
    expect(await reply.getByRole('link').first().getAttribute('href')).toMatch(/^\/guides#token-analyzer/);
    const box = (await chat.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await widthFits(page)).toBe(true);
    await screenshot(page, 'support-chat-390');

    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` };
    const { id } = (await (await fetch(`${env.baseUrl()}/api/chat/conversations`, { method: 'POST', headers, body: '{}' })).json()) as { id: string };
    const mine = (await (await fetch(`${env.baseUrl()}/api/chat/conversations/${id}`, { headers })).json()) as { messages: Array<{ sender: string }> };
    expect(mine.messages.map((message) => message.sender)).toEqual(['user', 'ai']);
    const other = await registerAccount('Someone Else');
    expect((await fetch(`${env.baseUrl()}/api/chat/conversations/${id}`, { headers: { Authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect(browser.problems()).toEqual([]);
  });
});
