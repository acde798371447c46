// Import: rule files as editors keep them in a repository → rules with name, target, activation and globs recovered.

import { asBoolean, asList, asText, parseFrontMatter } from './front-matter';
import { RULE_CONTENT_MAX, RULE_NAME_MAX, type RuleActivation, type RuleFile, type RuleTargetSoftware } from './types';

export type RuleFileFormat = 'cursor-mdc' | 'cursorrules' | 'windsurf' | 'windsurfrules' | 'devin' | 'cline' | 'roo' | 'copilot' | 'claude' | 'agents' | 'other';

export interface ImportedRule {
  name: string;
  content: string;
  targetSoftware: RuleTargetSoftware;
  activation: RuleActivation;
  globs: string[];
  description: string;
  /** The file it came from and the layout it was recognised as. */
  sourcePath: string;
  format: RuleFileFormat;
}

export interface SkippedFile {
  path: string;
  reason: string;
}

export interface RuleImportResult {
  rules: ImportedRule[];
  skipped: SkippedFile[];
}

const TEXT_EXTENSIONS = /\.(md|mdc|markdown|txt|xml|windsurfrules|cursorrules|clinerules|roo|cli|instructions\.md)$/i;

/** Recognises a rule file by its place in a repository (any folder above it is ignored, so a ZIP's top folder is fine). */
export function detectRuleFormat(path: string): RuleFileFormat | null {
  const p = path.replace(/\\/g, '/');
  const base = p.split('/').pop() ?? '';
  if (/(^|\/)\.cursor\/rules\/.+\.mdc$/i.test(p) || /\.mdc$/i.test(base)) return 'cursor-mdc';
  if (base === '.cursorrules') return 'cursorrules';
  if (base === '.windsurfrules' || /\.windsurfrules$/i.test(base)) return 'windsurfrules';
  if (/(^|\/)\.windsurf\/rules\/.+\.md$/i.test(p)) return 'windsurf';
  if (/(^|\/)\.devin\/rules\/.+\.md$/i.test(p)) return 'devin';
  if (base === '.clinerules' || /(^|\/)\.clinerules\/.+\.(md|txt)$/i.test(p) || /\.cli$/i.test(base)) return 'cline';
  if (/(^|\/)\.roo\/rules(-[\w-]+)?\/.+\.(md|txt|xml)$/i.test(p) || base === '.roorules' || /^\.roorules-/.test(base) || /\.roo$/i.test(base)) return 'roo';
  if (/\.instructions\.md$/i.test(base) || /(^|\/)\.github\/copilot-instructions\.md$/i.test(p)) return 'copilot';
  if (/^CLAUDE(\.local)?\.md$/i.test(base)) return 'claude';
  if (/^AGENTS\.md$/i.test(base)) return 'agents';
  if (/\.(md|txt|markdown)$/i.test(base)) return 'other';
  return null;
}

const TARGET_OF: Record<RuleFileFormat, RuleTargetSoftware> = {
  'cursor-mdc': 'cursor.ai',
  cursorrules: 'cursor.ai',
  windsurf: 'windsurf',
  windsurfrules: 'windsurf',
  devin: 'windsurf',
  cline: 'cline',
  roo: 'roo code',
  copilot: 'other',
  claude: 'other',
  agents: 'other',
  other: 'other',
};

function nameFrom(path: string, format: RuleFileFormat, data: Record<string, unknown>, body: string): string {
  const declared = typeof data.name === 'string' ? data.name.trim() : '';
  if (declared) return declared;
  const parts = path.replace(/\\/g, '/').split('/').filter(Boolean);
  const base = parts[parts.length - 1] ?? '';
  let stem = base.replace(/\.instructions\.md$/i, '').replace(/\.(mdc|md|txt|xml|markdown|cli|roo|windsurfrules)$/i, '');
  if (!stem || stem.startsWith('.') || format === 'claude' || format === 'agents') {
    // `.cursorrules`, `CLAUDE.md`: named after the folder that holds them (the repository in a ZIP), else the title
    const folder = parts.slice(0, -1).filter((part) => !part.startsWith('.')).pop();
    const heading = /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
    const label = format === 'claude' ? 'CLAUDE.md' : format === 'agents' ? 'AGENTS.md' : '';
    stem = folder ? `${folder} ${label}`.trim() : heading || label || stem || base;
  }
  return stem.replace(/^\d+[_-]/, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, RULE_NAME_MAX) || 'Imported rule';
}

/** Parses one file; null when it is not a rule file. */
export function importRuleFile(file: RuleFile): ImportedRule | SkippedFile {
  const format = detectRuleFormat(file.path);
  if (!format) return { path: file.path, reason: 'Not a rule file of a known editor layout.' };
  if (!file.content.trim()) return { path: file.path, reason: 'The file is empty.' };
  const parsed = parseFrontMatter(file.content);
  const { data } = parsed;
  const content = (parsed.present ? parsed.body.replace(/^\s*\n/, '') : parsed.body).trimEnd();
  if (!content.trim()) return { path: file.path, reason: 'The file has front matter but no rule text.' };
  if (content.length > RULE_CONTENT_MAX) return { path: file.path, reason: `The rule has ${content.length.toLocaleString('en-US')} characters; the limit is 100,000.` };

  let activation: RuleActivation = 'always';
  let globs: string[] = [];
  const description = asText(data.description).trim();
  if (format === 'cursor-mdc') {
    globs = asList(data.globs);
    const always = asBoolean(data.alwaysApply ?? null);
    activation = always ? 'always' : globs.length ? 'globs' : description ? 'model' : parsed.present ? 'manual' : 'always';
  } else if (format === 'windsurf' || format === 'devin') {
    const trigger = asText(data.trigger).trim().toLowerCase();
    globs = asList(data.globs);
    if (trigger === 'glob' || trigger === 'globs') activation = globs.length ? 'globs' : 'always';
    else if (trigger === 'model_decision' || trigger === 'model') activation = 'model';
    else if (trigger === 'manual') activation = 'manual';
    else activation = 'always'; // always_on, always (seen in the wild) or missing
  } else if (format === 'cline') {
    globs = asList(data.paths);
    activation = globs.length ? 'globs' : 'always';
  } else if (format === 'copilot') {
    globs = asList(data.applyTo);
    const everything = globs.length === 0 || globs.every((g) => g === '**' || g === '**/*');
    activation = !globs.length ? (description ? 'model' : 'always') : everything ? 'always' : 'globs';
    if (everything) globs = [];
  }
  return {
    name: nameFrom(file.path, format, data, content),
    content,
    targetSoftware: TARGET_OF[format],
    activation,
    globs,
    description: description.slice(0, 500),
    sourcePath: file.path,
    format,
  };
}

/** Imports every rule file among `files` (an upload or an unpacked ZIP); other files are reported as skipped. */
export function importRuleFiles(files: RuleFile[]): RuleImportResult {
  const rules: ImportedRule[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    const result = importRuleFile(file);
    if ('reason' in result) skipped.push(result);
    else rules.push(result);
  }
  // names are unique per user: a second "general" becomes "general (2)"
  const seen = new Map<string, number>();
  for (const rule of rules) {
    const key = rule.name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > 1) rule.name = `${rule.name.slice(0, RULE_NAME_MAX - 5)} (${count})`;
  }
  return { rules, skipped };
}

export { TEXT_EXTENSIONS as RULE_FILE_EXTENSIONS };
