import { parse, stringify, YAMLParseError } from 'yaml';
import { CliError } from '../output/errors';

/**
 * A prompt file: Markdown whose front matter holds the prompt's fields and whose body is the prompt.
 *
 * ```markdown
 * ---
 * name: Support reply
 * description: Answers a customer ticket
 * model: gpt-4o
 * system: |
 *   You are a support agent for Acme.
 * ---
 * Write a reply to the ticket below…
 * ```
 */
export interface PromptFile {
  /** Required to push; lint falls back to the file name. */
  name?: string;
  description?: string;
  /** Catalogue id of the target model (llmModelDefault); the server's default when absent. */
  model?: string;
  /** The system prompt. */
  system?: string;
  /** The prompt itself: the Markdown body. */
  content: string;
}

export const FRONT_MATTER_KEYS = ['name', 'description', 'model', 'system'] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

/** `---` on the first line, the YAML, then the first line that is `---` again. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/**
 * Reads a prompt file. `source` names the file in messages. The body's final line break belongs to the file,
 * not the prompt, so `serializePromptFile` can always end the file with one and a pull → push changes nothing.
 * A file with no front matter is all body.
 */
export function parsePromptFile(text: string, source: string): PromptFile {
  const match = FRONT_MATTER.exec(text);
  if (match === null || match.index !== 0) {
    if (/^\uFEFF?---[ \t]*\r?\n/.test(text)) {
      throw new CliError(`${source}: the front matter opened by '---' on line 1 is never closed by a '---' line`);
    }
    return { content: withoutFinalLineBreak(text.replace(/^\uFEFF/, '')) };
  }
  const fields = readFrontMatter(match[1], source);
  return { ...fields, content: withoutFinalLineBreak(text.slice(match[0].length)) };
}

/** The file `parsePromptFile` reads back as `prompt`: absent and empty fields are left out. */
export function serializePromptFile(prompt: PromptFile): string {
  const fields: Partial<Record<FrontMatterKey, string>> = {};
  for (const key of FRONT_MATTER_KEYS) {
    const value = prompt[key];
    if (value !== undefined && value !== '') fields[key] = value;
  }
  // lineWidth 0: a long description stays on one line instead of being folded.
  const yaml = Object.keys(fields).length === 0 ? '' : stringify(fields, { lineWidth: 0 });
  return `---\n${yaml}---\n${prompt.content}\n`;
}

function readFrontMatter(yaml: string, source: string): Omit<PromptFile, 'content'> {
  let data: unknown;
  try {
    // failsafe: every scalar is text, so `name: 2024` is the name "2024" and `model: null` is not dropped silently.
    data = parse(yaml, { schema: 'failsafe' });
  } catch (error) {
    if (error instanceof YAMLParseError) {
      // +1: the YAML starts on the file's second line, after the opening '---'.
      const line = error.linePos === undefined ? '' : `:${error.linePos[0].line + 1}`;
      throw new CliError(`${source}${line}: invalid front matter: ${firstLine(error.message)}`);
    }
    throw error;
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new CliError(`${source}: the front matter must be key: value lines (${FRONT_MATTER_KEYS.join(', ')})`);
  }
  const fields: Partial<Record<FrontMatterKey, string>> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!isFrontMatterKey(key)) {
      throw new CliError(`${source}: unknown front matter key '${key}' (expected ${FRONT_MATTER_KEYS.join(', ')})`);
    }
    if (typeof value !== 'string') throw new CliError(`${source}: front matter '${key}' must be text`);
    if (value !== '') fields[key] = value;
  }
  return fields;
}

function isFrontMatterKey(key: string): key is FrontMatterKey {
  return (FRONT_MATTER_KEYS as readonly string[]).includes(key);
}

function withoutFinalLineBreak(text: string): string {
  return text.replace(/\r?\n$/, '');
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0];
}
