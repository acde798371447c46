import { analyzePrompt } from './analyze';
import { TARGET_IMPROVEMENTS, type TargetImprovement } from './validation';
import { generateVariations } from './variations';

const WEAK_PROMPTS = [
  'Please kindly write some stuff about dogs, etc. Be brief but explain in detail.',
  'summarize this article for me',
  'I would like you to translate {{text}} to french and also maybe fix {{tone} if possible',
  "Don't use jargon. Don't write long answers. Never mention competitors. Don't make things up.",
  'Classify the following reviews as positive or negative.\nThe battery dies in two hours.\nGreat screen, fast delivery.',
  'Write a function that parses the log file and returns the errors, and it should handle the case where the file is ' +
    'missing and the case where a line is malformed and also group the errors by hour and then count them, and make sure ' +
    'to sort the result because the dashboard expects it sorted.',
];

/** The score each goal is measured by, read from a fresh analysis of a text. */
function goalScore(goal: TargetImprovement, content: string): number {
  const analysis = analyzePrompt({ promptContent: content });
  if (goal === 'clarity') return analysis.clarityScore;
  if (goal === 'context') return analysis.contextScore;
  if (goal === 'performance') return analysis.overallScore;
  const byId = new Map(analysis.checks.map((check) => [check.id, check.score]));
  const weights = { 'output-format': 30, constraints: 30, 'vague-language': 20, examples: 20 } as const;
  return Math.round(Object.entries(weights).reduce((sum, [id, weight]) => sum + weight * (byId.get(id as 'examples') ?? 0), 0) / 100);
}

describe('generateVariations', () => {
  describe.each(TARGET_IMPROVEMENTS)('goal %s', (goal) => {
    it.each(WEAK_PROMPTS)('each variation scores at least as high as the original on the goal: %j', (prompt) => {
      const { variations, targetImprovement } = generateVariations({ promptContent: prompt, targetImprovement: goal });
      expect(targetImprovement).toBe(goal);
      expect(variations.length).toBeGreaterThan(0);
      const original = goalScore(goal, prompt);
      for (const variation of variations) {
        expect(variation.scoreBefore).toBe(original);
        expect(variation.scoreAfter).toBe(goalScore(goal, variation.content));
        expect(variation.scoreAfter).toBeGreaterThanOrEqual(original);
        expect(variation.content).not.toBe(prompt);
      }
      expect(Math.max(...variations.map((variation) => variation.scoreAfter))).toBeGreaterThan(original);
    });
  });

  it('reports confidence and improvement from the re-analysis, not constants', () => {
    const results = WEAK_PROMPTS.flatMap((prompt) => generateVariations({ promptContent: prompt, targetImprovement: 'clarity' }).variations);
    for (const variation of results) {
      expect(variation.confidence).toBeGreaterThanOrEqual(0);
      expect(variation.confidence).toBeLessThanOrEqual(1);
      expect(variation.expectedImprovement).toContain(`Clarity score ${variation.scoreBefore} → ${variation.scoreAfter}`);
      const recheck = analyzePrompt({ promptContent: variation.content }).checks;
      for (const fixed of variation.fixedChecks) {
        expect(recheck.find((check) => check.id === fixed)?.passed).toBe(true);
      }
    }
    expect(new Set(results.map((variation) => variation.confidence)).size).toBeGreaterThan(1);
  });

  it('fixes what the goal is about: context adds a role and examples, clarity an output format', () => {
    const prompt = 'summarize this article for me';
    const context = generateVariations({ promptContent: prompt, targetImprovement: 'context' }).variations[0];
    expect(context.fixedChecks).toEqual(expect.arrayContaining(['role', 'examples']));
    const clarity = generateVariations({ promptContent: prompt, targetImprovement: 'clarity' }).variations[0];
    expect(clarity.fixedChecks).toContain('output-format');
    expect(clarity.content).toContain('Output format:');
  });

  it('rewrites the text itself: filler and vague words go, contradictions are resolved, long sentences split', () => {
    const lean = generateVariations({ promptContent: WEAK_PROMPTS[0], targetImprovement: 'performance' }).variations[0];
    expect(lean.changeType).toBe('Lean rewrite');
    expect(lean.content).not.toMatch(/kindly|some|stuff|etc\./);
    expect(lean.content).not.toMatch(/in detail/);
    expect(lean.content).toContain('Be brief');

    const long = generateVariations({ promptContent: WEAK_PROMPTS[5], targetImprovement: 'clarity' }).variations[0];
    expect(long.fixedChecks).toContain('sentence-length');
  });

  it('repairs malformed placeholders and defines the variables it finds', () => {
    const variation = generateVariations({ promptContent: WEAK_PROMPTS[2], targetImprovement: 'clarity' }).variations[0];
    expect(variation.content).toContain('{{tone}}');
    expect(variation.content).not.toMatch(/\{\{tone\}(?!\})/);
    expect(variation.content).toContain('- {{text}}: the text');
    expect(variation.fixedChecks).toContain('variables');
  });

  it('pairs bare "don\'t"s with what to do instead', () => {
    const variation = generateVariations({ promptContent: WEAK_PROMPTS[3], targetImprovement: 'clarity' }).variations[0];
    expect(variation.content).toContain("Don't use jargon; use plain words instead.");
    expect(variation.fixedChecks).toContain('negative-only');
  });

  it('delimits undelimited input and leaves the input itself untouched', () => {
    const variation = generateVariations({ promptContent: WEAK_PROMPTS[4], targetImprovement: 'context' }).variations[0];
    expect(variation.content).toContain('"""\nThe battery dies in two hours.\nGreat screen, fast delivery.\n"""');
    expect(variation.fixedChecks).toContain('delimiters');
  });

  it('never edits quoted data while cutting vague words from the instructions', () => {
    const prompt = 'Give some feedback on the essay.\n"""\nThis essay covers some stuff, etc.\n"""';
    const variation = generateVariations({ promptContent: prompt, targetImprovement: 'specificity' }).variations[0];
    expect(variation.content).toContain('"""\nThis essay covers some stuff, etc.\n"""');
    expect(variation.content).toContain('Give feedback on the essay.');
  });

  it('defaults to the performance goal and gives each variation an id', () => {
    const result = generateVariations({ promptContent: WEAK_PROMPTS[1] });
    expect(result.targetImprovement).toBe('performance');
    expect(result.variations.map((variation) => variation.id)).toEqual(result.variations.map((_, i) => `performance-${i + 1}`));
    expect(result.engine).toBe('offline');
  });

  it('offers nothing for a goal whose checks all pass already', () => {
    const strong = [
      'You are a release manager. Summarize the changelog below for customers in 3 bullet points, at most 15 words each.',
      '"""',
      '{{changelog}}',
      '"""',
      '- {{changelog}}: the raw changelog',
    ].join('\n');
    const clarityChecks = analyzePrompt({ promptContent: strong }).checks.filter((check) => check.dimension === 'clarity');
    expect(clarityChecks.every((check) => check.passed)).toBe(true);
    const { variations } = generateVariations({ promptContent: strong, targetImprovement: 'clarity' });
    expect(variations.map((variation) => variation.changeType)).toEqual(['Complete rewrite']);
  });

  it('rejects an unknown goal', () => {
    expect(() => generateVariations({ promptContent: 'x', targetImprovement: 'speed' as 'clarity' })).toThrow(
      'Target improvement must be one of: performance, clarity, context, specificity',
    );
  });
});
