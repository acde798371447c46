import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';

/** Tool-screens spec §8, the Prompt Lab notices, word for word. */
const failure = (title: string, description: string): ToastInput => ({ title, description, variant: 'destructive' });
const success = (title: string, description?: string): ToastInput => ({ title, description, variant: 'success' });

/** The server's message when the answer carried one, else the action's fallback. */
function describe(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? fallback;
}

export const PROMPT_TOASTS = {
  deleted: success('Prompt deleted successfully!'),
  deleteFailed: (error: unknown) => failure('Error', describe(error, 'Failed to delete prompt')),
  createFailed: (error: unknown) => failure('Failed to create prompt', describe(error, 'An error occurred while creating the prompt')),
  saved: success('Prompt saved'),
  saveFailed: (error: unknown) => failure('Error saving prompt', describe(error, 'Failed to save the prompt')),
  saveBeforeReverting: failure('Save current changes', 'Please save your current changes before reverting to a different version'),
  saveBeforeLoading: failure('Save current changes', 'Please save your current changes before loading a different version'),
  restoreFailed: (error: unknown) => failure('Error restoring version', describe(error, 'Failed to restore the version')),
  restored: (version: number) => success('Version restored', `Version ${version} is the current prompt again.`),
} as const;

/** The note a save sends with the new content (spec §7). */
export const SAVE_NOTES = 'Updated prompt content';

/**
 * The description of an AI tool failure (spec §8): the server's message when it sent one (e.g. 'Server
 * returned invalid response format' when a model's reply broke the schema); an HTTP error without one
 * becomes 'Server error: {status}'; a reply that is not JSON 'Server returned invalid response format';
 * anything else (no answer at all) the spec's generic text.
 */
export function toolFailureDescription(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? `Server error: ${error.status}`;
  if (error instanceof SyntaxError) return 'Server returned invalid response format';
  return 'Please check your OpenAI API key configuration';
}

export const TOOL_TOASTS = {
  contentRequired: failure('Content Required', 'Enter the prompt content first.'),
  informationRequired: failure('Information Required', 'Enter the prompt content and the intended task.'),
  intentRequired: failure('Intent Required', 'Describe what you want the prompt to do.'),
  analysisFailed: (error: unknown) => failure('Analysis Failed', toolFailureDescription(error)),
  generationFailed: (error: unknown) => failure('Generation Failed', toolFailureDescription(error)),
  contextCheckFailed: (error: unknown) => failure('Context Check Failed', toolFailureDescription(error)),
  analysisComplete: success('Analysis Complete'),
  variationsGenerated: (count: number) => success('Variations Generated', `${count} ${count === 1 ? 'variation' : 'variations'} generated`),
  contextAnalysisComplete: (score: number) => success('Context Analysis Complete', `Context score: ${score}/100`),
  dnaAnalysisComplete: (score: number) => success('DNA Analysis Complete', `Genetic score: ${score}/100`),
  assistantReady: success('AI Assistant Ready'),
} as const;
