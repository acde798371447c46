import { defaultEncoder, type Encoder, type Encoding } from '@promptforge/prompt-engine';

/** Special-token strings such as "<|endoftext|>" are counted as the text they are, as the server's tiktoken does. */
const AS_PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** The characters JavaScript's \s and Rust's \s disagree on. */
const BLANK_IN_DISPUTE = /[\u0085\ufeff]/;

interface GptTokenizerEncoding {
  countTokens(text: string, options: typeof AS_PLAIN_TEXT): number;
}

/**
 * o200k_base and cl100k_base from gpt-tokenizer (pure JavaScript): its vocabulary loads in about half the time of
 * tiktoken's WASM build, which matters in a command that runs once per CI step. Its pre-tokenizer is a JavaScript
 * regular expression, whose \s matches U+FEFF and not U+0085 where tiktoken's (Rust) does the opposite: a text holding
 * either is counted by the server's encoder. fast-encoders.spec.ts checks the counts over a corpus. Llama 3 stays
 * with the engine's default.
 */
export function fastEncoder(encoding: Encoding): Encoder | undefined {
  if (encoding !== 'o200k_base' && encoding !== 'cl100k_base') return undefined;
  // A subpath per encoding, so only that vocabulary is read.
  const { countTokens } = require(`gpt-tokenizer/encoding/${encoding}`) as GptTokenizerEncoding;
  let server: Encoder | undefined;
  return {
    tokenCount: (text) => (BLANK_IN_DISPUTE.test(text) ? (server ??= defaultEncoder(encoding)).tokenCount(text) : countTokens(text, AS_PLAIN_TEXT)),
  };
}
