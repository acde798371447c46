import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { FakeLlmServer } from '../../../backend/test/support/fake-llm';
import { env, MOBILE, screenshot, useBrowser } from '../utils';
import { registerAccount, type RegisteredAccount } from '../accounts';

/**
 * Settings → LLM Providers (issue 5, bring your own key) in a real browser against the built backend. The
 * key saved here points at a fake OpenAI-compatible provider started by this file, so Test makes a real
 * call through the server's gateway without leaving the machine.
 */

interface ProviderKeyStatus {
  provider: string;
  status: 'none' | 'server' | 'user';
  maskedKey: string | null;
  baseUrl: string | null;
}

/** GET /api/user/provider-keys as the user, from Node: the raw body and the parsed entries. */
async function providerKeys(token: string): Promise<{ raw: string; entries: ProviderKeyStatus[] }> {
  const response = await fetch(`${env.baseUrl()}/api/user/provider-keys`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const raw = await response.text();
  return { raw, entries: JSON.parse(raw) as ProviderKeyStatus[] };
}

/** Starts signed in: the token and the user in localStorage, as the session stores them. */
async function seedSession(page: Page, account: RegisteredAccount): Promise<void> {
  await page.context().addInitScript(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('promptforge-user', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
}

const toast = (page: Page): Locator => page.getByRole('status').or(page.getByRole('alert'));

describe('LLM providers (desktop)', () => {
  const browser = useBrowser({ reducedMotion: 'reduce' });
  let fake: FakeLlmServer;

  beforeAll(async () => {
    fake = await FakeLlmServer.start();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
  });

  it('saves a key pointing at the fake provider, tests it, shows …abcd, and removes it', async () => {
    const account = await registerAccount();
    const page = browser.page();
    await seedSession(page, account);
    expect((await page.goto('/settings'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();

    await page.getByRole('tab', { name: /LLM Providers/ }).click();
    expect(new URL(page.url()).search).toBe('?tab=llm-providers');
    const openai = page.getByRole('listitem', { name: 'OpenAI' });
    await openai.getByText('No key', { exact: true }).waitFor();
    expect(await page.getByRole('tabpanel', { name: 'LLM Providers' }).getByRole('listitem').count()).toBe(7);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'settings-llm-providers');

    const apiKey = `sk-e2e-${randomBytes(12).toString('hex')}abcd`;
    const keyField = openai.getByLabel('API key', { exact: true });
    expect(await keyField.getAttribute('type')).toBe('password');
    await keyField.fill(apiKey);
    await openai.getByLabel('Base URL (optional)').fill(fake.openAiBaseUrl);
    await openai.getByRole('button', { name: 'Save OpenAI key' }).click();
    await toast(page).filter({ hasText: 'Provider key saved' }).waitFor();
    await openai.getByText('Your key …abcd', { exact: true }).waitFor();
    // The key went to the server once and is nowhere on the page or in what the server sends back.
    expect(await keyField.inputValue()).toBe('');
    expect(await page.content()).not.toContain(apiKey);
    const saved = await providerKeys(account.token);
    expect(saved.raw).not.toContain(apiKey);
    expect(saved.entries.find((entry) => entry.provider === 'openai')).toMatchObject({
      status: 'user',
      maskedKey: '…abcd',
      baseUrl: fake.openAiBaseUrl,
    });

    await openai.getByRole('button', { name: 'Test OpenAI key' }).click();
    await toast(page).filter({ hasText: 'OpenAI key works' }).waitFor();
    expect(await toast(page).innerText()).toMatch(/OpenAI answered with .+ in \d+\.\d\d s\./);
    // The gateway called the fake with the key just saved.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ api: 'openai', apiKey });
    await screenshot(page, 'settings-llm-providers-tested');

    fake.script({ status: 401 });
    await openai.getByRole('button', { name: 'Test OpenAI key' }).click();
    await toast(page).filter({ hasText: 'OpenAI test failed' }).waitFor();
    expect(await toast(page).innerText()).toContain('rejected the API key');
    expect(await toast(page).innerText()).not.toContain(apiKey);

    await openai.getByRole('button', { name: 'Remove OpenAI key' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Remove' }).click();
    await toast(page).filter({ hasText: 'Provider key removed' }).waitFor();
    await openai.getByText('No key', { exact: true }).waitFor();
    expect(await openai.getByLabel('Base URL (optional)').inputValue()).toBe('');
    expect((await providerKeys(account.token)).entries.find((entry) => entry.provider === 'openai')).toMatchObject({
      status: 'none',
      maskedKey: null,
    });
    expect(browser.problems()).toEqual([]);
  });

  it('refuses a malformed base URL in the form, and sends nothing', async () => {
    const account = await registerAccount();
    const page = browser.page();
    await seedSession(page, account);
    await page.goto('/settings?tab=llm-providers');
    const anthropic = page.getByRole('listitem', { name: 'Anthropic' });
    await anthropic.getByText('No key', { exact: true }).waitFor();

    await anthropic.getByLabel('API key', { exact: true }).fill('sk-ant-e2e-0123456789');
    await anthropic.getByLabel('Base URL (optional)').fill('ftp://files.example.com');
    await anthropic.getByRole('button', { name: 'Save Anthropic key' }).click();
    await anthropic.getByText('Base URL must be an http:// or https:// URL.', { exact: true }).waitFor();
    await screenshot(page, 'settings-llm-providers-invalid');
    expect((await providerKeys(account.token)).entries.every((entry) => entry.status === 'none')).toBe(true);
    expect(browser.problems()).toEqual([]);
  });
});

describe('LLM providers (mobile)', () => {
  const browser = useBrowser({ viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });

  it('fits the phone width, with every provider reachable', async () => {
    const account = await registerAccount('Ada Augusta King, Countess of Lovelace');
    const page = browser.page();
    await seedSession(page, account);
    await page.goto('/settings?tab=llm-providers');
    await page.getByRole('listitem', { name: 'Meta (Llama)' }).getByText('No key', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    // Phones pick the section with a select instead of the tab bar.
    expect(await page.getByLabel('Section').inputValue()).toBe('llm-providers');
    await screenshot(page, 'settings-llm-providers-mobile');
    await screenshot(page, 'settings-llm-providers-mobile-full', { fullPage: true });
    expect(browser.problems()).toEqual([]);
  });
});
