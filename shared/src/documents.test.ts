import { describe, expect, it } from 'vitest';
import { formatDisplayDate, hasDateCome, todayInIndia } from './dates.ts';
import { certificateNotYet } from './messages.ts';
import { certificateNumber, documentAvailability, documentFileName } from './documents.ts';

describe('dates in Asia/Kolkata', () => {
  it('turns the day at midnight IST (18:30 UTC), not at midnight UTC', () => {
    expect(todayInIndia(new Date('2026-07-14T18:29:59Z'))).toBe('2026-07-14');
    expect(todayInIndia(new Date('2026-07-14T18:30:00Z'))).toBe('2026-07-15');
    expect(todayInIndia(new Date('2026-07-15T00:30:00Z'))).toBe('2026-07-15');
  });

  it('says an end date has come only from its first moment in IST', () => {
    expect(hasDateCome('2026-07-15', new Date('2026-07-14T18:29:59Z'))).toBe(false);
    expect(hasDateCome('2026-07-15', new Date('2026-07-14T18:30:00Z'))).toBe(true);
    expect(hasDateCome('2026-07-15', new Date('2026-08-01T00:00:00Z'))).toBe(true);
  });

  it('shows dates as dd/mm/yyyy in the specification message', () => {
    expect(formatDisplayDate('2026-07-05')).toBe('05/07/2026');
    expect(certificateNotYet('2026-07-05')).toBe('Certificate will be available on 05/07/2026');
  });
});

describe('documentAvailability', () => {
  const dayBefore = new Date('2026-07-14T12:00:00Z');
  const onTheDay = new Date('2026-07-15T03:00:00Z');
  const intern = { validated: true, endDate: '2026-07-15', testMark: null };

  it('gives nothing before validation', () => {
    for (const kind of ['offer-letter', 'completion-certificate', 'test-certificate'] as const) {
      expect(documentAvailability(kind, { ...intern, validated: false, testMark: 20 }, onTheDay)).toEqual({
        available: false,
        reason: 'not-validated',
      });
    }
  });

  it('gives the offer letter at once, the completion certificate from the end date, the test certificate with a mark', () => {
    expect(documentAvailability('offer-letter', intern, dayBefore).available).toBe(true);
    expect(documentAvailability('completion-certificate', intern, dayBefore)).toEqual({
      available: false,
      reason: 'before-end-date',
      availableOn: '2026-07-15',
    });
    expect(documentAvailability('completion-certificate', intern, onTheDay).available).toBe(true);
    expect(documentAvailability('test-certificate', intern, onTheDay)).toEqual({
      available: false,
      reason: 'no-test-mark',
    });
    expect(documentAvailability('test-certificate', { ...intern, testMark: 0 }, dayBefore).available).toBe(true);
  });

  it('applies the same rule to an extra course with its own end date', () => {
    const course = { validated: true, endDate: '2026-07-15' };
    expect(documentAvailability('extra-offer-letter', course, dayBefore).available).toBe(true);
    expect(documentAvailability('extra-certificate', course, dayBefore).available).toBe(false);
    expect(documentAvailability('extra-certificate', course, onTheDay).available).toBe(true);
  });
});

describe('download file names', () => {
  it("uses the specification's test-certificate name", () => {
    expect(documentFileName('test-certificate', 'Priya Raman').utf8).toBe('Priya Raman_Test_Certificate.pdf');
    expect(documentFileName('offer-letter', 'Priya Raman').utf8).toBe('Priya Raman_Offer_Letter.pdf');
  });

  it('strips path and header characters and falls back to User', () => {
    const name = documentFileName('offer-letter', '../"evil"\r\nX-Header: 1/\\name');
    expect(name.utf8).not.toMatch(/["/\\\r\n:]/);
    expect(name.ascii).not.toMatch(/["/\\\r\n:]/);
    expect(documentFileName('test-certificate', '  "/\\ ').utf8).toBe('User_Test_Certificate.pdf');
  });

  it('keeps a Tamil name in filename* and gives an ASCII fallback', () => {
    const name = documentFileName('test-certificate', 'பிரியா ராமன்');
    expect(name.utf8).toBe('பிரியா ராமன்_Test_Certificate.pdf');
    expect(name.ascii).toBe('User_Test_Certificate.pdf');
  });

  it('turns accented Latin names into plain ASCII for the fallback', () => {
    expect(documentFileName('offer-letter', 'José Ángel').ascii).toBe('Jose Angel_Offer_Letter.pdf');
  });
});

describe('certificate numbers', () => {
  it('never gives two documents one number: intern 12 with extra course 3 is not intern 1 with extra course 23', () => {
    expect(certificateNumber('TNTAIN', 12, 3)).toBe('TNTAIN12-3');
    expect(certificateNumber('TNTAIN', 1, 23)).toBe('TNTAIN1-23');
    const numbers = new Set<string>();
    for (let student = 1; student <= 150; student++) {
      numbers.add(certificateNumber('TNTAIN', student));
      for (let course = 1; course <= 150; course++) numbers.add(certificateNumber('TNTAIN', student, course));
    }
    expect(numbers.size).toBe(150 + 150 * 150);
  });

  it("keeps the specification's form for the main course: the prefix and the intern id", () => {
    expect(certificateNumber('TNTAIN', 42)).toBe('TNTAIN42');
    expect(certificateNumber('TNTAIN', 42, null)).toBe('TNTAIN42');
  });
});
