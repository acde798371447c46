import type { ModelTokenCost, OptimizationTip } from '@promptforge/prompt-engine';
import { xmlAttribute, xmlText } from '../prompts/lint-format';

export const TOKENS_FORMATS = ['text', 'json', 'junit'] as const;
export type TokensFormat = (typeof TOKENS_FORMATS)[number];

export interface TokensBudget {
  /** USD per file and model (input plus expected output). */
  maxCost?: number;
  /** Input tokens per file and model. */
  maxTokens?: number;
}

export interface FileAnalysis {
  /** The path as given, '-' for standard input. */
  file: string;
  results: ModelTokenCost[];
  optimization_tips: OptimizationTip[];
}

export interface BudgetViolation {
  file: string;
  model: string;
  reason: string;
}

export interface TokensReport {
  budget: TokensBudget;
  /** 'offline' when counted on this machine with the bundled catalogue, else the server's URL. */
  source: string;
  files: FileAnalysis[];
  violations: BudgetViolation[];
  passed: boolean;
}

export function buildReport(files: FileAnalysis[], budget: TokensBudget, source: string): TokensReport {
  const violations = files.flatMap((analysis) => analysis.results.flatMap((result) => violationsOf(analysis.file, result, budget)));
  return { budget, source, files, violations, passed: violations.length === 0 };
}

function violationsOf(file: string, result: ModelTokenCost, { maxCost, maxTokens }: TokensBudget): BudgetViolation[] {
  const found: BudgetViolation[] = [];
  if (maxCost !== undefined && result.estimated_cost > maxCost) {
    found.push({ file, model: result.model, reason: `cost ${usd(result.estimated_cost)} is above --max-cost ${usd(maxCost)}` });
  }
  const tokens = result.cost_breakdown.input_tokens;
  if (maxTokens !== undefined && tokens > maxTokens) {
    found.push({ file, model: result.model, reason: `${tokens} tokens is above --max-tokens ${maxTokens}` });
  }
  return found;
}

export function formatTokensReport(report: TokensReport, format: TokensFormat): string {
  switch (format) {
    case 'text':
      return tokensText(report);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'junit':
      return tokensJunit(report);
  }
}

const usd = (amount: number) => `$${amount.toFixed(6)}`;
const tokensCell = (result: ModelTokenCost) => String(result.cost_breakdown.input_tokens + result.cost_breakdown.output_tokens);

const HEADERS = ['FILE', 'MODEL', 'TOKENS', 'COUNT', 'COST'] as const;

/** For people: a file × model table, the tips per file, then the gate's verdict when a budget was given. */
export function tokensText(report: TokensReport): string {
  const rows = report.files.flatMap(({ file, results }) =>
    results.map((result) => [file, result.model, tokensCell(result), result.exact ? 'exact' : 'estimate', usd(result.estimated_cost)]),
  );
  const widths = HEADERS.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 2 || column === 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
  const blocks = [[line(HEADERS), ...rows.map(line)].join('\n')];
  for (const { file, optimization_tips } of report.files) {
    if (optimization_tips.length === 0) continue;
    blocks.push([`Tips for ${file}:`, ...optimization_tips.map((tip) => `  - ${tip.title} (potential savings: ${tip.potential_savings})\n    ${tip.description}`)].join('\n'));
  }
  const { maxCost, maxTokens } = report.budget;
  if (maxCost !== undefined || maxTokens !== undefined) {
    blocks.push(
      report.passed
        ? 'Every file is within budget.'
        : report.violations.map(({ file, model, reason }) => `OVER BUDGET ${file} with ${model}: ${reason}`).join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/** JUnit XML: one testcase per file and model, failing when it is over budget. */
export function tokensJunit(report: TokensReport): string {
  const cases = report.files.flatMap(({ file, results }) => results.map((result) => ({ file, result })));
  const counts = `tests="${cases.length}" failures="${report.violations.length === 0 ? 0 : new Set(report.violations.map((v) => `${v.file}\u0000${v.model}`)).size}" errors="0"`;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="promptforge tokens" ${counts}>`, `  <testsuite name="promptforge tokens" ${counts} skipped="0">`];
  for (const { file, result } of cases) {
    const testcase = `    <testcase classname="${xmlAttribute(file)}" name="${xmlAttribute(result.model)}" file="${xmlAttribute(file)}">`;
    const summary = `${tokensCell(result)} tokens (${result.exact ? 'exact' : result.tokenizer}), ${usd(result.estimated_cost)}`;
    const violations = report.violations.filter((v) => v.file === file && v.model === result.model);
    lines.push(testcase);
    if (violations.length === 0) lines.push(`      <system-out>${xmlText(summary)}</system-out>`);
    else {
      const message = violations.map((v) => v.reason).join('; ');
      lines.push(`      <failure message="${xmlAttribute(message)}" type="TokenBudgetExceeded">${xmlText(summary)}</failure>`);
    }
    lines.push('    </testcase>');
  }
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}
