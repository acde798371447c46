import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stripFrontMatter, type SourceDocument } from '@promptforge/prompt-engine';

/**
 * The support chat's sources, read from the web app's Markdown content (the same files the pages render):
 * - `documentation/<category>/<slug>.md` → the topic on /documentation (`#<slug>`, a section `#<slug>--<heading>`)
 * - `guides/<tool>.md` → the tool's guide on /guides (`#<tool>`, a section `#<tool>--<heading>`)
 * - `pricing.md` → /pricing, `faq.md` → the FAQ of /contact
 * Missing folders and files are skipped: the chat answers from whatever exists.
 */
export function loadChatDocuments(dir: string): SourceDocument[] {
  const documents: SourceDocument[] = [];
  const documentation = join(dir, 'documentation');
  for (const category of subdirectories(documentation)) {
    for (const file of markdownFiles(join(documentation, category))) {
      const slug = basename(file, '.md');
      documents.push(document(`documentation/${category}/${slug}`, readFileSync(file, 'utf8'), slug, `/documentation#${slug}`, `/documentation#${slug}--`));
    }
  }
  for (const file of markdownFiles(join(dir, 'guides'))) {
    const tool = basename(file, '.md');
    documents.push(document(`guides/${tool}`, readFileSync(file, 'utf8'), tool, `/guides#${tool}`, `/guides#${tool}--`));
  }
  const pricing = join(dir, 'pricing.md');
  if (existsSync(pricing)) documents.push(document('pricing', readFileSync(pricing, 'utf8'), 'Pricing', '/pricing'));
  const faq = join(dir, 'faq.md');
  if (existsSync(faq)) documents.push(document('faq', readFileSync(faq, 'utf8'), 'FAQ', '/contact'));
  return documents;
}

/** The title: the front matter's, else the first `#` heading, else the name. */
function document(id: string, markdown: string, name: string, url: string, headingUrlPrefix?: string): SourceDocument {
  const { body, title } = stripFrontMatter(markdown);
  const heading = /^\s{0,3}#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];
  return { id, title: title ?? heading ?? humanise(name), url, headingUrlPrefix, markdown };
}

function humanise(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function subdirectories(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(dir, entry.name))
    .sort();
}
