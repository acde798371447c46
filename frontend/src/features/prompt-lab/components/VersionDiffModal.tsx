import { Alert, Modal, Segmented, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import type { PromptVersion } from '../api/types';
import { useTokenCount } from '../api/use-prompt-labels';
import { changeCounts, sideBySide, tokenDelta, versionText, wordDiff } from '../logic/version-diff';
import { DiffColumns, DiffSegments } from './DiffColumns';
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
          <DiffSegments segments={segments} />
        </pre>
      ) : (
        <DiffColumns
          before={{ title: `v${from}`, tokens: beforeTokens.data, segments: columns.before }}
          after={{ title: `v${to}`, tokens: afterTokens.data, segments: columns.after }}
        />
      )}
    </Modal>
  );
}

