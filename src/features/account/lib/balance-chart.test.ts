import { describe, expect, it } from 'vitest';
import { balanceScale, chartPoints, highestPoint, niceCeiling } from './balance-chart';

const point = (month: string, closingBalance: number) => ({
  month,
  periodEnd: `${month}-28`,
  closingBalance,
});

describe('chartPoints', () => {
  it('keeps the last 12 months, oldest first, one point per month', () => {
    const months = [
      ...Array.from({ length: 12 }, (_, i) => point(`2025-${String(i + 1).padStart(2, '0')}`, i)),
      point('2026-01', 12),
      point('2026-02', 13),
    ];
    const points = chartPoints([...months].reverse());
    expect(points).toHaveLength(12);
    expect(points[0]?.month).toBe('2025-03');
    expect(points.at(-1)?.month).toBe('2026-02');
  });

  it('drops malformed points', () => {
    expect(
      chartPoints([point('2026-13', 1), point('2026-01', 1.5), point('2026-02', 100)]),
    ).toEqual([point('2026-02', 100)]);
  });
});

describe('the value axis', () => {
  it('rounds the top up to a readable amount', () => {
    expect(niceCeiling(45000)).toBe(50000);
    expect(niceCeiling(128550)).toBe(200000);
    expect(niceCeiling(5000)).toBe(5000);
    expect(niceCeiling(2501)).toBe(5000);
    expect(niceCeiling(0)).toBe(0);
  });

  it('goes from zero to the top, or below zero for a credit', () => {
    expect(balanceScale([point('2026-01', 45000), point('2026-02', 0)])).toEqual({
      min: 0,
      max: 50000,
      ticks: [0, 25000, 50000],
    });
    expect(balanceScale([point('2026-01', -2500), point('2026-02', 45000)])).toEqual({
      min: -2500,
      max: 50000,
      ticks: [-2500, 0, 50000],
    });
    expect(balanceScale([point('2026-01', 0)]).max).toBe(10000);
  });

  it('finds the highest month, the latest of equals', () => {
    expect(
      highestPoint([point('2026-01', 45000), point('2026-11', 45000), point('2026-09', 5000)])
        ?.month,
    ).toBe('2026-11');
    expect(highestPoint([])).toBeNull();
  });
});
