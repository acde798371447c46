import { formatRelativeTime } from './relative-time';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime (fixed clock)', () => {
  it("says 'just now' under a minute, and for a time ahead of the clock", () => {
    expect(formatRelativeTime(before(0), NOW)).toBe('just now');
    expect(formatRelativeTime(before(59), NOW)).toBe('just now');
    expect(formatRelativeTime(before(-30), NOW)).toBe('just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(before(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(before(119), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(before(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(before(59 * 60 + 59), NOW)).toBe('59 minutes ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(before(3600), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(before(3 * 3600 + 1800), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(before(24 * 3600 - 1), NOW)).toBe('23 hours ago');
  });

  it('counts days from a day on', () => {
    expect(formatRelativeTime(before(24 * 3600), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(before(45 * 24 * 3600), NOW)).toBe('45 days ago');
  });

  it('accepts a Date and gives nothing for an unreadable value', () => {
    expect(formatRelativeTime(new Date(before(120)), NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime('yesterday', NOW)).toBe('');
  });
});
