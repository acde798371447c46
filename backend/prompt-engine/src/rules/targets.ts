// Where each editor reads a rule and the front matter it expects, derived from the rule's one activation and globs.

import { parseFrontMatter, renderFrontMatter } from './front-matter';
import {
  DEFAULT_RULE_TARGET_SOFTWARE,
  WINDSURF_RULE_FILE_LIMIT,
  type EditorTarget,
  type RuleActivation,
  type RuleFile,
  type RuleForExport,
  type RuleTargetSoftware,
} from './types';

/** The spec's export extension per target software (tool-screens §7). */
export const SPEC_EXPORT_EXTENSIONS: Record<RuleTargetSoftware, string> = {
  'cursor.ai': '.mdc',
  windsurf: '.windsurfrules',
  'roo code': '.roo',
  cline: '.cli',
  other: '.txt',
};

/** The spec's download name: the rule name lower-cased with spaces turned into underscores, extension by target. */
export function specExportFileName(rule: Pick<RuleForExport, 'name' | 'targetSoftware'>): string {
  const target = rule.targetSoftware ?? DEFAULT_RULE_TARGET_SOFTWARE;
  return `${rule.name.toLowerCase().replace(/ /g, '_')}${SPEC_EXPORT_EXTENSIONS[target] ?? '.txt'}`;
}

/** The spec export's text: the content as stored, with Cursor's front matter prepended to a `.mdc` that has none. */
export function specExportContent(rule: RuleForExport): string {
  const target = rule.targetSoftware ?? DEFAULT_RULE_TARGET_SOFTWARE;
  if (target !== 'cursor.ai' || parseFrontMatter(rule.content).present) return rule.content;
  return cursorFrontMatter(rule) + rule.content;
}

/** A file-system-safe stem for a rule: lower case, words joined by hyphens. */
export function ruleSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'rule';
}

function activationOf(rule: RuleForExport): RuleActivation {
  const activation = rule.activation ?? 'always';
  // a glob activation with no glob would never apply: editors treat it as always
  return activation === 'globs' && !(rule.globs ?? []).length ? 'always' : activation;
}

function bodyOf(rule: RuleForExport): string {
  const body = parseFrontMatter(rule.content).body.replace(/^\s*\n/, '');
  return body.endsWith('\n') ? body : `${body}\n`;
}

function cursorFrontMatter(rule: RuleForExport): string {
  const activation = activationOf(rule);
  const globs = activation === 'globs' ? (rule.globs ?? []).join(', ') : '';
  return renderFrontMatter([
    ['description', activation === 'manual' ? '' : oneLine(rule.description)],
    ['globs', globs],
    ['alwaysApply', activation === 'always'],
  ]);
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const WINDSURF_TRIGGERS: Record<RuleActivation, string> = { always: 'always_on', globs: 'glob', model: 'model_decision', manual: 'manual' };

function windsurfFrontMatter(rule: RuleForExport): string {
  const activation = activationOf(rule);
  const entries: [string, string | boolean | string[] | null][] = [['trigger', WINDSURF_TRIGGERS[activation]]];
  if (activation === 'model') entries.push(['description', oneLine(rule.description)]);
  if (activation === 'globs') entries.push(['globs', (rule.globs ?? []).join(', ')]);
  return renderFrontMatter(entries);
}

function clineFrontMatter(rule: RuleForExport): string {
  return activationOf(rule) === 'globs' ? renderFrontMatter([['paths', rule.globs ?? []]]) : '';
}

function copilotFrontMatter(rule: RuleForExport): string {
  const activation = activationOf(rule);
  const entries: [string, string | boolean | string[] | null][] = [];
  const description = oneLine(rule.description);
  if (description) entries.push(['description', `'${description.replace(/'/g, "''")}'`]);
  if (activation === 'always') entries.push(['applyTo', "'**'"]);
  if (activation === 'globs') entries.push(['applyTo', `'${(rule.globs ?? []).join(',').replace(/'/g, "''")}'`]);
  return entries.length ? renderFrontMatter(entries) : '';
}

/** The path of a rule's file for an editor, relative to the repository root. */
export function editorPath(target: EditorTarget, name: string): string {
  const slug = ruleSlug(name);
  switch (target) {
    case 'cursor':
      return `.cursor/rules/${slug}.mdc`;
    case 'windsurf':
      return `.windsurf/rules/${slug}.md`;
    case 'devin':
      return `.devin/rules/${slug}.md`;
    case 'cline':
      return `.clinerules/${slug}.md`;
    case 'roo':
      return `.roo/rules/${slug}.md`;
    case 'copilot':
      return `.github/instructions/${slug}.instructions.md`;
    case 'claude':
      return 'CLAUDE.md';
    case 'agents':
      return 'AGENTS.md';
  }
}

/** Targets whose rules all go into one file at the repository root. */
export const COMBINED_TARGETS: readonly EditorTarget[] = ['claude', 'agents'];

export interface EditorFile extends RuleFile {
  target: EditorTarget;
  /** The rules in this file (one, or several for CLAUDE.md / AGENTS.md). */
  rules: string[];
  warnings: string[];
}

function sectionFor(rule: RuleForExport): string {
  const activation = activationOf(rule);
  const lines = [`## ${oneLine(rule.name)}`, ''];
  if (activation === 'globs') lines.push(`Applies to files matching: ${(rule.globs ?? []).map((g) => `\`${g}\``).join(', ')}`, '');
  if (activation === 'model' && oneLine(rule.description)) lines.push(`Use when: ${oneLine(rule.description)}`, '');
  if (activation === 'manual') lines.push('Apply only when this rule is mentioned by name.', '');
  return `${lines.join('\n')}\n${bodyOf(rule)}`;
}

function warningsFor(target: EditorTarget, content: string): string[] {
  if ((target === 'windsurf' || target === 'devin') && content.length > WINDSURF_RULE_FILE_LIMIT) {
    const editor = target === 'windsurf' ? 'Windsurf' : 'Devin Desktop';
    return [`${editor} reads at most ${WINDSURF_RULE_FILE_LIMIT.toLocaleString('en-US')} characters of a rule file; this one has ${content.length.toLocaleString('en-US')}. Split it into smaller rules.`];
  }
  return [];
}

/** One rule's file for one editor. */
export function exportForEditor(rule: RuleForExport, target: EditorTarget): EditorFile {
  let content: string;
  switch (target) {
    case 'cursor':
      content = cursorFrontMatter(rule) + bodyOf(rule);
      break;
    case 'windsurf':
    case 'devin':
      content = windsurfFrontMatter(rule) + bodyOf(rule);
      break;
    case 'cline':
      content = clineFrontMatter(rule) + bodyOf(rule);
      break;
    case 'roo':
      content = bodyOf(rule);
      break;
    case 'copilot':
      content = copilotFrontMatter(rule) + bodyOf(rule);
      break;
    case 'claude':
    case 'agents':
      content = `${target === 'claude' ? '# CLAUDE.md' : '# AGENTS.md'}\n\n${sectionFor(rule)}`;
      break;
  }
  return { target, path: editorPath(target, rule.name), content, rules: [rule.name], warnings: warningsFor(target, content) };
}

/**
 * Several rules for several editors, laid out as a repository: one file per rule and editor, CLAUDE.md and AGENTS.md
 * gathering every rule as sections. Two rules with the same slug get `-2`, `-3`… so that no file overwrites another.
 */
export function exportRepository(rules: RuleForExport[], targets: readonly EditorTarget[]): EditorFile[] {
  const files: EditorFile[] = [];
  const stems = uniqueStems(rules.map((rule) => rule.name));
  for (const target of targets) {
    if (COMBINED_TARGETS.includes(target)) {
      if (!rules.length) continue;
      const title = target === 'claude' ? '# CLAUDE.md' : '# AGENTS.md';
      const content = `${title}\n\n${rules.map(sectionFor).join('\n')}`;
      files.push({ target, path: editorPath(target, ''), content, rules: rules.map((r) => r.name), warnings: [] });
      continue;
    }
    rules.forEach((rule, i) => {
      const file = exportForEditor(rule, target);
      files.push({ ...file, path: editorPath(target, stems[i]) });
    });
  }
  return files;
}

function uniqueStems(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const slug = ruleSlug(name);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}
