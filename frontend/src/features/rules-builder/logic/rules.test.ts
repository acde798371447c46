import { strFromU8, unzipSync } from 'fflate';
import { lintRule } from '@engine/rules';
import type { Rule } from '../api/rules';
import { canSave, filterRules, nameFromTemplate, preview, readImportFiles, repositoryZip, RULE_TOASTS, specExportContent, specExportFileName } from './rules';
import { ApiError } from '@/api/errors';

const rule = (overrides: Partial<Rule>): Rule => ({
  id: '1',
  name: 'React Rules',
  content: 'Use function components.',
  targetSoftware: 'cursor.ai',
  activation: 'always',
  globs: [],
  description: '',
  lint: lintRule(''),
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('rules builder logic', () => {
  it('searches name or content and filters software, case-insensitively (spec §5)', () => {
    const rules = [rule({ id: 'a', name: 'React Rules' }), rule({ id: 'b', name: 'Py', content: 'Use REACT hooks', targetSoftware: 'windsurf' }), rule({ id: 'c', name: 'Go', content: 'x', targetSoftware: 'cline' })];
    expect(filterRules(rules, 'react', 'all').map((r) => r.id)).toEqual(['a', 'b']);
    expect(filterRules(rules, '  REACT ', 'WINDSURF').map((r) => r.id)).toEqual(['b']);
    expect(filterRules(rules, '', 'cline').map((r) => r.id)).toEqual(['c']);
  });

  it('needs a trimmed name and content, cuts previews at 200 and names template copies', () => {
    expect(canSave(' a ', ' b ')).toBe(true);
    expect(canSave('  ', 'b')).toBe(false);
    expect(canSave('a', '\n')).toBe(false);
    expect(preview('x'.repeat(201))).toBe(`${'x'.repeat(200)}...`);
    expect(preview('short')).toBe('short');
    expect(nameFromTemplate('', 'React 19 Components')).toBe('Based on: React 19 Components');
    expect(nameFromTemplate('Mine', 'React 19 Components')).toBe('Mine');
  });

  it('exports with the spec file name, prepending Cursor front matter to a .mdc without one', () => {
    expect(specExportFileName(rule({ name: 'My React Rules', targetSoftware: 'roo code' }))).toBe('my_react_rules.roo');
    expect(specExportContent(rule({ activation: 'globs', globs: ['**/*.tsx'], description: 'React' }))).toBe('---\ndescription: React\nglobs: **/*.tsx\nalwaysApply: false\n---\nUse function components.');
  });

  it('zips several rules as a repository', () => {
    const { zip, paths } = repositoryZip([rule({ name: 'A' }), rule({ id: '2', name: 'B', activation: 'globs', globs: ['src/**'] })], ['cursor', 'agents']);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['.cursor/rules/a.mdc', '.cursor/rules/b.mdc', 'AGENTS.md']);
    expect(paths).toEqual(Object.keys(files));
    expect(strFromU8(files['.cursor/rules/b.mdc'])).toContain('globs: src/**\nalwaysApply: false');
  });

  it('reads loose files and only the rule files of a ZIP', async () => {
    const { zip } = repositoryZip([rule({ name: 'A' })], ['cursor', 'cline']);
    const files = await readImportFiles([new File([zip as Uint8Array<ArrayBuffer>], 'repo.zip'), new File(['Use pnpm.'], 'AGENTS.md')]);
    expect(files.map((f) => f.path)).toEqual(['.cursor/rules/a.mdc', '.clinerules/a.md', 'AGENTS.md']);
  });

  it('uses the spec toasts, with the server message on failure', () => {
    expect(RULE_TOASTS.created().title).toBe('Rule created successfully!');
    expect(RULE_TOASTS.deleted().title).toBe('Rule deleted successfully');
    expect(RULE_TOASTS.createFailed(new Error('x')).title).toBe('Failed to create rule');
    expect(RULE_TOASTS.createFailed(new ApiError(409, 'x', { message: 'A rule with this name already exists.' })).title).toBe('A rule with this name already exists.');
    expect(RULE_TOASTS.deleteFailed(new Error('x')).title).toBe('Failed to delete rule');
  });
});
