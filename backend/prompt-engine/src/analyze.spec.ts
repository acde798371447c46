import { get_encoding } from 'tiktoken';
import { analyzePrompt, coach, checkContext, analyzeDna, generateVariations, PromptEngineInputError } from './index';

const BASE = 'Summarize the quarterly report for the leadership team.';

describe('analyzePrompt measures the prompt', () => {
  it('adding an output format raises clarity', () => {
    const before = analyzePrompt({ promptContent: BASE });
    const after = analyzePrompt({ promptContent: `${BASE} Return 5 bullet points, at most 15 words each.` });
    expect(after.clarityScore).toBeGreaterThan(before.clarityScore);
    expect(before.suggestions.map((s) => s.check)).toContain('output-format');
    expect(after.suggestions.map((s) => s.check)).not.toContain('output-format');
  });

  it('adding vague words lowers clarity', () => {
    const before = analyzePrompt({ promptContent: BASE });
    const after = analyzePrompt({ promptContent: `${BASE} Mention some risks, various numbers and stuff, etc.` });
    expect(after.clarityScore).toBeLessThan(before.clarityScore);
    const vague = after.suggestions.find((s) => s.check === 'vague-language');
    expect(vague?.issue).toContain("'some'");
    expect(vague?.issue).toContain("'etc.'");
  });

  it('adding a role and examples raises context', () => {
    const before = analyzePrompt({ promptContent: BASE });
    const withRole = analyzePrompt({ promptContent: `You are a financial analyst. ${BASE}` });
    const withBoth = analyzePrompt({
      promptContent: `You are a financial analyst. ${BASE}\n\nExample:\nInput: Q1 revenue 2.1M, costs 1.8M\nOutput: - Profit of 0.3M`,
    });
    expect(withRole.contextScore).toBeGreaterThan(before.contextScore);
    expect(withBoth.contextScore).toBeGreaterThan(withRole.contextScore);
  });

  it('reports a contradiction', () => {
    const result = analyzePrompt({ promptContent: `${BASE} Be brief. Cover every figure in detail.` });
    const contradiction = result.suggestions.find((s) => s.check === 'contradictions');
    expect(contradiction?.issue).toContain("'Be brief' conflicts with 'in detail'");
  });

  it('reports an undefined {{variable}}, and not once it is declared', () => {
    const prompt = `${BASE}\n"""\n{{report}}\n"""`;
    expect(analyzePrompt({ promptContent: prompt }).suggestions.find((s) => s.check === 'variables')?.issue).toContain(
      'undefined {{report}}',
    );
    expect(analyzePrompt({ promptContent: prompt, variables: ['report'] }).suggestions.map((s) => s.check)).not.toContain(
      'variables',
    );
  });

  it('reads the system prompt as part of the prompt: a role there counts', () => {
    const without = analyzePrompt({ promptContent: BASE });
    const withSystem = analyzePrompt({ promptContent: BASE, context: 'You are a financial analyst.' });
    expect(withSystem.contextScore).toBeGreaterThan(without.contextScore);
    expect(withSystem.strengths).toContain("Sets a specific role: 'a financial analyst'.");
  });

  it('turns every failed check into a suggestion, biggest loss first, and passed checks into strengths', () => {
    const result = analyzePrompt({ promptContent: 'Please kindly write some stuff about dogs, etc.' });
    const failed = result.checks.filter((check) => check.applicable && !check.passed).map((check) => check.id);
    expect(result.suggestions.map((s) => s.check).sort()).toEqual(failed.sort());
    const rank = { high: 3, medium: 2, low: 1 };
    const impacts = result.suggestions.map((s) => rank[s.impact]);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    for (const suggestion of result.suggestions) {
      expect(suggestion.suggestion).toBeTruthy();
      expect(suggestion.example).toBeTruthy();
    }
    const good = analyzePrompt({ promptContent: 'You are a vet. Explain to a first-time dog owner, in 5 bullet points, how to crate-train a puppy.' });
    expect(good.strengths.length).toBeGreaterThan(result.strengths.length);
  });

  it('scores a well-built prompt high and a bare one low', () => {
    const bare = analyzePrompt({ promptContent: 'dogs' });
    const built = analyzePrompt({
      promptContent: [
        'You are a veterinary nurse who writes for new pet owners.',
        'Explain how to crate-train a puppy.',
        'Return 5 numbered steps, at most 20 words each, in a warm and encouraging tone.',
        'Always say so when a step depends on the breed, instead of guessing.',
        'Example:\nInput: How do I stop my puppy biting?\nOutput: 1. Redirect biting to a chew toy at once.',
      ].join('\n'),
    });
    expect(bare.overallScore).toBeLessThan(50);
    expect(built.overallScore).toBeGreaterThanOrEqual(90);
    for (const score of [bare.overallScore, bare.clarityScore, bare.contextScore, built.overallScore]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('counts estimatedTokens with the model tokenizer: system prompt plus prompt', () => {
    const system = 'You are a financial analyst.';
    const result = analyzePrompt({ promptContent: BASE, context: system, model: 'gpt-4o' });
    const o200k = get_encoding('o200k_base');
    try {
      expect(result.estimatedTokens).toBe(o200k.encode(BASE).length + o200k.encode(system).length);
    } finally {
      o200k.free();
    }
    expect(result.tokensExact).toBe(true);
    expect(analyzePrompt({ promptContent: BASE, model: 'claude-sonnet-4-6' }).tokensExact).toBe(false);
  });

  it('says which engine answered', () => {
    expect(analyzePrompt({ promptContent: BASE }).engine).toBe('offline');
  });

  it('refuses empty content with the shared message', () => {
    expect(() => analyzePrompt({ promptContent: '   ' })).toThrow(PromptEngineInputError);
    expect(() => analyzePrompt({ promptContent: '' })).toThrow('Prompt content is required');
  });
});

describe('determinism', () => {
  const prompts = [
    'Please kindly write some stuff about dogs, etc. Be brief but explain in detail.',
    'You are a translator. Translate {{text}} into Portuguese.',
    'Classify the review below.\n"""\nGreat phone, bad battery.\n"""\nReturn JSON.',
  ];

  it.each(prompts)('gives the same output for the same input: %j', (prompt) => {
    const run = () => ({
      analysis: analyzePrompt({ promptContent: prompt }),
      variations: ['performance', 'clarity', 'context', 'specificity'].map((goal) =>
        generateVariations({ promptContent: prompt, targetImprovement: goal as 'clarity' }),
      ),
      context: checkContext({ promptContent: prompt, intendedTask: 'Summarize customer reviews' }),
      dna: analyzeDna({ promptContent: prompt }),
      coaching: coach({ userIntent: 'help me classify reviews', currentPrompt: prompt }),
    });
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });
});
