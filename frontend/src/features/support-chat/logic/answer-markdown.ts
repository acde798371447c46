/**
 * The assistant's answers are a small Markdown subset written by the server (paragraphs, **bold**, [links](/path),
 * backslash escapes). This parses exactly that into plain data the dialog renders as React elements: no HTML is
 * ever interpreted, and only links inside the web app (a path starting with one '/') become links.
 */
export type Inline = { type: 'text'; text: string } | { type: 'strong'; text: string } | { type: 'link'; text: string; href: string };

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !/[\s\\]/.test(href);
}

const unescape = (text: string) => text.replace(/\\([\\[\]*_`])/g, '$1');

/** One paragraph's inline pieces. */
export function parseInline(paragraph: string): Inline[] {
  const pieces: Inline[] = [];
  const pattern = /\*\*((?:\\.|[^*\\])+)\*\*|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of paragraph.matchAll(pattern)) {
    if (match.index > last) pieces.push({ type: 'text', text: unescape(paragraph.slice(last, match.index)) });
    if (match[1] !== undefined) {
      pieces.push({ type: 'strong', text: unescape(match[1]) });
    } else if (isInternalPath(match[3])) {
      pieces.push({ type: 'link', text: unescape(match[2]), href: match[3] });
    } else {
      pieces.push({ type: 'text', text: unescape(match[2]) });
    }
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) pieces.push({ type: 'text', text: unescape(paragraph.slice(last)) });
  return pieces;
}

/** Paragraphs (separated by blank lines), each as inline pieces. */
export function parseAnswer(markdown: string): Inline[][] {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(parseInline);
}
