/**
 * Real-user Web Vitals for the SEO audit (POST /api/seo/vitals): LCP, CLS, INP, FCP and TTFB from the `web-vitals`
 * library, and FID where the browser still reports first-input timing. The library is loaded after the first paint
 * (a separate chunk, never on the critical path); the measurements of one page view are sent together when the page
 * is hidden or left (`fetch` with keepalive, so the request outlives the page). Nothing about the visitor is sent:
 * the metric values and the page's path, without its query string.
 */
export type ReportedMetric = 'LCP' | 'FID' | 'CLS' | 'INP' | 'FCP' | 'TTFB';

export interface VitalsReport {
  path: string;
  metrics: Array<{ name: ReportedMetric; value: number }>;
}

export const VITALS_ENDPOINT = '/api/seo/vitals';

/** Collects the latest value per metric and sends them once per page view (again only for values that changed). */
export function createVitalsCollector(send: (report: VitalsReport) => void, path: () => string) {
  const pending = new Map<ReportedMetric, number>();
  return {
    record(name: ReportedMetric, value: number) {
      if (Number.isFinite(value) && value >= 0) pending.set(name, value);
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending].map(([name, value]) => ({ name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10 }));
      pending.clear();
      send({ path: path(), metrics });
    },
  };
}

function sendReport(report: VitalsReport): void {
  void fetch(VITALS_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Starts measuring; call once, after the first render. */
export function startVitalsReporting(): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const collector = createVitalsCollector(sendReport, () => window.location.pathname.slice(0, 200));
  const start = () => {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onLCP((metric) => collector.record('LCP', metric.value));
      onCLS((metric) => collector.record('CLS', metric.value));
      onINP((metric) => collector.record('INP', metric.value));
      onFCP((metric) => collector.record('FCP', metric.value));
      onTTFB((metric) => collector.record('TTFB', metric.value));
    });
    observeFirstInputDelay((value) => collector.record('FID', value));
  };
  // After the first paint and while the main thread is idle.
  const idle = (window as Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(start, { timeout: 3000 });
  else setTimeout(start, 1000);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') collector.flush();
  });
  addEventListener('pagehide', () => collector.flush());
}

/** FID (processing start − start time of the first input), where the browser still has `first-input` entries. */
function observeFirstInputDelay(report: (value: number) => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (entry) {
      report(entry.processingStart - entry.startTime);
      observer.disconnect();
    }
  });
  observer.observe({ type: 'first-input', buffered: true });
}
