import { paths } from '@/config/paths';
import { parseFrontMatter } from './front-matter';

/** A documentation topic or a guide, from one Markdown file of src/content. */
export interface ContentEntry {
  /** The file name without `.md`; unique across the page, used as the anchor of the entry. */
  id: string;
  title: string;
  description: string;
  author: string;
  /** YYYY-MM-DD. */
  updated: string;
  order: number;
  /** The Markdown body (rendered safely by MarkdownView; search reads it through plainTextOf). */
  content: string;
}

export interface DocumentationCategory {
  id: DocumentationCategoryId;
  label: string;
  topics: ContentEntry[];
}

/** Core spec §2 'Documentation': the six static categories, in this order, with their tab labels. */
export const DOCUMENTATION_CATEGORIES = [
  { id: 'fundamentals', label: 'LLM Fundamentals' },
  { id: 'prompt-engineering', label: 'Prompt Engineering' },
  { id: 'llm-comparison', label: 'LLM Comparison' },
  { id: 'applications', label: 'Applications' },
  { id: 'advanced-techniques', label: 'Advanced Techniques' },
  { id: 'future-trends', label: 'Future Trends' },
] as const;

export type DocumentationCategoryId = (typeof DOCUMENTATION_CATEGORIES)[number]['id'];

/** Tool-screens spec §2 'Guides': the category buttons after 'All Guides', one per tool. */
export const GUIDE_TOOLS = [
  { id: 'prompt-lab', label: 'Prompt Lab', path: paths.promptLab },
  { id: 'token-analyzer', label: 'Token Analyzer', path: paths.tokenAnalyzer },
  { id: 'advanced-playground', label: 'Advanced Playground', path: paths.playground },
  { id: 'prompt-engineering', label: 'Prompt Engineering', path: paths.promptEngineering },
  { id: 'rules-builder', label: 'Rules Builder', path: paths.rulesBuilder },
  { id: 'documentation-generator', label: 'Documentation Generator', path: paths.documentationGenerator },
] as const;

export type GuideToolId = (typeof GUIDE_TOOLS)[number]['id'];

export interface Guide extends ContentEntry {
  tool: GuideToolId;
  toolLabel: string;
}

/** `…/documentation/fundamentals/tokenization.md` → ['fundamentals', 'tokenization']. */
function pathParts(path: string): string[] {
  return path.replace(/\\/g, '/').replace(/\.md$/, '').split('/');
}

export function toEntry(path: string, raw: string): ContentEntry {
  const { data, body } = parseFrontMatter(raw);
  const id = pathParts(path).at(-1)!;
  for (const field of ['title', 'description', 'author', 'updated'] as const) {
    if (!data[field]) throw new Error(`${path}: front matter has no ${field}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.updated)) throw new Error(`${path}: updated must be YYYY-MM-DD`);
  return {
    id,
    title: data.title,
    description: data.description,
    author: data.author,
    updated: data.updated,
    order: Number(data.order ?? 999),
    content: body,
  };
}

const byOrder = (a: ContentEntry, b: ContentEntry) => a.order - b.order || a.title.localeCompare(b.title);

/** Files keyed by path (`…/documentation/<category>/<slug>.md`) → the six categories with their topics in order. */
export function buildDocumentation(files: Record<string, string>): DocumentationCategory[] {
  const topics = new Map<string, ContentEntry[]>(DOCUMENTATION_CATEGORIES.map(({ id }) => [id, []]));
  for (const [path, raw] of Object.entries(files)) {
    const category = pathParts(path).at(-2)!;
    const list = topics.get(category);
    if (!list) throw new Error(`${path}: unknown documentation category "${category}"`);
    list.push(toEntry(path, raw));
  }
  return DOCUMENTATION_CATEGORIES.map(({ id, label }) => ({ id, label, topics: topics.get(id)!.sort(byOrder) }));
}

/** Files keyed by path (`…/guides/<tool>.md`) → the guides in the order of GUIDE_TOOLS. */
export function buildGuides(files: Record<string, string>): Guide[] {
  return Object.entries(files)
    .map(([path, raw]) => {
      const entry = toEntry(path, raw);
      const tool = GUIDE_TOOLS.find(({ id }) => id === parseFrontMatter(raw).data.tool);
      if (!tool) throw new Error(`${path}: front matter tool must be one of ${GUIDE_TOOLS.map(({ id }) => id).join(', ')}`);
      return { ...entry, tool: tool.id, toolLabel: tool.label };
    })
    .sort((a, b) => GUIDE_TOOLS.findIndex(({ id }) => id === a.tool) - GUIDE_TOOLS.findIndex(({ id }) => id === b.tool) || byOrder(a, b));
}

/** '2026-11-24' → 'November 24, 2026' (the date as written, no time-zone shift). */
export function formatUpdated(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
