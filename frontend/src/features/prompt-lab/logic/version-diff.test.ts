import { changeCounts, sideBySide, tokenDelta, versionText, wordDiff } from './version-diff';
import { labelProblem, moveNeedsConfirmation, orderLabels } from './labels';
import type { PromptVersion } from '../api/types';

describe('wordDiff', () => {
  it('marks the changed words and reads back both texts exactly', () => {
    const before = 'Summarize the changelog for users.';
    const after = 'Summarize the changelog for end users in five bullets.';

    const segments = wordDiff(before, after);

    expect(segments.filter((s) => s.kind !== 'added').map((s) => s.text).join('')).toBe(before);
    expect(segments.filter((s) => s.kind !== 'removed').map((s) => s.text).join('')).toBe(after);
    expect(segments.filter((s) => s.kind === 'added').map((s) => s.text.trim())).toEqual(expect.arrayContaining(['end']));
    expect(changeCounts(segments).added).toBeGreaterThanOrEqual(4);
  });

  it('identical texts are one unchanged segment', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
  });

  it('side by side keeps removals on the left and additions on the right', () => {
    const { before, after } = sideBySide(wordDiff('a red car', 'a blue car'));
    expect(before.map((s) => s.kind)).not.toContain('added');
    expect(after.map((s) => s.kind)).not.toContain('removed');
    expect(before.map((s) => s.text).join('')).toBe('a red car');
    expect(after.map((s) => s.text).join('')).toBe('a blue car');
  });
});

describe('versionText and tokenDelta', () => {
  it('puts the system prompt before the prompt when there is one', () => {
    expect(versionText({ systemPrompt: 'Be brief.', content: 'Hi' })).toBe('Be brief.\n\nHi');
    expect(versionText({ systemPrompt: null, content: 'Hi' })).toBe('Hi');
  });

  it('signs the delta', () => {
    expect(tokenDelta(10, 22)).toBe('+12 tokens');
    expect(tokenDelta(10, 9)).toBe('−1 token');
    expect(tokenDelta(5, 5)).toBe('no change in tokens');
  });
});

describe('labels', () => {
  const version = (n: number, labels: string[]): PromptVersion => ({ id: `v${n}`, version: n, content: 'x', systemPrompt: null, notes: '', labels, createdAt: '' });

  it('refuses latest and labels outside the rule', () => {
    expect(labelProblem('latest')).toMatch(/moves by itself/);
    expect(labelProblem('Prod')).toBe('Use 1 to 32 lower-case letters, digits and hyphens.');
    expect(labelProblem('x'.repeat(33))).toBeDefined();
    expect(labelProblem('staging-2')).toBeUndefined();
  });

  it('asks before moving production off another version, not when setting it first or on the same version', () => {
    const versions = [version(2, ['latest']), version(1, ['production'])];
    expect(moveNeedsConfirmation(versions, 'production', 2)).toBe(true);
    expect(moveNeedsConfirmation(versions, 'production', 1)).toBe(false);
    expect(moveNeedsConfirmation([version(1, [])], 'production', 1)).toBe(false);
    expect(moveNeedsConfirmation(versions, 'staging', 2)).toBe(false);
  });

  it('orders production first and latest last', () => {
    expect(orderLabels(['latest', 'staging', 'production', 'beta'])).toEqual(['production', 'beta', 'staging', 'latest']);
  });
});
