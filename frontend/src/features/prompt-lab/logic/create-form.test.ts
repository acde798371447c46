import { PROMPT_FORM_RULES, toCreateInput } from './create-form';

async function messagesFor(field: keyof typeof PROMPT_FORM_RULES, value: unknown): Promise<string[]> {
  const messages: string[] = [];
  for (const rule of PROMPT_FORM_RULES[field]) {
    if (typeof rule === 'function' || !rule.validator) continue;
    await Promise.resolve(rule.validator(rule as never, value, () => undefined)).catch((error: Error) => messages.push(error.message));
  }
  return messages;
}

describe('create form rules (spec §5)', () => {
  it('names of fewer than 2 characters, blanks ignored', async () => {
    expect(await messagesFor('name', 'a')).toEqual(['Name must be at least 2 characters long']);
    expect(await messagesFor('name', ' a  ')).toEqual(['Name must be at least 2 characters long']);
    expect(await messagesFor('name', 'ab')).toEqual([]);
  });

  it('content of fewer than 5 characters, blanks ignored', async () => {
    expect(await messagesFor('content', '     ')).toEqual(['Prompt content must be at least 5 characters long']);
    expect(await messagesFor('content', 'Hi!!')).toEqual(['Prompt content must be at least 5 characters long']);
    expect(await messagesFor('content', 'Hello')).toEqual([]);
  });

  it('requires a target model', () => {
    expect(PROMPT_FORM_RULES.llmModelDefault).toEqual([{ required: true, message: 'Please select a target model' }]);
  });
});

describe('toCreateInput', () => {
  it('trims the name and leaves blank optional fields out', () => {
    expect(toCreateInput({ name: '  Support ', description: '  ', content: 'Reply kindly.', systemPrompt: '', llmModelDefault: 'gpt-4o' })).toEqual({
      name: 'Support',
      description: undefined,
      content: 'Reply kindly.',
      systemPrompt: undefined,
      llmModelDefault: 'gpt-4o',
    });
  });
});
