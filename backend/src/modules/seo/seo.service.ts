import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FetchedResource, VitalMetric } from '@promptforge/prompt-engine';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../../config/env';
import { EnginePool } from '../../engine/engine-pool.service';
import type { AuthUser } from '../auth/auth-user';
import { RateLimiterService, type RateLimit } from '../auth/rate-limiter.service';
import type { SeoAuditDto } from './dto/seo-audit.dto';
import { METRIC_RANGES, type ReportVitalsDto } from './dto/vitals.dto';
import type { PublicPage } from './public-pages';
import { WebVitalSample } from './web-vital-sample.entity';

/** Field data window of the audit (as the Chrome UX Report). */
export const VITALS_WINDOW_DAYS = 28;
const FETCH_TIMEOUT_MS = 10_000;
/** Pages are read up to this size; the rest is not looked at. */
const MAX_PAGE_BYTES = 2_000_000;

export const PUBLIC_PAGES = Symbol('PUBLIC_PAGES');

@Injectable()
export class SeoService {
  private readonly vitalsLimit: RateLimit;
  private readonly publicPaths: Set<string>;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly engine: EnginePool,
    private readonly rateLimiter: RateLimiterService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(PUBLIC_PAGES) pages: PublicPage[],
  ) {
    this.vitalsLimit = {
      limit: config.seo.vitalsReportsPerHour,
      windowMs: 60 * 60 * 1000,
      message: 'Too many Web Vitals reports from this address. Please try again later.',
    };
    this.publicPaths = new Set(pages.map((page) => page.path));
  }

  /** Stores one page view's measurements: the metric, the value, a public path or nothing; never who sent them. */
  async reportVitals(dto: ReportVitalsDto, client: string): Promise<void> {
    const seen = new Set<string>();
    for (const metric of dto.metrics) {
      const { max, unit } = METRIC_RANGES[metric.name];
      if (metric.value < 0 || metric.value > max) {
        throw new BadRequestException(`${metric.name} must be between 0 and ${max}${unit ? ` ${unit}` : ''}.`);
      }
      if (seen.has(metric.name)) throw new BadRequestException(`${metric.name} appears more than once.`);
      seen.add(metric.name);
    }
    const key = `vitals:${client}`;
    await this.rateLimiter.assertAllowed(key, this.vitalsLimit);
    await this.rateLimiter.record(key, this.vitalsLimit);
    // `/pricing/` counts as `/pricing`; any other path (a signed-in screen, an id in it) is not kept.
    const normalized = dto.path?.replace(/(.)\/+$/, '$1');
    const path = normalized && this.publicPaths.has(normalized) ? normalized : undefined;
    const em = this.em.fork();
    const now = new Date();
    for (const metric of dto.metrics) em.create(WebVitalSample, { metric: metric.name.toLowerCase(), value: metric.value, path, createdAt: now });
    await em.flush();
  }

  async audit(auth: AuthUser): Promise<SeoAuditDto> {
    const base = this.auditBase();
    const paths = [...this.publicPaths];
    const get = (path: string) => (base ? fetchResource(`${base}${path}`) : Promise.resolve(NOT_REACHED));
    const [robots, sitemap, fetched, vitals] = await Promise.all([
      get('/robots.txt'),
      get('/sitemap.xml'),
      Promise.all(paths.map(get)),
      this.fieldVitals(),
    ]);
    const result = await this.engine.run(
      'auditSeo',
      {
        publicUrl: this.config.http.publicUrl,
        publicPaths: paths,
        pages: Object.fromEntries(paths.map((path, index) => [path, fetched[index]])),
        robots,
        sitemap,
        vitals,
        windowDays: VITALS_WINDOW_DAYS,
      },
      { userId: auth.userId },
    );
    return { ...result, auditedUrl: base ?? '(not listening)', generatedAt: new Date() };
  }

  /** p75 and count per metric over the window (PostgreSQL's percentile_cont); older samples are deleted first. */
  private async fieldVitals(): Promise<Record<VitalMetric, { p75: number | null; samples: number }>> {
    const connection = this.em.getConnection();
    await connection.execute(`delete from "web_vital_samples" where "created_at" < now() - make_interval(days => ?)`, [VITALS_WINDOW_DAYS]);
    const rows = await connection.execute<Array<{ metric: string; samples: number; p75: number | null }>>(
      `select "metric", count(*)::int as "samples", percentile_cont(0.75) within group (order by "value") as "p75"
         from "web_vital_samples" where "created_at" >= now() - make_interval(days => ?) group by "metric"`,
      [VITALS_WINDOW_DAYS],
    );
    const byMetric = new Map(rows.map((row) => [row.metric, row]));
    const metrics: VitalMetric[] = ['lcp', 'fid', 'cls', 'inp', 'fcp', 'ttfb'];
    return Object.fromEntries(
      metrics.map((metric) => {
        const row = byMetric.get(metric);
        return [metric, { p75: row?.p75 === null || row?.p75 === undefined ? null : Number(row.p75), samples: row?.samples ?? 0 }];
      }),
    ) as Record<VitalMetric, { p75: number | null; samples: number }>;
  }

  /**
   * SEO_AUDIT_URL, else this server's own listening address (the loopback address when it listens on all
   * interfaces); undefined when it is not listening on a TCP port (then every fetch counts as unanswered).
   */
  private auditBase(): string | undefined {
    if (this.config.seo.auditUrl) return this.config.seo.auditUrl;
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null | undefined;
    if (!address || typeof address === 'string') return undefined;
    const host =
      address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
}

const NOT_REACHED: FetchedResource = { status: 0, headers: {}, body: '' };

async function fetchResource(url: string): Promise<FetchedResource> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'text/html,application/xml,text/plain,*/*', 'User-Agent': 'PromptForge-SEO-Audit' } });
    const buffer = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { status: response.status, headers, body: buffer.subarray(0, MAX_PAGE_BYTES).toString('utf8') };
  } catch {
    return { status: 0, headers: {}, body: '' };
  }
}
