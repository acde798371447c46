import { budgetView, byCostThenTokens, dailySeries, featureLabel, formatDay, formatUsd, metricOf, providerLabel, shares } from './usage';

const totals = (costUsd: number, inputTokens = 0, outputTokens = 0) => ({ calls: 1, failedCalls: 0, inputTokens, outputTokens, costUsd });

describe('usage logic', () => {
  it('fills every day of the range, zero where there were no calls, oldest first', () => {
    const report = {
      from: '2026-10-30',
      to: '2026-11-02',
      byDay: [
        { day: '2026-10-31', ...totals(0.5, 100, 20) },
        { day: '2026-11-02', ...totals(0.25, 10, 5) },
      ],
    };
    expect(dailySeries(report, 'cost')).toEqual([
      { day: '2026-10-30', value: 0 },
      { day: '2026-10-31', value: 0.5 },
      { day: '2026-11-01', value: 0 },
      { day: '2026-11-02', value: 0.25 },
    ]);
    expect(dailySeries(report, 'tokens').map((point) => point.value)).toEqual([0, 120, 0, 15]);
    expect(dailySeries({ from: '2026-11-01', to: '2026-11-30', byDay: [] }, 'cost')).toHaveLength(30);
  });

  it('measures a day by spend or by input plus output tokens', () => {
    expect(metricOf(totals(0.1, 7, 3), 'cost')).toBe(0.1);
    expect(metricOf(totals(0.1, 7, 3), 'tokens')).toBe(10);
  });

  it('scales bars to the largest value, and to nothing when all are zero', () => {
    expect(shares([1, 4, 2])).toEqual([0.25, 1, 0.5]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([])).toEqual([]);
  });

  it("says what is left of today's budget, never below zero", () => {
    expect(budgetView({ limitUsd: 1, spentTodayUsd: 0.25 })).toEqual({ limitUsd: 1, spentUsd: 0.25, remainingUsd: 0.75, percentUsed: 25 });
    expect(budgetView({ limitUsd: 1, spentTodayUsd: 1.3 })).toMatchObject({ remainingUsd: 0, percentUsed: 100 });
    expect(budgetView({ limitUsd: 0, spentTodayUsd: 0 })).toMatchObject({ remainingUsd: 0, percentUsed: 100 });
    expect(budgetView({ limitUsd: 3, spentTodayUsd: 1 }).percentUsed).toBe(33.3);
  });

  it('formats dollars with enough decimals for a single call', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.0016)).toBe('$0.0016');
    expect(formatUsd(0.75)).toBe('$0.75');
    expect(formatUsd(0.03)).toBe('$0.03');
    expect(formatUsd(0.125)).toBe('$0.125');
    expect(formatUsd(0.00004)).toBe('< $0.0001');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('names days and features for people', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3');
    expect(featureLabel('provider-key-test')).toBe('Provider key tests');
    expect(providerLabel('mistral')).toBe('Mistral');
    expect(providerLabel('openai')).toBe('OpenAI');
    expect(featureLabel('prompt-analysis')).toBe('Prompt Lab: analysis');
    expect(featureLabel('document-generation')).toBe('Document generation');
    expect(featureLabel('dna_analysis')).toBe('Dna analysis');
  });

  it('orders rows dearest first, then by tokens, then by name', () => {
    const rows = [
      { model: 'b', ...totals(0.1, 10) },
      { model: 'a', ...totals(0.1, 10) },
      { model: 'c', ...totals(0.1, 50) },
      { model: 'd', ...totals(0.9, 1) },
    ];
    expect(byCostThenTokens(rows, (row) => row.model).map((row) => row.model)).toEqual(['d', 'c', 'a', 'b']);
  });
});
