import { analyzePrompt } from '@promptforge/prompt-engine';
import { parseXml, type XmlElement } from '../testing/xml';
import { lintPrompts, type LintReport } from './lint';
import { formatLintReport, lintJunit, lintText, xmlAttribute, xmlText } from './lint-format';

const WEAK = 'Write some stuff about dogs, etc.';
const GOOD = [
  'You are a veterinarian writing for new dog owners.',
  'Write a 150-word guide on house-training a puppy.',
  'Format: 5 bullet points, each starting with a verb.',
  'Tone: friendly. Audience: first-time owners. Do not mention punishment; use positive reinforcement instead.',
  'Example:',
  '- Take the puppy outside every two hours.',
].join('\n');

/** Text that breaks naive XML: markup, entities, quotes, a CDATA end, controls XML forbids, a lone surrogate. */
const HOSTILE = 'A & B <b>"x"</b> \'y\' ]]> \u0001\u0008\u001F \uD800 tab\there\r\nnext';

function report(): LintReport {
  return lintPrompts(
    [
      { path: 'prompts/weak.md', prompt: { name: 'Dogs', content: WEAK } },
      { path: 'prompts/good.md', prompt: { content: GOOD } },
    ],
    70,
  );
}

function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

describe('prompts lint reports', () => {
  it('passes a prompt at or above the minimum score and fails one below', () => {
    const { prompts, passed } = report();

    expect(prompts.map((prompt) => [prompt.file, prompt.name, prompt.analysis.overallScore, prompt.passed])).toEqual([
      ['prompts/weak.md', 'Dogs', analyzePrompt({ promptContent: WEAK }).overallScore, false],
      ['prompts/good.md', 'good', analyzePrompt({ promptContent: GOOD }).overallScore, true],
    ]);
    expect(passed).toBe(false);
    const weakScore = prompts[0].analysis.overallScore;
    expect(lintPrompts([{ path: 'w.md', prompt: { content: WEAK } }], weakScore).passed).toBe(true);
    expect(lintPrompts([{ path: 'w.md', prompt: { content: WEAK } }], weakScore + 1).passed).toBe(false);
  });

  it('counts a role set in the system prompt, and tokens with the target model', () => {
    const content = 'Summarize the text below in 3 bullet points.\n"""{{text}}"""';
    const [without] = lintPrompts([{ path: 'a.md', prompt: { content } }], 70).prompts;
    const [withSystem] = lintPrompts(
      [{ path: 'a.md', prompt: { content, system: 'You are a financial analyst.', model: 'claude-3-5-sonnet' } }],
      70,
    ).prompts;

    expect(withSystem.analysis.contextScore).toBeGreaterThan(without.analysis.contextScore);
    expect(withSystem.analysis.tokensExact).toBe(false);
  });

  it('text: a verdict line per file with its suggestions, then a summary', () => {
    const lines = lintText(report()).split('\n');
    const weak = report().prompts[0].analysis;

    expect(lines[0]).toBe(
      `FAIL prompts/weak.md "Dogs": overall ${weak.overallScore}/100 (clarity ${weak.clarityScore}, context ${weak.contextScore}), ${weak.estimatedTokens} tokens`,
    );
    expect(lines[1]).toBe(`  ${`[${weak.suggestions[0].impact}]`.padEnd(8)} ${weak.suggestions[0].issue}`);
    expect(lines[2]).toBe(`           ${weak.suggestions[0].suggestion}`);
    expect(lines).toContainEqual(expect.stringMatching(/^PASS prompts\/good\.md "good": overall \d+\/100/));
    expect(lines.at(-2)).toBe('1 of 2 prompts scored below the minimum of 70.');
    expect(lintText(lintPrompts([{ path: 'g.md', prompt: { content: GOOD } }], 70))).toMatch(/\n\nThe prompt scored 70 or more\.\n$/);
  });

  it('json: the report with every analysis', () => {
    expect(JSON.parse(formatLintReport(report(), 'json'))).toEqual(JSON.parse(JSON.stringify(report())));
  });

  it('junit: well-formed XML with a testcase per file and a failure with the suggestions below the minimum', () => {
    const xml = lintJunit(report());
    const suites = parseXml(xml);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(suites.name).toBe('testsuites');
    expect(suites.attributes).toMatchObject({ tests: '2', failures: '1', errors: '0' });
    const [suite] = children(suites, 'testsuite');
    const cases = children(suite, 'testcase');
    expect(cases.map((testcase) => [testcase.attributes.name, testcase.attributes.classname])).toEqual([
      ['prompts/weak.md', 'Dogs'],
      ['prompts/good.md', 'good'],
    ]);
    const [failure] = children(cases[0], 'failure');
    const weak = report().prompts[0].analysis;
    expect(failure.attributes.message).toBe(`overall score ${weak.overallScore} is below the minimum of 70`);
    for (const suggestion of weak.suggestions) expect(failure.text).toContain(suggestion.issue);
    expect(children(cases[1], 'failure')).toEqual([]);
  });

  it('junit: any prompt name and file name still give well-formed XML that reads back the same', () => {
    const hostile = lintPrompts([{ path: `dir/${HOSTILE}.md`, prompt: { name: HOSTILE, content: `${WEAK} ${HOSTILE}` } }], 70);

    const testcase = children(children(parseXml(lintJunit(hostile)), 'testsuite')[0], 'testcase')[0];

    const readable = HOSTILE.replace(/[\u0001\u0008\u001F\uD800]/g, '\uFFFD');
    expect(testcase.attributes.classname).toBe(readable);
    expect(testcase.attributes.name).toBe(`dir/${readable}.md`);
  });

  it.each([HOSTILE, '&amp; already escaped', '<![CDATA[ x ]]>', '😀 surrogate pair stays'])(
    'escapes %j in element text and attributes so a parser reads it back',
    (value) => {
      const element = parseXml(`<a b="${xmlAttribute(value)}">${xmlText(value)}</a>`);
      const expected = value.replace(/[\u0001\u0008\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, '\uFFFD');

      expect(element.attributes.b).toBe(expected);
      expect(element.text).toBe(expected);
    },
  );
});
