// Section 9: the security scan (issue 18). analyzeSecurity on 100 KB in-process, warm, against a side-by-side
// baseline: one pass of a single e-mail regex over the same text. Two texts: the project's own prose and code
// (few findings) and the shared real prompts with the security corpus (many findings).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './bundle.mjs';
import { median } from './util.mjs';
import { benchText } from './tokens.mjs';

const KB100 = 100 * 1024;

function repeatTo(text, bytes = KB100) {
  let out = text;
  while (Buffer.byteLength(out) < bytes) out += `\n${text}`;
  return Buffer.from(out).subarray(0, bytes).toString('utf8').replace(/\uFFFD$/, '');
}

function timeIt(fn, runs) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export function runSecurityBench({ runs = 20 } = {}) {
  const require = createRequire(join(REPO_ROOT, 'backend/prompt-engine/package.json'));
  const { analyzeSecurity } = require(join(REPO_ROOT, 'backend/prompt-engine/dist/index.js'));
  const prompts = readFileSync(join(REPO_ROOT, '..', 'shared/fixtures/prompts/real-prompts.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line).text)
    .join('\n');
  const texts = [
    ['README + engine sources', benchText(KB100)],
    ['real prompts (shared fixtures)', repeatTo(prompts)],
  ];
  const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
  return texts.map(([name, text]) => ({
    name,
    bytes: Buffer.byteLength(text),
    findings: analyzeSecurity(text, { context: 'LGPD' }).detected_risks.length,
    scanMs: timeIt(() => analyzeSecurity(text, { context: 'LGPD' }), runs),
    baselineMs: timeIt(() => text.match(email), runs),
  }));
}
