import { CliError } from '../output/errors';
import { parsePromptFile, serializePromptFile, type PromptFile } from './prompt-file';

const FILE = [
  '---',
  'name: Support reply',
  'description: Answers a customer ticket',
  'model: gpt-4o',
  'system: |',
  '  You are a support agent for Acme.',
  '  Be kind.',
  '---',
  'Write a reply to the ticket below.',
  '',
  '"""{{ticket}}"""',
  '',
].join('\n');

describe('prompt files', () => {
  it('reads the front matter fields and the body as the prompt', () => {
    expect(parsePromptFile(FILE, 'support.md')).toEqual({
      name: 'Support reply',
      description: 'Answers a customer ticket',
      model: 'gpt-4o',
      system: 'You are a support agent for Acme.\nBe kind.\n',
      content: 'Write a reply to the ticket below.\n\n"""{{ticket}}"""',
    });
  });

  it('writes a file that reads back byte for byte', () => {
    expect(serializePromptFile(parsePromptFile(FILE, 'support.md'))).toBe(FILE);
  });

  it.each<[string, PromptFile]>([
    ['plain fields', { name: 'n', content: 'Summarize the text.' }],
    [
      'values YAML would read as something else',
      { name: '2024', description: 'yes', model: 'null', system: '# not a comment: really', content: 'x' },
    ],
    [
      'a system prompt with indentation, trailing blanks, --- lines and no final line break',
      { name: 'n', system: '  indented\ntrailing  \n---\n\n\n"quoted" \'single\' {{var}}', content: 'x' },
    ],
    ['a body with front-matter-like lines, CRLF and trailing blank lines', { name: 'n', content: '---\nname: other\n---\r\nend\n\n' }],
    ['a long one-line description and non-ASCII text', { name: 'Résumé ✓', description: 'word '.repeat(60).trim(), content: '日本語 — ok' }],
    ['no fields at all', { content: 'Classify the review as positive or negative.' }],
  ])('round-trips %s', (_case, prompt) => {
    expect(parsePromptFile(serializePromptFile(prompt), 'p.md')).toEqual(prompt);
  });

  it('leaves out empty fields when writing, and reads empty ones as absent', () => {
    const text = serializePromptFile({ name: 'n', description: '', system: undefined, content: 'Body' });

    expect(text).toBe('---\nname: n\n---\nBody\n');
    expect(parsePromptFile('---\nname: n\ndescription:\n---\nBody\n', 'p.md')).toEqual({ name: 'n', content: 'Body' });
  });

  it('reads a file with no front matter as all prompt, and accepts a byte order mark and CRLF', () => {
    expect(parsePromptFile('Summarize the text.\n', 'p.md')).toEqual({ content: 'Summarize the text.' });
    expect(parsePromptFile('\uFEFF---\r\nname: n\r\n---\r\nBody\r\n', 'p.md')).toEqual({ name: 'n', content: 'Body' });
  });

  it.each([
    ['---\nname: n\nBody\n', "p.md: the front matter opened by '---' on line 1 is never closed by a '---' line"],
    ['---\nname: n\nsytem: typo\n---\nBody\n', "p.md: unknown front matter key 'sytem' (expected name, description, model, system)"],
    ['---\nname: [a, b]\n---\nBody\n', "p.md: front matter 'name' must be text"],
    ['---\n- a list\n---\nBody\n', 'p.md: the front matter must be key: value lines (name, description, model, system)'],
    ['---\nname: a\nname: b\n---\nBody\n', 'p.md:3: invalid front matter: Map keys must be unique at line 2, column 1:'],
    ['---\nname: "unclosed\n---\nBody\n', /^p\.md:\d: invalid front matter: /],
  ])('refuses %j with a message naming the file', (text, message) => {
    const read = () => parsePromptFile(text, 'p.md');

    expect(read).toThrow(CliError);
    expect(read).toThrow(message);
  });
});
