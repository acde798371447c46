// Scoring of the security detectors against labelled spans: a prediction is a true positive when a label of the
// same type overlaps it; each label is matched once.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectAll } from '../security/scan';
import type { LabelledItem } from './security-corpus';

export interface TypeMetrics {
  type: string;
  support: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export function evaluateCorpus(corpus: LabelledItem[]): { perType: TypeMetrics[]; items: number; positives: number; negatives: number; errors: Array<{ id: string; kind: 'fp' | 'fn'; type: string; segment: string; text: string }> } {
  const stats = new Map<string, { tp: number; fp: number; fn: number; support: number }>();
  const row = (type: string) => {
    let s = stats.get(type);
    if (!s) stats.set(type, (s = { tp: 0, fp: 0, fn: 0, support: 0 }));
    return s;
  };
  const errors: Array<{ id: string; kind: 'fp' | 'fn'; type: string; segment: string; text: string }> = [];
  for (const item of corpus) {
    const found = detectAll(item.text);
    const used = new Set<number>();
    for (const label of item.labels) row(label.type).support++;
    for (const f of found) {
      const i = item.labels.findIndex((l, k) => !used.has(k) && l.type === f.type && f.start < l.end && l.start < f.end);
      if (i >= 0) {
        used.add(i);
        row(f.type).tp++;
      } else {
        row(f.type).fp++;
        errors.push({ id: item.id, kind: 'fp', type: f.type, segment: f.segment, text: item.text });
      }
    }
    item.labels.forEach((l, k) => {
      if (!used.has(k)) {
        row(l.type).fn++;
        errors.push({ id: item.id, kind: 'fn', type: l.type, segment: item.text.slice(l.start, l.end), text: item.text });
      }
    });
  }
  const perType = [...stats.entries()]
    .map(([type, s]) => {
      const precision = s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp);
      const recall = s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn);
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return { type, ...s, precision, recall, f1 };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
  return { perType, items: corpus.length, positives: corpus.filter((i) => i.kind === 'positive').length, negatives: corpus.filter((i) => i.kind === 'negative').length, errors };
}

const FIXTURES = resolve(__dirname, '../../../../../shared/fixtures/prompts');

/** Document-level figures on the shared injection fixtures and the real prompts (null when the fixtures are absent). */
export function evaluateInjectionFixtures() {
  const injectionsFile = resolve(FIXTURES, 'injections.jsonl');
  const realFile = resolve(FIXTURES, 'real-prompts.jsonl');
  if (!existsSync(injectionsFile) || !existsSync(realFile)) return null;
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as { text: string; label?: string; subset?: string });
  let tp = 0;
  let fp = 0;
  let attacks = 0;
  let benign = 0;
  const bySubset: Record<string, [number, number]> = { injection: [0, 0], jailbreak: [0, 0] };
  for (const row of lines(injectionsFile)) {
    const flagged = detectAll(row.text).some((f) => f.category === 'injection' || f.category === 'unicode');
    if (row.label === 'benign') {
      benign++;
      if (flagged) fp++;
    } else {
      attacks++;
      const s = bySubset[row.label ?? 'injection'];
      s[1]++;
      if (flagged) {
        tp++;
        s[0]++;
      }
    }
  }
  const real = lines(realFile);
  const flaggedTypes = new Map<string, number>();
  let realFlagged = 0;
  for (const row of real) {
    const found = detectAll(row.text);
    if (found.length) realFlagged++;
    for (const f of found) flaggedTypes.set(f.type, (flaggedTypes.get(f.type) ?? 0) + 1);
  }
  return {
    attacks,
    benign,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: attacks ? tp / attacks : 1,
    recallBySubset: Object.fromEntries(Object.entries(bySubset).map(([k, [hit, all]]) => [k, `${hit}/${all}`])),
    falsePositives: fp,
    realPrompts: real.length,
    realFlagged,
    realFlaggedTypes: [...flaggedTypes.entries()].map(([t, c]) => `${t} ${c}`).join(', ') || 'none',
  };
}
