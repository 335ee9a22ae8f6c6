import { describe, expect, it } from 'vitest';
import { cutText, formattersFor } from './format.ts';
import { formatDisplayDate } from './dates.ts';

describe('formattersFor', () => {
  const en = formattersFor('en');
  const ta = formattersFor('ta');

  it('writes the specification dd/mm/yyyy date in both languages, the calendar day unchanged', () => {
    expect(en.date('2026-01-05')).toBe('05/01/2026');
    expect(en.date('2026-01-05')).toBe(formatDisplayDate('2026-01-05'));
    expect(ta.date('2026-01-05')).toBe('05/01/2026');
  });

  it("writes a chart axis's short day and month, the day in India", () => {
    expect(en.dayShort('2026-11-26')).toBe('26/11');
    expect(en.dayShort(new Date('2026-01-04T20:00:00Z'))).toBe('05/01');
    expect(en.monthShort('2026-11')).toBe('11/2026');
    expect(ta.dayShort('2026-11-26')).toMatch(/^26\D11$/);
  });

  it('takes a moment as its day in India: 20:00 UTC on the 4th is the 5th in Chennai', () => {
    expect(en.date(new Date('2026-01-04T20:00:00Z'))).toBe('05/01/2026');
  });

  it('names months in the reader’s language', () => {
    expect(en.longDate('2026-11-26')).toBe('26 November 2026');
    expect(ta.longDate('2026-11-26')).toContain('நவம்பர்');
    expect(ta.month('2026-11')).toContain('நவம்பர்');
    expect(en.month('2026-11')).toBe('November 2026');
  });

  it('groups digits the Indian way and writes whole rupees', () => {
    expect(en.number(1234567)).toBe('12,34,567');
    expect(en.rupees(499)).toBe('₹499');
    expect(ta.rupees(123499)).toBe('₹1,23,499');
  });
});

describe('cutText', () => {
  it('cuts Tamil between letters, never between a consonant and its vowel sign', () => {
    // த + ி is one letter: four code points in three letters.
    expect(cutText('தமிழ் மொழி', 3)).toBe('தமிழ்…');
    expect(cutText('தமிழ்', 3)).toBe('தமிழ்');
  });

  it('cuts without a mark when told (a file name)', () => {
    expect(cutText('மீனா குமாரி', 3, '')).toBe('மீனா');
  });

  it('leaves a short text whole and marks a cut English text', () => {
    expect(cutText('Hello', 10)).toBe('Hello');
    expect(cutText('Hello world', 5)).toBe('Hello…');
  });
});
