import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontMatter } from './front-matter';
import { importRuleFile, importRuleFiles } from './import';
import { editorPath, exportForEditor, exportRepository, ruleSlug, specExportContent, specExportFileName } from './targets';
import { EDITOR_TARGETS, RULE_ACTIVATIONS, type RuleForExport } from './types';

const GOLDEN = join(__dirname, 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const RULES: Record<(typeof RULE_ACTIVATIONS)[number], RuleForExport> = {
  always: { name: 'TypeScript Standards', content: '# TypeScript\n\n- Enable `strict`.\n- Prefer `unknown` to `any`.\n', activation: 'always', globs: [], description: '' },
  globs: { name: 'React Components', content: '- Function components only.\n- Co-locate tests.\n', activation: 'globs', globs: ['**/*.tsx', 'src/components/**/*.ts'], description: 'React component conventions' },
  model: { name: 'Database Migrations', content: 'Write reversible migrations.\n', activation: 'model', globs: [], description: 'Use when writing or reviewing a database migration' },
  manual: { name: 'Release Checklist', content: 'Bump the version, tag, publish.\n', activation: 'manual', globs: [], description: 'Steps of a release' },
};

describe('spec export (the contract)', () => {
  it('names the file after the rule, lower-cased with underscores, extension by target', () => {
    expect(specExportFileName({ name: 'My React Rules', targetSoftware: 'cursor.ai' })).toBe('my_react_rules.mdc');
    expect(specExportFileName({ name: 'Flow Rules', targetSoftware: 'windsurf' })).toBe('flow_rules.windsurfrules');
    expect(specExportFileName({ name: 'Roo Rules', targetSoftware: 'roo code' })).toBe('roo_rules.roo');
    expect(specExportFileName({ name: 'Cline Rules', targetSoftware: 'cline' })).toBe('cline_rules.cli');
    expect(specExportFileName({ name: 'Misc', targetSoftware: 'other' })).toBe('misc.txt');
  });

  it("prepends Cursor's front matter to a .mdc without one, and leaves the others and an existing block alone", () => {
    const cursor = specExportContent({ ...RULES.globs, targetSoftware: 'cursor.ai' });
    expect(cursor).toBe('---\ndescription: React component conventions\nglobs: **/*.tsx, src/components/**/*.ts\nalwaysApply: false\n---\n- Function components only.\n- Co-locate tests.\n');
    const withBlock = '---\ndescription: x\nglobs:\nalwaysApply: true\n---\nBody';
    expect(specExportContent({ name: 'a', content: withBlock, targetSoftware: 'cursor.ai' })).toBe(withBlock);
    expect(specExportContent({ name: 'a', content: 'Body', targetSoftware: 'windsurf' })).toBe('Body');
  });
});

describe('export for editor', () => {
  it.each(EDITOR_TARGETS.flatMap((target) => RULE_ACTIVATIONS.map((activation) => [target, activation] as const)))('%s, activation %s matches its golden file', (target, activation) => {
    const file = exportForEditor(RULES[activation], target);
    const golden = join(GOLDEN, `${target}.${activation}.txt`);
    const actual = `path: ${file.path}\n=====\n${file.content}`;
    if (UPDATE || !existsSync(golden)) {
      if (!UPDATE) throw new Error(`missing golden file ${golden}; run with UPDATE_GOLDEN=1 and review it`);
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(golden, actual);
    }
    expect(actual).toBe(readFileSync(golden, 'utf8'));
  });

  it('writes the paths each editor reads', () => {
    expect(EDITOR_TARGETS.map((t) => editorPath(t, 'Next.js App Router'))).toEqual([
      '.cursor/rules/next-js-app-router.mdc',
      '.windsurf/rules/next-js-app-router.md',
      '.devin/rules/next-js-app-router.md',
      '.clinerules/next-js-app-router.md',
      '.roo/rules/next-js-app-router.md',
      '.github/instructions/next-js-app-router.instructions.md',
      'CLAUDE.md',
      'AGENTS.md',
    ]);
    expect(ruleSlug('  Ação: Padrões / PHP 8.3 ')).toBe('acao-padroes-php-8-3');
    expect(ruleSlug('***')).toBe('rule');
  });

  it('warns above 6,000 characters for Windsurf and Devin only', () => {
    const big = { ...RULES.always, content: 'x'.repeat(6_100) };
    expect(exportForEditor(big, 'windsurf').warnings[0]).toMatch(/Windsurf reads at most 6,000 characters/);
    expect(exportForEditor(big, 'devin').warnings[0]).toMatch(/Devin Desktop reads at most 6,000/);
    expect(exportForEditor(big, 'cursor').warnings).toEqual([]);
    expect(exportForEditor(RULES.always, 'windsurf').warnings).toEqual([]);
  });

  it('treats a glob activation without globs as always (it would never apply otherwise)', () => {
    expect(exportForEditor({ ...RULES.globs, globs: [] }, 'cursor').content).toContain('alwaysApply: true');
  });

  it('strips stored front matter and writes the derived one', () => {
    const rule = { ...RULES.globs, content: '---\nglobs: old/**\nalwaysApply: true\n---\nBody\n' };
    const out = exportForEditor(rule, 'cursor').content;
    expect(out).not.toContain('old/**');
    expect(parseFrontMatter(out).body).toBe('Body\n');
  });

  it('lays several rules out as a repository, with unique file names and one CLAUDE.md / AGENTS.md', () => {
    const rules = [RULES.always, RULES.globs, { ...RULES.model, name: 'typescript standards' }];
    const files = exportRepository(rules, ['cursor', 'agents', 'claude']);
    expect(files.map((f) => f.path)).toEqual([
      '.cursor/rules/typescript-standards.mdc',
      '.cursor/rules/react-components.mdc',
      '.cursor/rules/typescript-standards-2.mdc',
      'AGENTS.md',
      'CLAUDE.md',
    ]);
    const agents = files.find((f) => f.path === 'AGENTS.md')!;
    expect(agents.content).toContain('## React Components\n\nApplies to files matching: `**/*.tsx`, `src/components/**/*.ts`');
    expect(agents.rules).toHaveLength(3);
  });
});

describe('import → export round trip', () => {
  it.each(EDITOR_TARGETS.filter((t) => t !== 'claude' && t !== 'agents' && t !== 'roo').flatMap((target) => RULE_ACTIVATIONS.map((a) => [target, a] as const)))(
    '%s keeps activation %s and the globs',
    (target, activation) => {
      const rule = RULES[activation];
      const file = exportForEditor(rule, target);
      const back = importRuleFile(file);
      if ('reason' in back) throw new Error(back.reason);
      expect(back.content).toBe(rule.content.trimEnd());
      expect(back.name).toBe(ruleSlug(rule.name).replace(/-/g, ' '));
      // Cline has only paths (globs) or always; Copilot has no manual activation and keeps the description
      const expected =
        target === 'cline' ? (activation === 'globs' ? 'globs' : 'always') : target === 'copilot' && activation === 'manual' ? 'model' : activation;
      expect(back.activation).toBe(expected);
      expect(back.globs).toEqual(expected === 'globs' ? rule.globs : []);
    },
  );

  it('recovers every rule of an exported repository', () => {
    const rules = Object.values(RULES);
    const files = exportRepository(rules, ['cursor']);
    const imported = importRuleFiles(files.map(({ path, content }) => ({ path: `my-repo/${path}`, content })));
    expect(imported.skipped).toEqual([]);
    expect(imported.rules.map((r) => [r.activation, r.globs, r.description])).toEqual(rules.map((r) => [r.activation, r.globs, r.activation === 'manual' ? '' : r.description]));
    // and exporting the imported rules again gives the same files
    expect(exportRepository(imported.rules.map((r, i) => ({ ...r, name: rules[i].name })), ['cursor'])).toEqual(files);
  });
});
