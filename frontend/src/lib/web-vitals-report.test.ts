import { createVitalsCollector, type VitalsReport } from './web-vitals-report';

describe('createVitalsCollector', () => {
  it('sends the latest value of each metric once, with the path, rounded', () => {
    const sent: VitalsReport[] = [];
    const collector = createVitalsCollector((report) => sent.push(report), () => '/pricing');
    collector.record('LCP', 1234.5678);
    collector.record('CLS', 0.012345);
    collector.record('LCP', 1500.04);
    collector.flush();
    collector.flush();
    expect(sent).toEqual([{ path: '/pricing', metrics: [{ name: 'LCP', value: 1500 }, { name: 'CLS', value: 0.0123 }] }]);
  });

  it('ignores values that are not measurements', () => {
    const sent: VitalsReport[] = [];
    const collector = createVitalsCollector((report) => sent.push(report), () => '/');
    collector.record('INP', Number.NaN);
    collector.record('FID', -1);
    collector.flush();
    expect(sent).toEqual([]);
  });

  it('sends again only what changed later (CLS grows after the first report)', () => {
    const sent: VitalsReport[] = [];
    const collector = createVitalsCollector((report) => sent.push(report), () => '/');
    collector.record('CLS', 0.01);
    collector.flush();
    collector.record('CLS', 0.05);
    collector.flush();
    expect(sent.map((report) => report.metrics)).toEqual([[{ name: 'CLS', value: 0.01 }], [{ name: 'CLS', value: 0.05 }]]);
  });
});
