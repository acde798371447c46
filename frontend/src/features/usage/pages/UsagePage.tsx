import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Alert, Button, Card, Empty, Progress, Segmented, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useModels } from '@/features/models/api/use-models';
import { useUsage, type UsageReport } from '../api/use-usage';
import { BreakdownList, type BreakdownRow } from '../components/BreakdownList';
import { DailyChart } from '../components/DailyChart';
import styles from '../components/usage.module.css';
import { budgetView, byCostThenTokens, featureLabel, formatCount, formatDay, formatUsd, providerLabel, type UsageMetric } from '../logic/usage';

const METRICS: { label: string; value: UsageMetric }[] = [
  { label: 'Spend', value: 'cost' },
  { label: 'Tokens', value: 'tokens' },
];

const PROVIDER_KEYS_SETTINGS = `${paths.settings}?tab=llm-providers`;

/** '00:00 UTC (in 5 h)' for the budget's next reset. */
function resetText(resetsAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.ceil((Date.parse(resetsAt) - now) / 3_600_000));
  return `00:00 UTC (in ${hours} h)`;
}

/**
 * Usage (issue 12, "Advanced analytics and metrics" of the Pro card): the signed-in user's AI calls over
 * the last 30 UTC days from GET /api/usage — spend and tokens per day, per model and per feature — and
 * what is left today of the daily budget on PromptForge's own provider keys.
 */
export default function UsagePage() {
  const usage = useUsage();
  const models = useModels();
  const [metric, setMetric] = useState<UsageMetric>('cost');
  const report = usage.data;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>Usage</h1>
          <p className={styles.subtitle}>
            {report
              ? `Your AI calls from ${formatDay(report.from)} to ${formatDay(report.to)} (UTC days), on your own provider keys and on PromptForge's.`
              : 'Your AI calls over the last 30 days.'}
          </p>
        </div>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void usage.refetch()} loading={usage.isFetching && !usage.isPending}>
          Refresh
        </Button>
      </header>

      {usage.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {usage.isError && (
        <Alert
          type="error"
          showIcon
          message="Usage could not be loaded"
          description={usage.error.message}
          action={<Button onClick={() => void usage.refetch()}>Try again</Button>}
        />
      )}
      {report && (
        <UsageReportView
          report={report}
          metric={metric}
          onMetric={setMetric}
          modelName={(id) => models.data?.find((model) => model.id === id)?.name ?? id}
        />
      )}
    </div>
  );
}

function UsageReportView({
  report,
  metric,
  onMetric,
  modelName,
}: {
  report: UsageReport;
  metric: UsageMetric;
  onMetric: (metric: UsageMetric) => void;
  modelName: (id: string) => string;
}) {
  const { totals } = report;
  const budget = budgetView(report.dailyBudget);
  const modelRows: BreakdownRow[] = byCostThenTokens(report.byModel, (row) => row.model).map((row) => ({
    ...row,
    key: row.model,
    label: modelName(row.model),
    tag: providerLabel(row.provider),
  }));
  const featureRows: BreakdownRow[] = byCostThenTokens(report.byFeature, (row) => row.feature).map((row) => ({
    ...row,
    key: row.feature,
    label: featureLabel(row.feature),
  }));

  return (
    <>
      <section className={styles.stats} aria-label="Totals">
        <Card size="small">
          <Statistic title="Spend" value={formatUsd(totals.costUsd)} />
          <p className={styles.statNote}>Last 30 days, all keys</p>
        </Card>
        <Card size="small">
          <Statistic title="Calls" value={formatCount(totals.calls)} />
          <p className={styles.statNote}>{totals.failedCalls > 0 ? `${formatCount(totals.failedCalls)} failed` : 'None failed'}</p>
        </Card>
        <Card size="small">
          <Statistic title="Tokens" value={formatCount(totals.inputTokens + totals.outputTokens)} />
          <p className={styles.statNote}>
            {formatCount(totals.inputTokens)} in / {formatCount(totals.outputTokens)} out
          </p>
        </Card>
        <Card size="small">
          <Statistic title="Left today on PromptForge's keys" value={formatUsd(budget.remainingUsd)} />
          <p className={styles.statNote}>of {formatUsd(budget.limitUsd)} a day</p>
        </Card>
      </section>

      <Card title="Today's budget">
        <Progress
          percent={budget.percentUsed}
          status={budget.remainingUsd === 0 ? 'exception' : 'normal'}
          aria-label={`${budget.percentUsed}% of today's budget used`}
        />
        <p className={styles.budgetText} data-testid="budget-text">
          {formatUsd(budget.spentUsd)} spent today on PromptForge's provider keys, {formatUsd(budget.remainingUsd)} of{' '}
          {formatUsd(budget.limitUsd)} left. Resets at {resetText(String(report.dailyBudget.resetsAt))}. Calls on your own keys are not
          capped: <Link to={PROVIDER_KEYS_SETTINGS}>Settings → LLM Providers</Link>.
        </p>
      </Card>

      {totals.calls === 0 ? (
        <Card>
          <Empty
            description={
              <>
                No AI calls in these 30 days. A call appears here when a Prompt Lab tool runs on a model or when you test a provider
                key; the offline engine and the token analyzer call no model and cost nothing.
              </>
            }
          />
        </Card>
      ) : (
        <>
          <Card
            title={
              <div className={styles.cardTitleRow}>
                <span>{metric === 'cost' ? 'Spend per day' : 'Tokens per day'}</span>
                <Segmented<UsageMetric> options={METRICS} value={metric} onChange={onMetric} aria-label="Measure" />
              </div>
            }
          >
            <DailyChart report={report} metric={metric} />
          </Card>
          <div className={styles.breakdowns}>
            <Card title="By model">
              <BreakdownList rows={modelRows} metric={metric} label="By model" />
            </Card>
            <Card title="By feature">
              <BreakdownList rows={featureRows} metric={metric} label="By feature" />
            </Card>
          </div>
        </>
      )}
    </>
  );
}
