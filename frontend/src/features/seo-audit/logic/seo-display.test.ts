import { formatVital, scoreBand } from './seo-display';

describe('scoreBand', () => {
  it.each([
    [100, 'Excellent SEO performance'],
    [90, 'Excellent SEO performance'],
    [89, 'Good SEO performance with room for improvement'],
    [70, 'Good SEO performance with room for improvement'],
    [69, 'SEO needs significant improvement'],
    [0, 'SEO needs significant improvement'],
  ])('%i → %s', (score, label) => {
    expect(scoreBand(score).label).toBe(label);
  });
});

describe('formatVital', () => {
  it('shows LCP in seconds, FID and INP in ms, CLS unitless, and missing data as such', () => {
    expect(formatVital('lcp', 2345)).toBe('2.35 s');
    expect(formatVital('fid', 12.4)).toBe('12 ms');
    expect(formatVital('inp', 240)).toBe('240 ms');
    expect(formatVital('cls', 0.05)).toBe('0.05');
    expect(formatVital('cls', 0)).toBe('0.0');
    expect(formatVital('lcp', null)).toBe('Not enough data');
  });
});
