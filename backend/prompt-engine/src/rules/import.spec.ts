import { RULE_FIXTURES, readRuleFixture as readFixture } from '../testing/rule-fixtures';
import { detectRuleFormat, importRuleFile, importRuleFiles, type ImportedRule } from './import';

const importFixture = (file: string): ImportedRule => {
  const result = importRuleFile({ path: file, content: readFixture(file) });
  if ('reason' in result) throw new Error(`${file}: ${result.reason}`);
  return result;
};

describe('import of real rule files', () => {
  it('recognises the layout of every fixture as the format it was collected as', () => {
    const FORMAT_OF: Record<string, string[]> = {
      'cursor-mdc': ['cursor-mdc'],
      cursorrules: ['cursorrules'],
      windsurf: ['windsurf', 'windsurfrules'],
      cline: ['cline'],
      roo: ['roo'],
      'agents-md': ['agents'],
      'claude-md': ['claude'],
      copilot: ['copilot'],
    };
    for (const entry of RULE_FIXTURES) expect([entry.file, FORMAT_OF[entry.format]]).toEqual([entry.file, expect.arrayContaining([detectRuleFormat(entry.file)])]);
  });

  it('imports all 76 files with a name, a target and text without the front matter', () => {
    const { rules, skipped } = importRuleFiles(RULE_FIXTURES.map((e) => ({ path: e.file, content: readFixture(e.file) })));
    expect(skipped).toEqual([]);
    expect(rules).toHaveLength(RULE_FIXTURES.length);
    for (const rule of rules) {
      expect(rule.name.length).toBeGreaterThan(0);
      expect(rule.name.length).toBeLessThanOrEqual(120);
      expect(rule.content.startsWith('---')).toBe(false);
    }
    expect(new Set(rules.map((r) => r.name.toLowerCase())).size).toBe(rules.length);
  });

  it('recovers Cursor globs written bare, as an array, or left empty', () => {
    const ts = importFixture('cursor-mdc/PatrickJS__awesome-cursorrules/typescript.mdc');
    expect(ts).toMatchObject({ name: 'typescript', targetSoftware: 'cursor.ai', activation: 'globs', globs: ['**/*.ts', '**/*.tsx', '**/*.d.ts'] });
    expect(importFixture('cursor-mdc/PatrickJS__awesome-cursorrules/vercel-deployment.mdc').globs).toEqual(['vercel.json', '.vercelignore', 'middleware.ts', 'middleware.js', 'api/**/*', 'app/api/**/*']);
    expect(importFixture('cursor-mdc/PatrickJS__awesome-cursorrules/security-devsecops-ssdls-appsec.mdc').activation).toBe('always');
    expect(importFixture('cursor-mdc/PatrickJS__awesome-cursorrules/go-temporal-dsl-prompt-file/guide.mdc')).toMatchObject({ activation: 'manual', globs: [], description: '' });
  });

  it("reads Windsurf triggers, including the non-standard 'always'", () => {
    const dir = 'windsurf/21-DOT-DEV__swift-secp256k1/.windsurf/rules';
    expect(importFixture(`${dir}/posix-commands.md`)).toMatchObject({ targetSoftware: 'windsurf', activation: 'always' });
    expect(importFixture(`${dir}/swift-version-compatibility.md`)).toMatchObject({ activation: 'globs', globs: ['**/Package.swift', '**/swift-version*', '**/compatibility*'] });
    expect(importFixture('windsurf/ollama__ollama/.windsurf/rules/general.md').activation).toBe('always');
  });

  it('reads Copilot applyTo, Roo and Cline folders, and names root files after their repository', () => {
    const pester = importFixture('copilot/github__awesome-copilot/instructions/powershell-pester-5.instructions.md');
    expect(pester).toMatchObject({ name: 'powershell pester 5', activation: 'globs', globs: ['**/*.Tests.ps1'] });
    expect(importFixture('copilot/github__awesome-copilot/instructions/no-heredoc.instructions.md')).toMatchObject({ name: 'No Heredoc File Operations', activation: 'always', globs: [] });
    expect(importFixture('roo/RooCodeInc__Roo-Code/.roo/rules-translate/001-general-rules.md')).toMatchObject({ name: 'general rules', targetSoftware: 'roo code' });
    expect(importFixture('cline/cline__cline/.clinerules/network.md')).toMatchObject({ name: 'network', targetSoftware: 'cline', activation: 'always' });
    expect(importFixture('agents-md/ollama__ollama/AGENTS.md').name).toBe('ollama__ollama AGENTS.md'.replace(/_+/g, ' '));
    expect(importFixture('cursorrules/grapeot__devin.cursorrules/.cursorrules').name).toBe('grapeot devin.cursorrules');
  });

  it('skips files that are not rules, and empty ones, with a reason', () => {
    const { rules, skipped } = importRuleFiles([
      { path: 'repo/src/index.ts', content: 'export {}' },
      { path: 'repo/.cursor/rules/empty.mdc', content: '---\nglobs: a\n---\n\n' },
      { path: 'repo/.clinerules/a.md', content: 'Use pnpm.' },
      { path: 'other/.clinerules/a.md', content: 'Use npm.' },
    ]);
    expect(skipped.map((s) => s.path)).toEqual(['repo/src/index.ts', 'repo/.cursor/rules/empty.mdc']);
    expect(rules.map((r) => r.name)).toEqual(['a', 'a (2)']);
  });
});
