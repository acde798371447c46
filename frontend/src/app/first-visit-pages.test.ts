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
