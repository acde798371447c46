import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { env, MOBILE, screenshot, useBrowser } from '../utils';

/** Contact (tool-screens spec §2, §4, §5, §8): the form stores the message, toasts, resets; a refusal toasts the server's message. */

async function storedMessages(subject: string): Promise<number> {
  const client = new Client({ connectionString: env.databaseUrl() });
  await client.connect();
  try {
    const result = await client.query('SELECT count(*)::int AS n FROM contact_messages WHERE subject = $1', [subject]);
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function fill(page: Page, subject: string) {
  await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Can five people share one workspace?');
}

describe('contact page', () => {
  const browser = useBrowser();

  it('sends a message: stored, success toast, form reset; the page has its own title, description and canonical', async () => {
    const page = browser.page();
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.title()).toBe('Contact – PromptForge');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Monday to Friday, 9AM-6PM PST/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/contact$/);
    await screenshot(page, 'contact-desktop', { fullPage: true });

    const subject = `E2E question ${Date.now()}`;
    await fill(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("We'll get back to you as soon as possible.");
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await storedMessages(subject)).toBe(1);
    expect(browser.problems()).toEqual([]);
  });

  it('shows the failure toast with the server message when the server refuses (5 per hour per address), keeping the text', async () => {
    const page = browser.page();
    // Use up this address's hour through the API.
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${env.baseUrl()}/api/contact/send-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Filler', email: 'filler@example.com', subject: `filler ${i}`, message: 'x' }),
      });
      if (response.status === 429) break;
    }
    await page.goto('/contact');
    const subject = `Refused ${Date.now()}`;
    await fill(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error sending message' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('You have sent several messages in the last hour. Please try again later.');
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(subject);
    expect(await storedMessages(subject)).toBe(0);
    // The 429 is logged by the browser as a failed resource; nothing else may be.
    expect(browser.problems().filter((problem) => !problem.includes('429'))).toEqual([]);
  });
});

describe('contact page (390 px)', () => {
  const browser = useBrowser({ viewport: MOBILE });

  it('fits a phone', async () => {
    const page = browser.page();
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'contact-mobile', { fullPage: true });
  });
});
