import ExcelJS from 'exceljs';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PayoutLedger, PayoutResults } from 'shared/api/admin-payouts';
import { runPayout } from '../../commands/run-payout.ts';
import { DomainEvent, Payout } from '../../entities/index.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

/** Two referrers owed for October: Lakshmi ₹140, Arun ₹70. */
async function october() {
  const em = orm.em.fork();
  const a = await buildReferrer(em, { name: 'Lakshmi R', code: 'REFAAA111', upiId: 'lakshmi@okaxis' });
  const b = await buildReferrer(em, { name: 'Arun K', code: 'REFBBB222', upiId: 'arun@okaxis' });
  for (let i = 0; i < 2; i++)
    await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: new Date('2026-10-03T10:00:00Z') });
  await buildStudent(em, { referralCode: b.code, validated: true, validatedAt: new Date('2026-10-03T10:00:00Z') });
  await runPayout(orm.em.fork(), '2026-10');
  const [lakshmi, arun] = await orm.em.fork().find(Payout, {}, { orderBy: { id: 'asc' } });
  return { lakshmi: lakshmi!, arun: arun! };
}

const ref = (p: Payout) => `REF-${p.period}-${p.id}`;

function upload(data: Buffer, name = 'result.csv', as = asAdmin, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return as('/api/admin/payouts/results', { method: 'POST', body: form, headers });
}
const csv = (...rows: string[]) =>
  Buffer.from(['Bulk transfer result', 'Customer Reference,UTR No,Amount,Status,Failure Reason', ...rows].join('\n'));
const payout = (id: number) => orm.em.fork().findOneOrFail(Payout, id);

describe('POST /api/admin/payouts/results', () => {
  it('marks the successful rows paid with their UTR and keeps the failed ones owed with the reason; the same file again changes nothing', async () => {
    const { lakshmi, arun } = await october();
    const file = csv(
      `${ref(lakshmi)},412345678901,140.00,Success,`,
      `${ref(arun)},,70,Failed,Beneficiary VPA not valid`,
    );
    const res = await upload(file);
    expect(res.status).toBe(200);
    expect(res.body as unknown as PayoutResults).toEqual({
      paid: 1,
      alreadyPaid: 0,
      failed: [{ reference: ref(arun), reason: 'Beneficiary VPA not valid' }],
      problems: [],
    });
    expect(await payout(lakshmi.id)).toMatchObject({ status: 'paid', utr: '412345678901' });
    expect(await payout(arun.id)).toMatchObject({
      status: 'pending',
      utr: null,
      lastFailureReason: 'Beneficiary VPA not valid',
    });
    const events = async () =>
      orm.em.fork().count(DomainEvent, { type: { $in: ['payout.paid', 'payout.transfer-failed'] } });
    expect(await events()).toBe(2);

    const again = await upload(file);
    expect((again.body as unknown as PayoutResults).paid).toBe(0);
    expect((again.body as unknown as PayoutResults).alreadyPaid).toBe(1);
    expect(await events()).toBe(2);

    // The ledger shows the bank's reason, and the next sheet offers the failed payout again.
    const ledger = (await asAdmin('/api/admin/payouts?period=2026-10')).body as unknown as PayoutLedger;
    expect(ledger.payouts.find((p) => p.id === arun.id)?.lastFailure?.reason).toBe('Beneficiary VPA not valid');
    const sheet = await asAdmin('/api/admin/payouts.csv?period=2026-10');
    expect(sheet.text).toContain(ref(arun));
    expect(sheet.text).not.toContain(ref(lakshmi));
  });

  it('reads an XLSX result file too', async () => {
    const { lakshmi } = await october();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRow(['Payment Ref', 'Bank Reference', 'Transaction Status']);
    sheet.addRow([ref(lakshmi), '512345678901', 'Processed']);
    const res = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'result.xlsx');
    expect((res.body as unknown as PayoutResults).paid).toBe(1);
    expect(await payout(lakshmi.id)).toMatchObject({ status: 'paid', utr: '512345678901' });
  });

  it('reports rows that do not fit and changes nothing for them: unknown reference, other amount, UTR of another payout, no UTR', async () => {
    const { lakshmi, arun } = await october();
    await upload(csv(`${ref(lakshmi)},412345678901,140,Success,`));
    const res = await upload(
      csv(
        `REF-2026-10-999999,512345678901,70,Success,`,
        `${ref(arun)},612345678901,99,Success,`,
        `${ref(arun)},412345678901,70,Success,`,
        `${ref(arun)},,70,Success,`,
        `${ref(arun)},,70,On hold,`,
      ),
    );
    const body = res.body as unknown as PayoutResults;
    expect(body.paid).toBe(0);
    expect(body.problems.map((p) => p.problem)).toEqual([
      'No payout has this reference.',
      "The amount 99 is not the payout's ₹70; nothing changed.",
      'This UTR already paid another payout; nothing changed.',
      'A paid row needs the UTR of the transfer (6 to 35 letters or digits).',
      'The status is neither a success nor a failure; nothing changed.',
    ]);
    expect(body.problems[0]!.line).toBe(3);
    expect(await payout(arun.id)).toMatchObject({ status: 'pending', utr: null });
  });

  it('refuses what is not a result file and stores nothing; admins only, same origin only', async () => {
    const { lakshmi } = await october();
    const picture = await upload(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'photo.png');
    expect(picture.status).toBe(400);
    expect(picture.body.message).toBe(
      'The file is not a CSV or XLSX file. Export the statement as CSV or Excel (.xlsx) and upload it again.',
    );
    const noColumns = await upload(Buffer.from('name,amount\nx,70\n'));
    expect([noColumns.status, noColumns.body.message]).toEqual([
      400,
      'No reference or status column was found. Check that the file has a header row with it.',
    ]);
    const operator = await signedIn(app, orm, {
      kind: 'admin',
      staffRole: 'operator',
      fields: { email: 'operator@example.in' },
    });
    const file = csv(`${ref(lakshmi)},412345678901,140,Success,`);
    expect((await upload(file, 'r.csv', operator)).status).toBe(403);
    expect((await upload(file, 'r.csv', asAdmin, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await payout(lakshmi.id)).toMatchObject({ status: 'pending' });
  });
});
