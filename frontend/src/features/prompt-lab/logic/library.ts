/** What the list needs of a prompt (the API's PromptDto has more). */
export interface PromptSummary {
  name: string;
  description?: string | null;
  llmModelDefault: string;
}

/** Spec §2, Prompt Lab list: empty texts. */
export const EMPTY_LIBRARY = "You don't have any prompts yet";
export const NO_MATCH = 'No prompts match your search';

/**
 * The prompts shown: the search matches the name or the description (case-insensitive, surrounding blanks
 * ignored); the Filter button keeps one target model (null: all).
 */
export function filterPrompts<T extends PromptSummary>(prompts: readonly T[], search: string, model: string | null): T[] {
  const needle = search.trim().toLowerCase();
  return prompts.filter(
    (prompt) =>
      (model === null || prompt.llmModelDefault === model) &&
      (needle === '' || prompt.name.toLowerCase().includes(needle) || (prompt.description ?? '').toLowerCase().includes(needle)),
  );
}

/** The empty text for an empty result: no prompts at all, or none matching the search or filter. */
export function emptyText(total: number): string {
  return total === 0 ? EMPTY_LIBRARY : NO_MATCH;
}

/** The target models the library uses, for the Filter menu (sorted, each once). */
export function modelsInUse(prompts: readonly PromptSummary[]): string[] {
  return [...new Set(prompts.map((prompt) => prompt.llmModelDefault))].sort();
}
