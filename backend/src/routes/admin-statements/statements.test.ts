import { readFileSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { statementMessages } from 'shared/api/statements';
import { sql } from '../../db/sql.ts';
import { Student } from '../../entities/index.ts';
import { tableMessages } from '../../lib/tabular-file.ts';
import { countRows } from '../../../test/accounts.ts';
import { buildStudent } from '../../../test/factories.ts';
import { buildExtraCourse } from '../../../test/feature-support.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

const fixture = (name: string) => readFileSync(new URL(`../../statements/fixtures/${name}`, import.meta.url));
const plain = (...rows: string[]) => Buffer.from(['date,utr,amount,narration', ...rows].join('\n'));

function upload(data: Buffer, name = 'statement.csv', cookie = asAdmin.cookie) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return api(app.url, '/api/admin/statements', { method: 'POST', cookie, body: form });
}

async function pendingWithReference(overrides: Partial<Student> = {}) {
  const em = orm.em.fork();
  const code = `TN-${Math.random()
    .toString(36)
    .slice(2, 8)
    .toUpperCase()
    .replace(/[^23456789ACDEFHJKLMNPQRTUVWXY]/g, 'X')}`;
  await sql(em, `insert into payment_references (code, kind) values ($1, 'registration')`, [code]);
  const student = await buildStudent(em, overrides);
  await sql(em, 'update students set payment_reference = $2 where id = $1', [student.id, code]);
  return { student, code };
}
const isValidated = async (id: number) => (await orm.em.fork().findOneOrFail(Student, id)).validated;

describe('bank statement reconciliation', () => {
  it.each([
    ['sbi.csv', 'SBI', '632512345601'],
    ['hdfc.csv', 'HDFC', '632512345602'],
    ['icici.csv', 'ICICI', '632512345603'],
    ['axis.csv', 'Axis', '632512345604'],
    ['plain.csv', 'plain', '632512345605'],
  ])('matches the credit of %s (%s) to the intern who typed its UTR', async (file, layout, utr) => {
    const student = await buildStudent(orm.em.fork(), { utr });
    const other = await buildStudent(orm.em.fork(), { utr: '999999999999' });
    const res = await upload(fixture(file), file);
    expect(res.status).toBe(201);
    expect(res.body.statement).toMatchObject({ layout, creditCount: 1, alreadyImported: 0 });
    expect(res.body.matched).toEqual([
      expect.objectContaining({
        enrolment: expect.objectContaining({ id: student.id, kind: 'registration' }),
        by: 'utr',
        validated: false,
      }),
    ]);
    expect(res.body.enrolmentsWithoutCredit).toEqual([expect.objectContaining({ id: other.id })]);
    expect(res.body.creditsWithoutEnrolment).toEqual([]);
  });

  it('matches a UTR read from the screenshot as well as a typed one (two: ambiguous), from an XLSX statement', async () => {
    const em = orm.em.fork();
    const [file] = await sql<{ id: string }>(
      em,
      `insert into files (id, purpose, content_type, size, sha256, data, created_at)
       values (gen_random_uuid(), 'screenshot-raw', 'image/png', 1, repeat('0', 64), '\\x00', now()) returning id`,
    );
    const typed = await buildStudent(em, { utr: '632512345607' });
    const read = await buildStudent(em);
    await sql(em, 'update students set upload_id = $2 where id = $1', [read.id, file!.id]);
    await sql(em, `insert into screenshot_readings (upload_id, state, utr) values ($1, 'read', '632512345607')`, [
      file!.id,
    ]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL']);
    sheet.addRow(['21-11-2026', '', 'UPI/P2A/632512345607/ARUN K/Axis Bank/x', '', 499, 6499, 1234]);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 's.xlsx');
    expect(res.status).toBe(201);
    expect(res.body.ambiguous).toEqual([
      expect.objectContaining({
        candidates: [expect.objectContaining({ id: typed.id }), expect.objectContaining({ id: read.id })],
      }),
    ]);
  });

  it('sorts amount differs, ambiguous, by reference (UTR mistyped) and credits with no enrolment', async () => {
    const short = await buildStudent(orm.em.fork(), { utr: '700000000001' });
    const twinA = await buildStudent(orm.em.fork(), { utr: '700000000002' });
    const twinB = await buildStudent(orm.em.fork(), { utr: '700000000002' });
    const { student: byRef, code } = await pendingWithReference({ utr: '123' });
    const res = await upload(
      plain(
        '2026-11-21,700000000001,300,UPI',
        '2026-11-21,700000000002,499,UPI',
        `2026-11-21,700000000003,499,UPI/${code.replace('-', '')}/x`,
        '2026-11-21,700000000004,499,UPI from a stranger',
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.amountDiffers).toEqual([
      expect.objectContaining({ enrolment: expect.objectContaining({ id: short.id }), expected: [499] }),
    ]);
    expect(res.body.ambiguous).toEqual([
      expect.objectContaining({
        candidates: [expect.objectContaining({ id: twinA.id }), expect.objectContaining({ id: twinB.id })],
      }),
    ]);
    expect(res.body.matched).toEqual([
      expect.objectContaining({
        enrolment: expect.objectContaining({ id: byRef.id, paymentReference: code }),
        by: 'reference',
      }),
    ]);
    expect(res.body.creditsWithoutEnrolment).toEqual([expect.objectContaining({ utr: '700000000004' })]);
  });

  it("matches each credit against the fee its intern registered at, and an extra course's against its own amounts", async () => {
    const at599 = await buildStudent(orm.em.fork(), { utr: '710000000001', feeRupees: 599 });
    const at599Paid499 = await buildStudent(orm.em.fork(), { utr: '710000000002', feeRupees: 599 });
    const at499 = await buildStudent(orm.em.fork(), { utr: '710000000003' });
    const extra = await buildExtraCourse(orm.em.fork(), at499, { transaction: '710000000004', feeRupees: [250, 400] });
    const res = await upload(
      plain(
        '2026-12-14,710000000001,599,UPI',
        '2026-12-14,710000000002,499,UPI',
        '2026-12-14,710000000003,499,UPI',
        '2026-12-14,710000000004,400.00,UPI',
      ),
    );
    expect(res.status).toBe(201);
    const matched = res.body.matched as { enrolment: { id: number; kind: string } }[];
    expect(matched.map((m) => m.enrolment)).toEqual([
      expect.objectContaining({ id: at599.id, kind: 'registration' }),
      expect.objectContaining({ id: at499.id, kind: 'registration' }),
      expect.objectContaining({ id: extra.id, kind: 'extra-course' }),
    ]);
    expect(res.body.amountDiffers).toEqual([
      expect.objectContaining({ enrolment: expect.objectContaining({ id: at599Paid499.id }), expected: [599] }),
    ]);
  });

  it('answers the first import when the same file comes twice, and skips a UTR an earlier statement brought', async () => {
    await buildStudent(orm.em.fork(), { utr: '632512345605' });
    const first = await upload(fixture('plain.csv'));
    const again = await upload(fixture('plain.csv'));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeat: true, statement: { id: (first.body.statement as { id: number }).id } });
    expect(await countRows(orm, 'statements')).toBe(1);
    const overlap = await upload(plain('2026-11-21,632512345605,499,UPI', '2026-11-22,632512345611,499,UPI'));
    expect(overlap.body.statement).toMatchObject({ creditCount: 1, alreadyImported: 1 });
    expect(await countRows(orm, 'statement_credits')).toBe(2);
  });

  it.each([
    [
      'a repeated UTR',
      plain('2026-11-21,632512345605,499,a', '2026-11-22,632512345605,499,b'),
      statementMessages.repeatedUtr('632512345605', [2, 3]),
    ],
    ['not a CSV', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), tableMessages.notATable],
    ['no recognisable columns', Buffer.from('name,city\nPriya,Chennai\n'), statementMessages.noColumns],
  ])('refuses %s with a message and stores nothing', async (_, data, message) => {
    const res = await upload(data);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(orm, 'statements')).toBe(0);
    expect(await countRows(orm, 'statement_credits')).toBe(0);
  });

  it('validates all matched through the validate command, once; a credit confirms one enrolment only', async () => {
    const { student, code } = await pendingWithReference({ utr: '632512345605' });
    const first = await upload(fixture('plain.csv'));
    const id = (first.body.statement as { id: number }).id;
    const done = await asAdmin(`/api/admin/statements/${id}/validate`, { method: 'POST' });
    expect(done.status).toBe(202);
    expect(done.body).toMatchObject({ validated: 1, message: '1 enrolment validated.' });
    expect((done.body.jobs as string[]).length).toBeGreaterThan(0);
    expect(await isValidated(student.id)).toBe(true);
    expect(await countRows(orm, 'events', `type = 'student.validated'`)).toBe(1);

    const again = await asAdmin(`/api/admin/statements/${id}/validate`, { method: 'POST' });
    expect(again.body).toMatchObject({ validated: 0, jobs: [] });
    expect(await countRows(orm, 'events', `type = 'student.validated'`)).toBe(1);
    const shown = await asAdmin(`/api/admin/statements/${id}`);
    expect(shown.body.matched).toEqual([
      expect.objectContaining({ enrolment: expect.objectContaining({ id: student.id }), validated: true }),
    ]);

    // A second credit naming the same payment confirms nothing: the enrolment is no longer pending ...
    const second = await upload(plain(`2026-11-22,632512345612,499,UPI ${code}`));
    expect(second.body.creditsWithoutEnrolment).toEqual([expect.objectContaining({ utr: '632512345612' })]);
    // ... and the database refuses it too.
    await expect(
      sql(orm.em.fork(), `update statement_credits set student_id = $1 where utr = '632512345612'`, [student.id]),
    ).rejects.toThrow(/unique/);
  });

  it('a payment rejected after the statement was read is not validated, and its credit stays free', async () => {
    const { student } = await pendingWithReference({ utr: '632512345605' });
    const id = ((await upload(fixture('plain.csv'))).body.statement as { id: number }).id;
    await sql(orm.em.fork(), `update students set rejected_at = now(), rejection_reason = 'duplicate' where id = $1`, [
      student.id,
    ]);
    const done = await asAdmin(`/api/admin/statements/${id}/validate`, { method: 'POST' });
    expect(done.body).toMatchObject({ validated: 0, jobs: [] });
    expect(await isValidated(student.id)).toBe(false);
    expect(await countRows(orm, 'statement_credits', `student_id is not null`)).toBe(0);
  });

  it('is for admins only: an operator 403, a student 403, no session 401, cross-origin refused', async () => {
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const student = await signedIn(app, orm, { kind: 'student' });
    expect((await upload(fixture('plain.csv'), 'a.csv', operator.cookie)).status).toBe(403);
    expect((await upload(fixture('plain.csv'), 'a.csv', student.cookie)).status).toBe(403);
    expect((await upload(fixture('plain.csv'), 'a.csv', '')).status).toBe(401);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(fixture('plain.csv'))]), 'a.csv');
    const cross = await asAdmin('/api/admin/statements', {
      method: 'POST',
      body: form,
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(await countRows(orm, 'statements')).toBe(0);
  });
});
