/** What the engine picker needs of a catalogue entry. */
export interface EngineModel {
  id: string;
  name: string;
  available: boolean;
}

/** The picker's value for the offline engine (no model is sent). */
export const OFFLINE = 'offline';

export interface EngineOption {
  value: string;
  label: string;
}

/** 'Offline' first, then the models the user can run now (a key for the provider exists). */
export function engineOptions(models: readonly EngineModel[]): EngineOption[] {
  return [
    { value: OFFLINE, label: 'Offline' },
    ...models.filter((model) => model.available).map((model) => ({ value: model.id, label: model.name })),
  ];
}

/** The `model` field of a tool request: none for the offline engine. */
export function requestedModel(engine: string): { model?: string } {
  return engine === OFFLINE ? {} : { model: engine };
}

/** Who produced a result: 'Offline analysis', or the model's name (its id when the catalogue lacks it). */
export function engineLabel(engine: string, models: readonly EngineModel[]): string {
  if (engine === OFFLINE) return 'Offline analysis';
  return models.find((model) => model.id === engine)?.name ?? engine;
}
