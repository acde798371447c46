import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';
import type { BatchInput, ExecuteInput, ExecutionResult, ModelConfig, ModelOutput, PromptEntry, Session, VariableRow } from '../api/types';

/** Spec §9 playground defaults. */
export const FIRST_MODEL = 'gpt-4o';
export const ADDED_MODEL = 'gpt-3.5-turbo';
export const DEFAULT_TEMPERATURE = 0.7;
export const DEFAULT_MAX_TOKENS = 1000;
export const DEFAULT_PROMPT_NAME = 'New Prompt';
export const PREVIEW_ROWS = 5;
export const PREVIEW_CELL_CHARS = 30;
export const ACCORDION_VALUE_CHARS = 15;

let nextKey = 0;
const key = (prefix: string) => `${prefix}-${++nextKey}`;

export const newPrompt = (): PromptEntry => ({ key: key('prompt'), name: DEFAULT_PROMPT_NAME, content: '', systemPrompt: '' });
export const newModel = (modelName: string): ModelConfig => ({ key: key('model'), model_name: modelName, temperature: DEFAULT_TEMPERATURE, max_tokens: DEFAULT_MAX_TOKENS, system_message: '' });
export const newVariable = (): VariableRow => ({ key: key('var'), name: '', value: '' });

/** Spec §5 messages, word for word. */
export const MESSAGES = {
  configuration: { title: 'Configuration Error', description: 'Please add at least one prompt and one model' },
  missingName: { title: 'Missing Name', description: 'Please provide a name for this session' },
  noResults: { title: 'No Results', description: 'Please execute at least once before saving' },
  csvParse: { title: 'CSV Parse Error', description: 'Failed to parse the CSV file' },
  noSessions: 'No saved sessions found',
} as const;

/** Spec §5: a non-numeric max tokens entry falls back to 1000. */
export function maxTokensOf(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() !== '' && Number.isFinite(number) ? number : DEFAULT_MAX_TOKENS;
}

/** Variables with a blank name are ignored (spec §5). */
export function variablesOf(rows: readonly VariableRow[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const row of rows) {
    if (row.name.trim()) variables[row.name.trim()] = row.value;
  }
  return variables;
}

/** Spec §4: the preview shows only when at least one row has both a name and a value. */
export function showsPreview(rows: readonly VariableRow[]): boolean {
  return rows.some((row) => row.name.trim() !== '' && row.value !== '');
}

/** The prompt with `{{name}}` filled from the variables; unknown placeholders stay as written. */
export function renderPreview(template: string, variables: Record<string, string>): string {
  return template.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : whole));
}

export function configurationError(prompts: readonly PromptEntry[], models: readonly ModelConfig[]): string | null {
  return prompts.some((prompt) => prompt.content.trim() !== '') && models.length > 0 ? null : MESSAGES.configuration.description;
}

const toPrompts = (prompts: readonly PromptEntry[]) =>
  prompts
    .filter((prompt) => prompt.content.trim() !== '')
    .map((prompt) => ({ ...(prompt.id ? { id: prompt.id } : {}), name: prompt.name.trim() || DEFAULT_PROMPT_NAME, content: prompt.content, ...(prompt.systemPrompt.trim() ? { systemPrompt: prompt.systemPrompt } : {}) }));

const toModels = (models: readonly ModelConfig[]) =>
  models.map((model) => ({
    model_name: model.model_name,
    temperature: model.temperature,
    max_tokens: maxTokensOf(model.max_tokens),
    ...(model.system_message.trim() ? { system_message: model.system_message } : {}),
  }));

export function executeRequest(prompts: readonly PromptEntry[], models: readonly ModelConfig[], variables: readonly VariableRow[], dryRun: boolean): ExecuteInput {
  return { prompts: toPrompts(prompts), llm_configs: toModels(models), variables: variablesOf(variables), ...(dryRun ? { dry_run: true } : {}) };
}

export function batchRequest(prompts: readonly PromptEntry[], models: readonly ModelConfig[], rows: ReadonlyArray<Record<string, string>>, dryRun: boolean): BatchInput {
  return { prompts: toPrompts(prompts), llm_configs: toModels(models), batch_inputs: rows.map((variables) => ({ variables })), ...(dryRun ? { dry_run: true } : {}) };
}

export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}...` : text);

/** Spec §2/§9: the first 5 rows, cells cut at 30 characters, and '+ N more rows'. */
export function batchPreview(rows: ReadonlyArray<Record<string, string>>): { rows: Array<Record<string, string>>; more: string | null } {
  const shown = rows.slice(0, PREVIEW_ROWS).map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, cut(value, PREVIEW_CELL_CHARS)])));
  const rest = rows.length - shown.length;
  return { rows: shown, more: rest > 0 ? `+ ${rest} more rows` : null };
}

/** Spec §9: 'Input N' with the variable summary, values cut at 15 characters. */
export function accordionLabel(index: number, variables: Record<string, string> | undefined): string {
  const summary = Object.entries(variables ?? {})
    .map(([name, value]) => `${name}: ${cut(value, ACCORDION_VALUE_CHARS)}`)
    .join(', ');
  return summary ? `Input ${index + 1} (${summary})` : `Input ${index + 1}`;
}

/** Spec §9: latency in seconds with 2 decimals, cost with 6. */
export const formatLatency = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
export const formatCost = (usd: number) => `$${usd.toFixed(6)}`;

export interface ModelSummary {
  model: string;
  averageLatencyMs: number;
  totalTokens: number;
  totalCost: number;
  outputs: number;
}

/** Spec §2 'Performance Summary': per model, average latency, total tokens and total cost of the outputs. */
export function performanceSummary(results: readonly ExecutionResult[]): ModelSummary[] {
  const byModel = new Map<string, ModelOutput[]>();
  for (const output of results.flatMap((result) => result.outputs_by_model)) {
    byModel.set(output.model_name, [...(byModel.get(output.model_name) ?? []), output]);
  }
  return [...byModel.entries()].map(([model, outputs]) => ({
    model,
    outputs: outputs.length,
    averageLatencyMs: outputs.reduce((sum, output) => sum + output.latency_ms, 0) / outputs.length,
    totalTokens: outputs.reduce((sum, output) => sum + output.input_tokens + output.output_tokens, 0),
    totalCost: Math.round(outputs.reduce((sum, output) => sum + output.cost, 0) * 1e6) / 1e6,
  }));
}

/** Checked outputs and how many passed (CSV `__expected`, `__contains`, `__regex`, `__json_schema` columns). */
export function passRate(results: readonly ExecutionResult[]): { checked: number; passed: number; percent: number } | null {
  const checked = results.flatMap((result) => result.outputs_by_model).filter((output) => output.assertion);
  if (checked.length === 0) return null;
  const passed = checked.filter((output) => output.assertion?.passed).length;
  return { checked: checked.length, passed, percent: Math.round((passed / checked.length) * 1000) / 10 };
}

/** Merges one streamed output into the batch results, rows in order, outputs by prompt then model. */
export function addStreamedOutput(results: readonly ExecutionResult[], rowIndex: number, inputVariables: Record<string, string>, output: ModelOutput, rowOrder: Map<number, number>): ExecutionResult[] {
  const next = [...results];
  let at = rowOrder.get(rowIndex);
  if (at === undefined) {
    at = next.length;
    rowOrder.set(rowIndex, at);
    next.push({ input_variables: inputVariables, outputs_by_model: [], unresolved_variables: [] });
  }
  const row = next[at];
  const outputs = [...row.outputs_by_model, output].sort((a, b) => a.prompt_index - b.prompt_index);
  next[at] = { ...row, outputs_by_model: outputs, unresolved_variables: [...new Set([...row.unresolved_variables, ...output.unresolved_variables])] };
  return next;
}

/** What a saved session holds, and what loading it gives back (spec §4: load replaces prompts, models, results, name). */
export function sessionToState(session: Session): { name: string; prompts: PromptEntry[]; models: ModelConfig[]; results: ExecutionResult[] } {
  const prompts = (session.prompts as Array<Partial<PromptEntry>>).map((prompt) => ({ ...newPrompt(), ...pick(prompt, ['id', 'name', 'content', 'systemPrompt']) }));
  const models = (session.llm_configs as Array<Partial<ModelConfig>>).map((model) => ({ ...newModel(model.model_name ?? FIRST_MODEL), ...pick(model, ['temperature', 'max_tokens', 'system_message']) }));
  return {
    name: session.name,
    prompts: prompts.length > 0 ? prompts.map((prompt) => ({ ...prompt, systemPrompt: prompt.systemPrompt ?? '' })) : [newPrompt()],
    models: models.length > 0 ? models.map((model) => ({ ...model, system_message: model.system_message ?? '' })) : [newModel(FIRST_MODEL)],
    results: session.results as ExecutionResult[],
  };
}

function pick<T extends object>(value: T, keys: ReadonlyArray<keyof T>): Partial<T> {
  return Object.fromEntries(keys.filter((name) => value[name] !== undefined && value[name] !== null).map((name) => [name, value[name]])) as Partial<T>;
}

const failureMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? (serverMessage(error.body) ?? error.message) : fallback) || fallback;

/** Spec §8 notices, word for word. */
export const PLAYGROUND_TOASTS = {
  invalid: (message: { title: string; description: string }): ToastInput => ({ ...message, variant: 'destructive' }),
  executionFailed: (error: unknown, batch: boolean): ToastInput => ({
    title: 'Execution Failed',
    description: failureMessage(error, batch ? 'Batch execution failed' : 'An error occurred during execution'),
    variant: 'destructive',
  }),
  batchComplete: (inputs: number, models: number): ToastInput => ({ title: 'Batch Execution Complete', description: `Processed ${inputs} inputs across ${models} models`, variant: 'success' }),
  executionComplete: (models: number): ToastInput => ({ title: 'Execution Complete', description: `Successfully executed with ${models} models`, variant: 'success' }),
  csvFailed: (reason: string): ToastInput => ({ title: MESSAGES.csvParse.title, description: `${MESSAGES.csvParse.description}. ${reason}`, variant: 'destructive' }),
  csvLoaded: (rows: number): ToastInput => ({ title: 'CSV Loaded', description: `Processed ${rows} batch inputs`, variant: 'success' }),
  saveFailed: (error: unknown): ToastInput => ({ title: 'Save Failed', description: failureMessage(error, 'Failed to save the playground session'), variant: 'destructive' }),
  saved: (): ToastInput => ({ title: 'Session Saved', description: 'Your playground session has been saved', variant: 'success' }),
  deleteFailed: (): ToastInput => ({ title: 'Delete Failed', description: 'Failed to delete the session', variant: 'destructive' }),
  deleted: (): ToastInput => ({ title: 'Session Deleted', description: 'The session has been deleted', variant: 'success' }),
  loadFailed: (): ToastInput => ({ title: 'Load Error', description: 'Failed to load the selected session', variant: 'destructive' }),
  loaded: (name: string): ToastInput => ({ title: 'Session Loaded', description: `Loaded "${name}"`, variant: 'success' }),
};
