import { checkContext, keyTermsOf } from './context-check';

describe('checkContext', () => {
  it('summary: asks for the source and the length, and the score rises when they are added', () => {
    const bare = checkContext({ promptContent: 'Summarize this for me.', intendedTask: 'Summarize weekly sales reports for executives' });
    expect(bare.taskType).toBe('summary');
    expect(bare.missingContext).toEqual(
      expect.arrayContaining(['The source material (the text or data to work on)', 'The length of the result']),
    );
    expect(bare.isContextSufficient).toBe(false);

    const full = checkContext({
      promptContent:
        'You are a sales analyst. Summarize the weekly sales report below for executives in 5 bullet points.\n' +
        '"""\n{{report}}\n"""\n- {{report}}: the weekly sales report',
      intendedTask: 'Summarize weekly sales reports for executives',
    });
    expect(full.contextScore).toBeGreaterThan(bare.contextScore);
    expect(full.contextScore).toBeGreaterThanOrEqual(70);
    expect(full.isContextSufficient).toBe(true);
    expect(full.missingContext).toEqual([]);
  });

  it('code: needs the language, constraints and tests', () => {
    const task = 'Write code that deduplicates customer records';
    const bare = checkContext({ promptContent: 'Write code that removes duplicate customer records.', intendedTask: task });
    expect(bare.taskType).toBe('code');
    expect(bare.missingContext).toEqual(
      expect.arrayContaining([
        'The programming language (and version or framework)',
        'Tests or acceptance criteria',
        'Technical constraints (dependencies, performance, error handling, edge cases)',
      ]),
    );
    const full = checkContext({
      promptContent:
        'Write a Python 3.12 function that removes duplicate customer records. Use only the standard library, handle ' +
        'empty input, and include pytest unit tests. Return one code block.',
      intendedTask: task,
    });
    expect(full.missingContext.filter((item) => !item.startsWith("The intended task's"))).toEqual([]);
    expect(full.contextScore).toBeGreaterThan(bare.contextScore);
  });

  it('translation: needs both languages', () => {
    const task = 'Translate product descriptions';
    const bare = checkContext({ promptContent: 'Translate the product description below.', intendedTask: task });
    expect(bare.missingContext).toEqual(expect.arrayContaining(['The source language', 'The target language']));
    const full = checkContext({ promptContent: 'Translate the product description below from English into Portuguese.', intendedTask: task });
    expect(full.missingContext).not.toContain('The source language');
    expect(full.missingContext).not.toContain('The target language');
  });

  it('classification: needs the labels', () => {
    const task = 'Classify support tickets';
    expect(checkContext({ promptContent: 'Classify the support ticket below.', intendedTask: task }).missingContext).toContain(
      'The allowed labels or categories',
    );
    expect(
      checkContext({ promptContent: 'Classify the support ticket below as one of: billing, bug, other.', intendedTask: task }).missingContext,
    ).not.toContain('The allowed labels or categories');
  });

  it('extraction: needs the fields and the format', () => {
    const task = 'Extract invoice data';
    const bare = checkContext({ promptContent: 'Extract the data from the invoice below.', intendedTask: task });
    expect(bare.missingContext).toEqual(expect.arrayContaining(['The fields to extract', 'The output format']));
    const full = checkContext({
      promptContent: 'Extract the invoice number, date and total from the invoice below. Return JSON.',
      intendedTask: task,
    });
    expect(full.missingContext).not.toContain('The fields to extract');
    expect(full.missingContext).not.toContain('The output format');
  });

  it("checks the intended task's key terms against the prompt", () => {
    const result = checkContext({ promptContent: 'Classify each support ticket by urgency.', intendedTask: 'Classify support tickets by urgency and product' });
    expect(result.keyTerms).toEqual([
      { term: 'support', found: true },
      { term: 'tickets', found: true },
      { term: 'urgency', found: true },
      { term: 'product', found: false },
    ]);
    expect(result.missingContext).toContain("The intended task's key term 'product'");
    expect(result.suggestions.join(' ')).toContain("'product'");
  });

  it('keeps key terms free of stop words and task verbs', () => {
    expect(keyTermsOf('I want to summarize the weekly reports for our executives')).toEqual(['weekly', 'reports', 'executives']);
  });

  it('requires content and an intended task', () => {
    expect(() => checkContext({ promptContent: 'Summarize it', intendedTask: ' ' })).toThrow('Intended task is required');
    expect(() => checkContext({ promptContent: '', intendedTask: 'x' })).toThrow('Prompt content is required');
  });
});
