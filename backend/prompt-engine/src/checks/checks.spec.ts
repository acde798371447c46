import { inspectPrompt } from '../analyze';
import type { CheckId, Finding } from './check';
import { CHECKS } from './index';

function finding(id: CheckId, content: string, options: { system?: string; variables?: string[] } = {}): Finding {
  const result = inspectPrompt(content, options.system, options.variables).results.find(({ check }) => check.id === id);
  if (!result) throw new Error(`no check ${id}`);
  return result.finding;
}

/** For every named check: a prompt it passes and a prompt it fails, as close to each other as possible. */
const CASES: Record<CheckId, { pass: string; fail: string }> = {
  role: {
    pass: 'You are a senior tax accountant. Explain how VAT works.',
    fail: 'Explain how VAT works.',
  },
  'task-verb': {
    pass: 'Summarize the meeting notes for the team.',
    fail: 'The meeting notes from yesterday, for the team.',
  },
  'output-format': {
    pass: 'List the risks of the plan as a table with the columns risk, likelihood and impact.',
    fail: 'Tell me about the risks of the plan.',
  },
  constraints: {
    pass: 'Write a product update for non-technical customers in a friendly tone, at most 120 words.',
    fail: 'Write a product update about the new release.',
  },
  examples: {
    pass: 'Convert dates to ISO format.\nExample:\nInput: 5 March 2024\nOutput: 2024-03-05',
    fail: 'Convert dates to ISO format.',
  },
  delimiters: {
    pass: 'Summarize the article below.\n"""\nThe city council voted on Tuesday to add 40 km of bike lanes.\n"""',
    fail: 'Summarize the article below.\nThe city council voted on Tuesday to add 40 km of bike lanes.',
  },
  'vague-language': {
    pass: 'Give 3 tips for writing unit tests, each under 20 words.',
    fail: 'Give some tips for writing tests, stuff like naming, etc.',
  },
  contradictions: {
    pass: 'Be concise: answer in at most 3 sentences.',
    fail: 'Be concise. Explain every step in detail.',
  },
  variables: {
    pass: 'Translate {{text}} into French.\nVariables:\n- {{text}}: the text to translate',
    fail: 'Translate {{text}} into {{language}.',
  },
  'sentence-length': {
    pass: 'Read the ticket. Identify the product. Classify the issue as bug or question.',
    fail:
      'Read the ticket that the customer sent to our support inbox and work out which of our products it is about and ' +
      'whether the person is reporting a defect or asking a question, and then write a reply that thanks them and ' +
      'explains the next steps they should take.',
  },
  'negative-only': {
    pass: 'Use plain words. Keep answers under 100 words. Do not use jargon.',
    fail: "Don't use jargon. Don't write long answers. Never mention competitors.",
  },
  filler: {
    pass: 'Summarize the report in 5 bullet points.',
    fail: 'I would like you to please kindly summarize the report, basically, in order to help me.',
  },
  repetition: {
    pass: 'Answer only from the provided text. Cite the paragraph you used.',
    fail: 'Answer only from the provided text. Cite the paragraph you used. Answer only from the provided text.',
  },
};

describe('named checks', () => {
  it('has a pass and a fail case for every check', () => {
    expect(Object.keys(CASES).sort()).toEqual(CHECKS.map((check) => check.id).sort());
  });

  describe.each(CHECKS.map((check) => check.id))('%s', (id) => {
    it('passes on its positive case and reports a strength', () => {
      const result = finding(id, CASES[id].pass);
      expect(result.applicable).toBe(true);
      expect(result.passed).toBe(true);
      expect(result.strength).toBeTruthy();
    });

    it('fails on its negative case, with a lower score and an issue', () => {
      const good = finding(id, CASES[id].pass);
      const bad = finding(id, CASES[id].fail);
      expect(bad.passed).toBe(false);
      expect(bad.score).toBeLessThan(good.score);
      expect(bad.issue).toBeTruthy();
    });
  });

  it('weights of each dimension add up to 100', () => {
    for (const dimension of ['clarity', 'context', 'efficiency']) {
      const total = CHECKS.filter((check) => check.dimension === dimension).reduce((sum, check) => sum + check.weight, 0);
      expect(total).toBe(100);
    }
  });
});

describe('role', () => {
  it('calls "a helpful assistant" generic and scores it between none and a specific role', () => {
    const generic = finding('role', 'You are a helpful assistant. Explain how VAT works.');
    expect(generic.passed).toBe(false);
    expect(generic.issue).toContain('generic');
    expect(generic.score).toBeGreaterThan(finding('role', CASES.role.fail).score);
    expect(generic.score).toBeLessThan(finding('role', CASES.role.pass).score);
  });

  it('reads "As a …," at the start of a sentence and a role set in the system prompt', () => {
    expect(finding('role', 'As a seasoned travel agent, plan a weekend in Lisbon.').passed).toBe(true);
    expect(finding('role', 'Plan a weekend in Lisbon.', { system: 'You are a seasoned travel agent.' }).passed).toBe(true);
  });

  it('does not take "you are given" or "such as a teacher" for a persona', () => {
    expect(finding('role', 'You are given a list of names. Sort them.').passed).toBe(false);
    expect(finding('role', 'List jobs such as a teacher or a nurse.').passed).toBe(false);
  });
});

describe('task verb', () => {
  it('finds the verb behind lead-ins ("Could you please", "Your task is to")', () => {
    expect(finding('task-verb', 'Could you please translate this paragraph?').evidence).toEqual(['translate']);
    expect(finding('task-verb', 'Your task is to classify each review.').evidence).toEqual(['classify']);
  });

  it('scores a mentioned-but-not-instructed verb in between', () => {
    const implied = finding('task-verb', 'The report should summarize the budget.');
    expect(implied.score).toBe(0.5);
  });
});

describe('output format', () => {
  it('counts a stated length alone as a partial format', () => {
    const lengthOnly = finding('output-format', 'Describe the plan in 3 sentences.');
    expect(lengthOnly.passed).toBe(true);
    expect(lengthOnly.score).toBeLessThan(1);
    expect(lengthOnly.score).toBeGreaterThan(0);
  });
});

describe('delimiters', () => {
  it('does not apply when the prompt hands over no input', () => {
    expect(finding('delimiters', 'Write a haiku about autumn.').applicable).toBe(false);
  });

  it('fails on a {{variable}} in the running text and passes when it is quoted or fenced', () => {
    const bare = finding('delimiters', 'Summarize {{text}} for the board.', { variables: ['text'] });
    expect(bare.passed).toBe(false);
    expect(bare.evidence).toEqual(['{{text}}']);
    expect(finding('delimiters', 'Summarize "{{text}}" for the board.', { variables: ['text'] }).passed).toBe(true);
    expect(finding('delimiters', 'Summarize for the board:\n<text>\n{{text}}\n</text>', { variables: ['text'] }).passed).toBe(true);
  });
});

describe('vague language', () => {
  it('ignores vague words inside quoted input: they are data, not instructions', () => {
    const quoted = finding('vague-language', 'Classify the review below as positive or negative.\n"""\nIt was some stuff, etc.\n"""');
    expect(quoted.passed).toBe(true);
  });

  it('scores lower the more vague words there are', () => {
    const one = finding('vague-language', 'Give some tips for writing tests with clear names and small fixtures.');
    const three = finding('vague-language', 'Give some tips for writing various tests, stuff with names and fixtures.');
    expect(three.score).toBeLessThan(one.score);
  });
});

describe('contradictions', () => {
  it.each([
    ['Be brief. Give a detailed explanation.', 'Be brief', 'detailed'],
    ['Use a formal tone. Keep it casual and fun.', 'formal', 'casual'],
    ['Return only JSON. Explain your reasoning first.', 'Return only', 'Explain your reasoning'],
    ['Use bullet points. Do not use bullet points in the intro.', 'Use bullet points', 'Do not use bullet points'],
  ])('reports %j', (prompt, first, second) => {
    const result = finding('contradictions', prompt);
    expect(result.passed).toBe(false);
    expect(result.issue).toContain(`'${first}' conflicts with '${second}'`);
  });
});

describe('variables', () => {
  it('does not apply without placeholders or declarations', () => {
    expect(finding('variables', 'Write a haiku.').applicable).toBe(false);
  });

  it('reports an undefined variable by name', () => {
    const result = finding('variables', 'Write a poem about {{topic}}.');
    expect(result.passed).toBe(false);
    expect(result.issue).toContain('undefined {{topic}}');
  });

  it('counts a variable as defined when declared in the list or documented in the prompt', () => {
    expect(finding('variables', 'Write a poem about "{{topic}}".', { variables: ['topic'] }).passed).toBe(true);
    expect(finding('variables', 'Write a poem about "{{topic}}".\n- {{topic}}: the subject of the poem').passed).toBe(true);
  });

  it('reports declared variables that are never used', () => {
    const result = finding('variables', 'Write a poem about "{{topic}}".', { variables: ['topic', 'tone'] });
    expect(result.issue).toContain('unused {{tone}}');
  });

  it.each([
    ['{{name}', 'closes with a single brace'],
    ['{name}}', 'opens with a single brace'],
    ['{{first name}}', 'is not a valid name'],
    ['{{}}', 'has no name'],
    ['{{name and more text', 'is never closed'],
  ])('reports the malformed placeholder %j', (placeholder, reason) => {
    const result = finding('variables', `Greet ${placeholder} warmly.`);
    expect(result.passed).toBe(false);
    expect(result.issue).toContain(reason);
  });

  it('leaves braces inside fenced code alone (JSX, templates)', () => {
    const code = 'Review this component.\n```tsx\n<div style={{ color: "red" }} />\n```';
    expect(finding('variables', code).applicable).toBe(false);
  });
});

describe('negative-only', () => {
  it('accepts a "don\'t" that says what to do instead', () => {
    expect(finding('negative-only', "Don't use jargon; use plain words instead. Don't guess, but say you are unsure.").passed).toBe(true);
  });
});
