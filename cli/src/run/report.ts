import type { components } from '../api/schema.gen';
import { xmlAttribute, xmlText } from '../prompts/lint-format';

export type Run = components['schemas']['RunDto'];
export type ModelOutput = components['schemas']['ModelOutputDto'];

export const RUN_FORMATS = ['text', 'json', 'junit'] as const;
export type RunFormat = (typeof RUN_FORMATS)[number];

export interface ModelRow {
  model: string;
  outputs: number;
  failed: number;
  checked: number;
  passed: number;
  averageLatencyMs: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  dryRun: number;
}

export interface RunReport {
  run: { id: string; status: string; total: number; done: number; failed: number; cancelled: number; cost: number; pass_rate: number | null; checked: number; passed: number };
  models: ModelRow[];
  /** The --min-pass-rate gate: null when none was asked for. */
  gate: { minPassRate: number; passed: boolean } | null;
  results: Run['results'];
}

export function buildRunReport(run: Run, minPassRate?: number): RunReport {
  const byModel = new Map<string, ModelOutput[]>();
  for (const output of run.results.flatMap((result) => result.outputs_by_model)) {
    byModel.set(output.model_name, [...(byModel.get(output.model_name) ?? []), output]);
  }
  const models = [...byModel.entries()].map(([model, outputs]): ModelRow => {
    const answered = outputs.filter((output) => !output.error);
    return {
      model,
      outputs: outputs.length,
      failed: outputs.length - answered.length,
      checked: outputs.filter((output) => output.assertion).length,
      passed: outputs.filter((output) => output.assertion?.passed).length,
      averageLatencyMs: answered.length === 0 ? 0 : Math.round(answered.reduce((sum, output) => sum + output.latency_ms, 0) / answered.length),
      inputTokens: outputs.reduce((sum, output) => sum + output.input_tokens, 0),
      outputTokens: outputs.reduce((sum, output) => sum + output.output_tokens, 0),
      cost: Math.round(outputs.reduce((sum, output) => sum + (output.engine === 'dry-run' ? 0 : output.cost), 0) * 1e6) / 1e6,
      dryRun: outputs.filter((output) => output.engine === 'dry-run').length,
    };
  });
  const gate = minPassRate === undefined ? null : { minPassRate, passed: (run.pass_rate ?? 100) >= minPassRate && run.status === 'completed' };
  const { id, status, total, done, failed, cancelled, cost, pass_rate, checked, passed } = run;
  return { run: { id, status, total, done, failed, cancelled, cost, pass_rate, checked, passed }, models, gate, results: run.results };
}

export function formatRunReport(report: RunReport, format: RunFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`;
  if (format === 'junit') return runJunit(report);
  return runText(report);
}

const pad = (text: string, width: number) => text.padEnd(width);

export function runText(report: RunReport): string {
  const header = ['model', 'outputs', 'failed', 'passed', 'avg latency', 'tokens in/out', 'cost'];
  const rows = report.models.map((row) => [
    row.model,
    String(row.outputs) + (row.dryRun > 0 ? ` (${row.dryRun} dry run)` : ''),
    String(row.failed),
    row.checked > 0 ? `${row.passed}/${row.checked}` : '-',
    `${(row.averageLatencyMs / 1000).toFixed(2)}s`,
    `${row.inputTokens}/${row.outputTokens}`,
    `$${row.cost.toFixed(6)}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const lines = [header, ...rows].map((row) => row.map((cell, column) => pad(cell, widths[column])).join('  ').trimEnd());
  const { run } = report;
  lines.push('');
  lines.push(`Run ${run.id}: ${run.status}, ${run.done} done, ${run.failed} failed${run.cancelled ? `, ${run.cancelled} cancelled` : ''} of ${run.total}; cost $${run.cost.toFixed(6)}`);
  if (run.pass_rate !== null) lines.push(`Pass rate: ${run.pass_rate}% (${run.passed} of ${run.checked} checked outputs)`);
  for (const [index, result] of report.results.entries()) {
    for (const output of result.outputs_by_model) {
      if (output.error) lines.push(`ERROR input ${index + 1} ${output.prompt_name} with ${output.model_name}: ${output.error}`);
      else if (output.assertion && !output.assertion.passed) lines.push(`FAIL input ${index + 1} ${output.prompt_name} with ${output.model_name}: ${output.assertion.reason}`);
    }
  }
  if (report.gate) {
    lines.push(report.gate.passed ? `Gate passed: pass rate at least ${report.gate.minPassRate}%` : `GATE FAILED: pass rate ${run.pass_rate ?? '-'}% is below ${report.gate.minPassRate}%${run.status === 'completed' ? '' : ` (run ${run.status})`}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A testsuite per model, a testcase per input and prompt; a failed check or a failed call is a failure. */
export function runJunit(report: RunReport): string {
  const suites = report.models.map((row) => {
    const cases = report.results.flatMap((result, index) =>
      result.outputs_by_model
        .filter((output) => output.model_name === row.model)
        .map((output) => {
          const name = `input ${index + 1}: ${output.prompt_name}`;
          const time = (output.latency_ms / 1000).toFixed(3);
          const failure = output.error ?? (output.assertion && !output.assertion.passed ? output.assertion.reason : null);
          const body = failure ? `<failure message="${xmlAttribute(failure)}">${xmlText(output.output_text)}</failure>` : '';
          return `    <testcase classname="${xmlAttribute(row.model)}" name="${xmlAttribute(name)}" time="${time}">${body}</testcase>`;
        }),
    );
    const failures = report.results.flatMap((r) => r.outputs_by_model).filter((o) => o.model_name === row.model && isFailure(o)).length;
    return [`  <testsuite name="${xmlAttribute(row.model)}" tests="${cases.length}" failures="${failures}" errors="0">`, ...cases, '  </testsuite>'].join('\n');
  });
  const total = report.models.reduce((sum, row) => sum + row.outputs, 0);
  const failures = report.results.flatMap((r) => r.outputs_by_model).filter(isFailure).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="promptforge run" tests="${total}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}

const isFailure = (output: ModelOutput) => Boolean(output.error || (output.assertion && !output.assertion.passed));
