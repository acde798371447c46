import { excerptAround, findMatches, highlightSegments, normalizeQuery, searchEntries, slugify } from './search';

describe('search normalisation', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeQuery('  Otimização   de  CUSTOS ')).toBe('otimizacao de custos');
    expect(findMatches('Otimização de custos', 'OTIMIZACAO')).toEqual([{ start: 0, end: 10 }]);
    expect(findMatches('Resumé and RESUME', 'résumé')).toEqual([
      { start: 0, end: 6 },
      { start: 11, end: 17 },
    ]);
  });

  it('maps matches back to the original text when it has decomposed accents', () => {
    const text = 'cafe\u0301 time';
    const [range] = findMatches(text, 'café');
    expect(text.slice(range.start, range.end)).toBe('cafe\u0301');
  });

  it('finds nothing for a blank query', () => {
    expect(findMatches('anything', '   ')).toEqual([]);
  });
});

describe('highlightSegments', () => {
  it('cuts the text into plain and matched parts, keeping the original spelling', () => {
    expect(highlightSegments('Tokens: count TOKENS before sending tokens', 'tokens')).toEqual([
      { text: 'Tokens', match: true },
      { text: ': count ', match: false },
      { text: 'TOKENS', match: true },
      { text: ' before sending ', match: false },
      { text: 'tokens', match: true },
    ]);
  });

  it('returns the whole text once when nothing matches', () => {
    expect(highlightSegments('Context windows', 'rag')).toEqual([{ text: 'Context windows', match: false }]);
  });
});

describe('searchEntries', () => {
  const entries = [
    { id: 'a', title: 'Tokenization', description: 'How text becomes tokens', content: 'Byte-pair **encoding** merges pairs.' },
    { id: 'b', title: 'Sampling parameters', description: 'Temperature and top-p', content: 'A `temperature` of 0 is focused.' },
  ];

  it('matches titles, descriptions and contents, and everything for an empty query', () => {
    expect(searchEntries(entries, 'TOKENIZATION').map((e) => e.id)).toEqual(['a']);
    expect(searchEntries(entries, 'temperature').map((e) => e.id)).toEqual(['b']);
    expect(searchEntries(entries, 'byte-pair').map((e) => e.id)).toEqual(['a']);
    expect(searchEntries(entries, '').map((e) => e.id)).toEqual(['a', 'b']);
    expect(searchEntries(entries, 'kubernetes')).toEqual([]);
  });
});

describe('excerptAround and slugify', () => {
  it('shows the words around the first match', () => {
    const text = `${'word '.repeat(40)}the needle is here ${'more '.repeat(40)}`;
    const excerpt = excerptAround(text, 'NEEDLE', 20);
    expect(excerpt).toMatch(/^….*needle.*…$/);
    expect(excerpt.length).toBeLessThan(70);
    expect(excerptAround(text, 'absent')).toBe('');
  });

  it('makes heading anchors from their text', () => {
    expect(slugify('Context windows & costs (2026)')).toBe('context-windows-costs-2026');
    expect(slugify('Avaliação de modelos')).toBe('avaliacao-de-modelos');
  });
});
