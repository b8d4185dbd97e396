import { describe, expect, it } from 'vitest';
import { dayMonthLabel } from '../finance/periods';
import { DeliveryReportQuerySchema, daysInRange, deliveryRateOf, reportRange } from './delivery-report';

describe('the delivery report rules', () => {
  it('rates delivered out of finished orders, and has no rate before one finished', () => {
    expect(deliveryRateOf({ delivered: 3, returned: 1 })).toBe(0.75);
    expect(deliveryRateOf({ delivered: 0, returned: 2 })).toBe(0);
    expect(deliveryRateOf({ delivered: 0, returned: 0 })).toBeNull();
  });

  it('counts both ends of a period, across months and leap days', () => {
    expect(daysInRange('2026-11-23', '2026-11-23')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(reportRange('2026-11-23', 30)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(daysInRange(reportRange('2026-03-01', 7).from, '2026-03-01')).toBe(7);
  });

  it('accepts a year of 366 days and no more, start before end', () => {
    expect(DeliveryReportQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(DeliveryReportQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false);
    expect(DeliveryReportQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });

  it('labels a chart day without its year', () => {
    expect(dayMonthLabel('2026-11-03')).toBe('3 Nov');
    expect(dayMonthLabel('2026-09-30')).toMatch(/^30 Sept?$/);
  });
});
