// The CLI's offline counts (vocabulary-table.ts over gpt-tokenizer's vocabularies) against the server's tokenizer (tiktoken) over a corpus: the engine's and the CLI's
// sources, the real-world prompts of shared/fixtures, and generated edge cases.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fastEncoder } from './fast-encoders';
import { rankedTokens, VocabularyTable } from './vocabulary-table';

const ENGINE_SRC = join(__dirname, '../../../backend/prompt-engine/src');
const FIXTURES = join(__dirname, '../../../../shared/fixtures/prompts');

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

function corpus(): string[] {
  const texts = [...sources(ENGINE_SRC), ...sources(join(__dirname, '..'))];
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(FIXTURES, file), 'utf8').split('\n')) if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
  }
  const specials = ['<|endoftext|>', '<|fim_prefix|>', '<|fim_middle|>', '<|fim_suffix|>', '<|endofprompt|>', '<|im_start|>', '<|im_end|>', '<|im_sep|>'];
  texts.push(
    specials.join(' '),
    `${specials.join('')}text after`,
    '🚀✨👩‍👩‍👧‍👦 emoji 🇧🇷🇵🇹 skin tones 👍🏽 and a lone 🦄',
    '敏捷的棕色狐狸跳过了懒狗。日本語のテキスト、한국어 텍스트, العربية, עברית, हिन्दी',
    'tabs\t\t\tand   spaces   \n\n\n   \r\n\u00a0\u2003\u0085trailing   ',
    ' '.repeat(1500) + 'x' + '\n'.repeat(300) + '\t'.repeat(700),
    "it's we'LL they'RE I'M you'Ve he'd DON'T",
    '1234567890 3.14159 1e-10 0x1F 12,345,678 ٣٤٥ ４５６',
    'combining marks: e\u0301 a\u0308 \u0915\u094d\u0937 zero\u200bwidth \ufeffbom',
    '{"pretty": {\n  "json": [1, 2, 3],\n  "nested": {"a": null}\n}}',
    'a'.repeat(1999),
    // Every blank and invisible format character, alone, between letters and after a space.
    ...[...'\u0085\u00a0\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff'].flatMap(
      (char) => [char, `a${char}b`, ` ${char}word`, `${char}${char} x`],
    ),
    '',
  );
  // Random strings over a mixed alphabet, the same every run.
  const alphabet = [...'ab AB 09\n\t.,;:!?\'"-_/\\{}[]()<>|@#$%^&*é ñ ü 中 文 日 本 🙂 🚀'];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < 200; i++) {
    let text = '';
    for (let j = next() % 400; j > 0; j--) text += alphabet[next() % alphabet.length];
    texts.push(text);
  }
  return texts;
}

describe('fastEncoder counts what tiktoken counts', () => {
  const texts = corpus();
  const tiktoken = createRequire(require.resolve('@promptforge/prompt-engine'))('tiktoken') as typeof import('tiktoken');

  it('reads the corpus', () => {
    expect(texts.length).toBeGreaterThan(700);
  });

  it.each(['o200k_base', 'cl100k_base'] as const)('%s: the same count for every text', (encoding) => {
    const reference = tiktoken.get_encoding(encoding);
    const fast = fastEncoder(encoding);
    try {
      const differing = texts.filter((text) => fast?.tokenCount(text) !== reference.encode_ordinary(text).length);
      expect(differing.map((text) => text.slice(0, 80))).toEqual([]);
    } finally {
      reference.free();
    }
  });

  it('leaves Llama 3 to the engine', () => {
    expect(fastEncoder('llama3')).toBeUndefined();
  });
});

describe('VocabularyTable', () => {
  it.each(['o200k_base', 'cl100k_base'] as const)('%s: finds every token at its rank, also once written and read back', (encoding) => {
    const ranked = rankedTokens(encoding);
    const read = VocabularyTable.parse(Buffer.from(VocabularyTable.build(ranked).serialize()));
    const encoder = new TextEncoder();
    const wrong = ranked.flatMap((token, rank) => {
      if (token === undefined) return [];
      const bytes = typeof token === 'string' ? encoder.encode(token) : Uint8Array.from(token);
      return read.rankOf(bytes, 0, bytes.length) === rank ? [] : [rank];
    });
    expect(wrong).toEqual([]);
    const absent = encoder.encode('certainly not one token of any vocabulary');
    expect(read.rankOf(absent, 0, absent.length)).toBe(-1);
  });
});
