export type ScoreBand = 'good' | 'fair' | 'poor';

/** Spec §4, prompt analysis scores: green from 80, yellow from 60, red below. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** The antd status colours of the three bands (green, yellow, red). */
export const BAND_COLOR: Record<ScoreBand, string> = {
  good: '#16a34a',
  fair: '#ca8a04',
  poor: '#dc2626',
};

export function scoreColor(score: number): string {
  return BAND_COLOR[scoreBand(score)];
}

/** Confidence 0–1 as the spec shows it: a whole percentage. */
export function percent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
