import { disallowedCharacter, findDisallowedText } from './request-text';

describe('disallowedCharacter', () => {
  it.each([
    ['a\u0000b', 'U+0000'],
    ['\ud800', 'U+D800'],
    ['x\udbff', 'U+DBFF'],
    ['\udc00x', 'U+DC00'],
    ['\ud83d\ude00\ude00', 'U+DE00'], // a pair, then a lone low surrogate
  ])('finds the character in %j', (text, expected) => {
    expect(disallowedCharacter(text)).toBe(expected);
  });

  it.each(['', 'plain', 'emoji \ud83d\ude00 pairs', 'zero\u200bwidth and \u202eRTL and \ufeffBOM', '\u0001\u001f\u007f control characters'])(
    'accepts %j (only NUL and unpaired surrogates are refused)',
    (text) => {
      expect(disallowedCharacter(text)).toBeUndefined();
    },
  );
});

describe('findDisallowedText', () => {
  it('names the field with the dotted path of validation errors, shallowest first', () => {
    expect(findDisallowedText({ models: ['gpt-4o', 'x\u0000'], deep: { er: { still: '\ud800' } } }, '')).toEqual({
      field: 'models.1',
      message: 'models.1 contains a character that is not allowed (U+0000).',
    });
  });

  it('checks property names too, showing them escaped', () => {
    expect(findDisallowedText({ ok: 'fine', ['na\u0000me']: 1 }, '')).toEqual({
      field: 'na\\u0000me',
      message: 'na\\u0000me contains a character that is not allowed (U+0000).',
    });
  });

  it('prefixes a root and names a whole bad value', () => {
    expect(findDisallowedText('\ud800', 'id')?.message).toBe('id contains a character that is not allowed (U+D800).');
    expect(findDisallowedText('\ud800', '', 'body')?.message).toBe('body contains a character that is not allowed (U+D800).');
  });

  it('walks deep values without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) {
      deep = [deep];
    }
    expect(findDisallowedText(deep, '')?.message).toMatch(/contains a character that is not allowed \(U\+0000\)\.$/);
    expect(findDisallowedText({ a: 1, b: [true, null, 'ok'] }, '')).toBeUndefined();
  });
});
