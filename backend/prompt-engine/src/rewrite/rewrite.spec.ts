import { inspectPrompt } from '../analyze';
import type { CheckId } from '../checks';
import { rewritePrompt } from './rewrite';

function fixOnly(content: string, ...checks: CheckId[]): string {
  const { task } = inspectPrompt(content);
  return rewritePrompt(content, task, { fix: new Set(checks), layout: 'inline' });
}

describe('rewritePrompt edits', () => {
  it.each([
    ['Be concise. Give a detailed and thorough explanation.', 'Be concise. Give an explanation.'],
    ['Be brief. Write a thorough, clear report.', 'Be brief. Write a clear report.'],
    ['Keep it short answer style. Explain in detail how it works.', 'Keep it short answer style. Explain how it works.'],
    ['Use bullet points. Do not use bullet points.', 'Use bullet points.'],
  ])('resolves contradictions keeping the first side: %j', (prompt, expected) => {
    expect(fixOnly(prompt, 'contradictions')).toBe(expected);
  });

  it.each([
    ['I would like you to summarize the report in order to brief the team.', 'Summarize the report to brief the team.'],
    ['Basically, list the risks. Thank you!', 'List the risks.'],
    ['Please kindly translate the text.', 'Please translate the text.'],
  ])('cuts filler: %j', (prompt, expected) => {
    expect(fixOnly(prompt, 'filler')).toBe(expected);
  });

  it.each([
    ['Give some tips about testing, etc.', 'Give tips about testing.'],
    ['List a few risks and several fixes, etc. Then rank them.', 'List 2 to 3 risks and 3 to 5 fixes. Then rank them.'],
    ['Try to keep it readable.', 'Keep it readable.'],
  ])('replaces vague words: %j', (prompt, expected) => {
    expect(fixOnly(prompt, 'vague-language')).toBe(expected);
  });

  it('drops repeated sentences, keeping the first', () => {
    expect(fixOnly('Answer only from the text given. Be polite.\nAnswer only from the text given.', 'repetition')).toBe(
      'Answer only from the text given. Be polite.',
    );
  });

  it('splits a long sentence at its clause boundaries', () => {
    const long =
      'Read the ticket that the customer sent to our support inbox and work out which of our products it is about, and ' +
      'then decide whether the person is reporting a defect or asking a question, and write a reply that thanks them.';
    const split = fixOnly(long, 'sentence-length');
    expect(split).not.toBe(long);
    expect(inspectPrompt(split).results.find(({ check }) => check.id === 'sentence-length')?.finding.passed).toBe(true);
  });

  it('replaces a generic role with one for the task', () => {
    const rewritten = fixOnly('You are a helpful assistant. Translate the text below into German.\n"""\nHallo\n"""', 'role');
    expect(rewritten).not.toContain('helpful assistant');
    expect(rewritten.startsWith('You are a professional translator')).toBe(true);
  });
});

describe('rewritePrompt variables', () => {
  it('repairs every kind of malformed placeholder it can and defines what it finds', () => {
    const rewritten = fixOnly('Greet {{ name and {first}} and {{last} and {{full name}}.', 'variables');
    expect(rewritten).toContain('Greet {{name}} and {{first}} and {{last}} and {{full_name}}.');
    expect(rewritten).toContain('- {{name}}: the name');
    expect(rewritten).toContain('- {{full_name}}: the full name');
    const check = inspectPrompt(rewritten).results.find((result) => result.check.id === 'variables');
    expect(check?.finding.passed).toBe(true);
  });
});
