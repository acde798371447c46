import { RULE_FIXTURES, readRuleFixture as readFixture } from '../testing/rule-fixtures';
import { asList, parseFrontMatter, splitList } from './front-matter';

describe('lenient front matter', () => {
  it('reads bare globs that strict YAML rejects (`**` is an alias there)', () => {
    const { data, body, bodyLine } = parseFrontMatter('---\ndescription: TS rules\nglobs: **/*.ts, **/*.tsx\nalwaysApply: false\n---\n# Body\n');
    expect(data).toEqual({ description: 'TS rules', globs: '**/*.ts, **/*.tsx', alwaysApply: false });
    expect(asList(data.globs)).toEqual(['**/*.ts', '**/*.tsx']);
    expect(body).toBe('# Body\n');
    expect(bodyLine).toBe(6);
  });

  it('reads flow arrays, block lists, quotes, empty keys and comments', () => {
    const text = [
      '---',
      'globs: ["**/Package.swift", \'**/swift-version*\']',
      'paths:',
      '  - "src/**/*.ts"',
      '  - lib/**',
      'description:',
      "applyTo: '**/*.js, **/*.mjs'",
      'name: "Say \\"hi\\""  # a comment',
      'trigger: always',
      '---',
      'Body',
    ].join('\n');
    const { data } = parseFrontMatter(text);
    expect(asList(data.globs)).toEqual(['**/Package.swift', '**/swift-version*']);
    expect(asList(data.paths)).toEqual(['src/**/*.ts', 'lib/**']);
    expect(data.description).toBeNull();
    expect(asList(data.applyTo)).toEqual(['**/*.js', '**/*.mjs']);
    expect(data.name).toBe('Say "hi"');
    expect(data.trigger).toBe('always');
  });

  it('keeps brace globs whole and handles CRLF and a BOM', () => {
    expect(splitList('**/*.{ts,tsx}, docs/**')).toEqual(['**/*.{ts,tsx}', 'docs/**']);
    const { data, body } = parseFrontMatter('\uFEFF---\r\nglobs: src/**\r\n---\r\nBody\r\n');
    expect(data.globs).toBe('src/**');
    expect(body).toBe('Body\n');
  });

  it('treats an unclosed block or a text without one as having no front matter', () => {
    expect(parseFrontMatter('---\nglobs: a\nno end').present).toBe(false);
    expect(parseFrontMatter('# Title\n---\n').present).toBe(false);
  });

  it('parses every real-world file without throwing, and finds the front matter each one has', () => {
    for (const entry of RULE_FIXTURES) {
      const text = readFixture(entry.file);
      const parsed = parseFrontMatter(text);
      expect(parsed.present).toBe(/^\uFEFF?---\r?\n[\s\S]*?\n---\s*(\r?\n|$)/.test(text));
      if (parsed.present) expect(Object.keys(parsed.data).length).toBeGreaterThan(0);
    }
  });
});
