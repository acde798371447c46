import { formatCount, formatUsd, metricOf, shares, type UsageMetric } from '../logic/usage';
import type { UsageTotals } from '../api/use-usage';
import styles from './usage.module.css';

export interface BreakdownRow extends UsageTotals {
  key: string;
  label: string;
  /** A second word beside the label, e.g. the provider. */
  tag?: string;
}

/** Rows as horizontal bars scaled to the largest, with the counts behind each bar written out. */
export function BreakdownList({ rows, metric, label }: { rows: readonly BreakdownRow[]; metric: UsageMetric; label: string }) {
  const widths = shares(rows.map((row) => metricOf(row, metric)));
  return (
    <ul className={styles.breakdown} aria-label={label}>
      {rows.map((row, index) => (
        <li key={row.key} className={styles.breakdownRow}>
          <div className={styles.breakdownHead}>
            <span className={styles.breakdownLabel}>
              {row.label}
              {row.tag && <span className={styles.breakdownTag}>{row.tag}</span>}
            </span>
            <span className={styles.breakdownValue}>
              {metric === 'cost' ? formatUsd(row.costUsd) : `${formatCount(row.inputTokens + row.outputTokens)} tokens`}
            </span>
          </div>
          <span className={styles.barTrack} aria-hidden>
            <span className={styles.barFill} style={{ width: `${widths[index] * 100}%` }} />
          </span>
          <span className={styles.breakdownDetail}>
            {formatCount(row.calls)} {row.calls === 1 ? 'call' : 'calls'}
            {row.failedCalls > 0 && ` (${formatCount(row.failedCalls)} failed)`} · {formatCount(row.inputTokens)} in /{' '}
            {formatCount(row.outputTokens)} out tokens · {formatUsd(row.costUsd)}
          </span>
        </li>
      ))}
    </ul>
  );
}
