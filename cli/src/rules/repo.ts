// The rule files `promptforge rules export` writes into a repository, and the manifest that remembers them, so that
// a later export or check touches only files it wrote (a file someone else wrote, or edited since, is left alone).

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { CliError } from '../output/errors';

export const MANIFEST_PATH = '.promptforge/rules.json';

export interface ExportedFile {
  path: string;
  content: string;
}

export interface Manifest {
  /** The editors the files were written for. */
  targets: string[];
  /** Repository path → sha256 of what was written. */
  files: Record<string, string>;
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A server-given path, kept inside the directory (no absolute path, no `..`). */
export function safeJoin(dir: string, path: string): string {
  const clean = normalize(path);
  if (isAbsolute(clean) || clean === '..' || clean.startsWith(`..${sep}`) || path.includes('\0')) throw new CliError(`refusing to write outside the directory: ${path}`);
  return join(dir, clean);
}

export async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CliError(`cannot read ${path}: ${(error as Error).message}`);
  }
}

export async function readManifest(dir: string): Promise<Manifest | null> {
  const text = await readText(join(dir, MANIFEST_PATH));
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Manifest;
    if (!parsed || typeof parsed.files !== 'object' || !Array.isArray(parsed.targets)) throw new Error('bad shape');
    return parsed;
  } catch {
    throw new CliError(`${join(dir, MANIFEST_PATH)} is not a manifest written by promptforge; remove it or use --force`);
  }
}

export type PlannedAction = 'create' | 'update' | 'unchanged' | 'remove' | 'conflict';

export interface PlannedFile {
  path: string;
  action: PlannedAction;
  /** Why a conflict is one. */
  reason?: string;
  content?: string;
}

/**
 * What an export would do: write new files, update files it wrote before (and nobody edited since), leave equal files
 * alone, remove files it wrote for rules that are gone; anything else on disk is a conflict unless `force`.
 */
export async function planExport(dir: string, files: ExportedFile[], manifest: Manifest | null, force: boolean): Promise<PlannedFile[]> {
  const plan: PlannedFile[] = [];
  const written = manifest?.files ?? {};
  for (const file of files) {
    const current = await readText(safeJoin(dir, file.path));
    if (current === null) plan.push({ path: file.path, action: 'create', content: file.content });
    else if (current === file.content) plan.push({ path: file.path, action: 'unchanged' });
    else if (force || written[file.path] === sha256(current)) plan.push({ path: file.path, action: 'update', content: file.content });
    else
      plan.push({
        path: file.path,
        action: 'conflict',
        reason: written[file.path] ? 'edited since promptforge wrote it' : 'exists and was not written by promptforge',
      });
  }
  const expected = new Set(files.map((f) => f.path));
  for (const [path, hash] of Object.entries(written)) {
    if (expected.has(path)) continue;
    const current = await readText(safeJoin(dir, path));
    if (current === null) continue;
    if (force || sha256(current) === hash) plan.push({ path, action: 'remove' });
    else plan.push({ path, action: 'conflict', reason: 'its rule is gone but the file was edited since promptforge wrote it' });
  }
  return plan;
}

export async function applyPlan(dir: string, plan: PlannedFile[], targets: string[], files: ExportedFile[]): Promise<void> {
  for (const item of plan) {
    const path = safeJoin(dir, item.path);
    if (item.action === 'create' || item.action === 'update') {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, item.content!, 'utf8');
    } else if (item.action === 'remove') {
      await rm(path, { force: true });
    }
  }
  const manifest: Manifest = { targets, files: Object.fromEntries(files.map((f) => [f.path, sha256(f.content)])) };
  const manifestPath = join(dir, MANIFEST_PATH);
  await mkdir(dirname(manifestPath), { recursive: true });
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}
