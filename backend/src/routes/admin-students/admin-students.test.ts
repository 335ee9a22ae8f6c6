import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { recordDueCompletions } from '../../commands/record-due-completions.ts';
import { validateStudent } from '../../commands/validate-student.ts';
import { DomainEvent, StoredFile, Student } from '../../entities/index.ts';
import { addCalendarDays, todayInIndia } from 'shared/dates';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { countRows } from '../../../test/accounts.ts';
import { jpegBytes, pngBytes } from '../../../test/images.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

async function storeFile(em: EntityManager, data: Buffer, purpose: 'screenshot-raw' | 'screenshot', source?: string) {
  const file = em.create(StoredFile, {
    id: randomUUID(),
    purpose,
    contentType: purpose === 'screenshot' ? 'image/jpeg' : 'image/png',
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
    source: source ?? null,
  });
  await em.flush();
  return file;
}

/** A student who registered with this raw upload (as POST /api/registrations links it). */
async function studentWithUpload(em: EntityManager, data: Buffer, overrides: Partial<Student> = {}) {
  const raw = await storeFile(em, data, 'screenshot-raw');
  return buildStudent(em, { upload: raw.id, screenshot: raw.id, ...overrides } as Partial<Student>);
}

describe('who may use the admin endpoints', () => {
  const endpoints: [string, string][] = [
    ['GET', '/api/admin/students'],
    ['GET', '/api/admin/students/1/screenshot'],
    ['POST', '/api/admin/students/1/validate'],
    ['POST', '/api/admin/students/1/clear-referral'],
    ['GET', '/api/admin/referrals'],
  ];
  it.each(endpoints)('%s %s: 401 anonymous, 403 for an intern, and changes nothing', async (method, path) => {
    const student = await buildStudent(orm.em.fork(), { id: 1, referralCode: 'REFAAAAAA' } as Partial<Student>);
    const anonymous = await api(app.url, path, { method });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please log in.');
    const asIntern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const intern = await asIntern(path, { method });
    expect(intern.status).toBe(403);
    expect(intern.body.message).toBe('This page is for admins only.');
    const after = await orm.em.fork().findOneOrFail(Student, { id: student.id });
    expect(after).toMatchObject({ validated: false, referralCode: 'REFAAAAAA' });
    expect(await countRows(orm, 'events')).toBe(0);
  });
});

describe('GET /api/admin/students', () => {
  it('lists students newest first, one page at a time, without any password hash', async () => {
    const em = orm.em.fork();
    const made: Student[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await buildStudent(em, { name: `Student ${i}`, createdAt: new Date(Date.UTC(2026, 5, 1 + i)) }));
    const first = await asAdmin('/api/admin/students?page=1&pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const students = first.body.students as Record<string, unknown>[];
    expect(students.map((s) => s.name)).toEqual(['Student 4', 'Student 3']);
    expect(Object.keys(students[0]!).sort()).toEqual(
      [
        'college',
        'course',
        'createdAt',
        'department',
        'email',
        'endDate',
        'flags',
        'id',
        'internId',
        'name',
        'paymentFlags',
        'paymentReference',
        'phone',
        'reading',
        'referralCode',
        'rejection',
        'screenshotUrl',
        'startDate',
        'testMark',
        'utr',
        'validated',
        'validatedAt',
      ].sort(),
    );
    expect(students[0]).toMatchObject({
      internId: `TNTAIN${made[4]!.id}`,
      validated: false,
      screenshotUrl: null,
      flags: { repeatedUtr: [], repeatedScreenshot: [] },
    });
    expect(first.text).not.toMatch(/password|argon2/i);

    const last = await asAdmin('/api/admin/students?page=3&pageSize=2');
    expect((last.body.students as unknown[]).length).toBe(1);
    // The first page at the default size (its own statement, without parameters) in the same order.
    const opening = await asAdmin('/api/admin/students');
    expect(opening.body).toMatchObject({ total: 5, page: 1, pageSize: 20, more: false });
    expect((opening.body.students as { name: string }[]).map((s) => s.name)).toEqual([
      'Student 4',
      'Student 3',
      'Student 2',
      'Student 1',
      'Student 0',
    ]);
    const beyond = await asAdmin('/api/admin/students?page=9');
    expect(beyond.body).toMatchObject({ students: [], total: 5 });
  });

  it('searches by name, e-mail, phone (however it is typed) or UTR, and filters pending or validated', async () => {
    const em = orm.em.fork();
    const priya = await buildStudent(em, {
      name: 'Priya Raman',
      email: 'priya@example.in',
      phone: '9876543210',
      utr: '412356789012',
      validated: true,
      validatedAt: new Date(),
    });
    const karthik = await buildStudent(em, { name: 'Karthik V', email: 'karthik@college.edu', phone: '9123456780' });
    const ids = async (query: string) =>
      ((await asAdmin(`/api/admin/students?${query}`)).body.students as { id: number }[]).map((s) => s.id);
    expect(await ids('q=priya')).toEqual([priya.id]);
    expect(await ids('q=COLLEGE.EDU')).toEqual([karthik.id]);
    expect(await ids('q=91234')).toEqual([karthik.id]);
    expect(await ids(`q=${encodeURIComponent('98765 43210')}`)).toEqual([priya.id]);
    expect(await ids('q=4123567')).toEqual([priya.id]);
    expect(await ids('q=%25')).toEqual([]); // a literal %, not a wildcard
    expect(await ids('status=validated')).toEqual([priya.id]);
    expect(await ids('status=pending')).toEqual([karthik.id]);
    expect(await ids('status=pending&q=priya')).toEqual([]);
  });

  it('keeps the totals exact through registrations, validations, deletions and bulk inserts', async () => {
    const em = orm.em.fork();
    const totals = async () => {
      const [all, pending, validated] = await Promise.all(
        ['', 'status=pending', 'status=validated'].map((q) => asAdmin(`/api/admin/students?${q}`)),
      );
      return [all!.body.total, pending!.body.total, validated!.body.total];
    };
    expect(await totals()).toEqual([0, 0, 0]);
    const a = await buildStudent(em, { name: 'Anbu' });
    const b = await buildStudent(em, { name: 'Bala' });
    await buildStudent(em, { name: 'Chitra', validated: true, validatedAt: new Date() });
    expect(await totals()).toEqual([3, 2, 1]);
    expect((await asAdmin(`/api/admin/students/${a.id}/validate`, { method: 'POST' })).status).toBe(200);
    expect(await totals()).toEqual([3, 1, 2]);
    await em.getConnection().execute('update students set test_mark = 20'); // other columns leave the totals alone
    await em.getConnection().execute('delete from students where id = ?', [b.id]);
    expect(await totals()).toEqual([2, 0, 2]);
    await em.getConnection().execute(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, password_hash, validated, created_at, updated_at)
       select 'Bulk ' || i, 'bulk-' || i || '@example.in', 'NIT Trichy', '9' || lpad(i::text, 9, '0'), date '2026-06-01', date '2026-07-01',
              'CSE', 'Full Stack Development', 499, 'x', i % 4 = 0, now(), now()
         from generate_series(1, 1200) as i`,
    );
    expect(await totals()).toEqual([1202, 900, 302]);
  });

  it('tells whether a search has more pages, and its total once the last page is reached', async () => {
    await orm.em.getConnection().execute(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, password_hash, created_at, updated_at)
       select case when i <= 45 then 'Priya ' else 'Karthik ' end || i, 's-' || i || '@example.in', 'NIT Trichy', '9' || lpad(i::text, 9, '0'),
              date '2026-06-01', date '2026-07-01', 'CSE', 'Full Stack Development', 499, 'x', now() - i * interval '1 minute', now()
         from generate_series(1, 54) as i`,
    );
    const page = async (query: string) =>
      (await asAdmin(`/api/admin/students?${query}`)).body as {
        students: { name: string }[];
        total: number | null;
        more: boolean;
      };
    const first = await page('q=priya');
    expect(first).toMatchObject({ total: null, more: true });
    expect(first.students.map((s) => s.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Priya ${i + 1}`));
    expect(await page('q=priya&page=2')).toMatchObject({ total: null, more: true });
    const last = await page('q=priya&page=3');
    expect(last).toMatchObject({ total: 45, more: false });
    expect(last.students).toHaveLength(5);
    expect(await page('q=karthik')).toMatchObject({ total: 9, more: false });
    expect(await page('q=nobody')).toMatchObject({ students: [], total: 0, more: false });
    expect(await page('')).toMatchObject({ total: 54, more: true });
    expect(await page('page=3')).toMatchObject({ total: 54, more: false });
  });

  it('flags a UTR or an identical screenshot used by another student', async () => {
    const em = orm.em.fork();
    const png = await pngBytes(30, 30);
    const a = await studentWithUpload(em, png, { utr: '111122223333' });
    const b = await studentWithUpload(em, Buffer.from(png), { utr: '111122223333' }); // same bytes, uploaded again
    const c = await studentWithUpload(em, await pngBytes(31, 30), { utr: '999988887777' });
    const d = await studentWithUpload(em, Buffer.from(png)); // same screenshot, no UTR
    const res = await asAdmin('/api/admin/students?pageSize=100');
    const flags = new Map((res.body.students as { id: number; flags: unknown }[]).map((s) => [s.id, s.flags]));
    expect(flags.get(a.id)).toEqual({ repeatedUtr: [b.id], repeatedScreenshot: [b.id, d.id] });
    expect(flags.get(b.id)).toEqual({ repeatedUtr: [a.id], repeatedScreenshot: [a.id, d.id] });
    expect(flags.get(c.id)).toEqual({ repeatedUtr: [], repeatedScreenshot: [] });
    expect(flags.get(d.id)).toEqual({ repeatedUtr: [], repeatedScreenshot: [a.id, b.id] });
    for (const s of res.body.students as { screenshotUrl: string; id: number }[])
      expect(s.screenshotUrl).toBe(`/api/admin/students/${s.id}/screenshot`);
  });

  it.each([
    ['page=0', 'The page must be a number from 1.'],
    ['page=abc', 'The page must be a number from 1.'],
    ['pageSize=1000', 'The page size must be 1 to 100.'],
    ['status=deleted', 'The status filter is pending, validated or rejected.'],
    [`q=${'x'.repeat(101)}`, 'The search text is too long (at most 100 characters).'],
    ['q=%00', 'The search text contains characters that are not allowed.'],
    ['q=a&q=b', 'Search for one piece of text.'],
  ])('refuses the query %s with 400 and a message', async (query, message) => {
    const res = await asAdmin(`/api/admin/students?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET /api/admin/students/:id/screenshot', () => {
  it('serves the compressed screenshot when it exists, else the raw upload, else 404', async () => {
    const em = orm.em.fork();
    const png = await pngBytes();
    const student = await studentWithUpload(em, png);
    const raw = await fetch(`${app.url}/api/admin/students/${student.id}/screenshot`, {
      headers: { cookie: asAdmin.cookie },
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('image/png');
    expect(raw.headers.get('cache-control')).toBe('private, no-store');
    expect(raw.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await raw.arrayBuffer()).equals(png)).toBe(true);

    const jpeg = await jpegBytes();
    await storeFile(em, jpeg, 'screenshot', student.upload!.id);
    const compressed = await fetch(`${app.url}/api/admin/students/${student.id}/screenshot`, {
      headers: { cookie: asAdmin.cookie },
    });
    expect(compressed.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await compressed.arrayBuffer()).equals(jpeg)).toBe(true);

    const without = await buildStudent(em);
    const none = await asAdmin(`/api/admin/students/${without.id}/screenshot`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This student has no payment screenshot.');
    expect((await asAdmin('/api/admin/students/999999/screenshot')).status).toBe(404);
  });
});

describe('POST /api/admin/students/:id/validate', () => {
  it('validates once, records who did it, and answers the jobs to poll', async () => {
    // The internship ends tomorrow: the offer letter now, the certificate on the end date.
    const student = await buildStudent(orm.em.fork(), { endDate: addCalendarDays(todayInIndia(), 1) });
    const res = await asAdmin(`/api/admin/students/${student.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Student validated successfully.');
    const em = orm.em.fork();
    const event = await em.findOneOrFail(DomainEvent, { type: 'student.validated' });
    expect(event).toMatchObject({
      actor: `admin:${asAdmin.id}`,
      subjectId: String(student.id),
      payload: { studentId: student.id },
    });
    expect(res.body.jobs).toEqual([`e${event.id}-offer-letter`, `e${event.id}-mail-offer-letter`]);
    const after = await em.findOneOrFail(Student, { id: student.id });
    expect(after.validated).toBe(true);
    expect(after.validatedAt).toBeInstanceOf(Date);
    expect(await countRows(orm, 'events', `type = 'student.completed'`)).toBe(0);

    const again = await asAdmin(`/api/admin/students/${student.id}/validate`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This student is already validated.');
    expect(await countRows(orm, 'events', `type = 'student.validated'`)).toBe(1);
  });

  it('records student.completed with the validation when the end date has come, so the certificate does not wait for the daily run', async () => {
    const ended = await buildStudent(orm.em.fork(), {
      startDate: addCalendarDays(todayInIndia(), -45),
      endDate: todayInIndia(),
    });
    const res = await asAdmin(`/api/admin/students/${ended.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    const em = orm.em.fork();
    const validated = await em.findOneOrFail(DomainEvent, { type: 'student.validated' });
    const completed = await em.findOneOrFail(DomainEvent, { type: 'student.completed' });
    expect(completed).toMatchObject({
      subjectType: 'student',
      subjectId: String(ended.id),
      payload: { studentId: ended.id },
      actor: `admin:${asAdmin.id}`,
    });
    expect(res.body.jobs).toEqual([
      `e${validated.id}-offer-letter`,
      `e${validated.id}-mail-offer-letter`,
      `e${completed.id}-completion-certificate`,
      `e${completed.id}-mail-completion-certificate`,
    ]);

    // The daily run finds the completion recorded: nothing more for this intern, while another
    // validated intern whose end date has come (validated before this change) still gets theirs.
    const older = await buildStudent(em, { validated: true, validatedAt: new Date(), endDate: todayInIndia() });
    expect(await recordDueCompletions(orm.em.fork(), todayInIndia())).toMatchObject({
      recorded: 1,
      studentIds: [older.id],
    });
    expect(await recordDueCompletions(orm.em.fork(), addCalendarDays(todayInIndia(), 1))).toMatchObject({
      recorded: 0,
    });
    expect(await countRows(orm, 'events', `type = 'student.completed' and subject_id = '${ended.id}'`)).toBe(1);
  });

  it('takes the end date as a calendar date in Asia/Kolkata: due from 18:30 UTC the day before', async () => {
    const em = orm.em.fork();
    const early = await buildStudent(em, { startDate: '2026-06-15', endDate: '2026-07-15' });
    const onTime = await buildStudent(em, { startDate: '2026-06-15', endDate: '2026-07-15' });
    const before = await validateStudent(
      orm.em.fork(),
      { studentId: early.id, adminId: asAdmin.id },
      new Date('2026-07-14T18:29:59Z'),
    );
    const after = await validateStudent(
      orm.em.fork(),
      { studentId: onTime.id, adminId: asAdmin.id },
      new Date('2026-07-14T18:30:00Z'),
    );
    const handlers = (jobs: string[]) => jobs.map((id) => id.replace(/^e\d+-/, ''));
    expect(handlers(before.jobs)).toEqual(['offer-letter', 'mail-offer-letter']);
    expect(handlers(after.jobs)).toEqual([
      'offer-letter',
      'mail-offer-letter',
      'completion-certificate',
      'mail-completion-certificate',
    ]);
    const completed = await orm.em.fork().find(DomainEvent, { type: 'student.completed' });
    expect(completed.map((e) => e.subjectId)).toEqual([String(onTime.id)]);
  });

  it('validates once when two admins click at the same moment', async () => {
    const student = await buildStudent(orm.em.fork(), { endDate: todayInIndia() });
    const results = await Promise.all(
      [1, 2, 3].map(() => asAdmin(`/api/admin/students/${student.id}/validate`, { method: 'POST' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await countRows(orm, 'events', `type = 'student.validated'`)).toBe(1);
    expect(await countRows(orm, 'events', `type = 'student.completed'`)).toBe(1);
  });

  it('answers 404 for an unknown student and 400 for an id that is not a number', async () => {
    const unknown = await asAdmin('/api/admin/students/424242/validate', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No student has this id.');
    for (const id of ['abc', '1.5', '-3', '99999999999999']) {
      expect((await asAdmin(`/api/admin/students/${id}/validate`, { method: 'POST' })).status).toBe(400);
    }
    expect(await countRows(orm, 'events')).toBe(0);
  });
});

describe('POST /api/admin/students/:id/clear-referral', () => {
  it('clears the code, keeps it in the audit trail, and answers the same success a second time without recording it again', async () => {
    const student = await buildStudent(orm.em.fork(), { referralCode: 'REFQWERTY' });
    const res = await asAdmin(`/api/admin/students/${student.id}/clear-referral`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Refer code cleared successfully.');
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Student, { id: student.id })).referralCode).toBeNull();
    const event = await em.findOneOrFail(DomainEvent, { type: 'student.referral-cleared' });
    expect(event).toMatchObject({
      actor: `admin:${asAdmin.id}`,
      payload: { studentId: student.id, code: 'REFQWERTY' },
    });

    // A second click, or a student who never had a code: already clear is a success, not an error.
    const never = await buildStudent(orm.em.fork(), { referralCode: null });
    for (const id of [student.id, student.id, never.id]) {
      const again = await asAdmin(`/api/admin/students/${id}/clear-referral`, { method: 'POST' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ success: true, message: 'Refer code cleared successfully.' });
    }
    expect(await countRows(orm, 'events', `type = 'student.referral-cleared'`)).toBe(1);
    expect((await asAdmin('/api/admin/students/424242/clear-referral', { method: 'POST' })).status).toBe(404);
  });
});

describe('GET /api/admin/referrals', () => {
  it(`counts each referrer's validated referrals that were not cleared, at ${REFERRAL_REWARD_RUPEES} rupees each`, async () => {
    const em = orm.em.fork();
    const anbu = await buildReferrer(em, { name: 'Anbu', code: 'REFANBU01' });
    const bala = await buildReferrer(em, { name: 'Bala', code: 'BALA2026' });
    const chitra = await buildReferrer(em, { name: 'Chitra', code: 'REFCHI001' });
    for (let i = 0; i < 3; i++)
      await buildStudent(em, { referralCode: anbu.code, validated: true, validatedAt: new Date() });
    await buildStudent(em, { referralCode: anbu.code, validated: false }); // pending: not counted yet
    await buildStudent(em, { referralCode: null, validated: true, validatedAt: new Date() }); // cleared
    await buildStudent(em, { referralCode: bala.code, validated: true, validatedAt: new Date() });

    const res = await asAdmin('/api/admin/referrals');
    expect(res.status).toBe(200);
    expect(res.body.referrers).toEqual([
      {
        id: anbu.id,
        name: 'Anbu',
        email: anbu.email,
        phone: anbu.phone,
        code: 'REFANBU01',
        upiId: anbu.upiId,
        confirmed: true,
        validatedReferrals: 3,
        amount: 210,
        sharesPhoneWith: [],
        sharesUpiWith: [],
      },
      {
        id: bala.id,
        name: 'Bala',
        email: bala.email,
        phone: bala.phone,
        code: 'BALA2026',
        upiId: bala.upiId,
        confirmed: true,
        validatedReferrals: 1,
        amount: 70,
        sharesPhoneWith: [],
        sharesUpiWith: [],
      },
      {
        id: chitra.id,
        name: 'Chitra',
        email: chitra.email,
        phone: chitra.phone,
        code: 'REFCHI001',
        upiId: chitra.upiId,
        confirmed: true,
        validatedReferrals: 0,
        amount: 0,
        sharesPhoneWith: [],
        sharesUpiWith: [],
      },
    ]);

    // Clearing a referral takes it off the count.
    const one = await em.findOneOrFail(Student, { referralCode: anbu.code, validated: true });
    await asAdmin(`/api/admin/students/${one.id}/clear-referral`, { method: 'POST' });
    const after = await asAdmin('/api/admin/referrals');
    expect((after.body.referrers as { code: string; validatedReferrals: number; amount: number }[])[0]).toMatchObject({
      code: 'REFANBU01',
      validatedReferrals: 2,
      amount: 140,
    });
  });

  it('lists an unconfirmed join last, marked unconfirmed, with no code and nothing counted', async () => {
    const anbu = await buildReferrer(orm.em.fork(), { name: 'Anbu', code: 'REFANBU01' });
    const joined = await api(app.url, '/api/referrers', {
      method: 'POST',
      json: {
        name: 'Pending Person',
        phone: '9000033333',
        upiId: 'pending@ybl',
        email: 'pending@example.in',
        consent: true,
      },
    });
    expect(joined.status).toBe(201);
    const res = await asAdmin('/api/admin/referrals');
    expect(res.body.referrers).toEqual([
      expect.objectContaining({ id: anbu.id, confirmed: true }),
      expect.objectContaining({
        name: 'Pending Person',
        email: 'pending@example.in',
        code: null,
        confirmed: false,
        validatedReferrals: 0,
        amount: 0,
      }),
    ]);
  });
});
