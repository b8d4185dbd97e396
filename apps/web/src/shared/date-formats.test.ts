import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatCompactDate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInDubai,
} from './date-formats';
import { activateLocale } from './i18n/i18n';

describe("the spec's date formats, in Dubai time", () => {
  // 21:15 UTC on 2 May is 01:15 on 3 May in Dubai (UTC+4).
  const lateEvening = '2026-05-02T21:15:00Z';

  it('writes d-M-yyyy, dd MMM, dd/MM/yyyy and dd/MM/yyyy @HH:mm', () => {
    expect(formatInDubai(lateEvening, DATE_FORMATS.compact)).toBe('3-5-2026');
    expect(formatInDubai(lateEvening, DATE_FORMATS.dayMonth)).toBe('03 May');
    expect(formatInDubai(lateEvening, DATE_FORMATS.date)).toBe('03/05/2026');
    expect(formatInDubai(lateEvening, DATE_FORMATS.dateTime)).toBe('03/05/2026 @01:15');
  });

  it('names the formats as the spec spells them', () => {
    expect(Object.values(DATE_FORMATS)).toEqual(['d-M-yyyy', 'dd MMM', 'dd/MM/yyyy', 'dd/MM/yyyy @HH:mm']);
  });

  it('keeps a calendar date on its own day, and pads the hour of midnight', () => {
    expect(formatDate('2026-11-03')).toBe('03/11/2026');
    expect(formatCompactDate('2026-11-03')).toBe('3-11-2026');
    expect(formatDayMonth('2026-12-31')).toBe('31 Dec');
    expect(formatDateTime('2026-11-02T20:00:00Z')).toBe('03/11/2026 @00:00');
  });

  it("answers '' for a value that is not a date", () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('a moment on an Arabic page', () => {
  it('is isolated, so right to left does not turn it into "01:15@ 03/05/2026"; English is untouched', async () => {
    await activateLocale('ar');
    try {
      expect(formatDateTime('2026-05-02T21:15:00Z')).toBe('\u206603/05/2026 @01:15\u2069');
      expect(formatDateTime('not a date')).toBe('');
    } finally {
      await activateLocale('en');
    }
    expect(formatDateTime('2026-05-02T21:15:00Z')).toBe('03/05/2026 @01:15');
  });
});
