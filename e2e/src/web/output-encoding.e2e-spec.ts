import type { Page } from 'playwright-core';
import { registerAccount, type RegisteredAccount } from '../accounts';
import { env, screenshot, seedSession, useBrowser } from '../utils';

/**
 * Output encoding corpus: markup stored through the API in every text field a user can write is shown as
 * text on every screen that shows the field. For each group of payloads, a fresh account stores them in
 * every field of USER_TEXT_FIELDS; then each screen of SCREENS is opened and must
 * - show each payload stored in its fields, character for character, as text or as a form field's value
 *   (so the checks below are not vacuous);
 * - have run none of them: payloads call `__xss(id)` (recorded by an init script), and any dialog counts;
 * - contain no element they carry (`img[src=x]`, `svg[onload]`, an inline script, `javascript:` links, …);
 * - log no console error (an injected `<img src=x>` would fail to load).
 * The browser context bypasses the Content-Security-Policy, which would block inline handlers anyway: what is
 * tested is the encoding itself, not the second line of defence.
 *
 * A later feature with a user-writable text field adds it to USER_TEXT_FIELDS (how to store it, its length
 * limit, the screens showing it), and a new screen that shows one to SCREENS.
 */

/** What the payloads of one account made: ids the screens need. */
interface Stored {
  account: RegisteredAccount;
  promptId?: string;
}

interface UserTextField {
  name: string;
  /** The longest text the API accepts in the field. */
  maxLength: number;
  /** Stores `text` in the field through the API, as the account would. */
  store(stored: Stored, text: string): Promise<unknown>;
  /** The form of a text the field accepts, when it is not any text (a URL). */
  accepted?(text: string): string;
  /** Names of the SCREENS that show the field. */
  shownOn: string[];
}

interface Screen {
  name: string;
  /** Opens the screen (signed in) and brings the field onto it. */
  open(page: Page, stored: Stored): Promise<void>;
}

const USER_TEXT_FIELDS: UserTextField[] = [
  {
    name: 'profile name',
    maxLength: 120,
    store: async ({ account }, text) => {
      await api(account, 'PATCH', '/api/auth/me', { name: text, email: account.user.email }, 200);
    },
    // Registration takes the name too, and the welcome notification quotes it.
    shownOn: ['dashboard', 'account menu', 'settings profile', 'notifications'],
  },
  {
    name: 'prompt name',
    maxLength: 120,
    store: async (stored, text) => {
      const created = await api(stored.account, 'POST', '/api/prompts', { name: text, content: 'Placeholder content.' }, 201);
      stored.promptId = created.id as string;
    },
    shownOn: ['prompt lab', 'prompt page', 'security history'],
  },
  {
    name: 'version notes',
    maxLength: 500,
    // Before the content and system prompt fields: saving a version with notes needs a new content.
    store: ({ account, promptId }, text) => api(account, 'PUT', `/api/prompts/${promptId}`, { content: 'Placeholder content, second version.', notes: text }, 200),
    shownOn: ['prompt page'],
  },
  {
    name: 'prompt description',
    maxLength: 2_000,
    store: ({ account, promptId }, text) => api(account, 'PUT', `/api/prompts/${promptId}`, { description: text }, 200),
    shownOn: ['prompt lab', 'prompt page'],
  },
  {
    name: 'prompt content',
    maxLength: 100_000,
    store: ({ account, promptId }, text) => api(account, 'PUT', `/api/prompts/${promptId}`, { content: text, notes: 'Content' }, 200),
    shownOn: ['prompt page'],
  },
  {
    name: 'system prompt',
    maxLength: 100_000,
    store: ({ account, promptId }, text) => api(account, 'PUT', `/api/prompts/${promptId}`, { systemPrompt: text, notes: 'System prompt' }, 200),
    shownOn: ['prompt page'],
  },
  {
    name: 'API key name',
    maxLength: 100,
    store: ({ account }, text) => api(account, 'POST', '/api/api-keys', { name: text }, 201),
    shownOn: ['settings API keys'],
  },
  {
    name: 'provider key base URL',
    maxLength: 2_048,
    // Only an http(s) URL without blanks or angle brackets is accepted: the quotes and the rest ride in its path.
    accepted: (text) => `http://127.0.0.1:9/${text.replace(/[\s<>]/g, '')}`,
    store: ({ account }, text) => api(account, 'PUT', '/api/user/provider-keys/openai', { apiKey: 'sk-output-encoding-1234', baseUrl: text }, 200),
    shownOn: ['settings LLM providers'],
  },
  {
    name: 'playground session name',
    maxLength: 200,
    store: ({ account }, text) =>
      api(account, 'POST', '/api/playground/sessions', { name: text, prompts: [{ name: 'P', content: 'Hi' }], llm_configs: [{ model_name: 'gpt-4o' }], results: [{ input_variables: {} }] }, 201),
    shownOn: ['playground sessions'],
  },
  {
    name: 'support chat message',
    maxLength: 2_000,
    // A signed-in user's conversation (the same one on every call); the assistant's reply is stored beside it.
    store: async ({ account }, text) => {
      const { id } = await api(account, 'POST', '/api/chat/conversations', {}, 201);
      return api(account, 'POST', `/api/chat/conversations/${id as string}/messages`, { content: text }, 201);
    },
    shownOn: ['support chat'],
  },
  {
    name: 'rule name',
    maxLength: 120,
    store: (stored, text) => api(stored.account, 'POST', '/api/rules', { name: text, content: 'Placeholder rule.' }, 201),
    shownOn: ['rules builder'],
  },
  {
    name: 'rule content',
    maxLength: 100_000,
    store: (stored, text) => api(stored.account, 'POST', '/api/rules', { name: `Rule content ${text.length} ${Math.random()}`, content: text }, 201),
    shownOn: ['rules builder'],
  },
  {
    name: 'document title',
    maxLength: 200,
    store: ({ account }, text) => api(account, 'POST', '/api/documentation', { title: text, document_type: 'PRD', content_markdown: 'Placeholder content.' }, 201),
    shownOn: ['documents list'],
  },
  {
    name: 'document content',
    maxLength: 1024 * 1024,
    // The card shows the content's first 200 characters as text (the markdown preview renders it, sanitized).
    store: ({ account }, text) => api(account, 'POST', '/api/documentation', { title: 'Placeholder title', document_type: 'Specs', content_markdown: text }, 201),
    shownOn: ['documents list'],
  },
];

const SCREENS: Screen[] = [
  { name: 'dashboard', open: (page) => goto(page, '/dashboard') },
  {
    name: 'support chat',
    open: async (page) => {
      await goto(page, '/dashboard');
      await page.getByRole('button', { name: 'Open support chat' }).click();
      await page.getByRole('dialog', { name: 'PromptForge Assistant' }).locator('time').first().waitFor();
    },
  },
  {
    name: 'account menu',
    open: async (page) => {
      await goto(page, '/dashboard');
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    },
  },
  { name: 'settings profile', open: (page) => goto(page, '/settings?tab=profile') },
  { name: 'prompt lab', open: (page) => goto(page, '/prompt-lab') },
  { name: 'prompt page', open: (page, { promptId }) => goto(page, `/prompt-lab/${promptId}`) },
  { name: 'settings API keys', open: (page) => goto(page, '/settings?tab=api-keys') },
  { name: 'settings LLM providers', open: (page) => goto(page, '/settings?tab=llm-providers') },
  { name: 'notifications', open: (page) => goto(page, '/notifications') },
  {
    name: 'rules builder',
    open: async (page) => {
      await goto(page, '/products/rules-builder');
      await page.getByRole('list', { name: 'My rules' }).waitFor();
    },
  },
  {
    // The history names the Prompt Lab prompt a check was made from.
    name: 'security history',
    open: async (page, { account, promptId }) => {
      await api(account, 'POST', '/api/security/analyze-text', { text_content: 'Summarise the ticket.', prompt_id: promptId }, 200);
      await goto(page, '/products/security-compliance');
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('table').waitFor();
    },
  },
  {
    name: 'playground sessions',
    open: async (page) => {
      await goto(page, '/products/AdvancedPlayground');
      await page.getByRole('button', { name: 'Saved Sessions' }).click();
      await page.getByRole('dialog', { name: 'Saved Sessions' }).getByRole('button', { name: 'Load' }).first().waitFor();
    },
  },
  {
    name: 'documents list',
    open: async (page) => {
      await goto(page, '/products/documentation-generator');
      await page.getByRole('tab', { name: 'My Documents' }).click();
      await page.getByRole('list', { name: 'Documents' }).getByRole('listitem').first().waitFor();
    },
  },
];

/**
 * The payloads, `ID` replaced by a tag naming the payload. Short, so that groups fit the shortest field (100).
 * Markup in text, attribute break-outs, markdown and template syntax for renderers that would interpret them.
 */
const PAYLOADS = [
  `<script>__xss('ID')</script>`,
  `<img src=x onerror=__xss('ID')>`,
  `<svg onload=__xss('ID')>`,
  `"><img src=x onerror=__xss('ID')>`,
  `'><svg/onload=__xss('ID')>`,
  `<iframe srcdoc="<script>parent.__xss('ID')</script>">`,
  `<details open ontoggle=__xss('ID')>`,
  `<a href="javascript:__xss('ID')">ID</a>`,
  `[ID](javascript:__xss('ID'))`,
  `<math><style><img src=x onerror=__xss('ID')>`,
  `{{__xss('ID')}}\${__xss('ID')}`,
].map((payload, index) => payload.replaceAll('ID', `p${index}`));

/** Elements any payload would add if it were parsed as markup. */
const PAYLOAD_ELEMENTS =
  'img[src="x"], svg[onload], [onerror], [onload], [ontoggle], iframe[srcdoc], details[ontoggle], a[href^="javascript:" i], script:not([src]), math';

/**
 * What a field stores for a group of payloads: the group after a tag naming the field (`f3 …`), so that each
 * field's text is looked for on its own.
 */
function fieldText(field: UserTextField, group: string): string {
  const tagged = `f${USER_TEXT_FIELDS.indexOf(field)} ${group}`;
  return field.accepted?.(tagged) ?? tagged;
}

/** Payloads joined into groups that fit the shortest field with its tag. */
function payloadGroups(): string[] {
  const limit = Math.min(...USER_TEXT_FIELDS.map((field) => field.maxLength)) - `f${USER_TEXT_FIELDS.length} `.length;
  const groups: string[] = [];
  for (const payload of PAYLOADS) {
    const last = groups.at(-1);
    if (last !== undefined && `${last} ${payload}`.length <= limit) {
      groups[groups.length - 1] = `${last} ${payload}`;
    } else {
      groups.push(payload);
    }
  }
  return groups;
}

describe('output encoding of user-written text (browser)', () => {
  const browser = useBrowser({ bypassCSP: true, reducedMotion: 'reduce' });

  it('has a screen for every screen a field names', () => {
    const unknown = USER_TEXT_FIELDS.flatMap((field) => field.shownOn).filter((name) => !SCREENS.some((screen) => screen.name === name));
    expect(unknown).toEqual([]);
  });

  it.each(payloadGroups().map((group, index) => [index + 1, group] as const))('payload group %i is shown as text everywhere: %s', async (groupIndex, group) => {
    const profileName = USER_TEXT_FIELDS.find((field) => field.name === 'profile name')!;
    const account = await registerAccount(fieldText(profileName, group));
    const stored: Stored = { account };
    for (const field of USER_TEXT_FIELDS) {
      await field.store(stored, fieldText(field, group));
    }
    await seedSession(browser.context(), account);
    const page = browser.page();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await browser.context().addInitScript(() => {
      const runs: string[] = [];
      const pageText = () =>
        [document.body.innerText, ...Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((field) => field.value)].join('\n');
      Object.assign(window, { __xss: (id: string) => runs.push(id), __xssRuns: runs, pageText });
    });

    for (const screen of SCREENS) {
      await screen.open(page, stored);
      const expected = USER_TEXT_FIELDS.filter((field) => field.shownOn.includes(screen.name)).map((field) => fieldText(field, group));
      const where = `${screen.name}, payload group ${groupIndex}`;
      const notShown: string[] = [];
      for (const text of expected) {
        const shown = await page
          .waitForFunction((needle) => (window as unknown as { pageText: () => string }).pageText().includes(needle), text, { timeout: 15_000 })
          .then(() => true, () => false);
        if (!shown) {
          notShown.push(text);
          await screenshot(page, `output-encoding-not-shown-${screen.name.replaceAll(' ', '-')}`);
        }
      }
      const found = await page.evaluate(
        (selector) => ({
          runs: (window as unknown as { __xssRuns: string[] }).__xssRuns,
          elements: Array.from(document.querySelectorAll(selector)).map((element) => element.outerHTML.slice(0, 120)),
        }),
        PAYLOAD_ELEMENTS,
      );
      expect({ where, ...found, dialogs, notShown }).toEqual({ where, runs: [], elements: [], dialogs: [], notShown: [] });
    }
    await screenshot(page, `output-encoding-group-${groupIndex}`);
    expect(browser.problems()).toEqual([]);
  });
});

async function goto(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

async function api(account: RegisteredAccount, method: string, path: string, body: unknown, status: number): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${method} ${path} answered ${response.status}, expected ${status}: ${text}`);
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
