import type { ReactNode } from 'react';
import styles from './ToneBadge.module.css';

export type BadgeTone = 'accent' | 'success' | 'warning' | 'danger';

/**
 * A short label in a pill toned from the design tokens (tinted background, toned border and text), readable in both
 * themes where antd's filled tags failed colour contrast. `compact` for badges inside table cells.
 */
export function ToneBadge({ tone, compact = false, testId, children }: { tone: BadgeTone; compact?: boolean; testId?: string; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}${compact ? ` ${styles.compact}` : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}
