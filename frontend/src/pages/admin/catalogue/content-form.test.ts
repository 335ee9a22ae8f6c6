import { describe, expect, it } from 'vitest';
import type { CourseContent } from 'shared/api/catalogue';
import { contentOf, courseForm, fromIndiaLocal, indiaLocal, indiaToday, newFeeRow } from './content-form.ts';

const course: CourseContent = {
  slug: 'iot',
  name: { en: 'Internet of Things', ta: '' },
  cardTitle: { en: '', ta: '' },
  summary: { en: '', ta: '' },
  detail: { en: '', ta: '' },
  image: null,
  ratings: 10,
  offered: { registration: true, extra: false, home: true, courses: true },
  cardOrder: 3,
  formOrder: 4,
  fees: [
    { from: '2027-01-01T00:00:00+05:30', registration: 599, struck: null, extra: [] },
    { from: '2025-01-01T00:00:00+05:30', registration: 499, struck: 799, extra: [200, 350] },
  ],
  resources: { videos: 'https://videos.example/iot' },
  retired: false,
};

describe("the editor's form of a course", () => {
  it("writes a fee's moment as India's wall clock, whatever the browser's zone, and back", () => {
    expect(indiaLocal('2026-11-29T18:45:00Z')).toBe('2026-11-30T00:15');
    expect(fromIndiaLocal('2026-11-30T00:15')).toBe('2026-11-30T00:15:00+05:30');
    expect(new Date(fromIndiaLocal(indiaLocal('2026-11-29T18:45:00Z'))).toISOString()).toBe('2026-11-29T18:45:00.000Z');
    expect(indiaToday(new Date('2026-11-29T19:00:00Z'))).toBe('2026-11-30');
  });

  it('orders the fees by their start, locks the ones in effect once published, and gives the content back', () => {
    const now = new Date('2026-11-29T06:30:00Z');
    const form = courseForm(course, true, now);
    expect(form.fees.map((f) => [f.from, f.locked])).toEqual([
      ['2025-01-01T00:00', true],
      ['2027-01-01T00:00', false],
    ]);
    // Never published: no intern was shown any fee, every row may change.
    expect(courseForm(course, false, now).fees.every((f) => !f.locked)).toBe(true);
    expect(contentOf(form)).toEqual({
      ...course,
      fees: [
        { from: '2025-01-01T00:00:00+05:30', registration: 499, struck: 799, extra: [200, 350] },
        { from: '2027-01-01T00:00:00+05:30', registration: 599, struck: null, extra: [] },
      ],
    });
  });

  it("starts a change of fee from now with the last row's amounts", () => {
    const form = courseForm(course, true, new Date('2026-11-29T06:30:00Z'));
    expect(newFeeRow(form.fees[1], new Date('2026-11-29T06:30:00Z'))).toMatchObject({
      from: '2026-11-29T12:00',
      registration: '599',
      struck: '',
      extra: '',
      locked: false,
    });
  });

  it("keeps the course's place on the intern dashboard's lists, and leaves it out when it is on neither", () => {
    const dashboard = {
      table: { title: { en: 'IoT', ta: '' }, covers: { en: 'Sensors, MQTT', ta: 'சென்சார்கள், MQTT' }, order: 2 },
      listed: { en: 'Internet of Things', ta: '' },
    };
    const form = courseForm({ ...course, dashboard });
    expect(form.dashboard).toMatchObject({ inTable: true, order: '2', inList: true });
    expect(contentOf(form)).toMatchObject({ dashboard });
    expect(contentOf({ ...form, dashboard: { ...form.dashboard, inList: false } })).toMatchObject({
      dashboard: { table: dashboard.table, listed: null },
    });
    expect(contentOf({ ...form, dashboard: { ...form.dashboard, inTable: false, inList: false } })).not.toHaveProperty(
      'dashboard',
    );
  });
});
