import { type Tiktoken, type TiktokenEncoding, get_encoding } from 'tiktoken';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countablePieces, countTokens, mayHaveLongRun, tokenizerFor } from './tokens';

const CORPUS: Record<string, string> = {
  english: 'You are a helpful assistant. Summarize the text below in 3 bullet points.',
  portuguese: 'Você é um assistente. Resuma o texto abaixo em três tópicos, com acentuação: ação, coração, pão.',
  code: 'const answer = await client.chat({ model: "gpt-4o", temperature: 0.2 });\nfor (let i = 0; i < 10; i++) {}',
  json: '{"label": "billing", "confidence": 0.93, "tags": ["refund", "duplicate charge"], "nested": {"a": [1, 2, 3]}}',
  emoji: 'Ship it 🚀✨ — thanks! 👍🏽 🇧🇷',
  cjk: '敏捷的棕色狐狸跳过了懒狗。日本語のテキストも数えます。한국어 문장입니다.',
  special: 'Text that mentions <|endoftext|> and <|im_start|> as plain characters.',
  whitespace: 'line one\n\n\n    indented\tline\r\nlast   line   ',
};

const reference = new Map<TiktokenEncoding, Tiktoken>();
function referenceCount(encoding: TiktokenEncoding, text: string): number {
  let encoder = reference.get(encoding);
  if (!encoder) {
    encoder = get_encoding(encoding);
    reference.set(encoding, encoder);
  }
  return encoder.encode_ordinary(text).length;
}

afterAll(() => {
  for (const encoder of reference.values()) encoder.free();
});

describe('countTokens', () => {
  it.each([
    ['gpt-4o', 'o200k_base'],
    ['gpt-4o-mini', 'o200k_base'],
    ['gpt-4.1', 'o200k_base'],
    ['o3-mini', 'o200k_base'],
    ['gpt-4o-2031-01-01', 'o200k_base'],
    ['gpt-4', 'cl100k_base'],
    ['gpt-4-turbo', 'cl100k_base'],
    ['gpt-3.5-turbo', 'cl100k_base'],
  ] as const)('is exact for %s (%s) on English, Portuguese, code, JSON, emoji, CJK and special tokens', (model, encoding) => {
    for (const [name, text] of Object.entries(CORPUS)) {
      const count = countTokens(text, model);
      expect({ name, tokens: count.tokens }).toEqual({ name, tokens: referenceCount(encoding, text) });
      expect(count).toMatchObject({ exact: true, tokenizer: encoding });
    }
  });

  it('counts "hello world" as 2 tokens in both OpenAI encodings', () => {
    expect(countTokens('hello world', 'gpt-4o').tokens).toBe(2);
    expect(countTokens('hello world', 'gpt-3.5-turbo').tokens).toBe(2);
  });

  it('flags estimates for models without a public tokenizer, and says how they were made', () => {
    const text = CORPUS.english;
    const o200k = referenceCount('o200k_base', text);
    const cl100k = referenceCount('cl100k_base', text);
    expect(countTokens(text, 'claude-sonnet-4-6')).toEqual({
      tokens: Math.ceil(o200k * 1.12),
      exact: false,
      tokenizer: 'estimate: o200k_base × 1.12',
    });
    expect(countTokens(text, 'gemini-2.5-pro')).toEqual({ tokens: o200k, exact: false, tokenizer: 'estimate: o200k_base' });
    expect(countTokens(text, 'llama-2-70b')).toEqual({ tokens: cl100k, exact: false, tokenizer: 'estimate: cl100k_base' });
    expect(countTokens(text, 'deepseek-chat').tokenizer).toBe('estimate: cl100k_base');
    for (const mistral of ['mistral-large-latest', 'mistral-small-latest', 'codestral-latest']) {
      expect(countTokens(text, mistral)).toEqual({ tokens: cl100k, exact: false, tokenizer: 'estimate: cl100k_base' });
    }
    expect(countTokens(text, 'some-future-model')).toMatchObject({ exact: false, tokenizer: 'estimate: o200k_base' });
  });

  it('counts Llama 3 models (Perplexity\'s Llama 3.1 Sonar included) exactly with the Llama 3 tokenizer', () => {
    const { llama3Tokenizer } = require('llama3-tokenizer-js/bundle/commonjs-llama3-tokenizer-with-baked-data.cjs') as {
      llama3Tokenizer: { encode(text: string, options: { bos: boolean; eos: boolean }): number[] };
    };
    // The package's vocabulary is Llama 3's: "Hello world" is ids 9906, 1917 there.
    expect(llama3Tokenizer.encode('Hello world', { bos: false, eos: false })).toEqual([9906, 1917]);
    for (const [name, text] of Object.entries(CORPUS).filter(([name]) => name !== 'special')) {
      const reference = llama3Tokenizer.encode(text, { bos: false, eos: false }).length;
      expect({ name, count: countTokens(text, 'llama-3-70b') }).toEqual({ name, count: { tokens: reference, exact: true, tokenizer: 'llama3' } });
      expect(countTokens(text, 'llama-3.1-sonar-large-128k-online').tokens).toBe(reference);
    }
    expect(tokenizerFor('meta-llama/Llama-3.1-8B-Instruct')).toEqual({ encoding: 'llama3', exact: true, factor: 1 });
    expect(tokenizerFor('sonar-pro').exact).toBe(false);
  });

  it('defaults to gpt-4o and counts the empty text as 0', () => {
    expect(countTokens(CORPUS.code)).toEqual(countTokens(CORPUS.code, 'gpt-4o'));
    expect(countTokens('', 'gpt-4o').tokens).toBe(0);
  });

  it('maps model ids to tokenizers', () => {
    expect(tokenizerFor('gpt-4o')).toEqual({ encoding: 'o200k_base', exact: true, factor: 1 });
    expect(tokenizerFor('gpt-3.5-turbo')).toEqual({ encoding: 'cl100k_base', exact: true, factor: 1 });
    expect(tokenizerFor('claude-sonnet-4-6').exact).toBe(false);
  });

  it('counts a 100 KB run with no break quickly, in slices, and flags the count as not exact', () => {
    const count = countTokens('a'.repeat(100_000), 'gpt-4o');
    expect(count.exact).toBe(false);
    expect(count.tokenizer).toContain('slices');
    expect(count.tokens).toBeGreaterThan(0);
  });

  it('stays exact on a 100 KB realistic text', () => {
    const text = Object.values(CORPUS).join('\n').repeat(180);
    expect(text.length).toBeGreaterThan(90_000);
    expect(countTokens(text, 'gpt-4o')).toEqual({ tokens: referenceCount('o200k_base', text), exact: true, tokenizer: 'o200k_base' });
  });
});

describe('mayHaveLongRun', () => {
  it('finds stretches of 2000 letters, blanks or symbols, and passes ordinary text', () => {
    expect(mayHaveLongRun('a'.repeat(2000))).toBe(true);
    expect(mayHaveLongRun(`x ${' '.repeat(2000)}y`)).toBe(true);
    expect(mayHaveLongRun(`x ${'-'.repeat(2000)}`)).toBe(true);
    expect(mayHaveLongRun(`x${'\u0085\u00a0'.repeat(1000)}y`)).toBe(true);
    expect(mayHaveLongRun('a'.repeat(1999))).toBe(false);
    expect(mayHaveLongRun(Object.values(CORPUS).join('\n').repeat(100))).toBe(false);
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Fragments around the pre-tokenizer's edge cases: line breaks, blanks tiktoken and JavaScript disagree on (U+0085),
// o200k's '/' after punctuation, contractions, digits, emoji, CJK and accents.
const FRAGMENTS = ['\n', '\n', '\r\n', '\n\n', ' ', '  ', '\t', '/', '//', ';', '};', 'word', 'Word', "'s", '123', '4567', '\u0085', '\u00a0', '🚀', '敏捷', 'ação', '<|endoftext|>', '-', '.', '*', '# '];

function randomText(next: () => number): string {
  let text = '';
  const length = 1 + Math.floor(next() * 40);
  for (let i = 0; i < length; i++) text += FRAGMENTS[Math.floor(next() * FRAGMENTS.length)];
  return text;
}

describe('countablePieces', () => {
  const engineSources = readdirSync(__dirname)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(join(__dirname, name), 'utf8'))
    .join('\n');
  const sumOfPieces = (encoding: TiktokenEncoding, text: string) =>
    countablePieces(text).reduce((sum, piece) => sum + referenceCount(encoding, piece), 0);

  it('keeps every character, and cuts real text into many pieces', () => {
    const pieces = countablePieces(engineSources);
    expect(pieces.join('')).toBe(engineSources);
    expect(pieces.length).toBeGreaterThan(500);
  });

  it.each(['o200k_base', 'cl100k_base'] as const)('%s: the pieces of a text count as many tokens as the text', (encoding) => {
    for (const text of [engineSources, ...Object.values(CORPUS)]) expect(sumOfPieces(encoding, text)).toBe(referenceCount(encoding, text));
    const next = random(20261121);
    for (let i = 0; i < 3000; i++) {
      const text = randomText(next);
      expect({ text, tokens: sumOfPieces(encoding, text) }).toEqual({ text, tokens: referenceCount(encoding, text) });
    }
  });

  it('would not add up if it cut after every line break (what makes the cut points matter)', () => {
    const text = 'a\n\nb;\n//c';
    const naive = text.split(/(?<=\n)/).reduce((sum, piece) => sum + referenceCount('o200k_base', piece), 0);
    expect(naive).not.toBe(referenceCount('o200k_base', text));
    expect(sumOfPieces('o200k_base', text)).toBe(referenceCount('o200k_base', text));
  });
});
