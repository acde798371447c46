import { TASK_TYPES, detectTaskType, taskProfile } from './task-types';
import { readPrompt } from './text/document';
import { FILLER_PHRASES, VAGUE_WORDS } from './text/lexicon';
import { findPhrases } from './text/match';
import { findRole, findTaskVerb } from './text/signals';

describe('task profiles', () => {
  it.each([...TASK_TYPES, 'general' as const])('%s: the building blocks rewrites add are themselves clean', (type) => {
    const profile = taskProfile(type);
    const role = findRole(readPrompt(profile.role));
    expect(role).toBeDefined();
    expect(role?.generic).toBe(false);
    expect(findTaskVerb(readPrompt(profile.instruction))?.imperative).toBe(true);
    const added = [profile.role, profile.instruction, profile.outputFormat, profile.length, profile.audience, profile.tone].join('\n');
    expect(findPhrases(added, VAGUE_WORDS)).toEqual([]);
    expect(findPhrases(added, Object.keys(FILLER_PHRASES))).toEqual([]);
    expect(profile.elements.length).toBeGreaterThan(0);
  });
});

describe('detectTaskType', () => {
  it('weighs cue words and stays unsure on thin evidence', () => {
    const one = detectTaskType('summarize');
    const two = detectTaskType('summarize the key points');
    expect(one).toMatchObject({ type: 'summary', confidence: 0.6, cues: ['summarize'] });
    expect(two.confidence).toBeGreaterThan(one.confidence);
  });

  it('says general with no cue words', () => {
    expect(detectTaskType('hello there')).toEqual({ type: 'general', confidence: 0, cues: [] });
  });

  it('prefers the stronger evidence when two types compete', () => {
    expect(detectTaskType('Write a function that parses the CSV file').type).toBe('code');
    expect(detectTaskType('Write an email to the team').type).toBe('creative writing');
  });
});
