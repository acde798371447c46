import { defaultEncoder, type Encoder, type Encoding } from '@promptforge/prompt-engine';
import { loadVocabulary, tableCounter } from './vocabulary-table';

/** The characters JavaScript's \s and Rust's \s disagree on. */
const BLANK_IN_DISPUTE = /[\u0085\ufeff]/;

interface SplitRegexes {
  O200K_TOKEN_SPLIT_REGEX: RegExp;
  CL100K_TOKEN_SPLIT_REGEX: RegExp;
}

/**
 * o200k_base and cl100k_base for the CLI, which runs once per CI step: tiktoken's byte-pair merge over a vocabulary
 * table the build writes as a binary file (`vocabulary-table.ts`), which loads in a few milliseconds where tiktoken's
 * WASM build or gpt-tokenizer's vocabulary module take several bare Node start-ups. The pre-tokenizer is
 * gpt-tokenizer's JavaScript port of tiktoken's pattern; JavaScript's \s matches U+FEFF and not U+0085 where tiktoken's
 * (Rust) does the opposite, so a text holding either is counted by the server's encoder. Special-token strings such as
 * "<|endoftext|>" are counted as the text they are, as the server does. fast-encoders.spec.ts checks the counts over a
 * corpus. Llama 3 stays with the engine's default.
 */
export function fastEncoder(encoding: Encoding): Encoder | undefined {
  if (encoding !== 'o200k_base' && encoding !== 'cl100k_base') return undefined;
  const regexes = require('gpt-tokenizer/encodingParams/constants') as SplitRegexes;
  const count = tableCounter(loadVocabulary(encoding), encoding === 'o200k_base' ? regexes.O200K_TOKEN_SPLIT_REGEX : regexes.CL100K_TOKEN_SPLIT_REGEX);
  let server: Encoder | undefined;
  return {
    tokenCount: (text) => (BLANK_IN_DISPUTE.test(text) ? (server ??= defaultEncoder(encoding)).tokenCount(text) : count(text)),
  };
}
