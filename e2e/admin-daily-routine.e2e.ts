/**
 * The admins' daily routine (docs/ADMIN-GUIDE.md) in real Chromium against the real API, workers and
 * OCR: interns pay and upload screenshots (read by OCR), the admin sees what each says on /ab,
 * reconciles the bank statement and validates the matched ones, rejects the one that is wrong with a
 * reason, then settles the month's payouts from the bank's result file. With ADMIN_GUIDE_CAPTURE=1
 * it also saves the guide's pictures: `ADMIN_GUIDE_CAPTURE=1 npx vitest run --project e2e e2e/admin-daily-routine.e2e.ts`.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { issuePaymentReference } from '../backend/src/commands/issue-payment-reference.ts';
import { receiveUpload } from '../backend/src/commands/receive-upload.ts';
import { runPayout } from '../backend/src/commands/run-payout.ts';
import { Payout, ScreenshotReading, Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../backend/test/factories.ts';
import { waitFor } from '../backend/test/support.ts';
import { renderShots } from '../workers/test/screenshots/render.ts';
import type { PaymentShot } from '../workers/test/screenshots/layouts.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, newContext } from './support/browser.ts';

let product: Product;
let browser: Browser;
const capture = process.env.ADMIN_GUIDE_CAPTURE === '1';
const guide = new URL('../docs/admin-guide/', import.meta.url);

useProductInChromium((started) => ({ product, browser } = started));

async function picture(page: Page, name: string) {
  if (!capture) return;
  await mkdir(guide, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, guide).pathname, fullPage: false });
}

const shot = (over: Partial<PaymentShot>): PaymentShot => ({
  layout: 'gpay',
  theme: 'light',
  payer: 'Priya Raman',
  payee: 'TN Tech Consultancy',
  payeeUpiId: 'tntechacademy@okaxis',
  amount: 499,
  utr: '412345678901',
  paidAt: new Date(),
  status: 'success',
  note: 'Internship',
  ...over,
});

/**
 * An intern who paid and uploaded this screenshot, with a payment reference: as on the form, the upload
 * is read before the registration takes it up (this factory records no registration event, whose own
 * reading would otherwise read it).
 */
async function intern(name: string, email: string, picture: Buffer, utr: string | null) {
  const em = product.orm.em.fork();
  const { uploadId } = await receiveUpload(em, { data: picture, contentType: 'image/png' });
  await waitFor(() => product.orm.em.fork().findOne(ScreenshotReading, { uploadId }), 60_000);
  const { code } = await issuePaymentReference(em, 'registration');
  const student = await buildStudent(em, {
    name,
    email,
    utr,
    upload: uploadId,
    screenshot: uploadId,
    paymentReference: code,
    startDate: '2027-01-04',
    endDate: '2027-03-01',
  } as unknown as Partial<Student>);
  return { student, uploadId, reference: code };
}

describe("the admins' daily routine", () => {
  it('reads the screenshots, reconciles the statement, validates the matched, rejects the wrong one, settles the payouts', async () => {
    const [priyaShot, arunShot, meenaShot] = await renderShots(browser, [
      shot({ payer: 'Priya Raman', utr: '640000000011' }),
      shot({ layout: 'phonepe', theme: 'dark', payer: 'Arun Kumar', utr: '640000000012' }),
      shot({ layout: 'paytm', payer: 'Meena S', amount: 200, utr: '640000000013' }),
    ]);
    const priya = await intern('Priya Raman', 'priya.daily@example.in', priyaShot!, '640000000011');
    // Arun typed no UTR: the statement's narration carries his payment reference.
    const arun = await intern('Arun Kumar', 'arun.daily@example.in', arunShot!, null);
    const meena = await intern('Meena Sundaram', 'meena.daily@example.in', meenaShot!, '640000000013');

    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const ctx = await newContext(browser, 'desktop', product.url);
    const office = await ctx.newPage();
    const errors = collectErrors(office);
    await signInAdmin(office, product.orm, admin.email, '/ab');

    // 1. What each screenshot says, beside what was typed, with its flags (Meena paid ₹200, not the fee).
    const meenaRow = office.getByTestId('student-row').filter({ hasText: meena.student.email });
    await meenaRow.getByTestId('screenshot-reading').getByText('640000000013').first().waitFor();
    await meenaRow.getByText('is not the fee', { exact: false }).waitFor();
    await picture(office, 'student-list');

    // 2. The bank statement: Priya by her UTR, Arun by his payment reference in the narration.
    const statement = [
      'Account Name :,TN INTERNSHIPS',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      `23 Nov 2026,23 Nov 2026,BY TRANSFER-UPI/CR/640000000011/PRIYA R/SBIN/priya@oksbi/internship--,TRANSFER,,499.00,"10,499.00"`,
      `23 Nov 2026,23 Nov 2026,BY TRANSFER-UPI/CR/640000000099/ARUN K/SBIN/arun@oksbi/${arun.reference}--,TRANSFER,,499.00,"10,998.00"`,
    ].join('\n');
    await office.goto('/admin/reconcile');
    await office
      .getByLabel('Bank statement')
      .setInputFiles({ name: 'sbi.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    const matched = office.getByRole('region', { name: 'Matched' });
    await matched.getByRole('heading', { name: 'Matched (2)' }).waitFor();
    await picture(office, 'reconcile');
    await office.getByRole('button', { name: 'Validate all 2 matched' }).click();
    await office
      .getByRole('dialog', { name: 'Validate all 2 matched?' })
      .getByRole('button', { name: 'Validate 2' })
      .click();
    await expect.poll(() => office.getByTestId('fan-out').getAttribute('data-done'), { timeout: 60_000 }).toBe('true');
    await picture(office, 'reconcile-validated');
    for (const { student } of [priya, arun])
      expect((await product.orm.em.fork().findOneOrFail(Student, student.id)).validated).toBe(true);

    // 3. Meena's payment is wrong: rejected with a reason; her record says so.
    await office.goto('/ab');
    await meenaRow.getByRole('button', { name: /^Reject/ }).click();
    const dialog = office.getByRole('dialog', { name: 'Reject the payment of Meena Sundaram?' });
    await dialog.getByLabel('The amount paid is wrong').check();
    await picture(office, 'reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await meenaRow.getByTestId('rejection').waitFor();
    await office.goto(`/admin/students/${meena.student.id}`);
    await office.getByTestId('rejection').waitFor();
    await picture(office, 'student-record');

    // 4. Monthly: the payout sheet, the bank's bulk transfer, its result file.
    const referrer = await buildReferrer(product.orm.em.fork(), {
      name: 'Lakshmi R',
      code: 'REFDAILY1',
      upiId: 'lakshmi@okaxis',
    });
    await buildStudent(product.orm.em.fork(), {
      referralCode: referrer.code,
      validated: true,
      validatedAt: new Date('2026-10-03T10:00:00Z'),
    });
    await runPayout(product.orm.em.fork(), '2026-10');
    const payout = await product.orm.em.fork().findOneOrFail(Payout, { referrer: referrer.id });
    await office.goto('/admin/payouts');
    const result = `Customer Reference,UTR No,Amount,Status\nREF-2026-10-${payout.id},712345678901,70.00,Success\n`;
    await office
      .getByLabel('Result file', { exact: true })
      .setInputFiles({ name: 'result.csv', mimeType: 'text/csv', buffer: Buffer.from(result) });
    await office.getByTestId('payout-results').getByText('1 marked paid', { exact: false }).waitFor();
    await picture(office, 'payouts');
    expect((await product.orm.em.fork().findOneOrFail(Payout, payout.id)).status).toBe('paid');
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});
