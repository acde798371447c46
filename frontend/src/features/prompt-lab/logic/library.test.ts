import { EMPTY_LIBRARY, emptyText, filterPrompts, modelsInUse, NO_MATCH } from './library';

const prompts = [
  { name: 'Support reply', description: 'Answers customer e-mails politely', llmModelDefault: 'gpt-4o' },
  { name: 'SQL helper', description: null, llmModelDefault: 'deepseek-chat' },
  { name: 'Release notes', description: 'Summarise merged pull requests', llmModelDefault: 'gpt-4o' },
];

describe('filterPrompts (spec §2: search by name or description; Filter by target model)', () => {
  it('keeps everything with no search and no model', () => {
    expect(filterPrompts(prompts, '', null)).toEqual(prompts);
    expect(filterPrompts(prompts, '   ', null)).toEqual(prompts);
  });

  it('matches the name or the description, ignoring case and surrounding blanks', () => {
    expect(filterPrompts(prompts, '  sql ', null).map((p) => p.name)).toEqual(['SQL helper']);
    expect(filterPrompts(prompts, 'CUSTOMER', null).map((p) => p.name)).toEqual(['Support reply']);
    expect(filterPrompts(prompts, 'nothing like this', null)).toEqual([]);
  });

  it('keeps only the chosen target model, together with the search', () => {
    expect(filterPrompts(prompts, '', 'gpt-4o').map((p) => p.name)).toEqual(['Support reply', 'Release notes']);
    expect(filterPrompts(prompts, 'release', 'gpt-4o').map((p) => p.name)).toEqual(['Release notes']);
    expect(filterPrompts(prompts, 'release', 'deepseek-chat')).toEqual([]);
  });
});

describe('emptyText', () => {
  it("says the library is empty, or that nothing matches", () => {
    expect(emptyText(0)).toBe(EMPTY_LIBRARY);
    expect(EMPTY_LIBRARY).toBe("You don't have any prompts yet");
    expect(emptyText(3)).toBe(NO_MATCH);
    expect(NO_MATCH).toBe('No prompts match your search');
  });
});

describe('modelsInUse', () => {
  it('lists each target model once, sorted', () => {
    expect(modelsInUse(prompts)).toEqual(['deepseek-chat', 'gpt-4o']);
    expect(modelsInUse([])).toEqual([]);
  });
});
