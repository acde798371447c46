import { roundUsd } from '../../llm/cost';
import type { ExecutionResultDto, ModelOutputDto } from './dto/playground.dto';
import type { ModelConfig, PromptEntry } from './logic/run-plan';
import type { PlaygroundRunItem } from './playground-run-item.entity';

type FinishedItem = Pick<
  PlaygroundRunItem,
  | 'rowIndex'
  | 'promptIndex'
  | 'modelIndex'
  | 'inputVariables'
  | 'expectations'
  | 'dryRun'
  | 'status'
  | 'outputText'
  | 'error'
  | 'latencyMs'
  | 'inputTokens'
  | 'outputTokens'
  | 'costUsd'
  | 'unresolvedVariables'
  | 'passed'
  | 'assertionReason'
>;

/** One model's output of a finished item, in the spec's shape (tool spec §3: execution result). */
export function toModelOutput(item: FinishedItem, prompts: readonly PromptEntry[], models: readonly ModelConfig[]): ModelOutputDto {
  const model = models[item.modelIndex];
  return {
    model_name: model.model_name,
    output_text: item.outputText ?? '',
    latency_ms: item.latencyMs ?? 0,
    cost: roundUsd(Number(item.costUsd ?? 0)),
    input_tokens: item.inputTokens ?? 0,
    output_tokens: item.outputTokens ?? 0,
    engine: item.dryRun ? 'dry-run' : model.model_name,
    prompt_index: item.promptIndex,
    prompt_name: prompts[item.promptIndex]?.name ?? '',
    unresolved_variables: item.unresolvedVariables ?? [],
    error: item.status === 'failed' ? (item.error ?? 'Execution failed') : null,
    ...(item.expectations ? { assertion: item.passed === null || item.passed === undefined ? null : { passed: item.passed, reason: item.assertionReason ?? '' } } : {}),
  };
}

/** Finished items grouped by input row (rows in order, then prompt, then model). */
export function toResults(items: readonly FinishedItem[], prompts: readonly PromptEntry[], models: readonly ModelConfig[], withInputs: boolean): ExecutionResultDto[] {
  const rows = new Map<number, FinishedItem[]>();
  for (const item of items) {
    if (item.status === 'done' || item.status === 'failed') {
      rows.set(item.rowIndex, [...(rows.get(item.rowIndex) ?? []), item]);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, rowItems]) => {
      const sorted = [...rowItems].sort((a, b) => a.promptIndex - b.promptIndex || a.modelIndex - b.modelIndex);
      const outputs = sorted.map((item) => toModelOutput(item, prompts, models));
      return {
        ...(withInputs ? { input_variables: sorted[0].inputVariables } : {}),
        outputs_by_model: outputs,
        unresolved_variables: [...new Set(outputs.flatMap((output) => output.unresolved_variables))],
      };
    });
}
