import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from 'shared/api/admin-overview';
import type { Fee, PublicCatalogue } from 'shared/api/catalogue';
import { todayInIndia } from 'shared/dates';
import { ExtraCourse, Student } from '../../entities/index.ts';
import { registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, asOwner, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * An intern keeps the fee they were shown: the registration stores it, and the screenshot's amount, the
 * bank statement and the overview's money are all checked against it, whatever the course costs today.
 * The fees come from the published catalogue (the app's own store), with histories published here.
 */
const HOUR = 3_600_000;
const always = '2025-01-01T00:00:00+05:30';
const fee = (from: string, registration: number, extra: number[] = []): Fee => ({
  from,
  registration,
  struck: null,
  extra,
});

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));

/** A new published version of a course with these fees (and where it is offered), as a publish makes it. */
async function publishCourse(name: string, fees: Fee[], offered: { registration: boolean; extra: boolean }) {
  await asOwner(
    `with e as (select id, draft from catalogue_entries where kind = 'course' and draft->'name'->>'en' = $1),
          v as (insert into catalogue_versions (entry_id, version, content, published_by)
                select e.id, (select max(version) + 1 from catalogue_versions where entry_id = e.id),
                       jsonb_set(jsonb_set(e.draft, '{fees}', $2::jsonb), '{offered}', (e.draft->'offered') || $3::jsonb), 'test'
                  from e returning entry_id, version, content)
     update catalogue_entries c set published_version = v.version, draft = v.content from v where c.id = v.entry_id`,
    [name, JSON.stringify(fees), JSON.stringify(offered)],
  );
}

beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * HOUR).toISOString();
  // ₹599 until yesterday, ₹649 since: a page loaded yesterday showed ₹599.
  await publishCourse('Full Stack Development', [fee(always, 599), fee(hoursAgo(20), 649)], {
    registration: true,
    extra: false,
  });
  // ₹599 until three days ago: a page that old no longer keeps its fee.
  await publishCourse('Python Programming', [fee(always, 599), fee(hoursAgo(72), 649)], {
    registration: true,
    extra: false,
  });
  await publishCourse('Basic React.js', [fee(always, 499, [250, 400]), fee(hoursAgo(5), 499, [300])], {
    registration: false,
    extra: true,
  });
  await publishCourse('Java Development', [fee(always, 499, [200])], { registration: false, extra: false });
  // Each API process hears the publish and reads the catalogue again: wait until this one has. A notice
  // that comes while an earlier read is under way joins that read, so it is sent again while waiting.
  await vi.waitFor(
    async () => {
      const { courses } = (await api(app.url, '/api/catalogue')).body as unknown as PublicCatalogue;
      const seen = courses.find((c) => c.name.en === 'Basic React.js')?.fee.extra;
      if (seen?.[0] !== 300) await asOwner(`select pg_notify('catalogue_published', 'test')`);
      expect(seen).toEqual([300]);
    },
    { timeout: 10_000, interval: 200 },
  );
});

async function register(email: string, fields: Record<string, unknown>) {
  const uploadId = await uploadScreenshot(app.url);
  const res = await api(app.url, '/api/registrations', {
    method: 'POST',
    json: registrationForm(uploadId, { email, ...fields }),
  });
  return { res, uploadId };
}
const storedFee = async (email: string) => (await orm.em.fork().findOneOrFail(Student, { email })).feeRupees;

/** What the reading job would write for the upload (the OCR job is not run here). */
const readAs = (uploadId: string, amount: number) =>
  asOwner(
    `insert into screenshot_readings (upload_id, state, amount_rupees, utr, payee, status, paid_at, reference, confidence)
     values ($1, 'read', $2, null, null, 'success', null, null, 0.8)`,
    [uploadId, amount],
  );
const flagsOf = async (email: string) => {
  const id = (await orm.em.fork().findOneOrFail(Student, { email })).id;
  const list = (await asAdmin('/api/admin/students')).body.students as { id: number; paymentFlags: unknown[] }[];
  const record = (await asAdmin(`/api/admin/students/${id}`)).body.student as { paymentFlags: unknown[] };
  expect(record.paymentFlags).toEqual(list.find((s) => s.id === id)!.paymentFlags);
  return record.paymentFlags;
};

describe('the fee a registration stores', () => {
  it('keeps the fee shown yesterday, and stores the fee in effect when none was sent', async () => {
    expect((await register('kept@example.in', { shownFeeRupees: 599 })).res.status).toBe(201);
    expect(await storedFee('kept@example.in')).toBe(599);
    expect((await register('today@example.in', { shownFeeRupees: '649' })).res.status).toBe(201);
    expect(await storedFee('today@example.in')).toBe(649);
    expect((await register('old-client@example.in', {})).res.status).toBe(201);
    expect(await storedFee('old-client@example.in')).toBe(649);
  });

  it('does not keep a fee shown more than 48 hours ago, nor one the course never had', async () => {
    await register('stale@example.in', { course: 'Python Programming', shownFeeRupees: 599 });
    expect(await storedFee('stale@example.in')).toBe(649);
    await register('made-up@example.in', { shownFeeRupees: 1 });
    expect(await storedFee('made-up@example.in')).toBe(649);
  });

  it('refuses a course the catalogue does not offer, and a fee no course can have, storing nothing', async () => {
    const notOffered = (await register('java@example.in', { course: 'Java Development' })).res;
    expect(notOffered.status).toBe(400);
    expect(notOffered.body).toMatchObject({ code: 'courseNotListed', field: 'course' });
    const badFee = (await register('bad-fee@example.in', { shownFeeRupees: 0 })).res;
    expect(badFee.status).toBe(400);
    expect(badFee.body).toMatchObject({ code: 'catalogueFeeInvalid' });
    expect(await orm.em.fork().count(Student, {})).toBe(0);
  });
});

describe("every check of the payment reads the intern's own fee", () => {
  it('flags a screenshot of ₹649 for an intern registered at ₹599, and not one of ₹599', async () => {
    const paid649 = await register('paid649@example.in', { shownFeeRupees: 599 });
    await readAs(paid649.uploadId, 649);
    expect(await flagsOf('paid649@example.in')).toEqual([
      { code: 'amount', words: 'Amount ₹649 is not the fee (₹599)' },
    ]);
    const paid599 = await register('paid599@example.in', { shownFeeRupees: 599 });
    await readAs(paid599.uploadId, 599);
    expect(await flagsOf('paid599@example.in')).toEqual([]);
  });

  it("matches a ₹599 credit to the intern registered at ₹599, and counts ₹599 in the overview's money", async () => {
    await register('credit@example.in', { shownFeeRupees: 599, utr: '632512345611' });
    const form = new FormData();
    form.append('file', new Blob([`date,utr,amount,narration\n${todayInIndia()},632512345611,599,UPI/MEENA`]), 's.csv');
    const imported = await asAdmin('/api/admin/statements', { method: 'POST', body: form });
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.amountDiffers).toEqual([]);
    expect(imported.body.matched).toEqual([
      expect.objectContaining({ enrolment: expect.objectContaining({ email: 'credit@example.in' }), by: 'utr' }),
    ]);
    const statementId = (imported.body.statement as { id: number }).id;
    expect((await asAdmin(`/api/admin/statements/${statementId}/validate`, { method: 'POST' })).status).toBe(202);

    const overview = (await asAdmin('/api/admin/overview?days=7')).body as unknown as AdminOverview;
    expect(overview.fees!.at(-1)).toEqual({ day: todayInIndia(), matchedRupees: 599, unmatchedRupees: 0 });
  });
});

describe('the fee an extra course stores', () => {
  it("keeps the amounts of the fee shown within two days, else today's; refuses a course not offered as one", async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const add = (json: Record<string, unknown>) =>
      asStudent('/api/extra-courses', {
        method: 'POST',
        json: {
          course: 'Basic React.js',
          startDate: '2026-08-01',
          endDate: '2026-08-31',
          college: 'NIT',
          email: 'a@example.in',
          ...json,
        },
      });
    expect((await add({ transaction: 'T1', shownFeeRupees: 400 })).status).toBe(201);
    expect((await add({ transaction: 'T2' })).status).toBe(201);
    const refused = await add({ transaction: 'T3', course: 'Java Development' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'courseNotListed' });
    const stored = await orm.em.fork().find(ExtraCourse, { student: student.id }, { orderBy: { id: 'asc' } });
    expect(stored.map((e) => [e.transaction, e.feeRupees])).toEqual([
      ['T1', [250, 400]],
      ['T2', [300]],
    ]);
  });
});
