import { analyzePrompt } from './analyze';
import { coach, taskSentence } from './coaching';
import { taskProfile } from './task-types';

describe('coach', () => {
  it.each([
    ['Write a Python function that validates e-mail addresses', 'code'],
    ['I need to summarize long meeting notes', 'summary'],
    ['Translate our FAQ into Spanish', 'translation'],
    ['Classify incoming emails as spam or not spam', 'classification'],
    ['Extract names and dates from contracts', 'extraction'],
    ['A short story about a lighthouse keeper', 'creative writing'],
    ['Why does my sourdough not rise? answer questions about baking', 'Q&A'],
    ['Analyze churn trends in our subscription data', 'analysis'],
    ['Convert a CSV export into JSON', 'data transformation'],
  ])('reads the intent of %j as %s', (userIntent, intent) => {
    const result = coach({ userIntent });
    expect(result.intentAnalysis.detectedIntent).toBe(intent);
    expect(result.intentAnalysis.confidence).toBeGreaterThan(0);
    expect(result.intentAnalysis.confidence).toBeLessThanOrEqual(1);
  });

  it('is less confident when the words point two ways', () => {
    const clear = coach({ userIntent: 'Summarize and condense the key points of this report' });
    const mixed = coach({ userIntent: 'Summarize and translate this report' });
    expect(mixed.intentAnalysis.confidence).toBeLessThan(clear.intentAnalysis.confidence);
  });

  it('says "general" with no confidence when nothing points to a task', () => {
    const result = coach({ userIntent: 'hello there' });
    expect(result.intentAnalysis).toMatchObject({ detectedIntent: 'general', confidence: 0 });
    expect(result.realTimeAdvice[0]).toContain('No task type recognised yet');
  });

  it('lists the missing elements for the intent, and drops those the words already give', () => {
    const vague = coach({ userIntent: 'Translate our FAQ' });
    expect(vague.intentAnalysis.missingElements).toEqual(expect.arrayContaining(['The target language']));
    const precise = coach({ userIntent: 'Translate our FAQ from English into Spanish' });
    expect(precise.intentAnalysis.missingElements).not.toContain('The target language');
    expect(precise.intentAnalysis.missingElements).not.toContain('The source language');
  });

  it("builds suggested prompts from the person's own words, and they score higher than the words alone", () => {
    const userIntent = 'I need you to summarize customer reviews for my product team';
    const result = coach({ userIntent });
    expect(result.suggestedPrompts.length).toBeGreaterThanOrEqual(2);
    expect(result.suggestedPrompts[0]).toContain('Summarize customer reviews for my product team.');
    const raw = analyzePrompt({ promptContent: userIntent }).overallScore;
    for (const prompt of result.suggestedPrompts) {
      expect(analyzePrompt({ promptContent: prompt }).overallScore).toBeGreaterThan(raw);
    }
  });

  it('turns missing elements into variables to fill in', () => {
    const result = coach({ userIntent: 'translate my emails' });
    expect(result.suggestedPrompts[0]).toContain('Target language: "{{target_language}}"');
    expect(result.suggestedPrompts[0]).toContain('- {{target_language}}: the language to translate into');
    expect(analyzePrompt({ promptContent: result.suggestedPrompts[0] }).suggestions.map((s) => s.check)).not.toContain('variables');
  });

  it('improves the current prompt and carries the context into it', () => {
    const result = coach({
      userIntent: 'translate my emails',
      currentPrompt: 'Translate this email: {{email}}',
      context: 'Emails come from Brazilian customers',
    });
    const improved = result.suggestedPrompts.find((prompt) => prompt.includes('{{email}}'));
    expect(improved).toBeDefined();
    expect(improved).toContain('Emails come from Brazilian customers');
    expect(analyzePrompt({ promptContent: improved as string }).overallScore).toBeGreaterThan(
      analyzePrompt({ promptContent: 'Translate this email: {{email}}' }).overallScore,
    );
    expect(result.realTimeAdvice.join('\n')).toMatch(/Your current prompt scores \d+\/100/);
  });

  it('gives coaching tips with an area, a tip and an example', () => {
    const result = coach({ userIntent: 'classify tickets' });
    expect(result.coachingTips.length).toBeGreaterThan(0);
    expect(result.coachingTips[0]).toEqual({
      area: 'The allowed labels or categories',
      tip: 'List every allowed label, and what to answer when none fits.',
      example: 'Label: one of "billing", "bug", "feature request", "other".',
    });
    for (const tip of result.coachingTips) {
      expect(tip.area && tip.tip && tip.example).toBeTruthy();
    }
    expect(new Set(result.coachingTips.map((tip) => tip.area)).size).toBe(result.coachingTips.length);
  });

  it('turns the request into one imperative sentence', () => {
    expect(taskSentence('I want you to write a haiku about rain', taskProfile('creative writing'))).toBe('Write a haiku about rain.');
    expect(taskSentence('a python script that parses logs', taskProfile('code'))).toBe('Write a python script that parses logs.');
    expect(taskSentence('the meeting notes', taskProfile('summary'))).toBe('Summarize the meeting notes.');
    expect(taskSentence('why is the sky blue?', taskProfile('Q&A'))).toBe('Answer this question: why is the sky blue?');
  });

  it('requires an intent', () => {
    expect(() => coach({ userIntent: '  ' })).toThrow('User intent is required');
  });
});
