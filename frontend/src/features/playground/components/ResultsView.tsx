import { Button, Card, Collapse, Empty, Progress, Table, Tag } from 'antd';
import type { ExecutionResult, ModelOutput } from '../api/types';
import { accordionLabel, formatCost, formatLatency, passRate, performanceSummary, type ModelSummary } from '../logic/playground';
import styles from './playground.module.css';

export interface RunProgress {
  done: number;
  failed: number;
  total: number;
  running: boolean;
}

function OutputCard({ output }: { output: ModelOutput }) {
  return (
    <Card
      size="small"
      title={output.model_name}
      extra={
        <span className={styles.row}>
          {output.engine === 'dry-run' && <Tag color="gold">Dry run: not sent to a model</Tag>}
          {output.assertion && <Tag color={output.assertion.passed ? 'green' : 'red'}>{output.assertion.passed ? 'Pass' : 'Fail'}</Tag>}
        </span>
      }
      data-testid="output-card"
    >
      <span className={styles.muted}>{output.prompt_name}</span>
      {output.error ? (
        <p role="alert" className={styles.outputText}>
          {output.error}
        </p>
      ) : (
        <div className={styles.outputText}>{output.output_text}</div>
      )}
      {output.assertion && !output.assertion.passed && <p className={styles.muted}>Check failed: {output.assertion.reason}</p>}
      {output.unresolved_variables.length > 0 && <p className={styles.muted}>Unresolved: {output.unresolved_variables.map((name) => `{{${name}}}`).join(', ')}</p>}
      <div className={styles.metrics}>
        <span>Latency {formatLatency(output.latency_ms)}</span>
        <span>{output.engine === 'dry-run' ? 'Estimated cost' : 'Cost'} {formatCost(output.cost)}</span>
        <span>Input {output.input_tokens} tokens</span>
        <span>Output {output.output_tokens} tokens</span>
      </div>
    </Card>
  );
}

function Bars({ title, rows, value, format, alt }: { title: string; rows: ModelSummary[]; value: (row: ModelSummary) => number; format: (n: number) => string; alt?: boolean }) {
  const top = Math.max(0, ...rows.map(value));
  return (
    <>
      <div className={styles.chartTitle}>{title}</div>
      <ul className={styles.bars}>
        {rows.map((row) => (
          <li key={row.model} className={styles.barRow}>
            <span className={styles.barLabel}>{row.model}</span>
            <span className={styles.barTrack}>
              <span className={alt ? styles.barFillAlt : styles.barFill} style={{ width: `${top === 0 ? 0 : (value(row) / top) * 100}%` }} />
            </span>
            <span>{format(value(row))}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PerformanceSummary({ results }: { results: ExecutionResult[] }) {
  const rows = performanceSummary(results);
  return (
    <div className={styles.summaryGrid}>
      <Card size="small" title="Performance Summary">
        <div className={styles.tableWrap}>
          <Table
            size="small"
            pagination={false}
            rowKey="model"
            dataSource={rows}
            columns={[
              { title: 'Model', dataIndex: 'model' },
              { title: 'Avg latency', render: (_, row: ModelSummary) => formatLatency(row.averageLatencyMs) },
              { title: 'Total tokens', render: (_, row: ModelSummary) => row.totalTokens.toLocaleString('en-US') },
              { title: 'Total cost', render: (_, row: ModelSummary) => formatCost(row.totalCost) },
            ]}
          />
        </div>
      </Card>
      <Card size="small">
        <figure className={styles.chart} aria-label="Cost and latency per model">
          <Bars title="Total cost per model" rows={rows} value={(row) => row.totalCost} format={formatCost} />
          <Bars title="Average latency per model" rows={rows} value={(row) => row.averageLatencyMs} format={formatLatency} alt />
        </figure>
      </Card>
    </div>
  );
}

interface ResultsViewProps {
  results: ExecutionResult[];
  progress: RunProgress | null;
  onConfigure: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Spec §2 Results: output cards; for batches the 'Input N' accordion, the Performance Summary and a chart. */
export function ResultsView({ results, progress, onConfigure, onSave, onCancel }: ResultsViewProps) {
  const batch = results.some((result) => result.input_variables);
  const rate = passRate(results);
  if (results.length === 0 && !progress) {
    return (
      <Empty description="No Results Yet">
        <Button type="primary" onClick={onConfigure}>
          Go to Configuration
        </Button>
      </Empty>
    );
  }
  return (
    <div className={styles.results}>
      {progress && (
        <Card size="small" aria-label="Run progress">
          <div className={styles.row}>
            <span>
              {progress.running ? 'Running batch' : 'Batch finished'}: {progress.done + progress.failed} of {progress.total} outputs
              {progress.failed > 0 ? ` (${progress.failed} failed)` : ''}
            </span>
            {progress.running && (
              <Button size="small" onClick={onCancel}>
                Cancel run
              </Button>
            )}
          </div>
          <Progress percent={progress.total === 0 ? 0 : Math.floor(((progress.done + progress.failed) / progress.total) * 100)} status={progress.running ? 'active' : progress.failed > 0 ? 'exception' : 'success'} />
        </Card>
      )}
      {rate && (
        <p>
          <strong>Pass rate:</strong> {rate.percent}% ({rate.passed} of {rate.checked} checked outputs)
        </p>
      )}
      {batch ? (
        <>
          {results.length > 0 && <PerformanceSummary results={results} />}
          <Collapse
            items={results.map((result, index) => ({
              key: String(index),
              label: accordionLabel(index, result.input_variables),
              children: (
                <div className={styles.outputs}>
                  {result.outputs_by_model.map((output, outputIndex) => (
                    <OutputCard key={outputIndex} output={output} />
                  ))}
                </div>
              ),
            }))}
          />
        </>
      ) : (
        results.map((result, index) => (
          <section key={index} aria-label={`Execution ${results.length - index}`} className={styles.outputs}>
            {result.outputs_by_model.map((output, outputIndex) => (
              <OutputCard key={outputIndex} output={output} />
            ))}
          </section>
        ))
      )}
      <div className={styles.row}>
        <Button onClick={onConfigure}>Configure</Button>
        <Button onClick={onSave} disabled={results.length === 0}>
          Save Results
        </Button>
      </div>
    </div>
  );
}
