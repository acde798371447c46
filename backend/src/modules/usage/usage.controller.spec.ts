import { usageRange } from './usage.controller';

describe('usageRange', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('defaults to the 30 days up to today (UTC)', () => {
    expect(usageRange({}, now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(usageRange({ to: '2026-03-31' }, now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('accepts one day and 366 days', () => {
    expect(usageRange({ from: '2026-01-01', to: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(usageRange({ from: '2024-01-01', to: '2024-12-31' }, now)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it.each([
    [{ from: '2026-02-30' }, 'from must be a date in the form YYYY-MM-DD.'],
    [{ from: '2026-01-02', to: '2026-01-01' }, 'from must not be after to.'],
    [{ from: '2024-01-01', to: '2025-01-01' }, 'The range can be at most 366 days.'],
  ])('%p → %s', (query, message) => {
    expect(() => usageRange(query, now)).toThrow(message);
  });
});
