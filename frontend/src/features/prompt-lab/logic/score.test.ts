import { BAND_COLOR, percent, scoreBand, scoreColor } from './score';

describe('scoreBand (spec §4: green ≥ 80, yellow ≥ 60, red below)', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [60, 'fair'],
    [59, 'poor'],
    [0, 'poor'],
  ])('%i → %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('colours each band green, yellow or red', () => {
    expect(scoreColor(85)).toBe(BAND_COLOR.good);
    expect(scoreColor(65)).toBe(BAND_COLOR.fair);
    expect(scoreColor(12)).toBe(BAND_COLOR.poor);
    expect(new Set(Object.values(BAND_COLOR)).size).toBe(3);
  });
});

describe('percent', () => {
  it('shows a 0–1 confidence as a whole percentage', () => {
    expect(percent(0.834)).toBe('83%');
    expect(percent(1)).toBe('100%');
    expect(percent(0)).toBe('0%');
  });
});
