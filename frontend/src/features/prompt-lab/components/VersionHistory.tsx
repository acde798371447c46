import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PromptVersion } from '../api/types';
import styles from './prompt-lab.module.css';

const formatDateTime = (value: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

interface VersionHistoryProps {
  versions: PromptVersion[] | undefined;
  failed: boolean;
  onRetry(): void;
  currentVersion: number;
  /** The version shown in the editor. */
  selectedVersion: number;
  reverting: number | null;
  onSelect(version: PromptVersion): void;
  onRevert(version: PromptVersion): void;
}

/** Spec §2, the version history side panel (400 px high): newest first; choose one to view it, Revert to restore it. */
export function VersionHistory({ versions, failed, onRetry, currentVersion, selectedVersion, reverting, onSelect, onRevert }: VersionHistoryProps) {
  const list = useRef<HTMLUListElement>(null);
  const overflows = useOverflow(list, versions?.length ?? 0);
  return (
    <Card
      className={styles.history}
      title={
        <span>
          <HistoryOutlined aria-hidden /> Version History
        </span>
      }
      extra={
        versions && (
          <span className={`${styles.muted} ${styles.versionCount}`} data-testid="version-count">
            {versions.length} {versions.length === 1 ? 'version' : 'versions'}
            {overflows ? ' · scroll for more' : ''}
          </span>
        )
      }
      data-testid="version-history"
    >
      {failed && (
        <Alert
          type="warning"
          showIcon
          title="The versions could not be loaded."
          action={
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      )}
      {!versions && !failed && <Skeleton active paragraph={{ rows: 5 }} title={false} />}
      {versions && (
        <ul ref={list} className={styles.versionList} aria-label="Versions">
          {versions.map((version) => {
            const selected = version.version === selectedVersion;
            return (
              <li key={version.id} className={styles.versionRow}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={`Version ${version.version}`}
                  className={`${styles.versionItem} ${selected ? styles.versionSelected : ''}`}
                  onClick={() => onSelect(version)}
                >
                  <span className={styles.versionHead}>v{version.version}</span>
                  <span className={styles.versionNotes}>{version.notes}</span>
                  <span className={styles.versionNotes}>{formatDateTime(version.createdAt)}</span>
                </button>
                <span className={styles.versionAction}>
                  {version.version === currentVersion ? (
                    <Tag color="green">Current</Tag>
                  ) : (
                    <Button
                      size="small"
                      icon={<RollbackOutlined aria-hidden />}
                      loading={reverting === version.version}
                      aria-label={`Revert to version ${version.version}`}
                      onClick={() => onRevert(version)}
                    >
                      Revert
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** Whether the list is taller than its scrolling panel (the card body), re-measured when it or the panel resizes. */
function useOverflow(list: RefObject<HTMLUListElement | null>, items: number): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const panel = list.current?.parentElement;
    if (!panel) return;
    const measure = () => setOverflows(panel.scrollHeight > panel.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [list, items]);
  return overflows;
}
