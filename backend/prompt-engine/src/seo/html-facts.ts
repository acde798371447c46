/**
 * The facts the SEO audit needs from one HTML page, read with a small tag scanner (comments, scripts and styles
 * skipped). It reads what a crawler that does not run JavaScript receives: the page exactly as the server sent it.
 */
export interface HtmlFacts {
  lang?: string;
  title?: string;
  description?: string;
  canonical?: string;
  /** `og:*` properties by name. */
  openGraph: Record<string, string>;
  /** Other `<meta name>` values (author, viewport, robots…), lower-cased names. */
  meta: Record<string, string>;
  /** Heading levels in document order (1 for `<h1>`). */
  headings: number[];
  /** `<img>` tags: whether each has an alt attribute, and its src. */
  images: Array<{ src: string; hasAlt: boolean }>;
  /** `<time datetime>` values. */
  times: string[];
  /** Visible text (tags removed, whitespace collapsed), for word searches. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Attributes of a start tag's inside (`a href="x" hidden`), names lower-cased, values decoded. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source))) {
    const name = match[1].toLowerCase();
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function readHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { openGraph: {}, meta: {}, headings: [], images: [], times: [], text: '' };
  // Comments, and the contents of script/style/template, are not part of the document's visible content.
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, (_, tag: string) => `<${tag}></${tag}>`);
  const textParts: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  let titleStart = -1;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(cleaned))) {
    textParts.push(cleaned.slice(last, match.index));
    last = tag.lastIndex;
    const closing = match[0][1] === '/';
    const name = match[1].toLowerCase();
    if (name === 'title') {
      if (!closing) titleStart = tag.lastIndex;
      else if (titleStart >= 0 && facts.title === undefined) {
        facts.title = decodeEntities(cleaned.slice(titleStart, match.index)).replace(/\s+/g, ' ').trim();
        titleStart = -1;
      }
      continue;
    }
    if (closing) continue;
    const attributes = parseAttributes(match[2]);
    if (name === 'html' && attributes.lang !== undefined) facts.lang = attributes.lang.trim();
    else if (name === 'meta') readMeta(facts, attributes);
    else if (name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && facts.canonical === undefined) {
      facts.canonical = (attributes.href ?? '').trim();
    } else if (/^h[1-6]$/.test(name)) facts.headings.push(Number(name[1]));
    else if (name === 'img') facts.images.push({ src: attributes.src ?? '', hasAlt: 'alt' in attributes });
    else if (name === 'time' && attributes.datetime) facts.times.push(attributes.datetime);
  }
  textParts.push(cleaned.slice(last));
  facts.text = decodeEntities(textParts.join(' ')).replace(/\s+/g, ' ').trim();
  return facts;
}

function readMeta(facts: HtmlFacts, attributes: Record<string, string>): void {
  const content = (attributes.content ?? '').trim();
  const property = (attributes.property ?? '').toLowerCase();
  const name = (attributes.name ?? '').toLowerCase();
  if (property.startsWith('og:')) facts.openGraph[property.slice(3)] ??= content;
  else if (property) facts.meta[property] ??= content;
  if (name === 'description') facts.description ??= content;
  else if (name) facts.meta[name] ??= content;
}

/** `<loc>` values of a sitemap, or undefined when the text is not a `<urlset>` sitemap. */
export function readSitemap(xml: string): string[] | undefined {
  if (!/<urlset\b[^>]*xmlns\s*=\s*["']http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9["'][^>]*>[\s\S]*<\/urlset\s*>/.test(xml)) return undefined;
  const locs: string[] = [];
  const pattern = /<url\b[^>]*>[\s\S]*?<loc\b[^>]*>([\s\S]*?)<\/loc\s*>[\s\S]*?<\/url\s*>/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(xml))) locs.push(decodeEntities(match[1].trim()));
  return locs;
}

export interface RobotsRules {
  /** Disallow rules of the group that applies to every crawler (`User-agent: *`). */
  disallow: string[];
  allow: string[];
  sitemaps: string[];
}

export function readRobots(text: string): RobotsRules {
  const rules: RobotsRules = { disallow: [], allow: [], sitemaps: [] };
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const separator = line.indexOf(':');
    if (separator < 0) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === 'sitemap') {
      rules.sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (field === 'allow' || field === 'disallow') {
      inRules = true;
      if (!agents.includes('*') || !value) continue;
      rules[field].push(value);
    }
  }
  return rules;
}

/** Whether robots rules block `path` for every crawler (longest match wins, Allow on a tie; `*` and `$` supported). */
export function isDisallowed(rules: RobotsRules, path: string): boolean {
  const longest = (patterns: string[]) =>
    patterns.filter((pattern) => robotsPattern(pattern).test(path)).reduce((best, pattern) => Math.max(best, pattern.length), -1);
  const disallow = longest(rules.disallow);
  return disallow >= 0 && disallow > longest(rules.allow);
}

function robotsPattern(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}
