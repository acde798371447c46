import { Alert, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SecurityCheck } from '../api/types';
import { useSecurityChecks } from '../api/use-security';
import { contextLabel, NO_CHECKS, riskCountLabel, scoreBand, textTypeLabel } from '../logic/security';
import styles from './security.module.css';

const BAND_COLOR = { good: 'green', fair: 'gold', poor: 'red' } as const;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2 tab 3: Date, Type, Context, Score, Risks ('No issues'), plus the prompt version a scan came from. */
export function HistoryTab() {
  const checks = useSecurityChecks();
  if (checks.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (checks.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load the history. Please try again."
        action={
          <Button size="small" onClick={() => void checks.refetch()}>
            Retry
          </Button>
        }
      />
    );
  if (checks.data.length === 0) return <Empty description={NO_CHECKS} />;
  return (
    <div className={styles.tableWrap}>
      <Table<SecurityCheck>
        rowKey="id"
        dataSource={checks.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'Date', dataIndex: 'createdAt', render: (value: string) => dateFormat.format(new Date(value)) },
          { title: 'Type', dataIndex: 'textType', render: textTypeLabel, responsive: ['sm'] },
          { title: 'Context', dataIndex: 'context', render: contextLabel },
          { title: 'Score', dataIndex: 'overallScore', render: (score: number) => <Tag color={BAND_COLOR[scoreBand(score).band]}>{score}/100</Tag> },
          { title: 'Risks', key: 'risks', render: (_, check) => riskCountLabel(check.detectedRisks.length) },
          {
            title: 'Prompt',
            key: 'prompt',
            responsive: ['md'],
            render: (_, check) =>
              check.promptId && check.promptName ? (
                <Link to={paths.promptLabDetail.replace(':id', check.promptId)}>
                  {check.promptName} · v{check.promptVersion}
                </Link>
              ) : (
                <span className={styles.muted}>—</span>
              ),
          },
        ]}
      />
    </div>
  );
}
