import type { PromptSuggestion } from '@promptforge/prompt-engine';
import type { LintedPrompt, LintReport } from './lint';

export const LINT_FORMATS = ['text', 'json', 'junit'] as const;
export type LintFormat = (typeof LINT_FORMATS)[number];

export function formatLintReport(report: LintReport, format: LintFormat): string {
  switch (format) {
    case 'text':
      return lintText(report);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'junit':
      return lintJunit(report);
  }
}

/** For people: a verdict line per prompt, its suggestions (biggest loss first), then a summary line. */
export function lintText(report: LintReport): string {
  const blocks = report.prompts.map((prompt) => {
    const lines = [`${prompt.passed ? 'PASS' : 'FAIL'} ${prompt.file} ${JSON.stringify(prompt.name)}: ${scores(prompt)}`];
    for (const suggestion of prompt.analysis.suggestions) {
      lines.push(`  ${`[${suggestion.impact}]`.padEnd(IMPACT_WIDTH)} ${suggestion.issue}`);
      lines.push(`  ${' '.repeat(IMPACT_WIDTH)} ${suggestion.suggestion}`);
    }
    return lines.join('\n');
  });
  return `${[...blocks, summary(report)].join('\n\n')}\n`;
}

/** '[medium]', the longest impact label. */
const IMPACT_WIDTH = 8;

function scores({ analysis }: LintedPrompt): string {
  const tokens = `${analysis.tokensExact ? '' : '~'}${analysis.estimatedTokens} tokens`;
  return `overall ${analysis.overallScore}/100 (clarity ${analysis.clarityScore}, context ${analysis.contextScore}), ${tokens}`;
}

function summary(report: LintReport): string {
  const total = report.prompts.length;
  const failed = report.prompts.filter((prompt) => !prompt.passed).length;
  const noun = total === 1 ? 'prompt' : 'prompts';
  if (failed === 0) return `${total === 1 ? 'The' : `All ${total}`} ${noun} scored ${report.minScore} or more.`;
  return `${failed} of ${total} ${noun} scored below the minimum of ${report.minScore}.`;
}

/**
 * JUnit XML for CI test reports: one testcase per file, a failure (with the suggestions) when its overall score
 * is below the minimum. Every value is escaped, so any prompt text gives well-formed XML.
 */
export function lintJunit(report: LintReport): string {
  const tests = report.prompts.length;
  const failures = report.prompts.filter((prompt) => !prompt.passed).length;
  const counts = `tests="${tests}" failures="${failures}" errors="0"`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="promptforge prompts lint" ${counts}>`,
    `  <testsuite name="promptforge prompts lint" ${counts} skipped="0">`,
    `    <properties>`,
    `      <property name="minScore" value="${report.minScore}"/>`,
    `    </properties>`,
  ];
  for (const prompt of report.prompts) {
    const testcase = `    <testcase classname="${xmlAttribute(prompt.name)}" name="${xmlAttribute(prompt.file)}" file="${xmlAttribute(prompt.file)}"`;
    if (prompt.passed) {
      lines.push(`${testcase}>`, `      <system-out>${xmlText(scores(prompt))}</system-out>`, '    </testcase>');
      continue;
    }
    const message = `overall score ${prompt.analysis.overallScore} is below the minimum of ${report.minScore}`;
    const details = [scores(prompt), '', ...prompt.analysis.suggestions.map(suggestionText)].join('\n');
    lines.push(
      `${testcase}>`,
      `      <failure message="${xmlAttribute(message)}" type="PromptScoreBelowMinimum">${xmlText(details)}</failure>`,
      '    </testcase>',
    );
  }
  lines.push('  </testsuite>', '</testsuites>');
  return `${lines.join('\n')}\n`;
}

function suggestionText(suggestion: PromptSuggestion): string {
  return [
    `[${suggestion.impact}] ${suggestion.issue}`,
    `  Suggestion: ${suggestion.suggestion}`,
    `  Example: ${suggestion.example.replace(/\n/g, '\n    ')}`,
  ].join('\n');
}

// Characters XML 1.0 does not allow even as references (controls other than tab, LF, CR; U+FFFE/U+FFFF; lone
// surrogates). They are replaced, not escaped.
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Element content: `&` and `<` escaped, `>` too so `]]>` cannot appear, CR as a reference so it is kept. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHARACTER, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** A double-quoted attribute value; line breaks and tabs as references, which attribute normalisation would lose. */
export function xmlAttribute(value: string): string {
  return xmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;');
}
