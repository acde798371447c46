import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockApi } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';

const totals = (calls: number, costUsd: number, inputTokens: number, outputTokens: number, failedCalls = 0) => ({
  calls,
  failedCalls,
  inputTokens,
  outputTokens,
  costUsd,
});

const REPORT = {
  from: '2026-10-26',
  to: '2026-11-24',
  totals: totals(4, 0.0316, 12_000, 2_600, 1),
  byDay: [
    { day: '2026-11-02', ...totals(1, 0.0016, 10_000, 2_000) },
    { day: '2026-11-24', ...totals(3, 0.03, 2_000, 600, 1) },
  ],
  byFeature: [
    { feature: 'provider-key-test', ...totals(1, 0.0001, 10, 5) },
    { feature: 'prompt-analysis', ...totals(3, 0.0315, 11_990, 2_595, 1) },
  ],
  byModel: [
    { model: 'mistral-small-latest', provider: 'mistral', ...totals(1, 0.0016, 10_000, 2_000) },
    { model: 'gpt-4o', provider: 'openai', ...totals(3, 0.03, 2_000, 600, 1) },
  ],
  dailyBudget: { limitUsd: 1, spentTodayUsd: 0.25, resetsAt: '2026-11-25T00:00:00.000Z' },
};

const MODELS = [
  { id: 'gpt-4o', name: 'GPT-4o', provider: 'openai' },
  { id: 'mistral-small-latest', name: 'Mistral Small', provider: 'mistral' },
];

function openUsage(report: object | Response = REPORT) {
  const user = makeUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/me': user,
    'GET /api/notifications': { notifications: [], total: 0, unreadCount: 0 },
    'GET /api/models': MODELS,
    'GET /api/usage': report,
  });
  return { ...api, ...renderApp('/usage') };
}

describe('UsagePage', () => {
  preloadScreens();

  it('shows totals, the remaining budget, the daily chart and the breakdowns, dearest first', async () => {
    openUsage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    const totalsSection = await screen.findByRole('region', { name: 'Totals' });
    expect(totalsSection).toHaveTextContent('Spend$0.0316');
    expect(totalsSection).toHaveTextContent('Calls41 failed');
    expect(totalsSection).toHaveTextContent('Tokens14,60012,000 in / 2,600 out');
    expect(totalsSection).toHaveTextContent("Left today on PromptForge's keys$0.75of $1.00 a day");
    expect(screen.getByTestId('budget-text')).toHaveTextContent("$0.25 spent today on PromptForge's provider keys, $0.75 of $1.00 left.");
    expect(screen.getByRole('link', { name: 'Settings → LLM Providers' })).toHaveAttribute('href', '/settings?tab=llm-providers');

    const columns = screen.getByTestId('daily-chart').querySelectorAll('rect');
    expect(columns).toHaveLength(30);
    expect(screen.getByRole('img', { name: /highest \$0\.03 on Nov 24/ })).toBeInTheDocument();

    const models = within(screen.getByRole('list', { name: 'By model' })).getAllByRole('listitem');
    expect(models.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^GPT-4oOpenAI\$0\.033 calls \(1 failed\)/),
      expect.stringMatching(/^Mistral SmallMistral\$0\.00161 call · 10,000 in/),
    ]);
    const features = within(screen.getByRole('list', { name: 'By feature' })).getAllByRole('listitem');
    expect(features.map((item) => item.firstChild?.textContent)).toEqual(['Prompt Lab: analysis$0.0315', 'Provider key tests$0.0001']);
  });

  it('switches the chart and the bars to tokens', async () => {
    openUsage();
    await screen.findByRole('region', { name: 'Totals' });
    await userEvent.click(screen.getByText('Tokens', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByRole('img', { name: /^Tokens per day .* highest 12,000 tokens on Nov 2/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'By model' })).getAllByRole('listitem')[0]).toHaveTextContent('GPT-4oOpenAI2,600 tokens');
  });

  it('says so when there were no calls, and still shows the budget', async () => {
    openUsage({ ...REPORT, totals: totals(0, 0, 0, 0), byDay: [], byFeature: [], byModel: [], dailyBudget: { ...REPORT.dailyBudget, spentTodayUsd: 0 } });
    expect(await screen.findByText(/No AI calls in these 30 days/)).toBeInTheDocument();
    expect(screen.getByTestId('budget-text')).toHaveTextContent("$0.00 spent today on PromptForge's provider keys, $1.00 of $1.00 left.");
    expect(screen.queryByTestId('daily-chart')).not.toBeInTheDocument();
  });

  it('shows the server message with a retry when the report fails', async () => {
    openUsage(errorResponse(503, 'The database is unavailable right now.'));
    expect(await screen.findByText('Usage could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
