import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueEntry, CourseContent, PublicCatalogue, PublicPost } from 'shared/api/catalogue';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let other: TestApp;
useTestApp((started) => ({ orm, app, other } = { ...started, other: started.more.other! }), { more: { other: {} } });

let editor: SignedIn;
beforeEach(async () => {
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});

const now = () => new Date().toISOString();

/** A course as an editor fills the form: English and Tamil names, a fee of ₹599. */
function course(overrides: Partial<CourseContent> = {}): CourseContent {
  return {
    slug: 'cloud-computing',
    name: { en: 'Cloud Computing', ta: 'கிளவுட் கம்ப்யூட்டிங்' },
    cardTitle: { en: '', ta: '' },
    summary: { en: 'Servers you rent by the minute.', ta: '' },
    detail: { en: '## What you learn\n\nVirtual machines and storage.', ta: '' },
    image: null,
    ratings: 12,
    offered: { registration: true, extra: true, home: true, courses: true },
    cardOrder: 11,
    formOrder: 14,
    fees: [{ from: '2026-01-01T00:00:00+05:30', registration: 599, struck: 899, extra: [250] }],
    resources: { projects: 'https://drive.example.in/projects' },
    retired: false,
    ...overrides,
  };
}

async function catalogue(url = app.url): Promise<PublicCatalogue> {
  const res = await api(url, '/api/catalogue');
  expect(res.status).toBe(200);
  return res.body as unknown as PublicCatalogue;
}

async function createCourse(content = course()): Promise<CatalogueEntry> {
  const res = await editor('/api/admin/catalogue', { method: 'POST', json: { kind: 'course', content } });
  expect(res.status, res.text).toBe(201);
  return (res.body as unknown as { entry: CatalogueEntry }).entry;
}

const publish = (id: string) => editor(`/api/admin/catalogue/${id}/publish`, { method: 'POST' });

/** Waits until `url`'s catalogue satisfies `ok`: another API process learns of a publish by NOTIFY. */
async function eventually(url: string, ok: (c: PublicCatalogue) => boolean) {
  const until = Date.now() + 5000;
  for (;;) {
    const c = await catalogue(url);
    if (ok(c)) return c;
    if (Date.now() > until) throw new Error('the catalogue never changed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the published catalogue', () => {
  it("is the specification's on a fresh install: the 13 registration courses at ₹499 against ₹799, and an ETag", async () => {
    const res = await api(app.url, '/api/catalogue');
    const c = res.body as unknown as PublicCatalogue;
    const registration = c.courses.filter((x) => x.offered.registration).sort((a, b) => a.formOrder - b.formOrder);
    expect(registration.map((x) => x.name.en)).toHaveLength(13);
    expect(registration[0]!.name.en).toBe('UI/UX Design');
    expect(new Set(registration.map((x) => x.fee.registration))).toEqual(new Set([499]));
    expect(new Set(registration.map((x) => x.fee.struck))).toEqual(new Set([799]));
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await api(app.url, '/api/catalogue', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('an editor', () => {
  it('adds a course as a draft nobody sees, publishes it, and every API process shows it with its fee', async () => {
    const entry = await createCourse();
    expect(entry.publishedVersion).toBeNull();
    expect((await catalogue()).courses.map((c) => c.slug)).not.toContain('cloud-computing');
    const preview = (await editor('/api/admin/catalogue/preview')).body as unknown as PublicCatalogue;
    expect(preview.courses.find((c) => c.slug === 'cloud-computing')?.fee.registration).toBe(599);

    const res = await publish(entry.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.code).toBe('cataloguePublished');
    const shown = (await catalogue()).courses.find((c) => c.slug === 'cloud-computing')!;
    expect(shown).toMatchObject({
      name: { en: 'Cloud Computing', ta: 'கிளவுட் கம்ப்யூட்டிங்' },
      // No Tamil summary written: the English one is shown.
      summary: { en: 'Servers you rent by the minute.', ta: 'Servers you rent by the minute.' },
      fee: { registration: 599, struck: 899, extra: [250] },
    });
    // Visitors never see a course's resource links.
    expect(JSON.stringify(shown)).not.toContain('drive.example.in');
    await eventually(other.url, (c) => c.courses.some((x) => x.slug === 'cloud-computing'));
  });

  it('raises a fee from now on: the public sees the new fee, the history keeps the old, and a fee in effect cannot be rewritten', async () => {
    const entry = await createCourse();
    await publish(entry.id);
    const draft = entry.draft as CourseContent;
    const raised = { ...draft, fees: [...draft.fees, { from: now(), registration: 649, struck: 899, extra: [250] }] };
    expect(
      (
        await editor(`/api/admin/catalogue/${entry.id}/draft`, {
          method: 'PUT',
          json: { kind: 'course', content: raised },
        })
      ).status,
    ).toBe(200);
    expect((await publish(entry.id)).status).toBe(200);
    expect((await catalogue()).courses.find((c) => c.slug === 'cloud-computing')!.fee.registration).toBe(649);

    const rewritten = { ...draft, fees: [{ ...draft.fees[0]!, registration: 549 }, raised.fees[1]!] };
    await editor(`/api/admin/catalogue/${entry.id}/draft`, {
      method: 'PUT',
      json: { kind: 'course', content: rewritten },
    });
    const refused = await publish(entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('catalogueFeeHistory');
  });

  it('undoes a publish by publishing the earlier version again, and the audit log lists each publish', async () => {
    const entry = await createCourse();
    await publish(entry.id);
    const renamed = { ...(entry.draft as CourseContent), summary: { en: 'A new line.', ta: 'ஒரு புதிய வரி.' } };
    await editor(`/api/admin/catalogue/${entry.id}/draft`, {
      method: 'PUT',
      json: { kind: 'course', content: renamed },
    });
    await publish(entry.id);
    expect((await catalogue()).courses.find((c) => c.slug === 'cloud-computing')!.summary.en).toBe('A new line.');

    const undone = await editor(`/api/admin/catalogue/${entry.id}/restore`, { method: 'POST', json: { version: 1 } });
    expect(undone.status, undone.text).toBe(200);
    const after = (undone.body as unknown as { entry: CatalogueEntry }).entry;
    expect(after.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await catalogue()).courses.find((c) => c.slug === 'cloud-computing')!.summary.en).toBe(
      'Servers you rent by the minute.',
    );
    expect((await publish(entry.id)).status).toBe(409); // nothing left to publish

    const admin = await signedIn(app, orm, { kind: 'admin' });
    const audit = (await admin('/api/admin/audit?action=catalogue.published')).body as unknown as {
      entries: { actor: string; type?: string; action?: string }[];
    };
    expect(audit.entries.filter((e) => e.actor === `admin:${editor.id}`)).toHaveLength(3);
  });

  it('is refused, with the field named, a fee of 0 or over 1,00,000, an upper-case address, a name taken and Markdown over 100 KB', async () => {
    const refusal = async (content: CourseContent) => {
      const res = await editor('/api/admin/catalogue', { method: 'POST', json: { kind: 'course', content } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      return res.body as unknown as { code: string; field?: string };
    };
    const fee = (registration: number) => [{ from: now(), registration, struck: null, extra: [] }];
    expect((await refusal(course({ fees: fee(0) }))).code).toBe('catalogueFeeInvalid');
    expect((await refusal(course({ fees: fee(100_001) }))).code).toBe('catalogueFeeInvalid');
    expect((await refusal(course({ fees: fee(499.5) }))).code).toBe('catalogueFeeInvalid');
    expect((await refusal(course({ slug: 'Cloud' }))).code).toBe('catalogueSlugInvalid');
    expect((await refusal(course({ name: { en: 'web development', ta: '' } }))).code).toBe('catalogueNameTaken');
    expect((await refusal(course({ detail: { en: 'அ'.repeat(40_000), ta: '' } }))).code).toBe(
      'catalogueMarkdownTooLong',
    );
    expect((await refusal(course({ resources: { videos: 'javascript:alert(1)' } }))).code).toBe('catalogueLinkInvalid');
    expect((await catalogue()).courses.map((c) => c.slug)).not.toContain('cloud-computing');
  });
});

describe('who may change the catalogue', () => {
  it('refuses an operator and an intern every change, and nothing changes', async () => {
    const entry = await createCourse();
    for (const who of [
      await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }),
      await signedIn(app, orm, { kind: 'student', fields: { validated: true } }),
    ]) {
      const calls: [string, RequestInit & { json?: unknown }][] = [
        ['/api/admin/catalogue', { method: 'POST', json: { kind: 'course', content: course({ slug: 'x-y' }) } }],
        [`/api/admin/catalogue/${entry.id}/draft`, { method: 'PUT', json: { kind: 'course', content: course() } }],
        [`/api/admin/catalogue/${entry.id}/publish`, { method: 'POST' }],
        [`/api/admin/catalogue/${entry.id}/restore`, { method: 'POST', json: { version: 1 } }],
        ['/api/admin/catalogue/preview', {}],
        [`/api/admin/catalogue/${entry.id}`, {}],
      ];
      for (const [path, init] of calls) expect((await who(path, init)).status, path).toBe(403);
    }
    expect((await catalogue()).courses.map((c) => c.slug)).not.toContain('cloud-computing');
  });
});

describe('a blog post', () => {
  it('has its own page, and a <script> or an onerror in its body runs nothing', async () => {
    const content = {
      slug: 'safe-post',
      title: { en: 'A safe post', ta: 'பாதுகாப்பான பதிவு' },
      summary: { en: 'Nothing runs here.', ta: '' },
      body: { en: 'Hello <script>alert(1)</script> <img src=x onerror=alert(2)>', ta: '' },
      category: { en: 'Tips', ta: 'குறிப்புகள்' },
      date: '2026-12-01',
    };
    const res = await editor('/api/admin/catalogue', { method: 'POST', json: { kind: 'post', content } });
    const { entry } = res.body as unknown as { entry: CatalogueEntry };
    expect((await publish(entry.id)).status).toBe(200);
    const post = (await api(app.url, '/api/catalogue/posts/safe-post')).body as unknown as PublicPost;
    expect(post.title.ta).toBe('பாதுகாப்பான பதிவு');
    expect(post.bodyHtml.en).toContain('Hello');
    // The words may stay as text; no element of them may: no script, no image, no attribute running code.
    expect(post.bodyHtml.en).not.toMatch(/<script|<img|<[^>]*\son\w+=/i);
    expect((await api(app.url, '/api/catalogue/posts/no-such-post')).status).toBe(404);
  });
});

describe("a course's resource links", () => {
  it("are its validated interns' only", async () => {
    const entry = await createCourse();
    await publish(entry.id);
    const validated = await signedIn(app, orm, {
      kind: 'student',
      fields: { validated: true, course: 'Cloud Computing' },
    });
    expect((await validated('/api/resources')).body).toEqual({
      links: { projects: 'https://drive.example.in/projects' },
    });
    const waiting = await signedIn(app, orm, {
      kind: 'student',
      fields: { validated: false, course: 'Cloud Computing' },
    });
    expect((await waiting('/api/resources')).status).toBe(403);
    const another = await signedIn(app, orm, {
      kind: 'student',
      fields: { validated: true, course: 'Web Development' },
    });
    expect((await another('/api/resources')).body).toEqual({ links: {} });
  });
});

describe('a course once published', () => {
  it('is taken by the extra-course form at its own fee, named as the catalogue spells it, and refused once retired', async () => {
    const entry = await createCourse();
    await publish(entry.id);
    const intern = await signedIn(app, orm, { kind: 'student', fields: { validated: true } });
    const form = {
      course: 'cloud computing',
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      college: 'Bishop Heber College',
      transaction: '412345678901',
      email: 'intern@example.in',
    };
    const added = await intern('/api/extra-courses', { method: 'POST', json: form });
    expect(added.status, added.text).toBe(201);
    const [row] = await orm.em
      .getConnection()
      .execute<{ course: string; course_id: string; fee_rupees: number[] }[]>(
        `select course, course_id, fee_rupees from extra_courses`,
      );
    expect(row).toEqual({ course: 'Cloud Computing', course_id: entry.id, fee_rupees: [250] });

    const retired = { ...(entry.draft as CourseContent), retired: true };
    await editor(`/api/admin/catalogue/${entry.id}/draft`, {
      method: 'PUT',
      json: { kind: 'course', content: retired },
    });
    await publish(entry.id);
    const refused = await intern('/api/extra-courses', { method: 'POST', json: form });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('courseNotListed');
    expect((await catalogue()).courses.map((c) => c.slug)).not.toContain('cloud-computing');
  });
});
