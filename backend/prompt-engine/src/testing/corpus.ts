// The shared corpus of real-world prompts (`shared/fixtures/prompts/real-prompts.jsonl`, used as it is), for tests
// that must hold on prompts nobody wrote for this engine.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface CorpusPrompt {
  id: string;
  text: string;
}

const CORPUS_FILE = resolve(__dirname, '../../../../../shared/fixtures/prompts/real-prompts.jsonl');

export function realPrompts(): CorpusPrompt[] {
  return readFileSync(CORPUS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusPrompt);
}
