import { formatDate, formatLastUsed, keyHint } from './format';

describe('API key formats', () => {
  it('shows dates as month, day and year', () => {
    expect(formatDate('2026-01-05T12:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it("shows 'Never' for a key never used", () => {
    expect(formatLastUsed(null)).toBe('Never');
    expect(formatLastUsed('2026-03-10T12:00:00.000Z')).toBe('Mar 10, 2026');
  });

  it('shows the prefix as a hint of the whole key', () => {
    expect(keyHint('pfk_AbCd1234')).toBe('pfk_AbCd1234…');
  });
});
