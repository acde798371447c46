import {
  PROMPT_TOOL_MESSAGES,
  validateAnalyzeRequest,
  validateCoachingRequest,
  validateContextCheckRequest,
  validateDnaRequest,
  validateVariationsRequest,
} from './validation';

describe('request validation', () => {
  it('needs non-blank content for analysis, variations and DNA', () => {
    for (const validate of [validateAnalyzeRequest, validateDnaRequest, validateVariationsRequest]) {
      expect(validate({ promptContent: ' \n\t' })).toEqual([PROMPT_TOOL_MESSAGES.promptContentRequired]);
      expect(validate({})).toEqual(['Prompt content is required']);
      expect(validate({ promptContent: 42 })).toEqual(['Prompt content is required']);
      expect(validate({ promptContent: 'Write a poem.' })).toEqual([]);
    }
  });

  it('checks the variation goal', () => {
    expect(validateVariationsRequest({ promptContent: 'x', targetImprovement: 'speed' })).toEqual([
      'Target improvement must be one of: performance, clarity, context, specificity',
    ]);
    expect(validateVariationsRequest({ promptContent: 'x', targetImprovement: 'context' })).toEqual([]);
    expect(validateVariationsRequest({ promptContent: 'x' })).toEqual([]);
  });

  it('needs content and an intended task for the context check, and reports both when both are missing', () => {
    expect(validateContextCheckRequest({ promptContent: '', intendedTask: '' })).toEqual([
      'Prompt content is required',
      'Intended task is required',
    ]);
    expect(validateContextCheckRequest({ promptContent: 'x', intendedTask: 'y' })).toEqual([]);
  });

  it('needs an intent for coaching', () => {
    expect(validateCoachingRequest({ userIntent: '' })).toEqual(['User intent is required']);
    expect(validateCoachingRequest({ userIntent: 'summarize notes' })).toEqual([]);
  });
});
