import { useMemo } from 'react';
import { changeCounts, type DiffSegment, sideBySide, tokenDelta, wordDiff } from '@/features/prompt-lab/logic/version-diff';
import styles from './prompt-engineering.module.css';

interface PromptDiffProps {
  before: string;
  after: string;
  tokensBefore: number;
  tokensAfter: number;
  model: string;
}

/** Input and improved prompt side by side, word-level (the version diff's logic), with both token counts. */
export function PromptDiff({ before, after, tokensBefore, tokensAfter, model }: PromptDiffProps) {
  const segments = useMemo(() => wordDiff(before, after), [before, after]);
  const counts = changeCounts(segments);
  const columns = sideBySide(segments);
  return (
    <section aria-label="Changes">
      <p className={styles.muted} data-testid="diff-summary">
        {counts.added} words added, {counts.removed} removed · {tokensBefore} → {tokensAfter} tokens ({tokenDelta(tokensBefore, tokensAfter)}, {model})
      </p>
      <div className={styles.diffColumns}>
        <div>
          <div className={styles.diffHeading}>
            <span>Your prompt</span>
            <span className={styles.muted}>{tokensBefore} tokens</span>
          </div>
          <pre className={styles.text} data-testid="diff-before">
            <Segments segments={columns.before} />
          </pre>
        </div>
        <div>
          <div className={styles.diffHeading}>
            <span>Improved prompt</span>
            <span className={styles.muted}>{tokensAfter} tokens</span>
          </div>
          <pre className={styles.text} data-testid="diff-after">
            <Segments segments={columns.after} />
          </pre>
        </div>
      </div>
    </section>
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
