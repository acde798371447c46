import { Alert, Modal, Segmented, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import type { PromptVersion } from '../api/types';
import { useTokenCount } from '../api/use-prompt-labels';
import { changeCounts, type DiffSegment, sideBySide, tokenDelta, versionText, wordDiff } from '../logic/version-diff';
import styles from './prompt-lab.module.css';

interface VersionDiffModalProps {
  open: boolean;
  versions: PromptVersion[];
  /** The prompt's target model: tokens are counted with its tokenizer. */
  model: string;
  initialFrom: number;
  initialTo: number;
  onClose(): void;
}

/** Word-level diff of any two versions (system prompt and prompt), side by side or inline, with the token delta. */
export function VersionDiffModal({ open, versions, model, initialFrom, initialTo, onClose }: VersionDiffModalProps) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [layout, setLayout] = useState<'Side by side' | 'Inline'>('Side by side');
  const before = versions.find((version) => version.version === from);
  const after = versions.find((version) => version.version === to);
  const beforeText = before ? versionText(before) : '';
  const afterText = after ? versionText(after) : '';
  const segments = useMemo(() => wordDiff(beforeText, afterText), [beforeText, afterText]);
  const counts = changeCounts(segments);
  const beforeTokens = useTokenCount(open ? beforeText : undefined, model);
  const afterTokens = useTokenCount(open ? afterText : undefined, model);
  const options = versions.map((version) => ({ value: version.version, label: `v${version.version}${version.labels.length ? ` (${version.labels.join(', ')})` : ''}` }));
  const columns = sideBySide(segments);

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={1000} title="Compare versions" destroyOnHidden>
      <div className={styles.diffControls}>
        <label>
          From <Select aria-label="From version" value={from} options={options} onChange={setFrom} style={{ minWidth: 150 }} />
        </label>
        <label>
          To <Select aria-label="To version" value={to} options={options} onChange={setTo} style={{ minWidth: 150 }} />
        </label>
        <Segmented options={['Side by side', 'Inline']} value={layout} onChange={(value) => setLayout(value as typeof layout)} />
      </div>
      <div className={styles.muted} data-testid="diff-summary" style={{ marginBottom: 12 }}>
        {from === to ? 'The same version on both sides.' : `${counts.added} words added, ${counts.removed} removed`}
        {' · '}
        {beforeTokens.data !== undefined && afterTokens.data !== undefined ? (
          <span data-testid="token-delta">
            {beforeTokens.data} → {afterTokens.data} tokens ({tokenDelta(beforeTokens.data, afterTokens.data)}, {model})
          </span>
        ) : beforeTokens.isError || afterTokens.isError ? (
          'tokens could not be counted'
        ) : (
          <Spin size="small" />
        )}
      </div>
      {!before || !after ? (
        <Alert type="warning" showIcon title="Choose two versions." />
      ) : layout === 'Inline' ? (
        <pre className={styles.diffText} data-testid="diff-inline">
          <Segments segments={segments} />
        </pre>
      ) : (
        <div className={styles.diffColumns}>
          <div>
            <div className={styles.diffHeading}>
              <span>v{from}</span>
              {beforeTokens.data !== undefined && <span className={styles.muted}>{beforeTokens.data} tokens</span>}
            </div>
            <pre className={styles.diffText} data-testid="diff-before">
              <Segments segments={columns.before} />
            </pre>
          </div>
          <div>
            <div className={styles.diffHeading}>
              <span>v{to}</span>
              {afterTokens.data !== undefined && <span className={styles.muted}>{afterTokens.data} tokens</span>}
            </div>
            <pre className={styles.diffText} data-testid="diff-after">
              <Segments segments={columns.after} />
            </pre>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Segments({ segments }: { segments: readonly DiffSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'added' ? (
          <ins key={index} className={styles.diffAdded}>
            {segment.text}
          </ins>
        ) : segment.kind === 'removed' ? (
          <del key={index} className={styles.diffRemoved}>
            {segment.text}
          </del>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
