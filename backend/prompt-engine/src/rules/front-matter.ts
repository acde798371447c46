// Lenient front matter: the `---` block editors put at the top of rule files. Real files are not valid YAML
// (`globs: **/*.ts` is an alias to strict YAML, keys are left empty, arrays are written three ways), so this reads
// what editors themselves read — one `key: value` a line, flow arrays, block lists, quoted or bare scalars — and never
// throws.

export type FrontMatterValue = string | boolean | number | string[] | null;

export interface ParsedFrontMatter {
  /** Whether the text starts with a front matter block (closed by a `---` line). */
  present: boolean;
  data: Record<string, FrontMatterValue>;
  /** The text after the block (the whole text when there is none). */
  body: string;
  /** 1-based line of the body's first line in the original text. */
  bodyLine: number;
}

const KEY_LINE = /^([A-Za-z_][\w.-]*)\s*:(?:\s+(.*)|\s*)$/;

export function parseFrontMatter(text: string): ParsedFrontMatter {
  const source = text.replace(/^\uFEFF/, '');
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return { present: false, data: {}, body: source, bodyLine: 1 };
  const end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (end < 0) return { present: false, data: {}, body: source, bodyLine: 1 };

  const data: Record<string, FrontMatterValue> = {};
  let listKey: string | null = null;
  for (const raw of lines.slice(1, end)) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    const item = /^\s*-\s+(.*)$/.exec(raw) ?? /^\s*-\s*$/.exec(raw);
    if (item && listKey !== null) {
      const value = unquote(stripComment(item[1] ?? ''));
      const current = data[listKey];
      const list = Array.isArray(current) ? current : [];
      if (value) list.push(value);
      data[listKey] = list;
      continue;
    }
    const match = KEY_LINE.exec(raw);
    if (!match) continue; // a continuation or a stray line: editors skip it too
    const key = match[1];
    const rest = stripComment(match[2] ?? '').trim();
    listKey = rest ? null : key;
    data[key] = rest ? scalarOrList(rest) : null;
  }
  const bodyLines = lines.slice(end + 1);
  return { present: true, data, body: bodyLines.join('\n'), bodyLine: end + 2 };
}

function stripComment(value: string): string {
  // ` #` starts a comment outside quotes; a bare `#` inside a glob (rare) is kept
  let quote: string | null = null;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      if (i === 0 || /[\s[,]/.test(value[i - 1])) quote = ch;
    } else if (ch === '#' && i > 0 && /\s/.test(value[i - 1])) {
      return value.slice(0, i).trimEnd();
    }
  }
  return value;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    const inner = v.slice(1, -1);
    return v.startsWith("'") ? inner.replace(/''/g, "'") : inner.replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return v;
}

function scalarOrList(value: string): FrontMatterValue {
  if (value.startsWith('[') && value.endsWith(']')) return splitList(value.slice(1, -1));
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^(null|~)$/.test(value)) return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return unquote(value);
}

/** Splits `a, "b", 'c'` on commas outside quotes and braces (`src/{a,b}.ts` stays whole). */
export function splitList(value: string): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (const ch of value) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if ((ch === '"' || ch === "'") && !current.trim()) {
      quote = ch;
      current += ch;
    } else if (ch === '{') {
      depth++;
      current += ch;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
      current += ch;
    } else if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items.map(unquote).filter((item) => item.length > 0);
}

/** A value as a string list: `src/*.ts, lib/*.ts`, `["a", "b"]`, a block list, or nothing. */
export function asList(value: FrontMatterValue | undefined): string[] {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') return [];
  if (Array.isArray(value)) return value.flatMap((item) => splitList(item));
  return splitList(value);
}

export function asText(value: FrontMatterValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  return '';
}

export function asBoolean(value: FrontMatterValue | undefined): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

/** Writes front matter the way the editors do: bare scalars, quoted only when YAML would misread them. */
export function renderFrontMatter(entries: [string, string | boolean | string[] | null][]): string {
  const lines = ['---'];
  for (const [key, value] of entries) {
    if (Array.isArray(value)) {
      lines.push(`${key}:`);
      for (const item of value) lines.push(`  - ${JSON.stringify(item)}`);
    } else if (value === null || value === '') {
      lines.push(`${key}:`);
    } else {
      lines.push(`${key}: ${String(value)}`);
    }
  }
  lines.push('---', '');
  return lines.join('\n');
}
