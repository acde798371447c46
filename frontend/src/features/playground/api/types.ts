import type { components } from '@/api/schema.gen';

export type ExecuteInput = components['schemas']['ExecuteDto'];
export type BatchInput = components['schemas']['ExecuteBatchDto'];
export type ExecutionResult = components['schemas']['ExecutionResultDto'];
export type ModelOutput = components['schemas']['ModelOutputDto'];
export type Run = components['schemas']['RunDto'];
export type RunAccepted = components['schemas']['RunAcceptedDto'];
export type Estimate = components['schemas']['EstimateDto'];
export type Session = components['schemas']['SessionDto'];

/** A prompt card of the Configure tab (spec §3: playground prompt entry). */
export interface PromptEntry {
  key: string;
  id?: string;
  name: string;
  content: string;
  systemPrompt: string;
}

/** A model card (spec §3: model config). max_tokens is kept as typed: a non-number means 1000 (spec §5). */
export interface ModelConfig {
  key: string;
  model_name: string;
  temperature: number;
  max_tokens: number | string;
  system_message: string;
}

export interface VariableRow {
  key: string;
  name: string;
  value: string;
}

/** One `item` event of GET /api/playground/runs/{id}/events. */
export interface RunItemEvent {
  row_index: number;
  input_variables: Record<string, string>;
  output: ModelOutput;
  done: number;
  failed: number;
  total: number;
}
