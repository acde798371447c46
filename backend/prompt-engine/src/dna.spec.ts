import { analyzeDna, inferDomain } from './dna';

const STRONG = [
  'You are a senior support analyst.',
  'Classify the ticket below into one of: billing, bug, other. Return JSON: {"label": "…"}.',
  'Work through the ticket step by step:',
  '1. Read the ticket.',
  '2. Name the product.',
  '3. Pick the label.',
  'Ticket:',
  '"""',
  '{{ticket}}',
  '"""',
  'Example 1:',
  'Input: I was charged twice.',
  'Output: {"label": "billing"}',
  'Example 2:',
  'Input: The app crashes on login.',
  'Output: {"label": "bug"}',
  '- {{ticket}}: the customer message',
].join('\n');

describe('analyzeDna', () => {
  it('finds the structure patterns the prompt uses', () => {
    const result = analyzeDna({ promptContent: STRONG });
    const patterns = result.structurePatterns.map((pattern) => pattern.pattern);
    expect(patterns).toEqual(expect.arrayContaining(['role-task-format', 'few-shot', 'step-by-step', 'delimited-input', 'numbered-steps']));
    for (const pattern of result.structurePatterns) {
      expect(pattern.effectiveness).toBeGreaterThan(0);
      expect(pattern.effectiveness).toBeLessThanOrEqual(100);
      expect(pattern.description).toBeTruthy();
    }
    expect(result.structurePatterns.find((pattern) => pattern.pattern === 'role-task-format')?.description).toContain('a senior support analyst');
  });

  it('lists the beneficial patterns a weak prompt lacks as improvement genes', () => {
    const result = analyzeDna({ promptContent: 'Classify these tickets: {{tickets}}' });
    expect(result.structurePatterns.map((pattern) => pattern.pattern)).not.toContain('few-shot');
    expect(result.improvementGenes.join('\n')).toMatch(/^Role → task → format/m);
    expect(result.improvementGenes.join('\n')).toMatch(/^Few-shot examples/m);
    expect(result.improvementGenes.join('\n')).toMatch(/^Delimited input/m);
  });

  it('scores the strong prompt above the weak one', () => {
    const strong = analyzeDna({ promptContent: STRONG });
    const weak = analyzeDna({ promptContent: 'Please kindly classify some stuff, etc.' });
    expect(strong.overallGeneticScore).toBeGreaterThan(weak.overallGeneticScore + 30);
  });

  it('rates keywords: actions, formats, constraints and personas help; vague and filler words hurt', () => {
    const result = analyzeDna({ promptContent: 'You are an expert. I would like you to summarize some articles as JSON, at most 3 items.' });
    const byWord = new Map(result.keywordImpact.map((keyword) => [keyword.word, keyword]));
    expect(byWord.get('summarize')).toMatchObject({ category: 'action', impact: 'positive' });
    expect(byWord.get('json')).toMatchObject({ category: 'format', impact: 'positive' });
    expect(byWord.get('at most')).toMatchObject({ category: 'constraint', impact: 'positive' });
    expect(byWord.get('expert')).toMatchObject({ category: 'persona', impact: 'positive' });
    expect(byWord.get('some')).toMatchObject({ category: 'vague', impact: 'negative' });
    expect(byWord.get('i would like you to')).toMatchObject({ category: 'filler', impact: 'negative' });
    for (const keyword of result.keywordImpact) expect(keyword.suggestion).toBeTruthy();
  });

  it('names dominant traits from what the checks measured', () => {
    expect(analyzeDna({ promptContent: STRONG }).dominantTraits).toEqual(expect.arrayContaining(['Role-anchored', 'Example-led']));
    expect(analyzeDna({ promptContent: 'Write some stuff, etc., about various things, maybe.' }).dominantTraits).toContain('Ambiguous');
  });

  it('uses the given domain, or infers one from the words', () => {
    expect(analyzeDna({ promptContent: STRONG, domain: 'fintech' }).structurePatterns.every((pattern) => pattern.domain === 'fintech')).toBe(true);
    expect(analyzeDna({ promptContent: STRONG }).domain).toBe('customer support');
    expect(inferDomain('Review the contract clause for GDPR liability')).toBe('legal');
    expect(inferDomain('Write a haiku')).toBe('general');
  });

  it('requires content', () => {
    expect(() => analyzeDna({ promptContent: '' })).toThrow('Prompt content is required');
  });
});
