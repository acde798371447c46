import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ComponentType, ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  description: ReactNode;
  title?: ReactNode;
  /** An @ant-design/icons icon (default: an inbox). */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Less padding, for tables and dropdowns. */
  compact?: boolean;
}

/**
 * The one empty state of the app (plain HTML, no antd): an icon in the brand accent on a tinted disc,
 * readable in both themes, instead of antd's stock illustrations (drawn for light backgrounds).
 */
export function EmptyState({ description, title, icon: Icon = InboxOutlined, action, compact = false }: EmptyStateProps) {
  return (
    <div className={compact ? `${styles.empty} ${styles.compact}` : styles.empty} data-testid="empty-state">
      <span className={styles.icon}>
        <Icon aria-hidden />
      </span>
      {title && <p className={styles.title}>{title}</p>}
      <p className={styles.description}>{description}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
