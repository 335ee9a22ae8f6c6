import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseContentSchema, postContentSchema, type CourseContent } from 'shared/api/catalogue';
import { extraCourses, registrationCourses } from '../../test/spec-courses.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * The seed is frozen data the migration inserts as version 1: it must show the site exactly as it was
 * before the catalogue (the specification's thirteen courses, the two grids' cards, the four posts).
 */
const seed = z
  .strictObject({ courses: z.array(courseContentSchema), posts: z.array(postContentSchema) })
  .parse(JSON.parse(readFileSync(new URL('./seed.json', import.meta.url), 'utf8')));
const course = (name: string): CourseContent => {
  const c = seed.courses.find((x) => x.name.en === name);
  if (!c) throw new Error(`no course ${name}`);
  return c;
};
/** What a grid shows, in its order: the card's title (its own, or the name) and its rating count. */
const grid = (where: 'home' | 'courses') =>
  seed.courses
    .filter((c) => c.offered[where] && !c.retired)
    .sort((a, b) => a.cardOrder - b.cardOrder)
    .map((c) => [c.cardTitle.en || c.name.en, c.ratings]);

describe('the catalogue seed', () => {
  it('offers the thirteen registration courses in the form order, and the extra courses without Medical Coding and Data Entry', () => {
    const forms = seed.courses.filter((c) => c.offered.registration).sort((a, b) => a.formOrder - b.formOrder);
    expect(forms.map((c) => c.name.en)).toEqual([...registrationCourses]);
    expect(forms.map((c) => c.formOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const extra = forms.filter((c) => c.offered.extra).map((c) => c.name.en);
    expect(extra).toEqual([...extraCourses]);
    expect(extra).not.toContain('Medical Coding using Optum360 EncoderPro');
    expect(extra).not.toContain('Data Entry using Microsoft and Docparser');
  });

  it('has the two card-only courses, offered on no form', () => {
    expect(seed.courses).toHaveLength(15);
    for (const name of ['Certified Internship Program', 'C Programming']) {
      expect(course(name).offered).toMatchObject({ registration: false, extra: false });
    }
  });

  it("shows the home grid's eight cards and the /courses grid's nine, in their order, with their rating counts", () => {
    expect(grid('home')).toEqual([
      ['UI/UX Design', 512],
      ['Full Stack Development', 421],
      ['Front-End Development', 388],
      ['Back-End Development', 305],
      ['Embedded System and IOT', 385],
      ['Certified Internship Program', 472],
      ['Data Entry Using MS Excel', 472],
      ['Medical coding course', 472],
    ]);
    expect(grid('courses')).toEqual([
      ['UI/UX Design', 512],
      ['Full Stack Development', 421],
      ['Front-End Development', 388],
      ['Back-End Development', 305],
      ['Embedded System and IOT', 385],
      ['Java Development', 472],
      ['C Programming', 402],
      ['Data Entry Using MS Excel', 472],
      ['Medical coding course', 472],
    ]);
  });

  it("gives each card its picture and the home card's line (else the /courses one); courses on no grid have neither", () => {
    expect(course('UI/UX Design').image).toEqual({ art: 'course-uiux' });
    expect(course('UI/UX Design').summary.en).toBe('Research, wireframes and polished prototypes in Figma.');
    expect(course('C Programming').summary.en).toBe('Pointers, memory and problem solving: the foundations.');
    expect(course('Medical Coding using Optum360 EncoderPro').image).toEqual({ art: 'course-medical' });
    for (const c of seed.courses.filter((x) => !x.offered.home && !x.offered.courses)) {
      expect(c, c.name.en).toMatchObject({ image: null, ratings: 0, summary: { en: '', ta: '' } });
      expect(c.cardOrder).toBe(100 + c.formOrder);
    }
  });

  it("puts the specification's lists on the intern dashboard: Frontend, Backend, UI/UX with what each covers, and the eight courses we offer", () => {
    const table = seed.courses
      .filter((c) => c.dashboard?.table)
      .sort((a, b) => a.dashboard!.table!.order - b.dashboard!.table!.order)
      .map((c) => [c.dashboard!.table!.title.en, c.dashboard!.table!.covers.en]);
    expect(table).toEqual([
      ['Frontend', 'HTML, CSS, JavaScript, React'],
      ['Backend', 'Node.js, Express, MongoDB, REST APIs'],
      ['UI/UX', 'Design thinking, Figma, prototyping'],
    ]);
    const listed = seed.courses
      .filter((c) => c.dashboard?.listed)
      .sort((a, b) => a.cardOrder - b.cardOrder)
      .map((c) => c.dashboard!.listed!.en);
    expect(listed).toEqual([
      'UI/UX Design',
      'Full Stack Development',
      'Front-End Development',
      'Back-End Development',
      'Embedded Systems and IoT',
      'Java and C Programming',
      'Data Entry using MS Excel',
      'Medical Coding',
    ]);
  });

  it('charges ₹499 (struck ₹799) from 2025, and ₹200 or ₹350 for an extra course where one is offered', () => {
    for (const c of seed.courses) {
      expect(c.fees, c.name.en).toEqual([
        {
          from: '2025-01-01T00:00:00+05:30',
          registration: 499,
          struck: 799,
          extra: c.offered.extra ? [200, 350] : [],
        },
      ]);
      expect(c).toMatchObject({ resources: {}, retired: false });
    }
  });

  it('gives every course a unique address made from its name', () => {
    const slugs = seed.courses.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(course('UI/UX Design').slug).toBe('ui-ux-design');
    expect(course('C# with MVC').slug).toBe('c-sharp-with-mvc');
    expect(course('Basic Node.js & Express.js').slug).toBe('basic-node-js-express-js');
  });

  it('keeps course names and card titles in Latin letters in Tamil, and has the Tamil of every card line', () => {
    for (const c of seed.courses) {
      expect(c.name.ta, c.name.en).toBe(c.name.en);
      expect(c.cardTitle.ta, c.name.en).toBe(c.cardTitle.en);
      if (c.summary.en) expect(c.summary.ta, c.name.en).toMatch(/[\u0B80-\u0BFF]/);
      if (c.detail.en) expect(c.detail.ta, c.name.en).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(course('Medical Coding using Optum360 EncoderPro').summary.ta).toBe(
      'உண்மையான கேஸ் ஷீட்களுடன் ICD, CPT கோடிங் அடிப்படைகள்.',
    );
  });

  it('has the four blog posts, newest first, with their dates and texts in both languages', () => {
    expect(seed.posts.map((p) => [p.slug, p.date])).toEqual([
      ['ui-ux-basics', '2025-06-12'],
      ['full-stack-roadmap', '2025-05-28'],
      ['internship-tips', '2025-05-10'],
      ['tech-trends-2025', '2025-04-22'],
    ]);
    const tips = seed.posts[2]!;
    expect(tips.title).toEqual({
      en: 'Seven tips to get the most from your internship',
      ta: 'உங்கள் இன்டர்ன்ஷிப்பிலிருந்து அதிகம் பெற ஏழு குறிப்புகள்',
    });
    expect(tips.category).toEqual({ en: 'Internship tips', ta: 'இன்டர்ன்ஷிப் குறிப்புகள்' });
    const first = seed.posts[0]!;
    expect(first.body.en.split('\n\n')).toHaveLength(3);
    expect(first.body.en.startsWith('Begin with the problem: talk to two or three people')).toBe(true);
    expect(first.body.ta.split('\n\n')).toHaveLength(3);
    expect(first.body.ta.startsWith('சிக்கலிலிருந்து தொடங்குங்கள்:')).toBe(true);
    for (const p of seed.posts) {
      for (const text of [p.title, p.summary, p.body]) expect(text.ta, p.slug).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it("renders each post's body as its three paragraphs and each course's page as one, in both languages", () => {
    for (const p of seed.posts) {
      for (const lang of ['en', 'ta'] as const) {
        expect(renderMarkdown(p.body[lang]).match(/<p>/g), `${p.slug} ${lang}`).toHaveLength(3);
      }
    }
    for (const c of seed.courses.filter((x) => x.detail.en)) {
      expect(renderMarkdown(c.detail.ta), c.slug).toBe(`<p>${c.detail.ta}</p>\n`);
    }
  });
});
