import { costBars, formatCost } from '../logic/analyzer';
import type { TokenModelResult } from '../api/types';
import styles from './token-analyzer.module.css';

/** Cost per model as horizontal bars (plain CSS), scaled to the dearest selected model. */
export function CostChart({ results, modelName }: { results: readonly TokenModelResult[]; modelName: (id: string) => string }) {
  return (
    <figure className={styles.chart} aria-label="Cost per model">
      <figcaption className={styles.chartTitle}>Cost per model</figcaption>
      <ul className={styles.bars}>
        {costBars(results).map((bar) => (
          <li key={bar.model} className={styles.barRow} data-testid="cost-bar">
            <span className={styles.barLabel}>{modelName(bar.model)}</span>
            <span className={styles.barTrack}>
              <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
            </span>
            <span className={styles.barValue}>{formatCost(bar.cost)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
