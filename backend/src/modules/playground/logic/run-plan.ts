import { splitRow, type Expectations } from './assertions';
import { cleanVariables } from './render';

/** A prompt as a run keeps it (tool spec §3: playground prompt entry). */
export interface PromptEntry {
  id?: string;
  name: string;
  content: string;
  systemPrompt?: string | null;
}

/** A model as a run keeps it (tool spec §3: model config), max_tokens already checked against the catalogue. */
export interface ModelConfig {
  model_name: string;
  temperature: number;
  max_tokens: number;
  system_message?: string | null;
}

export interface PlannedItem {
  rowIndex: number;
  promptIndex: number;
  modelIndex: number;
  inputVariables: Record<string, string>;
  expectations: Expectations | null;
}

/** Every input row × prompt × model, rows first (so results fill in row by row). */
export function planItems(rows: ReadonlyArray<Record<string, unknown>>, promptCount: number, modelCount: number): PlannedItem[] {
  const items: PlannedItem[] = [];
  rows.forEach((row, rowIndex) => {
    const { variables, expectations } = splitRow(cleanVariables(row));
    for (let promptIndex = 0; promptIndex < promptCount; promptIndex += 1) {
      for (let modelIndex = 0; modelIndex < modelCount; modelIndex += 1) {
        items.push({ rowIndex, promptIndex, modelIndex, inputVariables: variables, expectations });
      }
    }
  });
  return items;
}

/** The system text a model receives: the prompt's system prompt, then the model's system message. */
export function systemText(prompt: PromptEntry, model: ModelConfig): string | undefined {
  const parts = [prompt.systemPrompt, model.system_message].map((part) => part?.trim()).filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}
