// Writes dist/vocabularies/<encoding>.bin: o200k_base and cl100k_base as the binary tables that
// `promptforge tokens --offline` reads (src/tokens/vocabulary-table.ts), from gpt-tokenizer's vocabularies.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const { VocabularyTable, rankedTokens, vocabularyFile } = require('../dist/tokens/vocabulary-table.js');
for (const encoding of ['o200k_base', 'cl100k_base']) {
  const file = vocabularyFile(encoding);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, VocabularyTable.build(rankedTokens(encoding)).serialize());
}
