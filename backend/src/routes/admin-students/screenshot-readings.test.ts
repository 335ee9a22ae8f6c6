import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { Student } from '../../entities/index.ts';
import { registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, asOwner, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

/** A registration through the API, as the page makes it: a reference, an upload, the form. */
async function register(email: string, utr = '412345678901') {
  const { reference } = (
    await api(app.url, '/api/payment-references', { method: 'POST', json: { kind: 'registration' } })
  ).body as { reference: string };
  const uploadId = await uploadScreenshot(app.url);
  const res = await api(app.url, '/api/registrations', {
    method: 'POST',
    json: registrationForm(uploadId, { email, utr, paymentReference: reference }),
  });
  expect(res.status).toBe(201);
  const student = await orm.em.fork().findOneOrFail(Student, { email });
  return { id: student.id, uploadId, reference };
}

/** What the reading job would write (the OCR job, not run here): inserted as a row here. */
async function readAs(
  uploadId: string,
  fields: {
    state?: string;
    amount?: number | null;
    utr?: string | null;
    payee?: string | null;
    status?: string | null;
    paidAt?: Date | null;
  },
) {
  await asOwner(
    `insert into screenshot_readings (upload_id, state, amount_rupees, utr, payee, status, paid_at, reference, confidence) values ($1, $2, $3, $4, $5, $6, $7, null, 0.8)`,
    [
      uploadId,
      fields.state ?? 'read',
      fields.amount ?? null,
      fields.utr ?? null,
      fields.payee ?? null,
      fields.status ?? null,
      fields.paidAt ?? null,
    ],
  );
}

type Row = {
  id: number;
  paymentReference: string;
  reading: Record<string, unknown> | null;
  paymentFlags: { code: string; words: string }[];
};
const rowOf = async (id: number) =>
  ((await asAdmin('/api/admin/students')).body.students as Row[]).find((s) => s.id === id)!;

describe('the admin list and record show what the screenshot says', () => {
  it('shows the reference, and no reading nor flag before the screenshot is read', async () => {
    const { id, reference } = await register('waiting@example.in');
    expect(await rowOf(id)).toMatchObject({ paymentReference: reference, reading: null, paymentFlags: [] });
  });

  it('shows a good reading with no flag', async () => {
    const { id, uploadId } = await register('good@example.in');
    await readAs(uploadId, {
      amount: 499,
      utr: '412345678901',
      payee: app.config.COMPANY_UPI_ID,
      status: 'success',
      paidAt: new Date(),
    });
    const row = await rowOf(id);
    expect(row.reading).toMatchObject({
      state: 'read',
      amountRupees: 499,
      utr: '412345678901',
      payee: app.config.COMPANY_UPI_ID,
      status: 'success',
    });
    expect(row.paymentFlags).toEqual([]);
  });

  it('flags the wrong amount, another payee, a failed status, an old date and another UTR, in the list and the record alike', async () => {
    const { id, uploadId } = await register('bad@example.in');
    await readAs(uploadId, {
      amount: 49,
      utr: '999999999999',
      payee: 'someone@ybl',
      status: 'failed',
      paidAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const row = await rowOf(id);
    expect(row.paymentFlags.map((f) => f.code)).toEqual(['amount', 'payee', 'status', 'before-attempt', 'utr']);
    expect(row.paymentFlags[0]!.words).toBe('Amount ₹49 is not the fee (₹499)');
    const record = await asAdmin(`/api/admin/students/${id}`);
    expect(record.status).toBe(200);
    expect(record.body.student).toMatchObject({
      reading: row.reading,
      paymentFlags: row.paymentFlags,
      paymentReference: row.paymentReference,
    });
  });

  it('says the screenshot could not be read', async () => {
    const { id, uploadId } = await register('blurry@example.in');
    await readAs(uploadId, { state: 'unreadable' });
    expect((await rowOf(id)).paymentFlags).toEqual([{ code: 'unreadable', words: 'Could not read the screenshot' }]);
  });

  it('puts the reference, the UTR read and the amount read in the CSV', async () => {
    const { uploadId, reference } = await register('csv@example.in');
    await readAs(uploadId, { amount: 499.5, utr: '412345678901' });
    const res = await asAdmin('/api/admin/students.csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/,Payment reference,UTR read,Amount read$/);
    expect(lines[1]).toMatch(new RegExp(`,${reference},412345678901,499.5$`));
  });
});
