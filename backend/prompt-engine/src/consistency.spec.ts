// The Prompt Lab tools must agree: one prompt (with its system prompt) gets one set of scores, whichever tool shows
// them. Checked over the shared corpus of real-world prompts.

import { analyzePrompt } from './analyze';
import { coach } from './coaching';
import { taskProfile } from './task-types';
import { realPrompts } from './testing/corpus';
import { generateVariations } from './variations';

const SYSTEM_PROMPTS = ['', 'You are a senior support agent at Acme Bank. Answer in at most 120 words.', 'Be concise.'];
const corpus = realPrompts();

describe('one analysis behind every tool (real-prompts corpus)', () => {
  it('has a corpus to check', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
  });

  it('analysis, variations and the assistant report the same scores for the same prompt and system prompt', () => {
    let assistantScores = 0;
    corpus.forEach(({ text }, index) => {
      const systemPrompt = SYSTEM_PROMPTS[index % SYSTEM_PROMPTS.length];
      const analysis = analyzePrompt({ promptContent: text, context: systemPrompt });
      for (const [goal, score] of [['performance', analysis.overallScore], ['clarity', analysis.clarityScore], ['context', analysis.contextScore]] as const) {
        for (const variation of generateVariations({ promptContent: text, targetImprovement: goal, systemPrompt }).variations) {
          expect(variation.scoreBefore).toBe(score);
          expect(variation.expectedImprovement).toContain(`score ${score} →`);
        }
      }
      const advice = coach({ userIntent: 'Improve this prompt', currentPrompt: text, systemPrompt }).realTimeAdvice.join('\n');
      const stated = /scores (\d+)\/100 \(clarity (\d+), context (\d+)\)/.exec(advice);
      if (stated) {
        assistantScores++;
        expect(stated.slice(1).map(Number)).toEqual([analysis.overallScore, analysis.clarityScore, analysis.contextScore]);
      }
    });
    expect(assistantScores).toBeGreaterThan(corpus.length / 2);
  });

  it('variation confidence is measured from what each rewrite fixed: below 1, and not one value for everything', () => {
    const confidences: number[] = [];
    for (const { text } of corpus) {
      for (const variation of generateVariations({ promptContent: text }).variations) {
        expect(variation.confidence).toBeGreaterThan(0);
        expect(variation.confidence).toBeLessThan(1);
        confidences.push(variation.confidence);
      }
    }
    expect(new Set(confidences).size).toBeGreaterThan(10);
  });

  it('a rewrite that only edits wording is trusted more than one that adds stock text', () => {
    const prompt = 'I would like you to basically write some kind of summary of the article below, etc.\n\n"""\n{{article}}\n"""';
    const [lean, complete] = generateVariations({ promptContent: prompt, targetImprovement: 'performance' }).variations;
    expect(lean.changeType).toBe('Lean rewrite');
    expect(complete.changeType).toBe('Complete rewrite');
    // The lean rewrite fixes little of what the prompt lacks: its confidence is lower than the complete rewrite's,
    // whose fixes are partly stock additions and so stay well below 1.
    expect(lean.confidence).toBeLessThan(complete.confidence);
    expect(complete.confidence).toBeLessThan(0.9);
  });
});

describe('the assistant keeps to the person’s task, persona and subject', () => {
  it.each([
    'Reply to the customer email below',
    'Write a response to this complaint about a late delivery',
    'Respond to negative reviews of our hotel',
    'Answer this email from a supplier asking for a discount',
  ])('recognises %p as a reply task', (intent) => {
    expect(coach({ userIntent: intent }).intentAnalysis.detectedIntent).toBe('reply');
  });

  it('keeps the persona of the system prompt and the subject of the request, and never brings in a stock example on another topic', () => {
    const result = coach({
      userIntent: 'Write a reply to an angry customer about a late refund',
      currentPrompt: 'Reply to the customer email below. Be polite.\n\n{{email}}',
      systemPrompt: 'You are a senior support agent at Acme Bank.',
    });
    const everything = [...result.suggestedPrompts, ...result.coachingTips.map((tip) => tip.example)].join('\n');
    expect(everything).not.toContain(taskProfile('reply').role);
    expect(result.suggestedPrompts.some((prompt) => prompt.includes('senior support agent at Acme Bank'))).toBe(true);
    expect(result.suggestedPrompts.filter((prompt) => /late refund/.test(prompt)).length).toBeGreaterThanOrEqual(2);
    expect(everything).not.toMatch(/haiku|autumn|maple/i);
  });

  it('shows a skeleton to fill in rather than an example about another subject', () => {
    const result = coach({ userIntent: 'Write a poem about my grandmother’s garden for her birthday card' });
    const examples = [...result.suggestedPrompts, ...result.coachingTips.map((tip) => tip.example)].join('\n');
    expect(examples).not.toMatch(/haiku|autumn|maple/i);
    const analysis = analyzePrompt({ promptContent: 'Classify the sentiment of each movie review below as positive or negative.\n\n"""\n{{reviews}}\n"""' });
    const example = analysis.suggestions.find((suggestion) => suggestion.check === 'examples')?.example ?? '';
    expect(example).toContain('[a real case of');
    expect(example).not.toContain('charged twice');
  });

  it('uses the stock example when it is about the prompt’s subject', () => {
    const analysis = analyzePrompt({ promptContent: 'Classify each billing ticket below by topic.\n\n"""\n{{tickets}}\n"""' });
    expect(analysis.suggestions.find((suggestion) => suggestion.check === 'examples')?.example).toContain('billing');
  });
});
