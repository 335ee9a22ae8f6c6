import { describe, expect, it } from 'vitest';
import { durationDays, formatDisplayDate, hasDateCome, periodEndExclusive, previousPeriod, todayInIndia } from './dates.ts';

describe('business dates (Asia/Kolkata)', () => {
  it('takes today in India, not in UTC', () => {
    expect(todayInIndia(new Date('2026-07-14T18:29:59Z'))).toBe('2026-07-14');
    expect(todayInIndia(new Date('2026-07-14T18:30:00Z'))).toBe('2026-07-15'); // midnight IST
    expect(hasDateCome('2026-07-15', new Date('2026-07-14T18:30:00Z'))).toBe(true);
    expect(hasDateCome('2026-07-15', new Date('2026-07-14T18:29:00Z'))).toBe(false);
  });

  it('counts the days between start and end, formats dd/mm/yyyy', () => {
    expect(durationDays('2026-06-01', '2026-07-15')).toBe(44);
    expect(durationDays('2026-02-27', '2026-03-01')).toBe(2);
    expect(durationDays('2026-07-15', '2026-06-01')).toBe(0);
    expect(formatDisplayDate('2026-07-05')).toBe('05/07/2026');
  });

  it('names the month just closed and its end', () => {
    expect(previousPeriod(new Date('2026-12-10T00:30:00Z'))).toBe('2026-11');
    expect(previousPeriod(new Date('2027-01-09T20:00:00Z'))).toBe('2026-12'); // 10 Jan 01:30 IST
    expect(periodEndExclusive('2026-12')).toBe('2027-01-01');
    expect(() => periodEndExclusive('2026-13')).toThrow();
  });
});
