import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildDocumentation, buildGuides, DOCUMENTATION_CATEGORIES, formatUpdated, GUIDE_TOOLS, toEntry } from './catalog';
import { CONTENT_DIR, documentation, documentationFiles, guideFiles, guides } from './content-files.node';
import { markdownToPlainText, parseFrontMatter } from './front-matter';

describe('documentation content (src/content/documentation)', () => {
  it('has exactly the six spec categories, in order, each with at least 4 topics', () => {
    expect(documentation.map((category) => category.id)).toEqual(DOCUMENTATION_CATEGORIES.map(({ id }) => id));
    expect(readdirSync(join(CONTENT_DIR, 'documentation')).sort()).toEqual(DOCUMENTATION_CATEGORIES.map(({ id }) => id).sort());
    for (const category of documentation) {
      expect(category.topics.length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(Object.keys(documentationFiles).map((path) => [path.slice(CONTENT_DIR.length + 1), path]))('%s has its front matter and a real body', (_name, path) => {
    const { data, body } = parseFrontMatter(documentationFiles[path]);
    expect(data.title).toBeTruthy();
    expect(data.description!.length).toBeGreaterThanOrEqual(40);
    expect(data.author).toBeTruthy();
    expect(data.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(data.updated!))).toBe(false);
    expect(Number(data.order)).toBeGreaterThan(0);
    // A topic worth reading: several hundred words with at least two sections.
    expect(body.split(/\s+/).length).toBeGreaterThan(250);
    expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    // Raw HTML is not rendered (rehype-sanitize), so the sources must not rely on it.
    expect(body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')).not.toMatch(/<\/?[a-z][a-z0-9-]*[\s>]/i);
  });

  it('gives every topic a unique id (its anchor on the page) and distinct orders within a category', () => {
    const ids = documentation.flatMap((category) => category.topics.map((topic) => topic.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of documentation) {
      const orders = category.topics.map((topic) => topic.order);
      expect(new Set(orders).size).toBe(orders.length);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('covers the subjects issue 19 asks for', () => {
    const titles = documentation.flatMap((category) => category.topics.map((topic) => topic.title.toLowerCase())).join(' | ');
    for (const subject of ['tokenization', 'context windows', 'sampling parameters', 'few-shot', 'evaluating', 'retrieval-augmented', 'agents', 'cost control', 'safety']) {
      expect(titles).toContain(subject);
    }
  });
});

describe('guides content (src/content/guides)', () => {
  it('has one guide per tool of spec section 2, in the order of the category buttons', () => {
    expect(guides.map((guide) => guide.tool)).toEqual(GUIDE_TOOLS.map(({ id }) => id));
  });

  it.each(GUIDE_TOOLS.map(({ id }) => [id]))('the %s guide has front matter, steps and CLI commands', (tool) => {
    const guide = guides.find((candidate) => candidate.tool === tool)!;
    expect(guide.author).toBeTruthy();
    expect(guide.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(guide.content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(guide.content).toMatch(/```sh\n[\s\S]*promptforge /);
  });

  it('names only the guides files it has', () => {
    expect(Object.keys(guideFiles).map((path) => path.split(/[\\/]/).at(-1)).sort()).toEqual(GUIDE_TOOLS.map(({ id }) => `${id}.md`).sort());
  });
});

describe('content parsing', () => {
  it('reads the front matter fields and strips quotes', () => {
    expect(parseFrontMatter('---\ntitle: "A: B"\nupdated: 2026-01-02\n---\n\nBody text')).toEqual({ data: { title: 'A: B', updated: '2026-01-02' }, body: 'Body text' });
  });

  it('refuses a file without its front matter or with a bad date', () => {
    expect(() => toEntry('/x/fundamentals/a.md', '# No front matter')).toThrow('front matter has no title');
    expect(() => toEntry('/x/fundamentals/a.md', '---\ntitle: T\ndescription: D\nauthor: A\nupdated: 24/11/2026\n---\nBody')).toThrow('updated must be YYYY-MM-DD');
  });

  it('refuses a topic in an unknown category and a guide for an unknown tool', () => {
    const file = '---\ntitle: T\ndescription: D\nauthor: A\nupdated: 2026-11-24\n---\nBody';
    expect(() => buildDocumentation({ '/c/documentation/marketing/x.md': file })).toThrow('unknown documentation category "marketing"');
    expect(() => buildGuides({ '/c/guides/x.md': `${file.replace('---\nBody', 'tool: nope\n---\nBody')}` })).toThrow('front matter tool must be one of');
  });

  it('turns Markdown into the text a reader sees, for search', () => {
    expect(markdownToPlainText('## Title\n\nSee [the **docs**](https://x.y) and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe('Title\nSee the docs and code .\n a b \n 1 2');
  });

  it('formats the updated date as written', () => {
    expect(formatUpdated('2026-11-24')).toBe('November 24, 2026');
  });
});
