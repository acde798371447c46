import { ApiError } from '@/api/errors';
import { PROMPT_TOASTS, TOOL_TOASTS, toolFailureDescription } from './notices';

const withMessage = new ApiError(409, 'A prompt with this name already exists.', { statusCode: 409, message: 'A prompt with this name already exists.' });
const withoutMessage = new ApiError(502, 'request failed with status 502', undefined);

describe('Prompt toasts (spec §8)', () => {
  it('use the server message, else the fallback', () => {
    expect(PROMPT_TOASTS.createFailed(withMessage)).toEqual({
      title: 'Failed to create prompt',
      description: 'A prompt with this name already exists.',
      variant: 'destructive',
    });
    expect(PROMPT_TOASTS.createFailed(new TypeError('fetch failed')).description).toBe('An error occurred while creating the prompt');
    expect(PROMPT_TOASTS.deleteFailed(withoutMessage)).toMatchObject({ title: 'Error', description: 'Failed to delete prompt' });
    expect(PROMPT_TOASTS.saveFailed(withoutMessage)).toMatchObject({ title: 'Error saving prompt', description: 'Failed to save the prompt' });
  });

  it('block version changes with the two texts of the spec', () => {
    expect(PROMPT_TOASTS.saveBeforeReverting.description).toBe('Please save your current changes before reverting to a different version');
    expect(PROMPT_TOASTS.saveBeforeLoading.description).toBe('Please save your current changes before loading a different version');
  });
});

describe('toolFailureDescription (spec §8, DNA and assistant failures)', () => {
  it("prefers the server's message", () => {
    const invalid = new ApiError(502, 'Server returned invalid response format', { message: 'Server returned invalid response format' });
    expect(toolFailureDescription(invalid)).toBe('Server returned invalid response format');
  });

  it("turns an HTTP error without a message into 'Server error: {status}'", () => {
    expect(toolFailureDescription(withoutMessage)).toBe('Server error: 502');
  });

  it('names a reply that is not JSON, and otherwise gives the generic text', () => {
    expect(toolFailureDescription(new SyntaxError('Unexpected token <'))).toBe('Server returned invalid response format');
    expect(toolFailureDescription(new TypeError('fetch failed'))).toBe('Please check your OpenAI API key configuration');
  });
});

describe('Tool success toasts', () => {
  it('carry the count or the score', () => {
    expect(TOOL_TOASTS.variationsGenerated(3).description).toBe('3 variations generated');
    expect(TOOL_TOASTS.variationsGenerated(1).description).toBe('1 variation generated');
    expect(TOOL_TOASTS.contextAnalysisComplete(72)).toMatchObject({ title: 'Context Analysis Complete', description: 'Context score: 72/100' });
    expect(TOOL_TOASTS.dnaAnalysisComplete(64)).toMatchObject({ title: 'DNA Analysis Complete', description: 'Genetic score: 64/100' });
  });
});
