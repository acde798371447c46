import { readFile, writeFile } from 'node:fs/promises';
import { CliError } from '../output/errors';
import { parsePromptFile, serializePromptFile, type PromptFile } from './prompt-file';

export interface ReadPromptFile {
  /** As given on the command line. */
  path: string;
  prompt: PromptFile;
}

/** Reads and parses every file before anything else happens, so one bad file stops the run with nothing done. */
export async function readPromptFiles(paths: readonly string[]): Promise<ReadPromptFile[]> {
  const files: ReadPromptFile[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new CliError(`cannot read ${path}: ${fileProblem(error)}`);
    }
    files.push({ path, prompt: parsePromptFile(text, path) });
  }
  return files;
}

export async function writePromptFile(path: string, prompt: PromptFile): Promise<void> {
  try {
    await writeFile(path, serializePromptFile(prompt), 'utf8');
  } catch (error) {
    throw new CliError(`cannot write ${path}: ${fileProblem(error)}`);
  }
}

const PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
};

function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && code in PROBLEMS) return PROBLEMS[code];
  return error instanceof Error ? error.message : String(error);
}
