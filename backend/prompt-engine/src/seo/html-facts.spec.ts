import { isDisallowed, readHtml, readRobots, readSitemap } from './html-facts';
import { rateVital } from './seo-audit';

describe('readHtml', () => {
  it('reads title, description, canonical, Open Graph, headings, images and lang; ignores comments and scripts', () => {
    const facts = readHtml(`<!doctype html><html lang="pt-BR"><head>
      <title> Preços &amp; planos </title>
      <meta name="description" content="Tudo sobre &quot;planos&quot;">
      <meta property="og:title" content="OG">
      <link rel="preload canonical" href="https://x.example/p">
      <!-- <h1>not a heading</h1> <img src="c.png"> -->
      <script>const s = "<h2>nor this</h2>";</script>
    </head><body><h1>A</h1><h3>C</h3><img src="a.png" alt=""><img src='b.png'><time datetime="2026-11-01">1 Nov</time></body></html>`);
    expect(facts).toMatchObject({
      lang: 'pt-BR',
      title: 'Preços & planos',
      description: 'Tudo sobre "planos"',
      canonical: 'https://x.example/p',
      openGraph: { title: 'OG' },
      headings: [1, 3],
      images: [
        { src: 'a.png', hasAlt: true },
        { src: 'b.png', hasAlt: false },
      ],
      times: ['2026-11-01'],
    });
    expect(facts.text).toContain('1 Nov');
    expect(facts.text).not.toContain('nor this');
  });
});

describe('robots.txt', () => {
  const rules = readRobots('User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /api/\nDisallow: /*.json$\nAllow: /api/public\n# note\nSitemap: https://x.example/sitemap.xml\n');

  it('keeps the rules of the group for every crawler and the sitemaps', () => {
    expect(rules).toEqual({ disallow: ['/api/', '/*.json$'], allow: ['/api/public'], sitemaps: ['https://x.example/sitemap.xml'] });
  });

  it.each([
    ['/pricing', false],
    ['/api/seo', true],
    ['/api/public/x', false],
    ['/data.json', true],
    ['/data.json.bak', false],
  ])('%s disallowed: %s', (path, disallowed) => {
    expect(isDisallowed(rules, path)).toBe(disallowed);
  });
});

describe('readSitemap', () => {
  it('lists the <loc> of a urlset and refuses anything else', () => {
    expect(readSitemap('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://x.example/?a=1&amp;b=2 </loc></url></urlset>')).toEqual([
      'https://x.example/?a=1&b=2',
    ]);
    expect(readSitemap('<html><body>Not found</body></html>')).toBeUndefined();
  });
});

describe('rateVital (spec §4 thresholds)', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['fid', 100, 'good'],
    ['fid', 301, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.25, 'needs-improvement'],
    ['cls', 0.26, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 501, 'poor'],
  ] as const)('%s %d → %s with 20 samples', (metric, value, rating) => {
    expect(rateVital(metric, value, 20)).toBe(rating);
  });

  it('has no rating below 20 samples', () => {
    expect(rateVital('lcp', 1000, 19)).toBe('not-enough-data');
  });
});
