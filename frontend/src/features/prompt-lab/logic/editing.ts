/** The editable part of a prompt (spec §4, Prompt detail). */
export interface PromptDraft {
  content: string;
  systemPrompt: string;
}

export function isDirty(draft: PromptDraft, saved: PromptDraft): boolean {
  return draft.content !== saved.content || draft.systemPrompt !== saved.systemPrompt;
}

/**
 * Spec §4: choosing a version is blocked while there are unsaved edits; a revert is blocked while
 * editing at all. Returns which notice applies, or null when the action may go ahead.
 */
export function versionActionBlock(action: 'load' | 'revert', editing: boolean, dirty: boolean): 'saveBeforeLoading' | 'saveBeforeReverting' | null {
  if (action === 'load') return editing && dirty ? 'saveBeforeLoading' : null;
  return editing ? 'saveBeforeReverting' : null;
}
