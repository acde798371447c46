// Counts over a corpus: the engine's own sources, the real-world prompts of shared/fixtures and generated edge
// cases. Checks that leaving Llama 3's vocabulary unloaded (see cheapestModelTip) never changes an analysis.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PricedModel } from './token-analysis';

const FIXTURES = join(__dirname, '../../../../shared/fixtures/prompts');

/** The seeded catalogue (the CLI bundles the same entries). */
const CATALOGUE: PricedModel[] = [
  { id: 'claude-sonnet-4-6', contextWindow: 200000, costPer1kTokensInput: 0.003, costPer1kTokensOutput: 0.015 },
  { id: 'deepseek-chat', contextWindow: 32000, costPer1kTokensInput: 0.002, costPer1kTokensOutput: 0.01 },
  { id: 'gemini-2.5-flash', contextWindow: 1000000, costPer1kTokensInput: 0.00075, costPer1kTokensOutput: 0.003 },
  { id: 'gemini-2.5-pro', contextWindow: 1000000, costPer1kTokensInput: 0.0035, costPer1kTokensOutput: 0.0105 },
  { id: 'gemini-pro', contextWindow: 32000, costPer1kTokensInput: 0.0025, costPer1kTokensOutput: 0.0075 },
  { id: 'gpt-3.5-turbo', contextWindow: 16385, costPer1kTokensInput: 0.0005, costPer1kTokensOutput: 0.0015 },
  { id: 'gpt-4o', contextWindow: 128000, costPer1kTokensInput: 0.01, costPer1kTokensOutput: 0.03 },
  { id: 'llama-3-70b', contextWindow: 8000, costPer1kTokensInput: 0.001, costPer1kTokensOutput: 0.005 },
  { id: 'llama-3.1-sonar-large-128k-online', contextWindow: 128000, costPer1kTokensInput: 0.0008, costPer1kTokensOutput: 0.0024 },
];
const DEFAULT_MODELS = ['gpt-4o', 'claude-sonnet-4-6', 'gemini-2.5-pro'];

function corpus(): string[] {
  const texts: string[] = [];
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.ts')).sort()) texts.push(readFileSync(join(__dirname, file), 'utf8'));
  for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(join(FIXTURES, file), 'utf8').split('\n')) if (line.trim()) texts.push((JSON.parse(line) as { text: string }).text);
  }
  texts.push(
    '🚀✨👩‍👩‍👧‍👦 emoji 🇧🇷🇵🇹 and skin tones 👍🏽',
    '敏捷的棕色狐狸跳过了懒狗。日本語のテキスト、한국어 텍스트',
    'tabs\t\t\tand   spaces   \n\n\n   \r\n\u00a0\u2003trailing   ',
    ' '.repeat(1999) + 'x' + '\n'.repeat(50),
    '<|endoftext|> <|im_start|>user<|im_end|> <|begin_of_text|><|eot_id|> as plain text',
    "it's we'LL they'RE I'M you'Ve he'd DON'T",
    '1234567890 3.14159 1e-10 0x1F 12,345,678',
    'combining marks: e\u0301 a\u0308 \u0915\u094d\u0937 zero\u200bwidth',
    '{"pretty": {\n  "json": [1, 2, 3],\n  "nested": {"a": null}\n}}',
    '',
  );
  return texts;
}

describe('Llama 3 count floor and the cheapest-model tip', () => {
  const texts = corpus();

  it('reads the corpus (engine sources, the shared fixture prompts, edge cases)', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('the floor is never above the Llama 3 count', () => {
    jest.isolateModules(() => {
      const { llama3CountFloor, encodedLengthOf } = require('./tokens') as typeof import('./tokens');
      let floored = 0;
      for (const text of texts) {
        const floor = llama3CountFloor(text);
        if (floor === undefined) continue;
        floored++;
        expect(floor).toBeLessThanOrEqual(encodedLengthOf(text, 'llama3').tokens);
      }
      expect(floored).toBeGreaterThan(texts.length * 0.9);
    });
  });

  it('gives the same analyses without loading Llama 3 as with it loaded, and on prose it is not loaded', () => {
    jest.isolateModules(() => {
      const { analyzeTokens } = require('./token-analysis') as typeof import('./token-analysis');
      const { encodedLengthOf, encoderIsLoaded } = require('./tokens') as typeof import('./tokens');
      const selected = CATALOGUE.filter((model) => DEFAULT_MODELS.includes(model.id));
      const english = 'Summarise the support ticket below in three bullet points for the billing team.';
      analyzeTokens(english, selected, CATALOGUE);
      expect(encoderIsLoaded('llama3')).toBe(false);

      const lazily = texts.map((text) => analyzeTokens(text, selected, CATALOGUE));
      encodedLengthOf('load the vocabulary', 'llama3');
      expect(encoderIsLoaded('llama3')).toBe(true);
      const counted = texts.map((text) => analyzeTokens(text, selected, CATALOGUE));
      expect(lazily).toEqual(counted);
    });
  });
});
