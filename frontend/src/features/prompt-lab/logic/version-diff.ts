import { diffWordsWithSpace } from 'diff';

export interface DiffSegment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Word-level changes from `before` to `after` (whitespace kept, so the text reads back exactly). */
export function wordDiff(before: string, after: string): DiffSegment[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** The two columns of a side-by-side view: the old text with its removals, the new one with its additions. */
export function sideBySide(segments: readonly DiffSegment[]): { before: DiffSegment[]; after: DiffSegment[] } {
  return {
    before: segments.filter((segment) => segment.kind !== 'added'),
    after: segments.filter((segment) => segment.kind !== 'removed'),
  };
}

/** Words added and removed, for the summary line. */
export function changeCounts(segments: readonly DiffSegment[]): { added: number; removed: number } {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return {
    added: segments.filter((s) => s.kind === 'added').reduce((sum, s) => sum + words(s.text), 0),
    removed: segments.filter((s) => s.kind === 'removed').reduce((sum, s) => sum + words(s.text), 0),
  };
}

/** What a version sends to a model: its system prompt (if any) and its prompt. */
export function versionText(version: { systemPrompt: string | null; content: string }): string {
  return version.systemPrompt ? `${version.systemPrompt}\n\n${version.content}` : version.content;
}

/** '+12 tokens', '−3 tokens', 'no change in tokens'. */
export function tokenDelta(before: number, after: number): string {
  const delta = after - before;
  if (delta === 0) return 'no change in tokens';
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} ${Math.abs(delta) === 1 ? 'token' : 'tokens'}`;
}
