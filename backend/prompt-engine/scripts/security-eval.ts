// Precision, recall and F1 per entity type of the security detectors on the labelled corpus
// (src/testing/security-corpus.ts), plus document-level injection figures on the shared fixtures.
// Run: npx ts-node-transpile-only scripts/security-eval.ts [--write corpus.jsonl]

import { writeFileSync } from 'node:fs';
import { evaluateCorpus, evaluateInjectionFixtures } from '../src/testing/security-eval';
import { buildSecurityCorpus } from '../src/testing/security-corpus';

const corpus = buildSecurityCorpus();
const writeAt = process.argv.indexOf('--write');
if (writeAt > 0) writeFileSync(process.argv[writeAt + 1], corpus.map((item) => JSON.stringify(item)).join('\n') + '\n');
const { perType, items, positives, negatives } = evaluateCorpus(corpus);
console.log(`Corpus: ${items} items (${positives} with labels, ${negatives} hard negatives), ${perType.length} types`);
console.log('type                 support   tp   fp   fn  precision  recall     F1');
for (const row of perType) {
  console.log(`${row.type.padEnd(20)} ${String(row.support).padStart(7)} ${String(row.tp).padStart(4)} ${String(row.fp).padStart(4)} ${String(row.fn).padStart(4)}  ${row.precision.toFixed(3).padStart(9)} ${row.recall.toFixed(3).padStart(7)} ${row.f1.toFixed(3).padStart(6)}`);
}
const fixtures = evaluateInjectionFixtures();
if (fixtures) {
  console.log('\nShared fixtures (document level; their misses were studied when the jailbreak families were written, so recall here is optimistic):');
  console.log(`injections.jsonl: ${fixtures.attacks} attacks, ${fixtures.benign} benign → precision ${fixtures.precision.toFixed(3)}, recall ${fixtures.recall.toFixed(3)} (injection ${fixtures.recallBySubset.injection}, jailbreak ${fixtures.recallBySubset.jailbreak}), benign flagged ${fixtures.falsePositives}`);
  console.log(`real-prompts.jsonl: ${fixtures.realPrompts} prompts, ${fixtures.realFlagged} with any finding (${fixtures.realFlaggedTypes})`);
}
