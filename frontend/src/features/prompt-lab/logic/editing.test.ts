import { isDirty, versionActionBlock } from './editing';

describe('isDirty', () => {
  it('compares the content and the system prompt', () => {
    const saved = { content: 'Summarise the text.', systemPrompt: '' };
    expect(isDirty({ ...saved }, saved)).toBe(false);
    expect(isDirty({ ...saved, content: 'Summarise the text!' }, saved)).toBe(true);
    expect(isDirty({ ...saved, systemPrompt: 'You are terse.' }, saved)).toBe(true);
  });
});

describe('versionActionBlock (spec §4)', () => {
  it('lets a version load unless there are unsaved edits', () => {
    expect(versionActionBlock('load', false, false)).toBeNull();
    expect(versionActionBlock('load', true, false)).toBeNull();
    expect(versionActionBlock('load', true, true)).toBe('saveBeforeLoading');
  });

  it('blocks a revert whenever the editor is open', () => {
    expect(versionActionBlock('revert', false, false)).toBeNull();
    expect(versionActionBlock('revert', true, false)).toBe('saveBeforeReverting');
    expect(versionActionBlock('revert', true, true)).toBe('saveBeforeReverting');
  });
});
