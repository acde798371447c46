import DiffOutlined from '@ant-design/icons/DiffOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import TagOutlined from '@ant-design/icons/TagOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PromptVersion } from '../api/types';
import styles from './prompt-lab.module.css';
import { VersionDiffModal } from './VersionDiffModal';
import { LabelHistoryModal, LabelTags, SetLabelModal } from './VersionLabels';

const formatDateTime = (value: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

interface VersionHistoryProps {
  promptId: string;
  /** The prompt's target model, for the token counts of the diff. */
  model: string;
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

/**
 * Spec §2, the version history side panel (400 px high): newest first; choose one to view it, Revert to restore it.
 * Each version shows its labels (set, moved, removed here); the label history and a diff of any two versions open
 * from the panel.
 */
export function VersionHistory({ promptId, model, versions, failed, onRetry, currentVersion, selectedVersion, reverting, onSelect, onRevert }: VersionHistoryProps) {
  const list = useRef<HTMLUListElement>(null);
  const overflows = useOverflow(list, versions?.length ?? 0);
  const [labelling, setLabelling] = useState<PromptVersion | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [diffOpen, setDiffOpen] = useState(false);
  // The selected version against the one before it (version 1 against version 2).
  const diffFrom = selectedVersion > 1 ? selectedVersion - 1 : 1;
  const diffTo = selectedVersion > 1 ? selectedVersion : Math.min(2, currentVersion);
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
        <div className={styles.historyTools}>
          <Button size="small" icon={<DiffOutlined aria-hidden />} disabled={versions.length < 2} onClick={() => setDiffOpen(true)}>
            Compare versions
          </Button>
          <Button size="small" icon={<HistoryOutlined aria-hidden />} onClick={() => setHistoryOpen(true)}>
            Label history
          </Button>
        </div>
      )}
      {versions && (
        <ul ref={list} className={styles.versionList} aria-label="Versions">
          {versions.map((version) => {
            const selected = version.version === selectedVersion;
            return (
              <li key={version.id} className={styles.versionRow}>
                {/* The button holds only its name; its ::after stretches over the notes and date, so the whole
                    block selects the version while the accessible name stays 'Version N'. */}
                <div className={`${styles.versionMain} ${selected ? styles.versionSelected : ''}`}>
                  <button type="button" aria-pressed={selected} className={styles.versionItem} onClick={() => onSelect(version)}>
                    Version {version.version}
                  </button>
                  <span className={styles.versionNotes}>{version.notes}</span>
                  <span className={styles.versionNotes}>{formatDateTime(version.createdAt)}</span>
                </div>
                <div className={styles.versionLabels}>
                  <LabelTags promptId={promptId} version={version} />
                  <Button
                    size="small"
                    type="dashed"
                    icon={<TagOutlined aria-hidden />}
                    aria-label={`Label version ${version.version}`}
                    onClick={() => setLabelling(version)}
                  >
                    Label
                  </Button>
                </div>
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
      {versions && <SetLabelModal key={labelling?.id ?? 'closed'} promptId={promptId} versions={versions} version={labelling} onClose={() => setLabelling(null)} />}
      <LabelHistoryModal promptId={promptId} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      {versions && diffOpen && (
        <VersionDiffModal open versions={versions} model={model} initialFrom={diffFrom} initialTo={diffTo} onClose={() => setDiffOpen(false)} />
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
