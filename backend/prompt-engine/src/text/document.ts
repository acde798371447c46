// A prompt read once into the parts every check needs: delimited data blocks, the instruction text around them,
// sentences, words and {{variables}}. Every scan here is a single pass (or bounded look-ahead), so a 100 KB prompt
// is read in milliseconds and no input can make a regex backtrack for long.

import { countWords, wordsOf } from './match';

export type RegionKind = 'fence' | 'quotes' | 'tag' | 'separator';

/** A delimited block: ``` fences, """ quotes, <tag>…</tag> or a block between --- lines. */
export interface Region {
  kind: RegionKind;
  start: number;
  end: number;
  /** Tag name for `tag` regions. */
  name?: string;
  /** True when the block holds data (input, examples, code), not instructions. */
  data: boolean;
}

export interface Sentence {
  text: string;
  words: number;
}

export interface VariableUse {
  name: string;
  index: number;
  /** Inside a delimited block, or wrapped in quotes/backticks/brackets right where it is used. */
  delimited: boolean;
}

export interface MalformedVariable {
  text: string;
  index: number;
  reason: string;
  /** What the placeholder was probably meant to be, when that is clear. */
  fixed?: string;
}

export interface VariableScan {
  uses: VariableUse[];
  /** Names documented in the prompt itself ("- {{topic}}: the subject"). */
  documented: string[];
  malformed: MalformedVariable[];
}

export interface PromptDocument {
  /** What the model reads: the system prompt, a blank line, the prompt. */
  text: string;
  system: string;
  content: string;
  regions: Region[];
  /** The text without its data blocks: what the prompt asks, not what it hands over. */
  instructions: string;
  lines: string[];
  sentences: Sentence[];
  words: string[];
  wordCount: number;
  variables: VariableScan;
}

/** Tags whose content is instructions; every other tag is treated as data (input, examples, context). */
const INSTRUCTION_TAGS = new Set([
  'instructions', 'instruction', 'task', 'role', 'persona', 'rules', 'constraints', 'format', 'output_format',
  'output-format', 'guidelines', 'system', 'steps', 'requirements', 'goal', 'objective', 'style', 'tone', 'audience',
]);

const VARIABLE_NAME = /^[A-Za-z_][\w.-]*$/;
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'approx', 'cf', 'no', 'fig', 'eg', 'ie']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st']);

export function readPrompt(content: string, system = ''): PromptDocument {
  const text = system.trim() ? `${system.trim()}\n\n${content}` : content;
  const regions = findRegions(text);
  const instructions = withoutDataRegions(text, regions);
  const lines = instructions.split('\n');
  const words = wordsOf(instructions);
  return {
    text,
    system,
    content,
    regions,
    instructions,
    lines,
    sentences: splitSentences(lines),
    words,
    wordCount: words.length,
    variables: scanVariables(text, regions),
  };
}

// ---------------------------------------------------------------------------------------------------- regions

export function findRegions(text: string): Region[] {
  const fences = findFences(text);
  const fenceIndex = new SpanIndex(fences);
  const outsideFences = (index: number) => !fenceIndex.contains(index);
  const regions = [
    ...fences,
    ...findTripleQuotes(text).filter((region) => outsideFences(region.start)),
    ...findTags(text).filter((region) => outsideFences(region.start)),
    ...findSeparatorBlocks(text).filter((region) => outsideFences(region.start)),
  ];
  return regions.sort((a, b) => a.start - b.start || b.end - a.end);
}

function findFences(text: string): Region[] {
  const regions: Region[] = [];
  let openAt = -1;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (/^ {0,3}(?:```|~~~)/.test(line)) {
      if (openAt < 0) {
        openAt = offset;
      } else {
        regions.push({ kind: 'fence', start: openAt, end: offset + line.length, data: true });
        openAt = -1;
      }
    }
    offset += line.length + 1;
  }
  return regions;
}

function findTripleQuotes(text: string): Region[] {
  const regions: Region[] = [];
  for (const mark of ['"""', "'''"]) {
    let open = text.indexOf(mark);
    while (open !== -1) {
      const close = text.indexOf(mark, open + 3);
      if (close === -1) break;
      regions.push({ kind: 'quotes', start: open, end: close + 3, data: true });
      open = text.indexOf(mark, close + 3);
    }
  }
  return regions;
}

function findTags(text: string): Region[] {
  const open = new Map<string, number[]>();
  const regions: Region[] = [];
  for (const match of text.matchAll(/<(\/?)([A-Za-z][\w-]{0,40})(?:\s[^<>\n]{0,200})?>/g)) {
    const name = match[2].toLowerCase();
    if (match[1] === '') {
      const stack = open.get(name) ?? [];
      stack.push(match.index);
      open.set(name, stack);
    } else {
      const start = open.get(name)?.pop();
      if (start !== undefined) {
        regions.push({ kind: 'tag', start, end: match.index + match[0].length, name, data: !INSTRUCTION_TAGS.has(name) });
      }
    }
  }
  return regions;
}

/** Text between two separator lines (---, ===, ***), as used to fence off pasted input. */
function findSeparatorBlocks(text: string): Region[] {
  const regions: Region[] = [];
  let openAt = -1;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (/^\s*(?:-{3,}|={3,}|\*{3,})\s*$/.test(line)) {
      if (openAt < 0) {
        openAt = offset;
      } else {
        regions.push({ kind: 'separator', start: openAt, end: offset + line.length, data: false });
        openAt = -1;
      }
    }
    offset += line.length + 1;
  }
  return regions;
}

/** Line bounds of any offset in O(log n): scanning back for a line break from every hit would be quadratic. */
export class LineIndex {
  private readonly breaks: number[] = [];

  constructor(private readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.breaks.push(at);
  }

  /** Offset where the line holding `index` starts. */
  startOf(index: number): number {
    const before = this.breaksBefore(index);
    return before === 0 ? 0 : this.breaks[before - 1] + 1;
  }

  /** Offset of the line break that ends the line holding `index` (or the text's length). */
  endOf(index: number): number {
    const before = this.breaksBefore(index);
    return before < this.breaks.length ? this.breaks[before] : this.text.length;
  }

  /** How many line breaks come before `index`. */
  private breaksBefore(index: number): number {
    let low = 0;
    let high = this.breaks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.breaks[mid] < index) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Answers "is this offset inside one of the spans?" in O(log n), whatever the number of spans. */
class SpanIndex {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(spans: ReadonlyArray<{ start: number; end: number }>) {
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    for (const { start, end } of sorted) {
      const last = this.ends.length - 1;
      if (last >= 0 && start <= this.ends[last]) {
        this.ends[last] = Math.max(this.ends[last], end);
      } else {
        this.starts.push(start);
        this.ends.push(end);
      }
    }
  }

  contains(index: number): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (index < this.starts[mid]) high = mid - 1;
      else if (index >= this.ends[mid]) low = mid + 1;
      else return true;
    }
    return false;
  }
}

/** The text with its data blocks replaced by a line break (outermost blocks only). */
function withoutDataRegions(text: string, regions: readonly Region[]): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const region of regions) {
    if (!region.data || region.start < cursor) continue;
    parts.push(text.slice(cursor, region.start));
    cursor = region.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('\n');
}

// -------------------------------------------------------------------------------------------------- sentences

/** Sentences of the instruction text: each line on its own (lists, headings), split at . ! ? before a space. */
function splitSentences(lines: readonly string[]): Sentence[] {
  const sentences: Sentence[] = [];
  const push = (raw: string) => {
    const text = raw.trim();
    const words = countWords(text);
    if (words > 0) sentences.push({ text, words });
  };
  for (const line of lines) {
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch !== '.' && ch !== '!' && ch !== '?') continue;
      const next = line[i + 1];
      if (next !== undefined && next !== ' ' && next !== '\t') continue;
      if (ch === '.' && endsWithAbbreviation(line, i)) continue;
      push(line.slice(start, i + 1));
      start = i + 1;
    }
    push(line.slice(start));
  }
  return sentences;
}

/** "e.g. this" and "Dr. Smith" do not end a sentence; "…, etc. Then" does (a capital follows). */
function endsWithAbbreviation(line: string, dotIndex: number): boolean {
  let start = dotIndex;
  while (start > 0 && dotIndex - start < 6 && /[A-Za-z.]/.test(line[start - 1])) start--;
  const word = line.slice(start, dotIndex).toLowerCase();
  if (TITLES.has(word)) return true;
  if (!ABBREVIATIONS.has(word)) return false;
  const next = /\S/.exec(line.slice(dotIndex + 1, dotIndex + 20))?.[0] ?? '';
  return !/[A-Z]/.test(next);
}

// -------------------------------------------------------------------------------------------------- variables

/**
 * Finds {{name}} placeholders. A placeholder that does not close within 100 characters, closes with one brace,
 * opens with one brace, or holds something that is not a name ({{}}, {{two words}}) is malformed. Placeholders in
 * fenced code are only counted when well-formed: code has its own braces (JSX, templates).
 */
function scanVariables(text: string, regions: readonly Region[]): VariableScan {
  const fences = new SpanIndex(regions.filter((region) => region.kind === 'fence'));
  const inFence = (index: number) => fences.contains(index);
  const anyRegion = new SpanIndex(regions);
  const uses: VariableUse[] = [];
  const malformed: MalformedVariable[] = [];
  const documentationLines = documentedVariableLines(text);
  const lines = new LineIndex(text);

  let at = text.indexOf('{{');
  while (at !== -1) {
    let open = at;
    while (text[open] === '{') open++;
    let close = open;
    while (close < text.length && close - open <= 100 && !'}\n{'.includes(text[close])) close++;
    if (text[close] === '}') {
      let after = close;
      while (text[after] === '}') after++;
      const inner = text.slice(open, close).trim();
      const raw = text.slice(at, after);
      if (after - close < 2) {
        if (!inFence(at) && VARIABLE_NAME.test(inner)) {
          malformed.push({ text: raw, index: at, reason: 'closes with a single brace', fixed: `{{${inner}}}` });
        }
      } else if (VARIABLE_NAME.test(inner)) {
        if (!documentationLines.has(lines.startOf(at))) {
          uses.push({ name: inner, index: at, delimited: anyRegion.contains(at) || isWrapped(text, at, after) });
        }
      } else if (!inFence(at)) {
        malformed.push(
          inner === ''
            ? { text: raw, index: at, reason: 'has no name' }
            : { text: raw, index: at, reason: 'is not a valid name (letters, digits, _ . - only)', fixed: `{{${inner.replace(/\s+/g, '_')}}}` },
        );
      }
      at = text.indexOf('{{', after);
    } else {
      if (!inFence(at)) {
        const body = text.slice(open, close);
        const leadingBlanks = body.length - body.trimStart().length;
        const name = body.trimStart().match(/^[A-Za-z_][\w.-]*/)?.[0];
        const raw = text.slice(at, open + leadingBlanks + (name?.length ?? 0));
        malformed.push({ text: raw, index: at, reason: 'is never closed', fixed: name ? `{{${name}}}` : undefined });
      }
      at = text.indexOf('{{', open);
    }
  }

  for (const match of text.matchAll(/(^|[^{])\{([A-Za-z_][\w.-]{0,60})\}\}/g)) {
    const index = match.index + match[1].length;
    if (!inFence(index)) {
      malformed.push({ text: `{${match[2]}}}`, index, reason: 'opens with a single brace', fixed: `{{${match[2]}}}` });
    }
  }

  return { uses, documented: [...documentationLines.values()], malformed };
}

/** Lines like "- {{topic}}: the subject" document a variable; keyed by the offset where the line starts. */
function documentedVariableLines(text: string): Map<number, string> {
  const documented = new Map<number, string>();
  let offset = 0;
  for (const line of text.split('\n')) {
    const match = /^\s*(?:[-*•]\s*|\d+[.)]\s*)?`?\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}`?\s*(?::|=|-|–|—|\bis\b)\s*\S/.exec(line);
    if (match) documented.set(offset, match[1]);
    offset += line.length + 1;
  }
  return documented;
}

const WRAPPERS: Record<string, string> = { '"': '"', "'": "'", '`': '`', '[': ']', '(': ')', '“': '”', '«': '»' };

function isWrapped(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  return before !== undefined && WRAPPERS[before] !== undefined && text[end] === WRAPPERS[before];
}
