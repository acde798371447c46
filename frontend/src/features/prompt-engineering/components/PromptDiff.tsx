import { useMemo } from 'react';
import { DiffColumns } from '@/features/prompt-lab/components/DiffColumns';
import { changeCounts, sideBySide, tokenDelta, wordDiff } from '@/features/prompt-lab/logic/version-diff';
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
      <DiffColumns
        before={{ title: 'Your prompt', tokens: tokensBefore, segments: columns.before }}
        after={{ title: 'Improved prompt', tokens: tokensAfter, segments: columns.after }}
      />
    </section>
  );
}

