import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';

const vital = (p75: number | null, samples: number, rating: string, thresholds: number[]) => ({ p75, samples, rating, thresholds });

const AUDIT = {
  score: 76,
  scoreParts: { technical: 82, vitals: 50, eat: 70 },
  technicalMetrics: {
    coreWebVitals: { lcp: 3.1, fid: null, cls: 0.02, inp: null },
    performance: { firstContentfulPaint: 1.2, timeToInteractive: null, totalBlockingTime: null },
    security: { https: false, csp: true, hsts: true },
    accessibility: { score: 93, issues: ['/pricing: not met: every image has alt text'] },
  },
  fieldData: {
    windowDays: 28,
    minSamples: 20,
    metrics: {
      lcp: vital(3100, 42, 'needs-improvement', [2500, 4000]),
      fid: vital(null, 0, 'not-enough-data', [100, 300]),
      cls: vital(0.02, 40, 'good', [0.1, 0.25]),
      inp: vital(null, 7, 'not-enough-data', [200, 500]),
      fcp: vital(1200, 42, 'good', [1800, 3000]),
      ttfb: vital(90, 42, 'good', [800, 1800]),
    },
  },
  eatScore: { experience: 50, expertise: 40, authoritativeness: 100, trustworthiness: 70, overall: 65 },
  eatDetails: [
    { key: 'experience', score: 50, signals: [{ label: 'Guides page', met: true, points: 50, detail: '/guides is a public page.' }, { label: 'Documentation page', met: false, points: 50, detail: 'No public page at /documentation.' }] },
    { key: 'expertise', score: 40, signals: [] },
    { key: 'authoritativeness', score: 100, signals: [] },
    { key: 'trustworthiness', score: 70, signals: [] },
  ],
  checks: [],
  issues: [{ type: 'critical', title: 'The site is not served over HTTPS', impact: 'high', description: 'PUBLIC_URL is http://x.', solution: 'Put the site behind TLS.' }],
  recommendations: ['Put the site behind TLS.', 'Collect more real-user data for INP: 7 of 20 samples in the last 28 days (every page view reports it).'],
  pagesChecked: ['/', '/pricing', '/contact'],
  auditedUrl: 'http://127.0.0.1:3000',
  generatedAt: '2026-11-24T21:00:00.000Z',
};

function openAudit(answer: object | (() => object | Promise<object>) = AUDIT) {
  const user = makeUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/me': user,
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    'GET /api/seo/audit': answer,
  });
  return { ...api, ...renderApp('/seo-audit') };
}

describe('SeoAuditPage (tool-screens spec §2, §3, §4)', () => {
  preloadScreens();

  it('shows a loading skeleton, then the score bar with its band and the six tabs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    openAudit(async () => {
      await gate;
      return AUDIT;
    });
    expect(await screen.findByRole('status', { name: 'Loading the SEO audit' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Good SEO performance with room for improvement')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'SEO score 76 out of 100' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Core Web Vitals',
      'E-A-T Score',
      'E-A-T Details',
      'Issues & Fixes',
      'Security',
      'Recommendations',
    ]);
  });

  it('shows p75 with ratings and sample counts, and "Not enough data" below 20 samples', async () => {
    openAudit();
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('3.10 s')).toBeInTheDocument();
    expect(within(panel).getAllByText('Needs improvement')).toHaveLength(1);
    expect(within(panel).getByText('7 samples · Target: under 200 ms')).toBeInTheDocument();
    expect(within(panel).getAllByText('Not enough data').length).toBeGreaterThanOrEqual(2);
  });

  it('lists issues with their fix, the security checks and the recommendations in their tabs', async () => {
    const user = userEvent.setup();
    openAudit();
    await screen.findByText('Good SEO performance with room for improvement');
    await user.click(screen.getByRole('tab', { name: 'Issues & Fixes' }));
    expect(await screen.findByText('The site is not served over HTTPS')).toBeInTheDocument();
    expect(screen.getByText('PUBLIC_URL is http://x.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(await screen.findByText('PUBLIC_URL is not an https:// address.')).toBeInTheDocument();
    expect(screen.getByText('/pricing: not met: every image has alt text')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'E-A-T Details' }));
    expect(await screen.findByText('No public page at /documentation.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(await screen.findByText(/Collect more real-user data for INP/)).toBeInTheDocument();
  });

  it("Refresh fetches again, showing 'Refreshing...' and disabled meanwhile", async () => {
    const user = userEvent.setup();
    let calls = 0;
    let release: () => void = () => undefined;
    const { requests } = openAudit(async () => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { ...AUDIT, score: calls > 1 ? 95 : 76 };
    });
    await screen.findByText('Good SEO performance with room for improvement');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const busy = await screen.findByRole('button', { name: 'Refreshing...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Excellent SEO performance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(requestsTo(requests, 'GET /api/seo/audit')).toHaveLength(2);
  });
});
