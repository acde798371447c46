import { dailySeries, formatCount, formatDay, formatUsd, shares, type UsageMetric } from '../logic/usage';
import type { UsageReport } from '../api/use-usage';
import styles from './usage.module.css';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

const formatValue = (value: number, metric: UsageMetric) => (metric === 'cost' ? formatUsd(value) : `${formatCount(value)} tokens`);

/**
 * One column per UTC day of the report (days without calls included, at zero), scaled to the busiest
 * day. Plain SVG: the screen needs one small chart, not a chart library. Each column's <title> is its
 * tooltip; the figure's label sums the series up for screen readers.
 */
export function DailyChart({ report, metric }: { report: UsageReport; metric: UsageMetric }) {
  const points = dailySeries(report, metric);
  const heights = shares(points.map((point) => point.value));
  const busiest = points.reduce((best, point) => (point.value > best.value ? point : best), points[0]);
  const columnWidth = WIDTH / Math.max(points.length, 1);
  const what = metric === 'cost' ? 'Spend' : 'Tokens';
  const summary =
    busiest && busiest.value > 0
      ? `${what} per day from ${formatDay(report.from)} to ${formatDay(report.to)}; highest ${formatValue(busiest.value, metric)} on ${formatDay(busiest.day)}.`
      : `${what} per day from ${formatDay(report.from)} to ${formatDay(report.to)}: none.`;

  return (
    <figure className={styles.dailyChart} data-testid="daily-chart">
      <div className={styles.chartScale} aria-hidden>
        <span>{busiest ? formatValue(busiest.value, metric) : ''}</span>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.dailySvg} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
        {points.map((point, index) => {
          const height = point.value > 0 ? Math.max(2, heights[index] * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={point.day}
              data-day={point.day}
              data-value={point.value}
              x={index * columnWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(columnWidth - GAP, 1)}
              height={height}
              rx={2}
              className={styles.column}
            >
              <title>{`${formatDay(point.day)}: ${formatValue(point.value, metric)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className={styles.chartDays} aria-hidden>
        <span>{formatDay(report.from)}</span>
        <span>{formatDay(report.to)}</span>
      </figcaption>
    </figure>
  );
}
