// Markdown sources → passages: one per heading section (long sections are cut at paragraph boundaries), each with
// the address of the page and anchor it comes from, and its text stripped of Markdown syntax for display.

/** One Markdown source of the product's content. */
export interface SourceDocument {
  /** Stable id, e.g. `documentation/fundamentals/tokenization`. */
  id: string;
  /** The page's title for this document (a topic, a guide, "Pricing"). */
  title: string;
  /** Where the whole document is shown: a page and, usually, the topic's anchor (`/documentation#tokenization`). */
  url: string;
  /**
   * Where a section under a heading is shown: the heading's slug appended to this prefix
   * (`/documentation#tokenization-` + `byte-pair-encoding`). Without it, every section links to `url`.
   */
  headingUrlPrefix?: string;
  markdown: string;
}

export interface Passage {
  id: string;
  documentId: string;
  title: string;
  /** The section's heading ('' for the text before the first heading). */
  heading: string;
  url: string;
  /** Plain text (Markdown syntax removed), for showing and for indexing. */
  text: string;
}

const MAX_PASSAGE_WORDS = 140;

/** A heading's anchor slug, as the web app makes it: lower case, accents folded, runs of other characters → '-'. */
export function slugify(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The front matter block (`---` … `---` at the very start) removed, with its `title:` when it has one. */
export function stripFrontMatter(markdown: string): { body: string; title?: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(markdown);
  if (!match) return { body: markdown };
  const title = /^title:\s*(.+)$/m.exec(match[1])?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  return { body: markdown.slice(match[0].length), title: title || undefined };
}

/** `_word_` / `__word__` emphasis, but not the underscores inside identifiers such as max_tokens. */
const EMPHASIS_UNDERSCORE = /(^|[^\w])_{1,2}(\S[^\n]*?)_{1,2}(?![\w])/g;

/** Markdown inline and block syntax removed, keeping the words (link texts, code, table cells). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(EMPHASIS_UNDERSCORE, '$1$2')
    .replace(/(\*\*|\*|~~|`)/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Inline syntax only (a heading's text: "1. Role" keeps its number, as in the page's anchor). */
export function inlineMarkdownToText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(EMPHASIS_UNDERSCORE, '$1$2')
    .replace(/(\*\*|\*|~~|`)/g, '')
    .trim();
}

interface Section {
  heading: string;
  lines: string[];
}

/** Sections under each heading of a Markdown body (fenced code is never taken for a heading). */
function sections(body: string): Section[] {
  const result: Section[] = [{ heading: '', lines: [] }];
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      result.push({ heading: inlineMarkdownToText(heading[1]), lines: [] });
    } else {
      result[result.length - 1].lines.push(line);
    }
  }
  return result;
}

/** Paragraph groups of at most MAX_PASSAGE_WORDS words (a longer single paragraph stays whole). */
function chunks(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const result: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const paragraph of paragraphs) {
    const size = paragraph.split(/\s+/).length;
    if (current.length > 0 && count + size > MAX_PASSAGE_WORDS) {
      result.push(current.join('\n\n'));
      current = [];
      count = 0;
    }
    current.push(paragraph);
    count += size;
  }
  if (current.length > 0) result.push(current.join('\n\n'));
  return result;
}

/** The passages of one document. A top-level `#` heading equal to the title is not a section of its own. */
export function splitIntoPassages(document: SourceDocument): Passage[] {
  const { body } = stripFrontMatter(document.markdown);
  const passages: Passage[] = [];
  for (const section of sections(body)) {
    const heading = section.heading === document.title ? '' : section.heading;
    const url = heading && document.headingUrlPrefix !== undefined ? `${document.headingUrlPrefix}${slugify(heading)}` : document.url;
    for (const text of chunks(markdownToText(section.lines.join('\n')))) {
      passages.push({ id: `${document.id}#${passages.length}`, documentId: document.id, title: document.title, heading, url, text });
    }
  }
  return passages;
}
