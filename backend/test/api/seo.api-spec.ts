import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bearer, registerUser, sql, type TestUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const PAGES = [
  { path: '/', title: 'PromptForge – prompt engineering platform', description: 'Write, test and measure prompts for every major model, with token and cost analysis built in.' },
  { path: '/pricing', title: 'Pricing – PromptForge', description: 'One plan, 15 USD a month, with a 7-day free trial of every tool and no credit card needed.' },
  { path: '/contact', title: 'Contact – PromptForge', description: 'Write to the PromptForge team: questions about the product, your account, billing or enterprise use.' },
];

/** A built web app as the frontend build writes it: a page per public route with `__PUBLIC_URL__` in its head. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pf-seo-dist-'));
  writeFileSync(join(dir, 'public-pages.json'), JSON.stringify({ pages: PAGES }));
  writeFileSync(join(dir, 'app.html'), '<!doctype html><html lang="en"><title>App</title><div id="root"></div></html>');
  for (const page of PAGES) {
    const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
    writeFileSync(join(dir, file), pageHtml(page, '__PUBLIC_URL__'));
    // The build's compressed copy, made before the address was known.
    writeFileSync(join(dir, `${file}.gz`), gzipSync(pageHtml(page, '__PUBLIC_URL__')));
  }
  return dir;
}

function pageHtml(page: (typeof PAGES)[number], origin: string, change: Partial<Record<'title' | 'description' | 'canonical' | 'og' | 'body' | 'lang' | 'viewport', string>> = {}): string {
  const url = page.path === '/' ? `${origin}/` : `${origin}${page.path}`;
  return `<!doctype html>
<html ${change.lang ?? 'lang="en"'}>
<head>
  <meta charset="utf-8">
  ${change.viewport ?? '<meta name="viewport" content="width=device-width, initial-scale=1">'}
  ${change.title ?? `<title>${page.title}</title>`}
  ${change.description ?? `<meta name="description" content="${page.description}">`}
  ${change.canonical ?? `<link rel="canonical" href="${url}">`}
  ${change.og ?? `<meta property="og:title" content="${page.title}"><meta property="og:description" content="${page.description}"><meta property="og:type" content="website"><meta property="og:url" content="${url}">`}
</head>
<body>${change.body ?? '<div id="root"><h1>Title</h1><h2>Part</h2><img src="/logo.svg" alt="PromptForge"></div>'}</body>
</html>`;
}

const PUBLIC_URL = 'https://pf.example.com';

interface Site {
  pages: Record<string, { status?: number; html?: string; headers?: Record<string, string> }>;
  robots?: string | null;
  sitemap?: string | null;
  headers: Record<string, string>;
}

const goodHeaders = () => ({
  'content-security-policy': "default-src 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
});

function goodSite(): Site {
  return {
    pages: Object.fromEntries(PAGES.map((page) => [page.path, { html: pageHtml(page, PUBLIC_URL) }])),
    robots: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    sitemap: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${PAGES.map((page) => `  <url><loc>${PUBLIC_URL}${page.path === '/' ? '/' : page.path}</loc></url>`).join('\n')}\n</urlset>\n`,
    headers: goodHeaders(),
  };
}

/** The public site the audit is pointed at (SEO_AUDIT_URL): what a proxy in front of the product would serve. */
async function startSite(): Promise<{ url: string; site: Site; server: Server }> {
  const state = { site: goodSite() };
  const server = createServer((req, res) => {
    const site = state.site;
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': type, ...site.headers, ...headers });
      res.end(body);
    };
    if (path === '/robots.txt') return site.robots == null ? send(404, 'text/plain', 'Not found') : send(200, 'text/plain', site.robots);
    if (path === '/sitemap.xml') return site.sitemap == null ? send(404, 'text/plain', 'Not found') : send(200, 'application/xml', site.sitemap);
    const page = site.pages[path];
    if (!page) return send(404, 'text/html', '<!doctype html><title>Not found</title>');
    send(page.status ?? 200, 'text/html; charset=utf-8', page.html ?? '', page.headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    get site() {
      return state.site;
    },
    set site(value: Site) {
      state.site = value;
    },
  } as { url: string; site: Site; server: Server };
}

type Audit = {
  score: number;
  checks: Array<{ id: string; passed: boolean; detail: string; issue?: { type: string; title: string; impact: string; description: string; solution: string } }>;
  issues: Array<{ type: string; title: string; impact: string; description: string; solution: string }>;
  technicalMetrics: { security: { https: boolean; csp: boolean; hsts: boolean }; accessibility: { score: number; issues: string[] }; coreWebVitals: Record<string, number | null> };
  fieldData: { metrics: Record<string, { p75: number | null; samples: number; rating: string }> };
  eatScore: Record<string, number>;
  eatDetails: Array<{ key: string; score: number; signals: Array<{ label: string; met: boolean; detail: string }> }>;
  recommendations: string[];
};

const failing = (audit: Audit) =>
  audit.checks
    .filter((c) => !c.passed && !c.id.startsWith('eat-') && !c.id.startsWith('vital-'))
    .map((c) => c.id)
    .sort();

describe('GET /api/seo/audit against a configured public site (each check flips)', () => {
  let t: TestApp;
  let user: TestUser;
  let site: Awaited<ReturnType<typeof startSite>>;

  const audit = async (): Promise<Audit> => {
    const res = await t.http().get('/api/seo/audit').set(bearer(user.token));
    expect(res.status).toBe(200);
    return res.body as Audit;
  };

  beforeAll(async () => {
    site = await startSite();
    t = await createTestApp({ redis: 'none', env: { WEB_DIST_DIR: writeWebDist(), PUBLIC_URL, SEO_AUDIT_URL: site.url } });
    user = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    site.server.close();
  });
  beforeEach(() => {
    site.site = goodSite();
  });

  it('needs sign-in', async () => {
    expect((await t.http().get('/api/seo/audit')).status).toBe(401);
  });

  it('passes every technical check on a correct site, with the spec result shape', async () => {
    const result = await audit();
    expect(failing(result)).toEqual([]);
    expect(result.technicalMetrics.security).toEqual({ https: true, csp: true, hsts: true });
    expect(result.technicalMetrics.accessibility).toEqual({ score: 100, issues: [] });
    expect(result.eatScore).toEqual({
      experience: expect.any(Number),
      expertise: expect.any(Number),
      authoritativeness: expect.any(Number),
      trustworthiness: expect.any(Number),
      overall: expect.any(Number),
    });
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
  });

  const page = (path: string) => PAGES.find((p) => p.path === path)!;
  const breakPage = (path: string, change: Parameters<typeof pageHtml>[2]) => (s: Site) => {
    s.pages[path] = { html: pageHtml(page(path), PUBLIC_URL, change) };
  };

  it.each<[string, (s: Site) => void, RegExp]>([
    ['pages', (s) => (s.pages['/pricing'] = { status: 500, html: 'oops' }), /\/pricing \(500\)/],
    ['title', breakPage('/pricing', { title: '' }), /\/pricing: no <title>/],
    ['title', breakPage('/pricing', { title: `<title>${'Long title '.repeat(8)}</title>` }), /title has 8\d characters/],
    ['title', breakPage('/contact', { title: `<title>${PAGES[1].title}</title>` }), /same title as \/pricing/],
    ['description', breakPage('/', { description: '<meta name="description" content="Too short">' }), /description has 9 characters/],
    ['canonical', breakPage('/contact', { canonical: '' }), /no <link rel="canonical">/],
    ['canonical', breakPage('/contact', { canonical: '<link rel="canonical" href="http://other.example/contact">' }), /expected https:\/\/pf\.example\.com\/contact/],
    ['open-graph', breakPage('/', { og: '<meta property="og:title" content="x">' }), /missing og:description, og:url, og:type/],
    ['headings', breakPage('/', { body: '<h1>A</h1><h3>C</h3>' }), /h1 followed by h3/],
    ['headings', breakPage('/', { body: '<h1>A</h1><h1>B</h1>' }), /2 h1 headings/],
    ['robots', (s) => (s.robots = null), /robots\.txt answers 404/],
    ['robots', (s) => (s.robots = 'User-agent: *\nDisallow: /pricing\n' + `Sitemap: ${PUBLIC_URL}/sitemap.xml\n`), /public pages disallowed: \/pricing/],
    ['robots', (s) => (s.robots = 'User-agent: *\nAllow: /\n'), /no "Sitemap: https:\/\/pf\.example\.com\/sitemap\.xml" line/],
    ['sitemap', (s) => (s.sitemap = null), /sitemap\.xml answers 404/],
    ['sitemap', (s) => (s.sitemap = s.sitemap!.replace(/\s*<url><loc>[^<]*\/contact<\/loc><\/url>/, '')), /not listed: \/contact/],
    ['sitemap', (s) => (s.sitemap = s.sitemap!.replace('</urlset>', `<url><loc>${PUBLIC_URL}/old-page</loc></url></urlset>`)), /\/old-page/],
    ['sitemap', (s) => (s.sitemap = 'not xml'), /not a <urlset> sitemap/],
    ['csp', (s) => delete s.headers['content-security-policy'], /Pages sent without a CSP: \/; \/pricing; \/contact\./],
    ['hsts', (s) => (s.headers['strict-transport-security'] = 'max-age=60'), /without HSTS/],
    ['hsts', (s) => delete s.headers['strict-transport-security'], /without HSTS/],
  ])('%s fails, alone, when broken (%#)', async (id, breakIt, detail) => {
    const broken = goodSite();
    breakIt(broken);
    site.site = broken;
    const result = await audit();
    // A page without a title also fails the accessibility rule 'the page has a title'.
    expect(failing(result)).toEqual(String(detail).includes('no <title>') ? ['accessibility', id] : [id]);
    const check = result.checks.find((c) => c.id === id)!;
    expect(check.detail).toMatch(detail);
    expect(result.issues).toContainEqual(check.issue);
    expect(check.issue).toEqual({
      type: expect.stringMatching(/^(critical|warning|other)$/),
      impact: expect.stringMatching(/^(high|medium|other)$/),
      title: expect.any(String),
      description: expect.any(String),
      solution: expect.any(String),
    });
    expect(result.recommendations).toContain(check.issue!.solution);
  });

  it.each<[string, Parameters<typeof pageHtml>[2], RegExp, string[]]>([
    ['an image without alt', { body: '<h1>A</h1><img src="/hero.png">' }, /every image has alt text/, ['accessibility', 'img-alt']],
    ['no lang', { lang: '' }, /lang attribute/, ['accessibility']],
    ['zoom blocked', { viewport: '<meta name="viewport" content="width=device-width, user-scalable=no">' }, /allows zooming/, ['accessibility']],
  ])('accessibility fails with %s', async (_, change, issue, ids) => {
    const broken = goodSite();
    breakPage('/pricing', change)(broken);
    site.site = broken;
    const result = await audit();
    expect(failing(result)).toEqual(ids);
    expect(result.technicalMetrics.accessibility.issues).toEqual([expect.stringMatching(issue)]);
    expect(result.technicalMetrics.accessibility.score).toBe(Math.round((100 * 14) / 15));
  });

  it('reports csp and hsts false in security when the headers are not sent', async () => {
    const broken = goodSite();
    broken.headers = {};
    site.site = broken;
    const result = await audit();
    expect(result.technicalMetrics.security).toEqual({ https: true, csp: false, hsts: false });
  });

  it('scores E-A-T from the pages present: trust, about, documentation, author and date raise it', async () => {
    const before = await audit();
    const trust = before.eatDetails.find((d) => d.key === 'trustworthiness')!;
    expect(trust.signals.find((s) => s.label === 'Contact page')).toMatchObject({ met: true });
    expect(trust.signals.find((s) => s.label === 'Trust page')).toMatchObject({ met: false, detail: 'No public page at /trust.' });
    expect(before.eatScore.expertise).toBe(0);
    expect(before.eatScore.experience).toBe(0);
  });
});

describe('GET /api/seo/audit and HTTPS', () => {
  it('flips https with PUBLIC_URL', async () => {
    const site = await startSite();
    const t = await createTestApp({ redis: 'none', env: { WEB_DIST_DIR: writeWebDist(), PUBLIC_URL: 'http://pf.example.com', SEO_AUDIT_URL: site.url } });
    try {
      const user = await registerUser(t);
      // The site names http:// addresses, as it would for that PUBLIC_URL.
      site.site = JSON.parse(JSON.stringify(goodSite()).replaceAll(PUBLIC_URL, 'http://pf.example.com')) as Site;
      const res = await t.http().get('/api/seo/audit').set(bearer(user.token));
      expect(failing(res.body)).toEqual(['https']);
      expect(res.body.technicalMetrics.security.https).toBe(false);
      expect(res.body.issues[0]).toMatchObject({ type: 'critical', title: 'The site is not served over HTTPS' });
    } finally {
      await t.close();
      site.server.close();
    }
  });
});

describe('the server audits itself: robots.txt, sitemap.xml, pages and headers it really sends', () => {
  let t: TestApp;
  let user: TestUser;
  const publicUrl = 'https://promptforge.example.org';

  beforeAll(async () => {
    t = await createTestApp({ redis: 'none', env: { WEB_DIST_DIR: writeWebDist(), PUBLIC_URL: publicUrl, VITALS_REPORTS_PER_HOUR: '3', TRUST_PROXY_HOPS: '1' } });
    await t.app.listen(0, '127.0.0.1');
    user = await registerUser(t);
  });
  afterAll(() => t.close());

  it('serves robots.txt and sitemap.xml from the public pages list and PUBLIC_URL', async () => {
    const robots = await t.http().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /api/');
    const sitemap = await t.http().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${publicUrl}/`, `${publicUrl}/pricing`, `${publicUrl}/contact`]);
  });

  it('fills PUBLIC_URL into the pages it serves (canonical), in the compressed copies too', async () => {
    const plain = await t.http().get('/contact').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain(`<link rel="canonical" href="${publicUrl}/contact">`);
    const gzipped = await t.http().get('/contact').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain(`<link rel="canonical" href="${publicUrl}/contact">`);
    expect(gzipped.text).not.toContain('__PUBLIC_URL__');
  });

  it('finds its own pages, robots, sitemap, CSP and HSTS correct', async () => {
    const res = await t.http().get('/api/seo/audit').set(bearer(user.token));
    expect(res.status).toBe(200);
    expect(failing(res.body)).toEqual([]);
    expect(res.body.technicalMetrics.security).toEqual({ https: true, csp: true, hsts: true });
    expect(res.body.pagesChecked).toEqual(['/', '/pricing', '/contact']);
  });

  describe('POST /api/seo/vitals', () => {
    let client = 0;
    const from = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

    it('stores each metric without anything about the visitor, and the path only for a public page', async () => {
      const res = await t
        .http()
        .post('/api/seo/vitals')
        .set(from())
        .send({ path: '/pricing', metrics: [{ name: 'LCP', value: 1234.5 }, { name: 'CLS', value: 0.05 }] });
      expect(res.status).toBe(204);
      await t.http().post('/api/seo/vitals').set(from()).send({ path: '/prompt-lab/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', metrics: [{ name: 'INP', value: 80 }] });
      const rows = await sql(t, 'SELECT * FROM web_vital_samples ORDER BY id');
      expect(rows).toEqual([
        { id: expect.anything(), metric: 'lcp', value: 1234.5, path: '/pricing', created_at: expect.any(String) },
        { id: expect.anything(), metric: 'cls', value: 0.05, path: '/pricing', created_at: expect.any(String) },
        { id: expect.anything(), metric: 'inp', value: 80, path: null, created_at: expect.any(String) },
      ]);
    });

    it.each([
      [{ metrics: [{ name: 'LCP', value: -1 }] }, 'LCP must be between 0 and 60000 ms.'],
      [{ metrics: [{ name: 'LCP', value: 60001 }] }, 'LCP must be between 0 and 60000 ms.'],
      [{ metrics: [{ name: 'CLS', value: 11 }] }, 'CLS must be between 0 and 10.'],
      [{ metrics: [{ name: 'INP', value: 30001 }] }, 'INP must be between 0 and 30000 ms.'],
      [{ metrics: [{ name: 'FID', value: 1e9 }] }, 'FID must be between 0 and 30000 ms.'],
      [{ metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }, 'LCP appears more than once.'],
      [{ metrics: [{ name: 'XYZ', value: 1 }] }, 'name must be one of LCP, FID, CLS, INP, FCP, TTFB.'],
      [{ metrics: [{ name: 'LCP', value: 'fast' }] }, 'value must be a number.'],
      [{ metrics: [] }, 'metrics must be a list of 1 to 6 measurements.'],
      [{ path: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] }, 'path must be a path such as /pricing.'],
    ])('refuses %j with 400 and stores nothing', async (body, message) => {
      const before = ((await sql(t, 'SELECT count(*)::int AS n FROM web_vital_samples')) as Array<{ n: number }>)[0].n;
      const res = await t.http().post('/api/seo/vitals').set(from()).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(((await sql(t, 'SELECT count(*)::int AS n FROM web_vital_samples')) as Array<{ n: number }>)[0].n).toBe(before);
    });

    it('limits reports per client address (VITALS_REPORTS_PER_HOUR) with 429 and Retry-After', async () => {
      const client = from();
      for (let i = 0; i < 3; i++) expect((await t.http().post('/api/seo/vitals').set(client).send({ metrics: [{ name: 'TTFB', value: 10 }] })).status).toBe(204);
      const refused = await t.http().post('/api/seo/vitals').set(client).send({ metrics: [{ name: 'TTFB', value: 10 }] });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('reports p75 of the last 28 days with spec ratings, and "not enough data" below 20 samples', async () => {
    await sql(t, 'DELETE FROM web_vital_samples');
    const insert = (metric: string, values: number[], daysAgo = 0) =>
      sql(
        t,
        `INSERT INTO web_vital_samples (metric, value, created_at) SELECT ?, v, now() - make_interval(days => ?) FROM unnest(?::double precision[]) AS v`,
        [metric, daysAgo, `{${values.join(',')}}`],
      );
    const lcp = Array.from({ length: 40 }, (_, i) => 1000 + i * 100); // 1000…4900 ms
    await insert('lcp', lcp);
    await insert('lcp', Array.from({ length: 50 }, () => 59_000), 30); // older than the window: ignored and deleted
    await insert('cls', Array.from({ length: 20 }, (_, i) => (i < 15 ? 0.01 : 0.3)));
    await insert('inp', Array.from({ length: 19 }, () => 100));
    const res = await t.http().get('/api/seo/audit').set(bearer(user.token));
    const sorted = [...lcp].sort((a, b) => a - b);
    const rank = 0.75 * (sorted.length - 1);
    const p75 = sorted[Math.floor(rank)] + (sorted[Math.ceil(rank)] - sorted[Math.floor(rank)]) * (rank - Math.floor(rank));
    expect(res.body.fieldData.metrics.lcp).toMatchObject({ p75: Math.round(p75), samples: 40, rating: 'needs-improvement' });
    expect(res.body.technicalMetrics.coreWebVitals.lcp).toBe(Math.round(p75 / 10) / 100); // seconds, 2 decimals
    expect(res.body.fieldData.metrics.cls).toMatchObject({ samples: 20, rating: 'good' });
    expect(res.body.fieldData.metrics.inp).toMatchObject({ p75: null, samples: 19, rating: 'not-enough-data' });
    expect(res.body.technicalMetrics.coreWebVitals.inp).toBeNull();
    expect(res.body.recommendations).toContainEqual(expect.stringContaining('INP: 19 of 20 samples'));
    expect(res.body.issues).toContainEqual(expect.objectContaining({ title: 'LCP needs improvement' }));
    expect(((await sql(t, "SELECT count(*)::int AS n FROM web_vital_samples WHERE metric = 'lcp'")) as Array<{ n: number }>)[0].n).toBe(40);
  });
});
