import { ApiError, serverMessage } from '@/api/errors';
import type { ToastInput } from '@/components/toast';
import type { EngineeringGoal } from '../api/types';

/** Spec §9: the goals, their labels and the default. */
export const GOALS: readonly { value: EngineeringGoal; label: string }[] = [
  { value: 'clarity', label: 'Improve clarity and specificity' },
  { value: 'conciseness', label: 'Make more concise' },
  { value: 'creativity', label: 'Enhance creativity in responses' },
  { value: 'factual', label: 'Improve factual accuracy' },
  { value: 'instruction', label: 'Better instruction following' },
];
export const DEFAULT_GOAL: EngineeringGoal = 'clarity';
export const DEFAULT_TARGET_MODEL = 'gpt-4o';

// The import dialog's texts and preview live with the shared dialog.
export { emptyImportText, NO_MATCHING_PROMPTS, NO_SAVED_PROMPTS, preview } from '@/features/prompt-lab/components/ImportPromptDialog';

/** Spec §2: the tips card, six static practices. */
export const TIPS: readonly { title: string; text: string }[] = [
  { title: 'Be specific and clear', text: 'Say exactly what you want, in what form and for whom; vague words get vague answers.' },
  { title: 'Provide context', text: 'Give the background the model cannot guess: the data, the audience, the purpose.' },
  { title: 'Break down complex tasks', text: 'Split a large job into numbered steps the model can follow one at a time.' },
  { title: 'Use examples', text: 'Show one or two input → output pairs of the shape you expect.' },
  { title: 'Define persona', text: 'Tell the model who it is (role, expertise, tone) before what to do.' },
  { title: 'Iterative refinement', text: 'Test, read the answers, adjust one thing at a time and compare versions.' },
];

/** The target model when the page opens: gpt-4o when enabled, else the first enabled model. */
export function defaultTargetModel(catalogue: readonly { id: string }[]): string | undefined {
  return catalogue.some((model) => model.id === DEFAULT_TARGET_MODEL) ? DEFAULT_TARGET_MODEL : catalogue[0]?.id;
}


export interface HighlightSegment {
  text: string;
  /** Index of the suggestion whose original_segment this is, or null for plain text. */
  suggestion: number | null;
}

/**
 * The input cut into plain text and the segments the suggestions point at (first occurrence of each,
 * earlier start first; a segment overlapping one already marked stays plain).
 */
export function highlightSegments(text: string, segments: readonly string[]): HighlightSegment[] {
  const ranges = segments
    .map((segment, suggestion) => ({ start: segment ? text.indexOf(segment) : -1, end: 0, suggestion }))
    .filter((range) => range.start >= 0)
    .map((range) => ({ ...range, end: range.start + segments[range.suggestion]!.length }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const result: HighlightSegment[] = [];
  let cursor = 0;
  for (const range of ranges) {
    if (range.start < cursor) continue;
    if (range.start > cursor) result.push({ text: text.slice(cursor, range.start), suggestion: null });
    result.push({ text: text.slice(range.start, range.end), suggestion: range.suggestion });
    cursor = range.end;
  }
  if (cursor < text.length) result.push({ text: text.slice(cursor), suggestion: null });
  return result;
}

/** Spec §5: the blank-prompt refusal, or null when the request can go. */
export function validationError(prompt: string): ToastInput | null {
  return prompt.trim() === ''
    ? { title: 'Empty prompt', description: 'Please enter a prompt to get engineering suggestions.', variant: 'destructive' }
    : null;
}

/** Spec §8, engineering notices, word for word. */
export const ENGINEERING_TOASTS = {
  failed: (error: unknown): ToastInput => {
    const message = error instanceof ApiError ? serverMessage(error.body) : undefined;
    return { title: 'Error generating suggestions', description: message ?? 'Something went wrong', variant: 'destructive' };
  },
  generated: (count: number): ToastInput => ({
    title: 'Suggestions Generated',
    description: `${count} ${count === 1 ? 'suggestion' : 'suggestions'} for your prompt`,
    variant: 'success',
  }),
  applied: (): ToastInput => ({ title: 'Suggestion Applied', description: 'The improved prompt is now in the input.', variant: 'success' }),
  imported: (name: string): ToastInput => ({ title: 'Prompt Imported', description: `"${name}" is in the input.`, variant: 'success' }),
  saved: (name: string, version: number): ToastInput => ({
    title: 'Saved to Prompt Lab',
    description: version === 1 ? `Created "${name}".` : `"${name}" is now at version ${version}.`,
    variant: 'success',
  }),
  saveFailed: (error: unknown): ToastInput => ({
    title: 'Could not save',
    description: (error instanceof ApiError ? serverMessage(error.body) : undefined) ?? 'Something went wrong',
    variant: 'destructive',
  }),
};
