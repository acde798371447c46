import { isDisallowed, readHtml, readRobots, readSitemap, type HtmlFacts } from './html-facts';

/** Core Web Vitals and the other field metrics the web app reports (web-vitals names, lower-cased). */
export const VITAL_METRICS = ['lcp', 'fid', 'cls', 'inp', 'fcp', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Below this many samples in the window a metric shows 'not enough data'. */
export const MIN_VITAL_SAMPLES = 20;

/** Spec section 4 (and web.dev for INP, FCP, TTFB): good at or below the first, poor above the second. Units as reported (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  lcp: [2500, 4000],
  fid: [100, 300],
  cls: [0.1, 0.25],
  inp: [200, 500],
  fcp: [1800, 3000],
  ttfb: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor' | 'not-enough-data';

export function rateVital(metric: VitalMetric, p75: number | null, samples: number): VitalRating {
  if (p75 === null || samples < MIN_VITAL_SAMPLES) return 'not-enough-data';
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return p75 <= good ? 'good' : p75 > poor ? 'poor' : 'needs-improvement';
}

export interface FetchedResource {
  /** 0 when the request failed (connection refused, timeout). */
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
}

export interface SeoAuditInput {
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  /** The public routes the product serves (first-visit pages), e.g. `/`, `/pricing`. */
  publicPaths: string[];
  /** Each public path as fetched from the site. */
  pages: Record<string, FetchedResource>;
  robots: FetchedResource;
  sitemap: FetchedResource;
  /** p75 over the window and the sample count per metric (units as reported: ms, CLS unitless). */
  vitals: Record<VitalMetric, { p75: number | null; samples: number }>;
  /** Window of the field data, in days. */
  windowDays: number;
}

export type IssueType = 'critical' | 'warning' | 'other';
export type IssueImpact = 'high' | 'medium' | 'other';

export interface SeoIssue {
  type: IssueType;
  title: string;
  impact: IssueImpact;
  description: string;
  solution: string;
}

export interface SeoCheck {
  id: string;
  title: string;
  passed: boolean;
  /** What was found (also when passed). */
  detail: string;
  issue?: SeoIssue;
}

export interface EatSignal {
  label: string;
  met: boolean;
  points: number;
  detail: string;
}

export interface EatDimension {
  key: 'experience' | 'expertise' | 'authoritativeness' | 'trustworthiness';
  score: number;
  signals: EatSignal[];
}

export interface FieldVital {
  p75: number | null;
  samples: number;
  rating: VitalRating;
  /** Good at or below, poor above (same unit as p75). */
  thresholds: [number, number];
}

export interface SeoAuditResult {
  score: number;
  scoreParts: { technical: number; vitals: number | null; eat: number };
  technicalMetrics: {
    /** Spec units: lcp in seconds, fid in ms, cls unitless; null below MIN_VITAL_SAMPLES. Also inp in ms. */
    coreWebVitals: { lcp: number | null; fid: number | null; cls: number | null; inp: number | null };
    /** First contentful paint from real users (s); time to interactive and total blocking time need a lab run (null). */
    performance: { firstContentfulPaint: number | null; timeToInteractive: number | null; totalBlockingTime: number | null };
    security: { https: boolean; csp: boolean; hsts: boolean };
    accessibility: { score: number; issues: string[] };
  };
  fieldData: { windowDays: number; minSamples: number; metrics: Record<VitalMetric, FieldVital> };
  eatScore: { experience: number; expertise: number; authoritativeness: number; trustworthiness: number; overall: number };
  eatDetails: EatDimension[];
  checks: SeoCheck[];
  issues: SeoIssue[];
  recommendations: string[];
  pagesChecked: string[];
}

export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
/** Half a year, the least HSTS preload lists accept… we ask for at least this. */
export const HSTS_MIN_MAX_AGE = 15_552_000;

const OG_REQUIRED = ['title', 'description', 'url', 'type'] as const;

const WEIGHT: Record<IssueType, number> = { critical: 3, warning: 2, other: 1 };

/** Runs every check over what the server fetched from its own public site and scores it. Pure: same input, same result. */
export function auditSeo(input: SeoAuditInput): SeoAuditResult {
  const origin = input.publicUrl.replace(/\/+$/, '');
  const served = input.publicPaths.filter((path) => input.pages[path]?.status === 200 && isHtml(input.pages[path]));
  const facts = new Map<string, HtmlFacts>(served.map((path) => [path, readHtml(input.pages[path].body)]));
  const urlOf = (path: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);
  const checks: SeoCheck[] = [];
  const check = (id: string, title: string, failures: string[], okDetail: string, issue: Omit<SeoIssue, 'description'> & { describe: (failures: string[]) => string }) => {
    const passed = failures.length === 0;
    checks.push({
      id,
      title,
      passed,
      detail: passed ? okDetail : issue.describe(failures),
      issue: passed ? undefined : { type: issue.type, title: issue.title, impact: issue.impact, description: issue.describe(failures), solution: issue.solution },
    });
  };
  const list = (items: string[]) => items.slice(0, 8).join('; ') + (items.length > 8 ? `; and ${items.length - 8} more` : '');

  // Pages answer.
  const down = input.publicPaths.filter((path) => !served.includes(path)).map((path) => `${path} (${describeStatus(input.pages[path])})`);
  check('pages', 'Public pages answer 200 with HTML', down, `All ${input.publicPaths.length} public pages answer 200.`, {
    type: 'critical',
    impact: 'high',
    title: 'Public pages do not load',
    describe: (f) => `These public pages do not answer 200 with an HTML page: ${list(f)}.`,
    solution: 'Serve every public route (check the web app build is deployed and WEB_DIST_DIR points at it).',
  });

  const perPage = (test: (page: HtmlFacts, path: string) => string | undefined) =>
    served.flatMap((path) => {
      const problem = test(facts.get(path)!, path);
      return problem ? [`${path}: ${problem}`] : [];
    });

  check(
    'title',
    `Titles of ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters, unique`,
    perPage((page, path) => {
      if (!page.title) return 'no <title>';
      const length = [...page.title].length;
      if (length < TITLE_LENGTH.min || length > TITLE_LENGTH.max) return `title has ${length} characters`;
      const twin = served.find((other) => other !== path && facts.get(other)!.title === page.title);
      return twin ? `same title as ${twin}` : undefined;
    }),
    'Every public page has its own title of a good length.',
    {
      type: 'warning',
      impact: 'high',
      title: 'Page titles missing, duplicated or of the wrong length',
      describe: (f) => `Search results show the title; ${list(f)}.`,
      solution: `Give each page its own <title> of ${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters (frontend/src/app/first-visit-pages.json).`,
    },
  );

  check(
    'description',
    `Meta descriptions of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`,
    perPage((page) => {
      if (!page.description) return 'no meta description';
      const length = [...page.description].length;
      return length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max ? `description has ${length} characters` : undefined;
    }),
    'Every public page has a meta description of a good length.',
    {
      type: 'warning',
      impact: 'medium',
      title: 'Meta descriptions missing or of the wrong length',
      describe: (f) => `Search results use the description as the snippet; ${list(f)}.`,
      solution: `Write a description of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters for each page.`,
    },
  );

  check(
    'canonical',
    'Canonical URL on every page, on PUBLIC_URL',
    perPage((page, path) => {
      if (!page.canonical) return 'no <link rel="canonical">';
      return page.canonical !== urlOf(path) ? `canonical is ${page.canonical}, expected ${urlOf(path)}` : undefined;
    }),
    'Every public page names its canonical URL on PUBLIC_URL.',
    {
      type: 'warning',
      impact: 'medium',
      title: 'Canonical URLs missing or wrong',
      describe: (f) => `Without the right canonical URL, search engines may index duplicates; ${list(f)}.`,
      solution: 'Add <link rel="canonical"> with the absolute URL of the page on PUBLIC_URL.',
    },
  );

  check(
    'open-graph',
    'Open Graph tags (og:title, og:description, og:url, og:type)',
    perPage((page, path) => {
      const missing = OG_REQUIRED.filter((name) => !page.openGraph[name]);
      if (missing.length) return `missing ${missing.map((name) => `og:${name}`).join(', ')}`;
      return page.openGraph.url !== urlOf(path) ? `og:url is ${page.openGraph.url}` : undefined;
    }),
    'Every public page has Open Graph tags for link previews.',
    {
      type: 'other',
      impact: 'medium',
      title: 'Open Graph tags missing',
      describe: (f) => `Shared links show no proper preview; ${list(f)}.`,
      solution: 'Add og:title, og:description, og:type and og:url (the canonical URL) to each page.',
    },
  );

  check(
    'headings',
    'Heading levels in order, one h1',
    perPage((page) => {
      const h1 = page.headings.filter((level) => level === 1).length;
      if (h1 > 1) return `${h1} h1 headings`;
      for (let i = 1; i < page.headings.length; i++) {
        if (page.headings[i] > page.headings[i - 1] + 1) return `h${page.headings[i - 1]} followed by h${page.headings[i]}`;
      }
      if (page.headings.length && page.headings[0] !== 1) return `first heading is h${page.headings[0]}`;
      return undefined;
    }),
    served.some((path) => facts.get(path)!.headings.length)
      ? 'Headings in the served HTML go down one level at a time.'
      : 'The served HTML has no headings (the pages render their content with JavaScript): nothing out of order.',
    {
      type: 'warning',
      impact: 'medium',
      title: 'Headings out of order',
      describe: (f) => `Screen readers and crawlers use headings as the outline; ${list(f)}.`,
      solution: 'Use one h1 per page and go down one level at a time (h1 → h2 → h3).',
    },
  );

  check(
    'img-alt',
    'Images have alt text',
    perPage((page) => {
      const missing = page.images.filter((image) => !image.hasAlt);
      return missing.length ? `${missing.length} image(s) without alt (${missing.slice(0, 3).map((image) => image.src || 'no src').join(', ')})` : undefined;
    }),
    'No image in the served HTML lacks an alt attribute.',
    {
      type: 'warning',
      impact: 'medium',
      title: 'Images without alt text',
      describe: (f) => `Images without alt are invisible to screen readers and image search; ${list(f)}.`,
      solution: 'Add alt text that says what the image shows (alt="" for decoration).',
    },
  );

  // robots.txt
  const robotsOk = input.robots.status === 200;
  const robots = readRobots(robotsOk ? input.robots.body : '');
  const sitemapUrl = `${origin}/sitemap.xml`;
  const robotsFailures: string[] = [];
  if (!robotsOk) robotsFailures.push(`/robots.txt answers ${describeStatus(input.robots)}`);
  else {
    if (!robots.sitemaps.includes(sitemapUrl)) robotsFailures.push(`no "Sitemap: ${sitemapUrl}" line`);
    const blocked = input.publicPaths.filter((path) => isDisallowed(robots, path));
    if (blocked.length) robotsFailures.push(`public pages disallowed: ${blocked.join(', ')}`);
  }
  check('robots', 'robots.txt reachable, names the sitemap, blocks no public page', robotsFailures, `robots.txt names ${sitemapUrl} and blocks no public page.`, {
    type: 'critical',
    impact: 'high',
    title: 'robots.txt missing or inconsistent',
    describe: (f) => `Crawlers read robots.txt first: ${f.join('; ')}.`,
    solution: 'Serve /robots.txt with "Sitemap: <PUBLIC_URL>/sitemap.xml" and no Disallow rule covering a public page.',
  });

  // sitemap.xml
  const locs = input.sitemap.status === 200 ? readSitemap(input.sitemap.body) : undefined;
  const sitemapFailures: string[] = [];
  if (input.sitemap.status !== 200) sitemapFailures.push(`/sitemap.xml answers ${describeStatus(input.sitemap)}`);
  else if (!locs) sitemapFailures.push('/sitemap.xml is not a <urlset> sitemap');
  else {
    const missing = input.publicPaths.filter((path) => !locs.includes(urlOf(path)));
    if (missing.length) sitemapFailures.push(`public pages not listed: ${missing.join(', ')}`);
    const expected = new Set(input.publicPaths.map(urlOf));
    const extra = locs.filter((loc) => !expected.has(loc));
    if (extra.length) sitemapFailures.push(`listed URLs that are not public pages of ${origin}: ${extra.slice(0, 5).join(', ')}`);
  }
  check('sitemap', 'sitemap.xml lists exactly the public pages', sitemapFailures, `sitemap.xml lists the ${input.publicPaths.length} public pages on ${origin}.`, {
    type: 'warning',
    impact: 'high',
    title: 'sitemap.xml missing or inconsistent',
    describe: (f) => `${f.join('; ')}.`,
    solution: 'Serve /sitemap.xml listing every public page with its absolute URL on PUBLIC_URL, and nothing else.',
  });

  // Security headers, as the pages were actually sent.
  const https = origin.startsWith('https://');
  check('https', 'Served over HTTPS', https ? [] : [origin], `PUBLIC_URL is ${origin}.`, {
    type: 'critical',
    impact: 'high',
    title: 'The site is not served over HTTPS',
    describe: (f) => `PUBLIC_URL is ${f[0]}: browsers mark the site "Not secure" and search engines rank HTTPS pages first.`,
    solution: 'Put the site behind TLS (a reverse proxy with a certificate) and set PUBLIC_URL to its https:// address.',
  });
  const noCsp = served.filter((path) => !input.pages[path].headers['content-security-policy']);
  check('csp', 'Content-Security-Policy header sent', served.length ? noCsp : ['no page could be checked'], 'Every public page is sent with a Content-Security-Policy.', {
    type: 'warning',
    impact: 'high',
    title: 'No Content-Security-Policy header',
    describe: (f) => `Pages sent without a CSP: ${list(f)}.`,
    solution: 'Send a Content-Security-Policy header (the API sets one with helmet; check that a proxy does not remove it).',
  });
  const weakHsts = served.filter((path) => {
    const value = input.pages[path].headers['strict-transport-security'];
    const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value ?? '')?.[1] ?? NaN);
    return !(maxAge >= HSTS_MIN_MAX_AGE);
  });
  check('hsts', 'Strict-Transport-Security header sent', served.length ? weakHsts : ['no page could be checked'], `Every public page is sent with HSTS (max-age at least ${HSTS_MIN_MAX_AGE} s).`, {
    type: 'warning',
    impact: 'medium',
    title: 'No Strict-Transport-Security header',
    describe: (f) => `Pages sent without HSTS of at least ${HSTS_MIN_MAX_AGE} seconds: ${list(f)}.`,
    solution: `Send "Strict-Transport-Security: max-age=31536000; includeSubDomains" on every answer.`,
  });

  // Accessibility rules that can be checked on the HTML alone.
  const accessibilityRules: Array<[string, (page: HtmlFacts) => boolean]> = [
    ['the <html> element has a lang attribute', (page) => Boolean(page.lang)],
    ['the page has a title', (page) => Boolean(page.title)],
    ['every image has alt text', (page) => page.images.every((image) => image.hasAlt)],
    ['the viewport meta tag is present', (page) => Boolean(page.meta.viewport)],
    ['the viewport allows zooming', (page) => !/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?(\D|$)/i.test(page.meta.viewport ?? '')],
  ];
  const accessibilityIssues: string[] = [];
  let accessibilityPassed = 0;
  for (const path of served) {
    for (const [rule, passes] of accessibilityRules) {
      if (passes(facts.get(path)!)) accessibilityPassed++;
      else accessibilityIssues.push(`${path}: not met: ${rule}`);
    }
  }
  const accessibilityTotal = served.length * accessibilityRules.length;
  const accessibilityScore = accessibilityTotal ? Math.round((100 * accessibilityPassed) / accessibilityTotal) : 0;
  check(
    'accessibility',
    'Static accessibility rules (lang, title, alt, zoom)',
    accessibilityTotal ? accessibilityIssues : ['no page could be checked'],
    `All ${accessibilityTotal} static checks pass.`,
    {
      type: 'warning',
      impact: 'medium',
      title: 'Accessibility problems in the page HTML',
      describe: (f) => `${list(f)}.`,
      solution: 'Set <html lang>, a title, alt text on images, and a viewport that does not block zooming.',
    },
  );

  // Field data.
  const metrics = Object.fromEntries(
    VITAL_METRICS.map((metric) => {
      const { p75, samples } = input.vitals[metric] ?? { p75: null, samples: 0 };
      const rating = rateVital(metric, p75, samples);
      return [metric, { p75: rating === 'not-enough-data' ? null : round(p75!, metric === 'cls' ? 3 : 0), samples, rating, thresholds: [...VITAL_THRESHOLDS[metric]] as [number, number] }];
    }),
  ) as Record<VitalMetric, FieldVital>;
  const rated = (['lcp', 'cls', 'inp'] as const).map((metric) => metrics[metric]).filter((vital) => vital.rating !== 'not-enough-data');
  const vitalsScore = rated.length ? Math.round(rated.reduce((sum, vital) => sum + (vital.rating === 'good' ? 100 : vital.rating === 'poor' ? 0 : 50), 0) / rated.length) : null;
  for (const metric of ['lcp', 'cls', 'inp'] as const) {
    const vital = metrics[metric];
    if (vital.rating === 'poor' || vital.rating === 'needs-improvement') {
      checks.push({
        id: `vital-${metric}`,
        title: `${metric.toUpperCase()} from real users`,
        passed: false,
        detail: `p75 ${formatVital(metric, vital.p75!)} over ${vital.samples} samples`,
        issue: {
          type: vital.rating === 'poor' ? 'critical' : 'warning',
          impact: vital.rating === 'poor' ? 'high' : 'medium',
          title: `${metric.toUpperCase()} ${vital.rating === 'poor' ? 'is poor' : 'needs improvement'}`,
          description: `The 75th percentile of ${metric.toUpperCase()} over the last ${input.windowDays} days is ${formatVital(metric, vital.p75!)} (${vital.samples} samples); good is at most ${formatVital(metric, vital.thresholds[0])}.`,
          solution: VITAL_ADVICE[metric],
        },
      });
    }
  }

  // E-A-T from signals that can be observed.
  const has = (path: string) => served.includes(path);
  const docs = facts.get('/documentation');
  const privacyPage = served.find((path) => /privacy|data protection|encrypt/i.test(`${facts.get(path)!.title ?? ''} ${facts.get(path)!.description ?? ''} ${facts.get(path)!.text}`));
  const allCanonical = served.length > 0 && checks.find((c) => c.id === 'canonical')!.passed;
  const sitemapComplete = checks.find((c) => c.id === 'sitemap')!.passed;
  const page = (path: string, what: string) => (has(path) ? `${path} is a public page (${what}).` : `No public page at ${path}.`);
  const dimension = (key: EatDimension['key'], signals: EatSignal[]): EatDimension => ({
    key,
    score: signals.reduce((sum, signal) => sum + (signal.met ? signal.points : 0), 0),
    signals,
  });
  const eatDetails: EatDimension[] = [
    dimension('experience', [
      { label: 'Guides page', met: has('/guides'), points: 50, detail: page('/guides', 'how-tos written from using the product') },
      { label: 'Documentation page', met: has('/documentation'), points: 50, detail: page('/documentation', 'hands-on reference') },
    ]),
    dimension('expertise', [
      { label: 'Documentation page', met: has('/documentation'), points: 40, detail: page('/documentation', 'topic coverage') },
      {
        label: 'Documentation names its author',
        met: Boolean(docs?.meta.author),
        points: 30,
        detail: docs?.meta.author ? `Author: ${docs.meta.author}.` : 'No <meta name="author"> on /documentation.',
      },
      {
        label: 'Documentation shows when it was updated',
        met: Boolean(docs && (docs.meta['article:modified_time'] || docs.times.length)),
        points: 30,
        detail: docs?.meta['article:modified_time'] ? `Updated ${docs.meta['article:modified_time']}.` : docs?.times.length ? `Dated ${docs.times[0]}.` : 'No article:modified_time or <time datetime> on /documentation.',
      },
    ]),
    dimension('authoritativeness', [
      { label: 'About page', met: has('/about'), points: 40, detail: page('/about', 'who makes the product') },
      { label: 'Features page', met: has('/features'), points: 20, detail: page('/features', 'what the product does') },
      { label: 'Canonical URLs everywhere', met: allCanonical, points: 20, detail: allCanonical ? 'Every public page names its canonical URL.' : 'Some public pages lack a correct canonical URL.' },
      { label: 'Complete sitemap', met: sitemapComplete, points: 20, detail: sitemapComplete ? 'sitemap.xml lists every public page.' : 'sitemap.xml is missing or incomplete.' },
    ]),
    dimension('trustworthiness', [
      { label: 'HTTPS', met: https, points: 30, detail: https ? `Served at ${origin}.` : `PUBLIC_URL is ${origin} (not HTTPS).` },
      { label: 'Contact page', met: has('/contact'), points: 25, detail: page('/contact', 'a way to reach the team') },
      { label: 'Trust page', met: has('/trust'), points: 25, detail: page('/trust', 'how data is stored and protected') },
      {
        label: 'Privacy text',
        met: Boolean(privacyPage),
        points: 20,
        detail: privacyPage ? `${privacyPage} explains privacy or data protection.` : 'No public page mentions privacy, data protection or encryption in its HTML.',
      },
    ]),
  ];
  const eat = Object.fromEntries(eatDetails.map((d) => [d.key, d.score])) as Record<EatDimension['key'], number>;
  const eatOverall = Math.round((eat.experience + eat.expertise + eat.authoritativeness + eat.trustworthiness) / 4);
  for (const d of eatDetails) {
    const missing = d.signals.filter((s) => !s.met);
    if (missing.length && d.score < 70) {
      checks.push({
        id: `eat-${d.key}`,
        title: `E-A-T: ${d.key}`,
        passed: false,
        detail: `${d.score}/100`,
        issue: {
          type: 'other',
          impact: 'medium',
          title: `Low ${d.key} signals (${d.score}/100)`,
          description: missing.map((s) => s.detail).join(' '),
          solution: `Add what is missing: ${missing.map((s) => s.label.toLowerCase()).join(', ')}.`,
        },
      });
    }
  }

  // Score.
  const technical = checks.filter((c) => !c.id.startsWith('vital-') && !c.id.startsWith('eat-'));
  const totalWeight = technical.reduce((sum, c) => sum + weightOf(c), 0);
  const technicalScore = Math.round((100 * technical.filter((c) => c.passed).reduce((sum, c) => sum + weightOf(c), 0)) / totalWeight);
  const score =
    vitalsScore === null ? Math.round(technicalScore * (2 / 3) + eatOverall / 3) : Math.round(technicalScore * 0.5 + vitalsScore * 0.25 + eatOverall * 0.25);

  const issues = checks.flatMap((c) => (c.issue ? [c.issue] : [])).sort((a, b) => WEIGHT[b.type] - WEIGHT[a.type]);
  const recommendations = [
    ...issues.map((issue) => issue.solution),
    ...(['lcp', 'cls', 'inp'] as const)
      .filter((metric) => metrics[metric].rating === 'not-enough-data')
      .map(
        (metric) =>
          `Collect more real-user data for ${metric.toUpperCase()}: ${metrics[metric].samples} of ${MIN_VITAL_SAMPLES} samples in the last ${input.windowDays} days (every page view reports it).`,
      ),
  ].filter((text, index, all) => all.indexOf(text) === index);
  if (!recommendations.length) recommendations.push('Every check passes: keep titles, descriptions and the sitemap in step as pages are added.');

  return {
    score,
    scoreParts: { technical: technicalScore, vitals: vitalsScore, eat: eatOverall },
    technicalMetrics: {
      coreWebVitals: {
        lcp: metrics.lcp.p75 === null ? null : round(metrics.lcp.p75 / 1000, 2),
        fid: metrics.fid.p75,
        cls: metrics.cls.p75,
        inp: metrics.inp.p75,
      },
      performance: {
        firstContentfulPaint: metrics.fcp.p75 === null ? null : round(metrics.fcp.p75 / 1000, 2),
        timeToInteractive: null,
        totalBlockingTime: null,
      },
      security: { https, csp: served.length > 0 && noCsp.length === 0, hsts: served.length > 0 && weakHsts.length === 0 },
      accessibility: { score: accessibilityScore, issues: accessibilityIssues },
    },
    fieldData: { windowDays: input.windowDays, minSamples: MIN_VITAL_SAMPLES, metrics },
    eatScore: { ...eat, overall: eatOverall },
    eatDetails,
    checks,
    issues,
    recommendations,
    pagesChecked: served,
  };
}

const VITAL_ADVICE: Record<'lcp' | 'cls' | 'inp', string> = {
  lcp: 'Make the largest element paint sooner: preload its resources, cut render-blocking CSS and JavaScript, serve compressed assets.',
  cls: 'Reserve space for content that loads late (images with width and height, skeletons the size of what replaces them).',
  inp: 'Keep event handlers short: split long tasks, defer work that the next paint does not need.',
};

function weightOf(c: SeoCheck): number {
  return WEIGHT[c.issue?.type ?? CHECK_TYPES[c.id] ?? 'warning'];
}

/** Each check's weight when it passes (the type its issue would have). */
const CHECK_TYPES: Record<string, IssueType> = {
  pages: 'critical',
  robots: 'critical',
  https: 'critical',
  title: 'warning',
  description: 'warning',
  canonical: 'warning',
  headings: 'warning',
  'img-alt': 'warning',
  sitemap: 'warning',
  csp: 'warning',
  hsts: 'warning',
  accessibility: 'warning',
  'open-graph': 'other',
};

function isHtml(resource: FetchedResource): boolean {
  return (resource.headers['content-type'] ?? '').toLowerCase().includes('text/html');
}

function describeStatus(resource: FetchedResource | undefined): string {
  if (!resource || resource.status === 0) return 'no answer';
  if (resource.status === 200) return `200 but ${resource.headers['content-type'] ?? 'no content type'}`;
  return String(resource.status);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'cls') return String(round(value, 3));
  if (metric === 'lcp' || metric === 'fcp') return `${round(value / 1000, 2)} s`;
  return `${Math.round(value)} ms`;
}
