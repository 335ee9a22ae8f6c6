import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { PAYMENT_REFERENCE_FORMAT } from 'shared/payments';
import { ExtraCourse, Student } from '../../entities/index.ts';
import { buildStudent } from '../../../test/factories.ts';
import { countRows, registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { pngBytes } from '../../../test/images.ts';
import { type Caller, signedIn, visitor } from '../../../test/signed-in.ts';
import { api, asOwner, useTestApp, type TestApp } from '../../../test/support.ts';
import { PAYMENT_REFERENCE_LIMIT } from './payment-references.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const issue = (kind: unknown, as: Caller = visitor(app)) =>
  as('/api/payment-references', { method: 'POST', json: { kind } });
const register = (json: unknown) => api(app.url, '/api/registrations', { method: 'POST', json });
const extraCourse = {
  course: 'Basic React.js',
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  college: 'PSG',
  transaction: '412345678901',
  email: 'asha@example.in',
};

const UNKNOWN = 'This payment reference is not one we gave. Please reload the page to get a new one.';
const WRONG_KIND = 'This payment reference is for another kind of payment. Please reload the page to get a new one.';
const USED = 'This payment reference is already used by another payment. Please reload the page to get a new one.';

describe('POST /api/payment-references', () => {
  it('issues a new reference of the format for each registration attempt, stored with its kind', async () => {
    const first = await issue('registration');
    const second = await issue('registration');
    expect(first.status).toBe(201);
    expect(first.body.reference).toMatch(PAYMENT_REFERENCE_FORMAT);
    expect(second.body.reference).not.toBe(first.body.reference);
    expect(Date.now() - Date.parse(String(first.body.createdAt))).toBeLessThan(60_000);
    const rows = await asOwner(`select kind from payment_references where code = $1`, [first.body.reference]);
    expect(rows).toEqual([{ kind: 'registration' }]);
  });

  it('issues an extra-course reference to a logged-in intern only', async () => {
    expect((await issue('extra-course')).body.message).toBe('Please log in to pay for an extra course.');
    expect((await issue('extra-course')).status).toBe(401);
    const student = await buildStudent(orm.em.fork(), { validated: true });
    const res = await issue('extra-course', await signedIn(app, orm, { kind: 'student', id: student.id }));
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('extra-course');
    expect(await countRows(orm, 'payment_references')).toBe(1);
  });

  it('is rate-limited per address like the other anonymous endpoints', async () => {
    const answers = await Promise.all(
      Array.from({ length: PAYMENT_REFERENCE_LIMIT.points + 1 }, () => issue('registration')),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PAYMENT_REFERENCE_LIMIT.points);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await countRows(orm, 'payment_references')).toBe(PAYMENT_REFERENCE_LIMIT.points);
  });

  it('refuses another kind, and a POST from another site, storing nothing', async () => {
    const res = await issue('donation');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please say which payment the reference is for.');
    const cross = await api(app.url, '/api/payment-references', {
      method: 'POST',
      json: { kind: 'registration' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(await countRows(orm, 'payment_references')).toBe(0);
  });
});

describe('a registration with its payment reference', () => {
  it('keeps the reference the page showed, whatever its case', async () => {
    const { reference } = (await issue('registration')).body as { reference: string };
    const form = registrationForm(await uploadScreenshot(app.url), { paymentReference: reference.toLowerCase() });
    expect((await register(form)).status).toBe(201);
    expect((await orm.em.fork().findOneOrFail(Student, { email: form.email })).paymentReference).toBe(reference);
  });

  it('gives a registration without one (an old client) a new reference', async () => {
    const form = registrationForm(await uploadScreenshot(app.url));
    expect((await register(form)).status).toBe(201);
    const student = await orm.em.fork().findOneOrFail(Student, { email: form.email });
    expect(student.paymentReference).toMatch(PAYMENT_REFERENCE_FORMAT);
    expect(await asOwner(`select kind from payment_references where code = $1`, [student.paymentReference])).toEqual([
      { kind: 'registration' },
    ]);
  });

  it.each([
    ['one never issued', async () => 'TN-YYYYYY', 400, UNKNOWN],
    ['one not of the format', async () => 'TN-0O1I00', 400, UNKNOWN],
    [
      'one issued for an extra course',
      async () =>
        (
          await asOwner(
            `insert into payment_references (code, kind) values ('TN-EXTRA2', 'extra-course') returning code`,
          )
        )[0]!.code as string,
      400,
      WRONG_KIND,
    ],
  ])('refuses %s and stores nothing', async (_label, reference, status, message) => {
    const res = await register(
      registrationForm(await uploadScreenshot(app.url), { paymentReference: await reference() }),
    );
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countRows(orm, 'students')).toBe(0);
  });

  it('refuses a reference another registration used (reused or replayed), even when two race', async () => {
    const { reference } = (await issue('registration')).body as { reference: string };
    const uploads = await Promise.all([1, 2, 3].map(() => uploadScreenshot(app.url)));
    const results = await Promise.all(
      uploads.map((id, i) =>
        register(registrationForm(id, { paymentReference: reference, email: `race${i}@example.in` })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(USED);
    const replay = await register(
      registrationForm(await uploadScreenshot(app.url), { paymentReference: reference, email: 'late@example.in' }),
    );
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(USED);
    expect(await countRows(orm, 'students')).toBe(1);
  });

  it('takes the reference on the legacy /api/insertuser too', async () => {
    const { reference } = (await issue('registration')).body as { reference: string };
    const form = new FormData();
    const fields = registrationForm('unused', { paymentReference: reference });
    const legacyNames: Record<string, string> = {
      phone: 'phoneno',
      startDate: 'startdate',
      endDate: 'enddate',
      confirmPassword: 'confirmpassword',
      utr: 'transaction',
    };
    for (const [k, v] of Object.entries(fields))
      if (k !== 'uploadId' && v !== undefined) form.set(legacyNames[k] ?? k, String(v));
    form.set('image', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'payment.png');
    const res = await api(app.url, '/api/insertuser', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    expect((await orm.em.fork().findOneOrFail(Student, { email: fields.email as string })).paymentReference).toBe(
      reference,
    );
  });
});

describe('an extra course with its payment reference', () => {
  it('keeps the extra-course reference, refuses a registration one, and gives one to a course sent without', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const add = (json: unknown) => asStudent('/api/extra-courses', { method: 'POST', json });
    const { reference } = (await issue('extra-course', asStudent)).body as { reference: string };
    const wrong = (await issue('registration')).body.reference;

    const refused = await add({ ...extraCourse, paymentReference: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(WRONG_KIND);
    expect((await add({ ...extraCourse, paymentReference: reference })).status).toBe(201);
    const again = await add({ ...extraCourse, paymentReference: reference });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(USED);
    expect((await add(extraCourse)).status).toBe(201);

    const stored = await orm.em.fork().find(ExtraCourse, { student: student.id }, { orderBy: { id: 'asc' } });
    expect(stored.map((c) => c.paymentReference)).toEqual([reference, expect.stringMatching(PAYMENT_REFERENCE_FORMAT)]);
  });
});
