import type { DiffSegment } from '../logic/version-diff';
import styles from './prompt-lab.module.css';

interface DiffSide {
  title: string;
  /** Token count shown beside the title, when known. */
  tokens?: number;
  segments: readonly DiffSegment[];
}

/** Two texts side by side with their word-level changes marked (version diff, prompt engineering). */
export function DiffColumns({ before, after }: { before: DiffSide; after: DiffSide }) {
  return (
    <div className={styles.diffColumns}>
      <DiffColumn side={before} testId="diff-before" />
      <DiffColumn side={after} testId="diff-after" />
    </div>
  );
}

function DiffColumn({ side, testId }: { side: DiffSide; testId: string }) {
  return (
    <div>
      <div className={styles.diffHeading}>
        <span>{side.title}</span>
        {side.tokens !== undefined && <span className={styles.muted}>{side.tokens} tokens</span>}
      </div>
      <pre className={styles.diffText} data-testid={testId}>
        <DiffSegments segments={side.segments} />
      </pre>
    </div>
  );
}

/** Added words as <ins>, removed as <del>, the rest as plain text. */
export function DiffSegments({ segments }: { segments: readonly DiffSegment[] }) {
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
