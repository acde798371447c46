import type { ToastInput } from '@/components/toast';
import { errorMessage } from '@/api/errors';
import {
  detectRuleFormat,
  EDITOR_TARGET_LABELS,
  EDITOR_TARGETS,
  exportForEditor,
  exportRepository,
  RULE_TARGET_SOFTWARE,
  specExportContent,
  specExportFileName,
  type EditorTarget,
  type RuleActivation,
  type RuleTargetSoftware,
} from '@engine/rules';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import type { Rule } from '../api/rules';

export { EDITOR_TARGET_LABELS, EDITOR_TARGETS, exportForEditor, specExportContent, specExportFileName, type EditorTarget };

/** Spec §9: target software values, cursor.ai the default. */
export const TARGET_SOFTWARE: readonly RuleTargetSoftware[] = RULE_TARGET_SOFTWARE;
export const DEFAULT_TARGET: RuleTargetSoftware = 'cursor.ai';

export const ACTIVATION_OPTIONS: { value: RuleActivation; label: string; help: string }[] = [
  { value: 'always', label: 'Always', help: 'Sent with every request.' },
  { value: 'globs', label: 'By file patterns', help: 'Applied when files matching the patterns are in context.' },
  { value: 'model', label: 'Model decides', help: 'The agent reads the description and applies the rule when it is relevant.' },
  { value: 'manual', label: 'Manual', help: 'Applied only when you mention the rule.' },
];

/** Spec §9: rule and template previews are cut at 200 characters. */
export const PREVIEW_CHARS = 200;
export const preview = (content: string) => (content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS)}...` : content);

/** Spec §5: search matches name or content case-insensitively; the software filter compares case-insensitively. */
export function filterRules<T extends { name: string; content: string; targetSoftware: string }>(rules: T[], search: string, software: string): T[] {
  const needle = search.trim().toLowerCase();
  return rules.filter(
    (rule) =>
      (!needle || rule.name.toLowerCase().includes(needle) || rule.content.toLowerCase().includes(needle)) &&
      (software === 'all' || rule.targetSoftware.toLowerCase() === software.toLowerCase()),
  );
}

/** Spec §5: name and content both required once trimmed; otherwise create does nothing and says nothing. */
export const canSave = (name: string, content: string) => name.trim().length > 0 && content.trim().length > 0;

/** Spec §4: 'Use Template' keeps a name already typed, else 'Based on: {template name}'. */
export const nameFromTemplate = (currentName: string, templateName: string) => (currentName.trim() ? currentName : `Based on: ${templateName}`);

/** Spec §8 rules toasts (and the beyond-spec edit, import and export ones). */
export const RULE_TOASTS = {
  created: (): ToastInput => ({ title: 'Rule created successfully!', variant: 'success' }),
  createFailed: (error: unknown): ToastInput => ({ title: errorMessage(error, 'Failed to create rule'), variant: 'destructive' }),
  deleted: (): ToastInput => ({ title: 'Rule deleted successfully', variant: 'success' }),
  deleteFailed: (error: unknown): ToastInput => ({ title: errorMessage(error, 'Failed to delete rule'), variant: 'destructive' }),
  updated: (): ToastInput => ({ title: 'Rule updated successfully', variant: 'success' }),
  updateFailed: (error: unknown): ToastInput => ({ title: errorMessage(error, 'Failed to update rule'), variant: 'destructive' }),
  imported: (created: number, skipped: number): ToastInput => ({
    title: created === 1 ? '1 rule imported' : `${created} rules imported`,
    description: skipped ? `${skipped} ${skipped === 1 ? 'file was' : 'files were'} not a rule file and ${skipped === 1 ? 'was' : 'were'} skipped.` : undefined,
    variant: created ? 'success' : 'destructive',
  }),
  importFailed: (error: unknown): ToastInput => ({ title: 'Import failed', description: errorMessage(error, 'The files could not be imported.'), variant: 'destructive' }),
  exported: (fileName: string): ToastInput => ({ title: 'Export Successful', description: fileName, variant: 'success' }),
};

/** Offers a text or bytes as a download (spec §7: exports are produced in the browser, with no call). */
export function download(fileName: string, data: string | Uint8Array, type = 'text/plain;charset=utf-8') {
  const blob = new Blob([typeof data === 'string' ? data : (data as Uint8Array<ArrayBuffer>)], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The base name of a repository path (the file a browser download can name). */
export const baseName = (path: string) => path.split('/').pop() ?? path;

/** Several rules for several editors as one ZIP laid out as a repository (`.cursor/rules/…`, `AGENTS.md`…). */
export function repositoryZip(rules: Rule[], targets: EditorTarget[]): { zip: Uint8Array; paths: string[]; warnings: string[] } {
  const files = exportRepository(rules, targets);
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) entries[file.path] = strToU8(file.content);
  return { zip: zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') }), paths: files.map((f) => f.path), warnings: files.flatMap((f) => f.warnings.map((w) => `${f.path}: ${w}`)) };
}

/** Upload limits: what one import request may carry. */
export const IMPORT_MAX_FILES = 200;
export const IMPORT_MAX_FILE_BYTES = 1_000_000;

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads uploaded rule files and ZIPs of repositories into `{ path, content }`. Inside a ZIP only the files of a
 * known editor layout are kept (a whole repository can be dropped in); loose files are sent as they are (the
 * server reports those it does not recognise).
 */
export async function readImportFiles(files: File[]): Promise<{ path: string; content: string }[]> {
  const out: { path: string; content: string }[] = [];
  for (const file of files) {
    const bytes = await readBytes(file);
    if (/\.zip$/i.test(file.name)) {
      const entries = unzipSync(bytes, { filter: (entry) => entry.originalSize <= IMPORT_MAX_FILE_BYTES && detectRuleFormat(entry.name) !== null && !entry.name.endsWith('/') });
      for (const [path, data] of Object.entries(entries)) if (!path.includes('__MACOSX/')) out.push({ path, content: strFromU8(data) });
    } else if (bytes.length <= IMPORT_MAX_FILE_BYTES) {
      out.push({ path: file.webkitRelativePath || file.name, content: strFromU8(bytes) });
    }
  }
  return out.slice(0, IMPORT_MAX_FILES);
}

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
