import { Tooltip } from 'antd';
import type { DetectedRisk } from '../api/types';
import { highlightPieces } from '../logic/security';
import styles from './security.module.css';

const MARK_CLASS = { High: styles.markHigh, Medium: styles.markMedium, Low: styles.markLow } as const;

/** The analysed text with every finding highlighted in place (hidden characters shown as their code points). */
export function HighlightedText({ text, risks }: { text: string; risks: readonly DetectedRisk[] }) {
  return (
    <pre className={styles.highlighted} data-testid="highlighted-text" aria-label="Analysed text with the findings highlighted" tabIndex={0}>
      {highlightPieces(text, risks).map((piece, index) =>
        piece.risk ? (
          <Tooltip key={index} title={`${piece.risk.severity} · ${piece.risk.type}: ${piece.risk.description}`}>
            <mark className={`${styles.mark} ${MARK_CLASS[piece.risk.severity]}`} data-type={piece.risk.type}>
              {piece.label ?? piece.text}
            </mark>
          </Tooltip>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </pre>
  );
}

/** A segment of a finding, for the risks table (hidden characters as code points). */
export function SegmentMark({ risk }: { risk: DetectedRisk }) {
  const shown = risk.category === 'unicode' ? `⟦${[...risk.segment].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ')}⟧` : risk.segment;
  return <mark className={`${styles.mark} ${styles.segment} ${MARK_CLASS[risk.severity]}`}>{shown}</mark>;
}
