import { Tag } from 'antd';
import type { TokenModelResult } from '../api/types';
import { formatCost, formatTokens } from '../logic/analyzer';
import styles from './token-analyzer.module.css';

/**
 * Spec §2 results: model, input tokens with input cost, output tokens with output cost, total cost
 * (6 decimals). A tag says whether a real tokenizer counted or the figure is a calibrated estimate.
 */
export function ResultsTable({ results, modelName }: { results: readonly TokenModelResult[]; modelName: (id: string) => string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>Token counts and costs per model</caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Input tokens</th>
            <th scope="col">Output tokens</th>
            <th scope="col">Total cost</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.model} data-testid="result-row">
              <th scope="row">
                <span className={styles.modelName}>{modelName(result.model)}</span>
                <Tag
                  color={result.exact ? 'green' : 'gold'}
                  title={result.exact ? `Counted with ${result.tokenizer}` : `Estimated (${result.tokenizer})`}
                >
                  {result.exact ? 'exact' : 'estimate'}
                </Tag>
              </th>
              <td>
                {formatTokens(result.cost_breakdown.input_tokens)}
                <span className={styles.cost}>{formatCost(result.cost_breakdown.input_cost)}</span>
              </td>
              <td>
                {formatTokens(result.cost_breakdown.output_tokens)}
                <span className={styles.cost}>{formatCost(result.cost_breakdown.output_cost)}</span>
              </td>
              <td className={styles.total}>{formatCost(result.estimated_cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
