/** Score bands (tool-screens spec §4). */
export function scoreBand(score: number): { label: string; status: 'success' | 'warning' | 'error'; color: string } {
  if (score >= 90) return { label: 'Excellent SEO performance', status: 'success', color: 'var(--pf-success)' };
  if (score >= 70) return { label: 'Good SEO performance with room for improvement', status: 'warning', color: 'var(--pf-warning)' };
  return { label: 'SEO needs significant improvement', status: 'error', color: 'var(--pf-danger)' };
}

export type VitalKey = 'lcp' | 'fid' | 'cls' | 'inp' | 'fcp' | 'ttfb';

export const VITAL_INFO: Record<VitalKey, { name: string; short: string; target: string }> = {
  lcp: { name: 'Largest Contentful Paint', short: 'LCP', target: 'Target: under 2.5 s' },
  fid: { name: 'First Input Delay', short: 'FID', target: 'Target: under 100 ms' },
  cls: { name: 'Cumulative Layout Shift', short: 'CLS', target: 'Target: under 0.1' },
  inp: { name: 'Interaction to Next Paint', short: 'INP', target: 'Target: under 200 ms' },
  fcp: { name: 'First Contentful Paint', short: 'FCP', target: 'Target: under 1.8 s' },
  ttfb: { name: 'Time to First Byte', short: 'TTFB', target: 'Target: under 0.8 s' },
};

/** A p75 as the spec shows it: LCP/FCP/TTFB in seconds, FID/INP in ms, CLS unitless. */
export function formatVital(key: VitalKey, value: number | null): string {
  if (value === null) return 'Not enough data';
  if (key === 'cls') return value.toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0');
  if (key === 'lcp' || key === 'fcp' || key === 'ttfb') return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

export const RATING_LABEL: Record<string, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
  'not-enough-data': 'Not enough data',
};
