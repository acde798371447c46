import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Alert, Button, Card, Empty, Progress, Skeleton, Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ToneBadge, type BadgeTone } from '@/components/ToneBadge';
import { useSeoAudit, type SeoAudit } from '../api/use-seo-audit';
import { formatVital, RATING_LABEL, scoreBand, VITAL_INFO, type VitalKey } from '../logic/seo-display';
import styles from '../components/seo-audit.module.css';

const RATING_TONE: Record<'good' | 'needs-improvement' | 'poor', BadgeTone> = { good: 'success', 'needs-improvement': 'warning', poor: 'danger' };

/**
 * SEO audit (tool-screens spec §2, §3, §4): the product's own public site, checked by the server now — technical
 * checks on the pages it serves, real users' Web Vitals (p75 of the last 28 days), E-A-T signals — with a Refresh
 * button ('Refreshing...'), the overall score bar and six tabs. Refetched every 5 minutes.
 */
export default function SeoAuditPage() {
  const audit = useSeoAudit();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await audit.refetch();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>SEO Audit</h1>
          <p className={styles.subtitle}>
            PromptForge&apos;s public pages as search engines and visitors get them: checks made by the server now, and Web Vitals measured in
            real visitors&apos; browsers.
          </p>
        </div>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refresh()} disabled={refreshing || audit.isPending}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </header>
      {audit.isPending && (
        <div aria-label="Loading the SEO audit" role="status">
          <Skeleton active paragraph={{ rows: 2 }} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      )}
      {audit.isError && (
        <Alert
          type="error"
          showIcon
          message="The SEO audit could not be loaded"
          description={audit.error.message}
          action={<Button onClick={() => void refresh()}>Try again</Button>}
        />
      )}
      {audit.data && <AuditView audit={audit.data} />}
    </div>
  );
}

function AuditView({ audit }: { audit: SeoAudit }) {
  const band = scoreBand(audit.score);
  return (
    <>
      <Card>
        <section aria-labelledby="seo-score-title" className={styles.scoreRow}>
          <div>
            <h2 id="seo-score-title" className={styles.cardTitle}>
              Overall SEO score
            </h2>
            <p className={styles.band} style={{ color: band.color }}>
              {band.label}
            </p>
            <p className={styles.muted}>
              Technical checks {audit.scoreParts.technical}/100 · Web Vitals {audit.scoreParts.vitals === null ? 'not enough data' : `${audit.scoreParts.vitals}/100`} · E-A-T{' '}
              {audit.scoreParts.eat}/100. Checked {audit.pagesChecked.length} public pages at {new Date(audit.generatedAt).toLocaleString()}.
            </p>
          </div>
          <div className={styles.scoreValue} aria-hidden="true">
            {audit.score}
          </div>
        </section>
        <Progress percent={audit.score} showInfo={false} status={band.status === 'error' ? 'exception' : band.status === 'success' ? 'success' : 'normal'} strokeColor={band.color} aria-label={`SEO score ${audit.score} out of 100`} />
      </Card>
      <Tabs
        items={[
          { key: 'vitals', label: 'Core Web Vitals', children: <VitalsTab audit={audit} /> },
          { key: 'eat', label: 'E-A-T Score', children: <EatScoreTab audit={audit} /> },
          { key: 'eat-details', label: 'E-A-T Details', children: <EatDetailsTab audit={audit} /> },
          { key: 'issues', label: 'Issues & Fixes', children: <IssuesTab audit={audit} /> },
          { key: 'security', label: 'Security', children: <SecurityTab audit={audit} /> },
          { key: 'recommendations', label: 'Recommendations', children: <RecommendationsTab audit={audit} /> },
        ]}
      />
    </>
  );
}

function VitalsTab({ audit }: { audit: SeoAudit }) {
  const { metrics, windowDays, minSamples } = audit.fieldData;
  const keys: VitalKey[] = ['lcp', 'fid', 'cls', 'inp', 'fcp', 'ttfb'];
  return (
    <div className={styles.tab}>
      <p className={styles.muted}>
        75th percentile of real page views over the last {windowDays} days, as reported by visitors&apos; browsers. A metric needs at least {minSamples} samples.
        Time to interactive and total blocking time need a lab run (Lighthouse); none is recorded.
      </p>
      <div className={styles.vitalsGrid}>
        {keys.map((key) => {
          const vital = metrics[key];
          return (
            <Card key={key} size="small">
              <div className={styles.vitalHead}>
                <h3 className={styles.vitalName}>
                  {VITAL_INFO[key].short}
                  <span className={styles.vitalLong}>{VITAL_INFO[key].name}</span>
                </h3>
                {vital.rating !== 'not-enough-data' && (
                  <ToneBadge tone={RATING_TONE[vital.rating]} compact>
                    {RATING_LABEL[vital.rating]}
                  </ToneBadge>
                )}
              </div>
              <p className={styles.vitalValue}>{formatVital(key, vital.p75)}</p>
              <p className={styles.muted}>
                {vital.samples} {vital.samples === 1 ? 'sample' : 'samples'} · {VITAL_INFO[key].target}
              </p>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

const EAT_LABEL: Record<string, string> = {
  experience: 'Experience',
  expertise: 'Expertise',
  authoritativeness: 'Authoritativeness',
  trustworthiness: 'Trustworthiness',
};

function EatScoreTab({ audit }: { audit: SeoAudit }) {
  return (
    <div className={styles.tab}>
      <Card size="small">
        <p className={styles.muted}>Overall E-A-T</p>
        <p className={styles.vitalValue}>{audit.eatScore.overall}/100</p>
      </Card>
      <div className={styles.eatGrid}>
        {audit.eatDetails.map((dimension) => (
          <Card key={dimension.key} size="small" title={EAT_LABEL[dimension.key]}>
            <Progress percent={dimension.score} strokeColor={scoreBand(dimension.score).color} aria-label={`${EAT_LABEL[dimension.key]} ${dimension.score} out of 100`} />
          </Card>
        ))}
      </div>
    </div>
  );
}

function EatDetailsTab({ audit }: { audit: SeoAudit }) {
  return (
    <div className={styles.tab}>
      {audit.eatDetails.map((dimension) => (
        <Card key={dimension.key} size="small" title={`${EAT_LABEL[dimension.key]}: ${dimension.score}/100`}>
          <ul className={styles.rows}>
            {dimension.signals.map((signal) => (
              <Row key={signal.label} title={signal.label} detail={signal.detail} tag={<Tag color={signal.met ? 'success' : 'default'}>{signal.met ? `+${signal.points}` : `0 of ${signal.points}`}</Tag>} />
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

const TYPE_COLOR: Record<string, string> = { critical: 'error', warning: 'warning', other: 'default' };

function IssuesTab({ audit }: { audit: SeoAudit }) {
  if (!audit.issues.length) return <Empty description="No issues found: every check passes." />;
  return (
    <div className={styles.tab}>
      {audit.issues.map((issue) => (
        <Card key={`${issue.title}-${issue.description}`} size="small" title={issue.title} extra={<Tag color={TYPE_COLOR[issue.type]}>{issue.type}</Tag>}>
          <p>{issue.description}</p>
          <p className={styles.muted}>
            <strong>Impact:</strong> {issue.impact}
          </p>
          <p>
            <strong>Fix:</strong> {issue.solution}
          </p>
        </Card>
      ))}
    </div>
  );
}

function SecurityTab({ audit }: { audit: SeoAudit }) {
  const { security, accessibility } = audit.technicalMetrics;
  const rows = [
    { label: 'HTTPS', ok: security.https, detail: security.https ? 'The site is served over HTTPS (PUBLIC_URL).' : 'PUBLIC_URL is not an https:// address.' },
    { label: 'Content-Security-Policy', ok: security.csp, detail: security.csp ? 'Sent with every public page.' : 'Missing on at least one public page.' },
    { label: 'Strict-Transport-Security (HSTS)', ok: security.hsts, detail: security.hsts ? 'Sent with every public page.' : 'Missing or too short on at least one public page.' },
  ];
  return (
    <div className={styles.tab}>
      <Card size="small" title="Security headers and HTTPS">
        <ul className={styles.rows}>
          {rows.map((row) => (
            <Row key={row.label} title={row.label} detail={row.detail} tag={<Tag color={row.ok ? 'success' : 'error'}>{row.ok ? 'Yes' : 'No'}</Tag>} />
          ))}
        </ul>
      </Card>
      <Card size="small" title={`Accessibility (static checks): ${accessibility.score}/100`}>
        {accessibility.issues.length ? (
          <ul className={styles.plainList}>
            {accessibility.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Every public page has a language, a title, alt text on its images and a viewport that allows zooming.</p>
        )}
      </Card>
    </div>
  );
}

function RecommendationsTab({ audit }: { audit: SeoAudit }) {
  return (
    <div className={styles.tab}>
      <ol className={styles.recommendations}>
        {audit.recommendations.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </div>
  );
}

function Row({ title, detail, tag }: { title: string; detail: string; tag: ReactNode }) {
  return (
    <li className={styles.row}>
      <div>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.muted}>{detail}</p>
      </div>
      {tag}
    </li>
  );
}
