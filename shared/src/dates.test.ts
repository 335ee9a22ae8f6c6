import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  durationDays,
  formatDisplayDate,
  hasDateCome,
  parseLooseDate,
  periodEndExclusive,
  periodsBetween,
  previousPeriod,
  todayInIndia,
} from './dates.ts';

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

describe('parseLooseDate', () => {
  it('reads the ways bank statements write a day, day first', () => {
    for (const text of [
      '23/11/2026',
      '23/11/26',
      '23-11-2026',
      '23 Nov 2026',
      '23-Nov-2026',
      '23-Nov-26',
      'Nov 23, 2026',
      '2026-11-23',
      '23/11/2026 10:42:07',
      ' 23 Nov 2026, 10:42 am',
    ])
      expect(parseLooseDate(text), text).toBe('2026-11-23');
    expect(parseLooseDate('05/03/2026')).toBe('2026-03-05');
  });

  it('gives nothing for what is not a day', () => {
    for (const text of ['', 'Opening balance', '31/02/2026', '13/13/2026', '412345678901'])
      expect(parseLooseDate(text), text).toBeUndefined();
  });

  it('lists the days and the months of a period, across a month and a year (the overview)', () => {
    expect(calendarDaysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(calendarDaysBetween('2026-02-28', '2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
    expect(periodsBetween('2026-11-28', '2027-02-03')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(periodsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
  });
});
