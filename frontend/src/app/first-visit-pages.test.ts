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
});
