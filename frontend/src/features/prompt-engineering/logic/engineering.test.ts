import { ApiError } from '@/api/errors';
import {
  defaultTargetModel,
  emptyImportText,
  ENGINEERING_TOASTS,
  GOALS,
  highlightSegments,
  NO_MATCHING_PROMPTS,
  NO_SAVED_PROMPTS,
  preview,
  TIPS,
  validationError,
} from './engineering';

describe('prompt engineering logic', () => {
  it('offers the five goals with the spec labels, clarity first', () => {
    expect(GOALS).toEqual([
      { value: 'clarity', label: 'Improve clarity and specificity' },
      { value: 'conciseness', label: 'Make more concise' },
      { value: 'creativity', label: 'Enhance creativity in responses' },
      { value: 'factual', label: 'Improve factual accuracy' },
      { value: 'instruction', label: 'Better instruction following' },
    ]);
    expect(TIPS.map((tip) => tip.title)).toEqual([
      'Be specific and clear',
      'Provide context',
      'Break down complex tasks',
      'Use examples',
      'Define persona',
      'Iterative refinement',
    ]);
  });

  it('targets gpt-4o when enabled, else the first enabled model', () => {
    expect(defaultTargetModel([{ id: 'claude-sonnet-4-6' }, { id: 'gpt-4o' }])).toBe('gpt-4o');
    expect(defaultTargetModel([{ id: 'claude-sonnet-4-6' }])).toBe('claude-sonnet-4-6');
    expect(defaultTargetModel([])).toBeUndefined();
  });

  it('previews the first 80 characters', () => {
    expect(preview('short')).toBe('short');
    const long = 'x'.repeat(79) + 'yz';
    expect(preview(long)).toBe(`${'x'.repeat(79)}y…`);
    expect(preview('a'.repeat(80))).toBe('a'.repeat(80));
  });

  it('says no saved prompts when there are none, no match when a search hides them', () => {
    expect(emptyImportText(0, '')).toBe(NO_SAVED_PROMPTS);
    expect(emptyImportText(0, 'abc')).toBe(NO_SAVED_PROMPTS);
    expect(emptyImportText(3, 'abc')).toBe(NO_MATCHING_PROMPTS);
    expect(NO_MATCHING_PROMPTS).toBe('No prompts found matching your search');
    expect(NO_SAVED_PROMPTS).toBe("You don't have any saved prompts in Prompt Lab");
  });

  it('cuts the input around the suggested segments, keeping the text exact', () => {
    const text = 'Write a good summary of the text. Be nice. Write a good summary.';
    const parts = highlightSegments(text, ['good summary', 'Be nice', 'absent', '']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.suggestion !== null)).toEqual([
      { text: 'good summary', suggestion: 0 },
      { text: 'Be nice', suggestion: 1 },
    ]);
    expect(parts[0]).toEqual({ text: 'Write a ', suggestion: null });
  });

  it('leaves an overlapping segment plain', () => {
    const parts = highlightSegments('abcdef', ['bcd', 'cde', 'ef']);
    expect(parts).toEqual([
      { text: 'a', suggestion: null },
      { text: 'bcd', suggestion: 0 },
      { text: 'ef', suggestion: 2 },
    ]);
  });

  it('refuses a blank prompt with the spec title and message', () => {
    expect(validationError('  \n')).toEqual({
      title: 'Empty prompt',
      description: 'Please enter a prompt to get engineering suggestions.',
      variant: 'destructive',
    });
    expect(validationError('Hi')).toBeNull();
  });

  it('toasts the server message on failure, else Something went wrong', () => {
    expect(ENGINEERING_TOASTS.failed(new ApiError(400, 'Bad Request', { message: 'Unknown model "x".' }))).toMatchObject({
      title: 'Error generating suggestions',
      description: 'Unknown model "x".',
    });
    expect(ENGINEERING_TOASTS.failed(new TypeError('offline'))).toMatchObject({ description: 'Something went wrong' });
    expect(ENGINEERING_TOASTS.generated(2).title).toBe('Suggestions Generated');
    expect(ENGINEERING_TOASTS.applied().title).toBe('Suggestion Applied');
    expect(ENGINEERING_TOASTS.imported('A').title).toBe('Prompt Imported');
  });
});
