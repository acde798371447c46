// Token counts: exact for OpenAI models through tiktoken, a documented estimate for the others (see README,
// "Token counts"). Encoders are built once per encoding and kept for the life of the process: building one costs
// 100–300 ms, encoding 100 KB about 20 ms (reference numbers in e2e/bench/README.md).

import type { Tiktoken, TiktokenEncoding } from 'tiktoken';

/** tiktoken's encodings, and Llama 3's own BPE vocabulary (llama3-tokenizer-js, data bundled in the package). */
export type Encoding = TiktokenEncoding | 'llama3';

export interface Tokenizer {
  encoding: Encoding;
  exact: boolean;
  /** Multiplier applied to the encoding's count for estimates (1 for exact counts). */
  factor: number;
}

export interface TokenCount {
  tokens: number;
  exact: boolean;
  /** 'o200k_base', 'llama3', or for estimates 'estimate: o200k_base × 1.12'. */
  tokenizer: string;
}

/**
 * Estimates for models whose tokenizer is not public, first match wins. Claude: the legacy Claude vocabulary
 * counts 1.117× o200k on the project's 1 MB prose+code corpus (measured with @anthropic-ai/tokenizer), and Claude 3+ tokenizers are
 * not published. Gemini: o200k as a proxy. Llama 2, DeepSeek, Mistral (Codestral included), Qwen and Perplexity's
 * newer Sonar models: cl100k, the closest public BPE vocabulary (Mistral's Tekken vocabulary is published only for
 * Python's mistral-common, so the ratio is unmeasured and stays 1). (Llama 3 models, Perplexity's Llama 3.1 Sonar included, are exact.)
 */
const ESTIMATES: ReadonlyArray<{ pattern: RegExp; tokenizer: Tokenizer }> = [
  { pattern: /^claude/i, tokenizer: { encoding: 'o200k_base', exact: false, factor: 1.12 } },
  { pattern: /^gemini/i, tokenizer: { encoding: 'o200k_base', exact: false, factor: 1 } },
  { pattern: /^(?:llama|meta-llama|deepseek|mistral|mixtral|codestral|qwen|sonar)/i, tokenizer: { encoding: 'cl100k_base', exact: false, factor: 1 } },
];
/** Llama 3 and 3.x share one vocabulary; Perplexity's llama-3.1-sonar-* models are Llama 3.1 fine-tunes. */
const LLAMA_3 = /^(?:meta-llama\/)?(?:meta-)?llama-?3(?:$|[.-])/i;
const UNKNOWN_MODEL: Tokenizer = { encoding: 'o200k_base', exact: false, factor: 1 };

/** OpenAI families newer than tiktoken's own model table, by prefix. */
const OPENAI_PREFIXES: ReadonlyArray<{ pattern: RegExp; encoding: TiktokenEncoding }> = [
  { pattern: /^(?:gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o1|o3|o4|chatgpt-4o)(?:$|-)/i, encoding: 'o200k_base' },
  { pattern: /^(?:gpt-4|gpt-3\.5|gpt-35)(?:$|-)/i, encoding: 'cl100k_base' },
];

let modelTable: Readonly<Record<string, TiktokenEncoding>> | undefined;
/** What a count needs of an encoder: the tokens of a text, special-token strings as ordinary text. */
export interface Encoder {
  tokenCount(text: string): number;
}
const encoders = new Map<Encoding, Encoder>();

/**
 * Where encoders come from: tiktoken and llama3-tokenizer-js unless a process supplies another implementation with
 * the same counts (the CLI, to start faster). A supplier answers undefined for the encodings it leaves to the default.
 */
export type EncoderSupplier = (encoding: Encoding) => Encoder | undefined;
let supplier: EncoderSupplier = () => undefined;

export function useEncoders(supply: EncoderSupplier): void {
  supplier = supply;
  encoders.clear();
}

// tiktoken loads its WASM when required: load it on first use so importing the engine stays cheap (CLI start-up).
function tiktoken(): typeof import('tiktoken') {
  return require('tiktoken') as typeof import('tiktoken');
}

function encodingFromTiktokenTable(modelId: string): TiktokenEncoding | undefined {
  modelTable ??= require('tiktoken/model_to_encoding.json') as Record<string, TiktokenEncoding>;
  return Object.prototype.hasOwnProperty.call(modelTable, modelId) ? modelTable[modelId] : undefined;
}

export function tokenizerFor(modelId: string): Tokenizer {
  const id = modelId.trim();
  const exactEncoding =
    encodingFromTiktokenTable(id.toLowerCase()) ?? OPENAI_PREFIXES.find(({ pattern }) => pattern.test(id))?.encoding;
  if (exactEncoding) return { encoding: exactEncoding, exact: true, factor: 1 };
  if (LLAMA_3.test(id)) return { encoding: 'llama3', exact: true, factor: 1 };
  return ESTIMATES.find(({ pattern }) => pattern.test(id))?.tokenizer ?? UNKNOWN_MODEL;
}

function encoderFor(encoding: Encoding): Encoder {
  let encoder = encoders.get(encoding);
  if (!encoder) {
    encoder = supplier(encoding) ?? defaultEncoder(encoding);
    encoders.set(encoding, encoder);
  }
  return encoder;
}

/** The server's encoders: tiktoken, and llama3-tokenizer-js for Llama 3. */
export function defaultEncoder(encoding: Encoding): Encoder {
  return encoding === 'llama3' ? llama3Encoder() : tiktokenEncoder(tiktoken().get_encoding(encoding));
}

function tiktokenEncoder(encoding: Tiktoken): Encoder {
  return { tokenCount: (text) => encoding.encode_ordinary(text).length };
}

// The CommonJS build of the package (its main entry is an ES module); it holds the vocabulary, nothing is downloaded.
function llama3Encoder(): Encoder {
  const { llama3Tokenizer } = require('llama3-tokenizer-js/bundle/commonjs-llama3-tokenizer-with-baked-data.cjs') as {
    llama3Tokenizer: { encode(text: string, options: { bos: boolean; eos: boolean }): number[] };
  };
  return { tokenCount: (text) => llama3Tokenizer.encode(text, { bos: false, eos: false }).length };
}

/** Whether the encoding's encoder is built already (a count with it costs no start-up). */
export function encoderIsLoaded(encoding: Encoding): boolean {
  return encoders.has(encoding);
}

// Llama 3's pre-tokenizer (the pattern llama3-tokenizer-js splits with, its `(?i:…)` group spelled out for JavaScript).
const LLAMA3_PRETOKEN = /(?:'([sS]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD]))|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+/gu;

/**
 * A floor under the text's Llama 3 count without loading its vocabulary: the tokenizer splits the text at its
 * pre-tokenizer's matches and every piece is at least one token. Undefined where that does not hold: special-token
 * strings (one token for several pieces) and long unbroken runs (counted in slices).
 */
export function llama3CountFloor(text: string): number | undefined {
  if (text.includes('<|') || mayHaveLongRun(text)) return undefined;
  let pieces = 0;
  for (const match of text.matchAll(LLAMA3_PRETOKEN)) if (match[0] !== '') pieces++;
  return pieces;
}

/**
 * tiktoken's byte-pair merge is quadratic in the length of one pre-token, so a run of thousands of letters, blanks or
 * symbols with no break (100 KB of "a" takes 15 s) is counted in slices, and the count is then flagged as not exact.
 * Real text never has such runs; a pasted blob might.
 */
const LONG_RUN = /(?<![\p{L}\p{M}])[\p{L}\p{M}]{2000,}|(?<!\s)\s{2000,}|(?<![^\s\p{L}\p{M}\p{N}])[^\s\p{L}\p{M}\p{N}]{2000,}/gu;
const RUN_SLICE = 500;

/** A blank (JavaScript's \s, or U+0085 which tiktoken also treats as blank) by its UTF-16 code. */
function isBlank(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  return (
    code === 0x85 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 ||
    code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/**
 * Whether the text may hold a LONG_RUN: every such run lies inside a stretch of 2000+ blanks or 2000+ non-blanks.
 * One linear pass, where the LONG_RUN search itself costs about as much as encoding the text.
 */
export function mayHaveLongRun(text: string): boolean {
  let run = 0;
  let blank = false;
  for (let index = 0; index < text.length; index++) {
    const isBlankHere = isBlank(text.charCodeAt(index));
    run = isBlankHere === blank ? run + 1 : 1;
    blank = isBlankHere;
    if (run >= 2000) return true;
  }
  return false;
}

function encodedLength(encoder: Encoder, text: string): { tokens: number; sliced: boolean } {
  if (!mayHaveLongRun(text)) return { tokens: encoder.tokenCount(text), sliced: false };
  let tokens = 0;
  let cursor = 0;
  let sliced = false;
  for (const run of text.matchAll(LONG_RUN)) {
    sliced = true;
    tokens += encoder.tokenCount(text.slice(cursor, run.index));
    for (let start = 0; start < run[0].length; ) {
      let end = Math.min(start + RUN_SLICE, run[0].length);
      if (/[\uD800-\uDBFF]/.test(run[0][end - 1] ?? '')) end++; // keep surrogate pairs whole
      tokens += encoder.tokenCount(run[0].slice(start, end));
      start = end;
    }
    cursor = run.index + run[0].length;
  }
  tokens += encoder.tokenCount(text.slice(cursor));
  return { tokens, sliced };
}

/** The text's length in one encoding; `sliced` when long unbroken runs were counted in slices. */
export interface EncodedLength {
  tokens: number;
  sliced: boolean;
}

export function encodedLengthOf(text: string, encoding: Encoding): EncodedLength {
  return text === '' ? { tokens: 0, sliced: false } : encodedLength(encoderFor(encoding), text);
}

/**
 * Where a text can be cut so that its o200k_base or cl100k_base count is the sum of its pieces' counts: right after a
 * line break, before a line that starts with a character other than a blank or '/', or with spaces or tabs and then a
 * non-blank. tiktoken's pre-tokenizer never joins characters across such a point (a run of blanks ends at its last
 * line break there, a punctuation chunk takes only the line breaks — and in o200k_base the '/' — that follow it), and
 * byte-pair merges stay inside a pre-token. U+0085 is a blank to tiktoken but not to JavaScript's \s.
 * token-analysis.spec checks the sums on random and real texts.
 */
const PIECE_BOUNDARY = /(?<=\n)(?=[^\s/\u0085]|[ \t]+[^\s\u0085])/;

/** The text cut at every PIECE_BOUNDARY; the pieces' counts add up to the text's in tiktoken's encodings. */
export function countablePieces(text: string): string[] {
  return text.split(PIECE_BOUNDARY);
}

/** The encodings whose counts add up over `countablePieces` (Llama 3's tokenizer is not proven to). */
export function piecesAddUp(encoding: Encoding): boolean {
  return encoding === 'o200k_base' || encoding === 'cl100k_base';
}

/** A model's count from its encoding's length: exact as is, an estimate scaled by the tokenizer's factor. */
export function countFromEncoded(tokenizer: Tokenizer, { tokens, sliced }: EncodedLength): TokenCount {
  if (tokenizer.exact && !sliced) return { tokens, exact: true, tokenizer: tokenizer.encoding };
  const factor = tokenizer.factor === 1 ? '' : ` × ${tokenizer.factor}`;
  return {
    // Rounded to 9 decimals first: 100 × 1.12 is 112.00000000000001 in floating point, and is 112 tokens.
    tokens: Math.ceil(Number((tokens * tokenizer.factor).toFixed(9))),
    exact: false,
    tokenizer: `estimate: ${tokenizer.encoding}${factor}${sliced ? ' (long unbroken runs counted in slices)' : ''}`,
  };
}

/** Tokens of the text for the model. Special-token strings such as "<|endoftext|>" count as ordinary text. */
export function countTokens(text: string, modelId = 'gpt-4o'): TokenCount {
  const tokenizer = tokenizerFor(modelId);
  return countFromEncoded(tokenizer, encodedLengthOf(text, tokenizer.encoding));
}
