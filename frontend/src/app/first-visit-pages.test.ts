import { PUBLIC_URL_PLACEHOLDER, pageHead } from '../../vite-plugins/first-visit-pages';
import firstVisit from './first-visit-pages.json';
import { appRoutes } from './routes';

describe('first-visit pages (src/app/first-visit-pages.json)', () => {
  it.each(firstVisit.pages.map((page) => [page.path, page]))('%s is a public route that loads no antd', async (_path, page) => {
    const route = appRoutes.find((candidate) => candidate.path === page.path);
    expect(route).toMatchObject({ access: 'public', antd: false });
    // The module the build preloads for this page is the one its route loads.
    const screen = await route!.load();
    const listed = (await import(`../${page.module.replace(/^src\//, '').replace(/\.tsx$/, '')}`)) as { default: unknown };
    expect(screen.default).toBe(listed.default);
  });

  it.each(firstVisit.pages.map((page) => [page.path, page]))(
    '%s has a unique title of 10-60 characters, the same as its route, and a description of 50-160 (what the SEO audit checks)',
    (_path, page) => {
      expect([...page.title].length).toBeGreaterThanOrEqual(10);
      expect([...page.title].length).toBeLessThanOrEqual(60);
      expect([...page.description].length).toBeGreaterThanOrEqual(50);
      expect([...page.description].length).toBeLessThanOrEqual(160);
      expect(firstVisit.pages.filter((other) => other.title === page.title)).toHaveLength(1);
      expect(appRoutes.find((route) => route.path === page.path)?.title).toBe(page.title);
    },
  );
});

describe('first-visit page head tags', () => {
  it('lists the public pages', () => {
    expect(firstVisit.pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/documentation', '/guides', '/features', '/about', '/trust', '/contact']));
  });

  it.each(firstVisit.pages.map((page) => [page.path, page]))('%s: the title is the route title, the description 50 to 160 characters', (_path, page) => {
    expect(appRoutes.find((route) => route.path === page.path)?.title).toBe(page.title);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('writes the title, description, canonical URL and Open Graph tags into the shell, escaped', () => {
    const shell = '<html>\n  <head>\n    <title>Shell</title>\n    <meta\n      name="description"\n      content="Shell text"\n    />\n  </head>\n</html>';
    const html = pageHead(shell, { path: '/docs', module: 'x', title: 'Docs & "more"', description: 'About <tokens>' });
    expect(html).toContain('<title>Docs &amp; &quot;more&quot;</title>');
    expect(html).toContain('<meta name="description" content="About &lt;tokens&gt;" />');
    expect(html).not.toContain('Shell text');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/docs">`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/docs">`);
    expect(html).toContain('<meta property="og:title" content="Docs &amp; &quot;more&quot;">');
    expect(html).toContain('<meta property="og:description" content="About &lt;tokens&gt;">');
  });
});
