// The rules builder's vocabulary: what a rule is for the engine (plain data, shared by the API, the web app and the CLI).

/** The spec's target software values (tool-screens §9); `cursor.ai` is the default. */
export const RULE_TARGET_SOFTWARE = ['cursor.ai', 'windsurf', 'roo code', 'cline', 'other'] as const;
export type RuleTargetSoftware = (typeof RULE_TARGET_SOFTWARE)[number];
export const DEFAULT_RULE_TARGET_SOFTWARE: RuleTargetSoftware = 'cursor.ai';

/**
 * When an editor applies a rule, stored once per rule; each editor's front matter is derived from it.
 * always: every request; globs: when a matching file is in context; model: the agent decides from the description;
 * manual: only when the user mentions it.
 */
export const RULE_ACTIVATIONS = ['always', 'globs', 'model', 'manual'] as const;
export type RuleActivation = (typeof RULE_ACTIVATIONS)[number];

/** The files editors really read today ("Export for editor"). */
export const EDITOR_TARGETS = ['cursor', 'windsurf', 'devin', 'cline', 'roo', 'copilot', 'claude', 'agents'] as const;
export type EditorTarget = (typeof EDITOR_TARGETS)[number];

export const EDITOR_TARGET_LABELS: Record<EditorTarget, string> = {
  cursor: 'Cursor',
  windsurf: 'Windsurf',
  devin: 'Devin Desktop',
  cline: 'Cline',
  roo: 'Roo Code / Zoo Code',
  copilot: 'GitHub Copilot',
  claude: 'Claude Code',
  agents: 'AGENTS.md (cross-tool)',
};

/** What the exporters need of a rule. */
export interface RuleForExport {
  name: string;
  content: string;
  targetSoftware?: RuleTargetSoftware;
  activation?: RuleActivation;
  globs?: string[];
  description?: string;
}

/** A file of a repository: a path relative to its root (always with `/`) and its text. */
export interface RuleFile {
  path: string;
  content: string;
}

export const RULE_NAME_MAX = 120;
export const RULE_CONTENT_MAX = 100_000;
export const RULE_DESCRIPTION_MAX = 500;
export const RULE_GLOBS_MAX = 50;
export const RULE_GLOB_MAX = 200;
/** Windsurf and Devin Desktop ignore what is past this many characters of one rule file. */
export const WINDSURF_RULE_FILE_LIMIT = 6_000;
