import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/postgresql';

/**
 * One Web Vitals measurement from a real page view. Nothing about the visitor is kept: no address, user, session or
 * user agent; the path only when it is a public page. Samples older than the audit's window are deleted.
 */
@Entity({ tableName: 'web_vital_samples' })
@Index({ properties: ['metric', 'createdAt'] })
export class WebVitalSample {
  @PrimaryKey({ autoincrement: true, type: 'bigint' })
  id: string & Opt;

  /** lcp, fid, cls, inp, fcp or ttfb. */
  @Property({ length: 8 })
  metric: string;

  /** Milliseconds (CLS: unitless). */
  @Property({ type: 'double' })
  value: number;

  @Property({ length: 200, nullable: true })
  path?: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
