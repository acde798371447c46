import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount, type RegisteredAccount } from '../accounts';
import { browser as launchBrowser, ensureArtifactsDir, env, seedSession } from '../utils';

/**
 * Every screen that exists, in both themes, at 1366 and 390 px: axe-core (WCAG 2.1 A/AA and best
 * practices) must find no serious or critical violation, and a failure lists each one with its
 * selector. Every combination is also saved as a screenshot in e2e/artifacts/screens/, named
 * <screen>--<theme>--<width>.png, to look at side by side: they should read as one product.
 */

const WIDTHS = [
  { name: '1366', viewport: { width: 1366, height: 900 }, mobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true },
] as const;
const THEMES = ['dark', 'light'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Screen {
  name: string;
  path: (fixtures: Fixtures) => string;
  signedIn: boolean;
  /** What shows that the screen has finished loading. */
  ready: (page: Page) => Promise<void>;
}

interface Fixtures {
  promptId: string;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const tabPanel = (name: string) => async (page: Page) => {
  await page.getByRole('tabpanel', { name }).waitFor();
};

const SCREENS: Screen[] = [
  { name: 'landing', path: () => '/', signedIn: false, ready: heading },
  { name: 'login', path: () => '/login', signedIn: false, ready: heading },
  { name: 'register', path: () => '/register', signedIn: false, ready: heading },
  { name: 'pricing', path: () => '/pricing', signedIn: false, ready: heading },
  { name: 'contact', path: () => '/contact', signedIn: false, ready: heading },
  { name: 'trial-expired', path: () => '/products/trial-expired', signedIn: false, ready: heading },
  { name: 'not-found', path: () => '/no-such-page', signedIn: false, ready: heading },
  { name: 'documentation', path: () => '/documentation', signedIn: false, ready: heading },
  {
    // A topic open: the rendered Markdown (headings with anchors, tables, code blocks).
    name: 'documentation-topic',
    path: () => '/documentation#tokenization',
    signedIn: false,
    ready: async (page) => {
      await page.locator('article#tokenization table').waitFor();
    },
  },
  {
    name: 'guides-open',
    path: () => '/guides#advanced-playground',
    signedIn: false,
    ready: async (page) => {
      await page.locator('article#advanced-playground table').waitFor();
    },
  },
  { name: 'features', path: () => '/features', signedIn: false, ready: heading },
  { name: 'about', path: () => '/about', signedIn: false, ready: heading },
  { name: 'trust', path: () => '/trust', signedIn: false, ready: heading },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('subscription-alert').waitFor();
    },
  },
  { name: 'settings-profile', path: () => '/settings', signedIn: true, ready: tabPanel('Profile') },
  { name: 'settings-security', path: () => '/settings?tab=security', signedIn: true, ready: tabPanel('Security') },
  { name: 'settings-notifications', path: () => '/settings?tab=notifications', signedIn: true, ready: tabPanel('Notifications') },
  {
    name: 'settings-api-keys',
    path: () => '/settings?tab=api-keys',
    signedIn: true,
    ready: async (page) => {
      await page.getByText('Accessibility CI key').first().waitFor();
    },
  },
  { name: 'settings-llm-providers', path: () => '/settings?tab=llm-providers', signedIn: true, ready: tabPanel('LLM Providers') },
  {
    name: 'notifications',
    path: () => '/notifications',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('list', { name: 'All notifications' }).waitFor();
    },
  },
  {
    // Everything is read (see createFixtures): the empty state.
    name: 'notifications-unread-empty',
    path: () => '/notifications?filter=unread',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('empty-state').waitFor();
    },
  },
  { name: 'billing-upgrade', path: () => '/billing/upgrade', signedIn: true, ready: heading },
  {
    name: 'billing-manage',
    path: () => '/billing/manage',
    signedIn: true,
    ready: async (page) => {
      await page.getByTestId('subscription-summary').waitFor();
    },
  },
  {
    name: 'billing-success-error',
    path: () => '/billing/success?session_id=local_not_a_checkout',
    signedIn: true,
    ready: async (page) => {
      await page.getByText('Subscription not confirmed').waitFor({ timeout: 15_000 });
    },
  },
  { name: 'prompt-lab', path: () => '/prompt-lab', signedIn: true, ready: async (page) => {
      await page.getByText('Support reply').first().waitFor();
    },
  },
  { name: 'prompt-lab-create', path: () => '/prompt-lab/create', signedIn: true, ready: heading },
  { name: 'prompt-lab-detail', path: ({ promptId }) => `/prompt-lab/${promptId}`, signedIn: true, ready: heading },
  { name: 'token-analyzer', path: () => '/products/token-analyzer', signedIn: true, ready: heading },
  { name: 'prompt-engineering', path: () => '/products/prompt-engineering', signedIn: true, ready: heading },
  // The support chat widget, open over a public page (visitor form) and a signed-in page (a question answered).
  {
    name: 'support-chat-visitor',
    path: () => '/',
    signedIn: false,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open support chat' }).click();
      await page.getByRole('dialog', { name: 'PromptForge Assistant' }).getByText("Let's get started!").waitFor();
    },
  },
  {
    name: 'support-chat-conversation',
    path: () => '/pricing',
    signedIn: true,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Open support chat' }).click();
      const chat = page.getByRole('dialog', { name: 'PromptForge Assistant' });
      await chat.getByPlaceholder('Type your message...').waitFor();
      // The account's conversation is kept between runs: wait for this question's own reply.
      const before = await chat.locator('time').count();
      await chat.getByPlaceholder('Type your message...').fill('What does the temperature parameter do?');
      await chat.getByRole('button', { name: 'Send message' }).click();
      await chat.locator('time').nth(before + 1).waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'seo-audit',
    path: () => '/seo-audit',
    signedIn: true,
    ready: async (page) => {
      await page.getByText('Overall SEO score').waitFor({ timeout: 30_000 });
    },
  },
  { name: 'rules-builder', path: () => '/products/rules-builder', signedIn: true, ready: heading },
  { name: 'security-compliance', path: () => '/products/security-compliance', signedIn: true, ready: heading },
  { name: 'documentation-generator', path: () => '/products/documentation-generator', signedIn: true, ready: heading },
];

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function runAxe(page: Page): Promise<AxeFinding[]> {
  // Through the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
}

function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings
    .filter((finding) => BLOCKING_IMPACTS.has(finding.impact ?? ''))
    .flatMap((finding) =>
      finding.nodes.map(
        (node) => `${where}: ${finding.id} (${finding.impact}) ${node.target.join(' ')} — ${finding.help}; ${node.failureSummary.replace(/\s+/g, ' ').trim()}`,
      ),
    );
}

async function createFixtures(account: RegisteredAccount): Promise<Fixtures> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` };
  const prompt = await fetch(`${env.baseUrl()}/api/prompts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Support reply',
      description: 'Replies to customer e-mails about late deliveries',
      content: 'You are a friendly support agent. Reply to the customer e-mail below in at most 120 words, as a short list of next steps.',
    }),
  });
  expect(prompt.status).toBe(201);
  const key = await fetch(`${env.baseUrl()}/api/api-keys`, { method: 'POST', headers, body: JSON.stringify({ name: 'Accessibility CI key' }) });
  expect(key.status).toBe(201);
  const readAll = await fetch(`${env.baseUrl()}/api/notifications/read-all`, { method: 'POST', headers });
  expect(readAll.ok).toBe(true);
  return { promptId: ((await prompt.json()) as { id: string }).id };
}

describe('accessibility and one look: every screen, both themes, 1366 and 390 px', () => {
  let instance: Browser;
  let account: RegisteredAccount;
  let fixtures: Fixtures;
  const screensDir = join(ensureArtifactsDir(), 'screens');

  beforeAll(async () => {
    mkdirSync(screensDir, { recursive: true });
    instance = await launchBrowser();
    account = await registerAccount('Maria Fernanda Albuquerque de Vasconcelos');
    fixtures = await createFixtures(account);
  });
  afterAll(async () => {
    await instance?.close();
  });

  async function newContext(theme: (typeof THEMES)[number], width: (typeof WIDTHS)[number], signedIn: boolean): Promise<BrowserContext> {
    const context = await instance.newContext({
      baseURL: env.baseUrl(),
      viewport: width.viewport,
      isMobile: width.mobile,
      hasTouch: width.mobile,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((value) => localStorage.setItem('promptforge-theme', value), theme);
    if (signedIn) await seedSession(context, account);
    return context;
  }

  it('the check can fail: axe reports a low-contrast text and an unnamed button with their selectors', async () => {
    const context = await newContext('dark', WIDTHS[0], false);
    try {
      const page = await context.newPage();
      await page.goto('/no-such-page');
      await heading(page);
      await page.evaluate(() => {
        const faint = document.createElement('p');
        faint.id = 'axe-probe-faint';
        faint.textContent = 'Barely readable';
        faint.style.color = '#2a2d3a';
        const unnamed = document.createElement('button');
        unnamed.id = 'axe-probe-button';
        document.querySelector('main')!.append(faint, unnamed);
      });
      const found = describeFindings('probe', await runAxe(page));
      expect(found).toEqual(
        expect.arrayContaining([expect.stringMatching(/^probe: color-contrast \(serious\) #axe-probe-faint/), expect.stringMatching(/^probe: button-name \(critical\) #axe-probe-button/)]),
      );
    } finally {
      await context.close();
    }
  });

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s has no serious or critical axe violation',
    async (_name, screen) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          const context = await newContext(theme, width, screen.signedIn);
          try {
            const page = await context.newPage();
            page.on('pageerror', (error) => pageErrors.push(`${screen.name} ${theme} ${width.name}: ${error.message}`));
            await page.goto(screen.path(fixtures));
            await screen.ready(page);
            await page.waitForLoadState('networkidle');
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            await page.screenshot({ path: join(screensDir, `${screen.name}--${theme}--${width.name}.png`), fullPage: true, animations: 'disabled' });
            violations.push(...describeFindings(`${screen.name} ${theme} ${width.name}px`, await runAxe(page)));
          } finally {
            await context.close();
          }
        }
      }
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
    180_000,
  );
});
