// Long and hostile inputs: every tool must stay fast (no quadratic scans, no regex backtracking blow-ups).
import { analyzePrompt, analyzeDna, checkContext, coach, generateVariations } from './index';

const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

const REALISTIC = fill(
  'You are a senior analyst. Summarize the following report for executives in 5 bullet points, at most 20 words each.\n' +
    'Use a neutral tone. Do not speculate; say so when a figure is missing instead.\n' +
    '"""\nRevenue grew 12% quarter on quarter, driven by the enterprise plan; churn fell to 2.1%.\n"""\n' +
    'const total = items.reduce((sum, item) => sum + item.price, 0); // {{variable}} and {{other}}\n',
);

const ADVERSARIAL: Record<string, string> = {
  'one unbroken word': `x${'a'.repeat(SIZE)}`,
  'only blanks': `x${' '.repeat(SIZE)}`,
  'only line breaks': `x${'\n'.repeat(SIZE)}`,
  'open braces': fill('{'),
  'unclosed placeholders': fill('{{a '),
  'placeholders on one line': fill('{{x}} '),
  'unclosed tags': fill('<a '),
  'nested tags': fill('<a>'),
  'fences': fill('```\n'),
  'triple quotes': fill('"""'),
  'separators': fill('---\n'),
  'vague words': fill('some stuff etc. '),
  'comma then blanks': `,${' '.repeat(SIZE)}`,
  'blank then comma': fill(' ,'),
  'role lead-ins': fill('. as a senior senior senior senior '),
  'one long sentence': fill('word '),
  'negations': fill("don't use "),
  'numbered lines': fill('1. step\n'),
  'extract lists': fill('extract a, '),
  'emoji and CJK': fill('敏捷的棕色狐狸 🚀✨ '),
};

describe('performance', () => {
  beforeAll(() => {
    analyzePrompt({ promptContent: 'warm up the tokenizer' });
  });

  it('analyses a realistic 100 KB prompt well under a second', () => {
    const started = performance.now();
    const result = analyzePrompt({ promptContent: REALISTIC });
    const elapsed = performance.now() - started;
    expect(result.estimatedTokens).toBeGreaterThan(10_000);
    expect(result.tokensExact).toBe(true);
    expect(elapsed).toBeLessThan(1_000);
  });

  it.each(Object.entries(ADVERSARIAL))('finishes every tool quickly on a 100 KB adversarial input: %s', (_name, text) => {
    const started = performance.now();
    analyzePrompt({ promptContent: text });
    generateVariations({ promptContent: text, targetImprovement: 'performance' });
    analyzeDna({ promptContent: text });
    checkContext({ promptContent: text, intendedTask: 'Summarize weekly sales reports' });
    coach({ userIntent: text.slice(0, 5_000), currentPrompt: text });
    // Generous: the machine is shared; a quadratic scan on 100 KB takes tens of seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
