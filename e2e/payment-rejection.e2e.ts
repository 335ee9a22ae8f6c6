/**
 * Reject and send again (docs/PAYMENTS.md) in real Chromium against the real API and workers: an
 * admin rejects a payment from /ab with a reason; the intern logs in on a phone, reads the reason,
 * uploads a new screenshot (read by OCR: the UTR field fills itself) and sends it; the admin sees
 * the row pending again and validates it. An intern who reads Tamil reads a listed reason in Tamil,
 * on the dashboard as in the mail.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MailLog, StoredFile, Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { pngBytes } from '../backend/test/images.ts';
import { waitFor } from '../backend/test/support.ts';
import { renderShots } from '../workers/test/screenshots/render.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, newContext, seriousViolations, internContext } from './support/browser.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

describe('a rejected payment and the new one', () => {
  it('the admin rejects with a reason, the intern sees it and sends a new screenshot, the admin validates it', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const data = await pngBytes();
    const first = em.create(StoredFile, {
      id: randomUUID(),
      purpose: 'screenshot-raw',
      contentType: 'image/png',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    });
    await em.flush();
    const student = await buildStudent(em, {
      name: 'Kavya Suresh',
      email: 'kavya.pay@example.in',
      upload: first,
      screenshot: first,
      utr: '412345678901',
    });

    const adminCtx = await newContext(browser, 'desktop', product.url);
    const internCtx = await internContext(browser, 'mobile', product.url);
    try {
      const office = await adminCtx.newPage();
      const errors = collectErrors(office);
      await signInAdmin(office, product.orm, admin.email, '/ab');
      const row = office.getByTestId('student-row').filter({ hasText: student.email });
      await row.getByRole('button', { name: /^Reject/ }).click();
      const dialog = office.getByRole('dialog', { name: 'Reject the payment of Kavya Suresh?' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.getByText('Please choose why the payment is rejected.').waitFor();
      await dialog.getByLabel('Other').check();
      await dialog.getByLabel('The reason, in your words').fill('The screenshot shows another payee');
      expect(await seriousViolations(office), 'reject dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await row.getByTestId('rejection').getByText('Rejected: The screenshot shows another payee').waitFor();
      // The mail with the reason, as the intern's mail program reads it.
      const mail = await waitFor(
        () =>
          product.orm.em
            .fork()
            .findOne(MailLog, { template: 'mail-payment-rejected', studentId: student.id, status: 'sent' }),
        30_000,
      );
      const parsed = await simpleParser(await readFile(mail!.outboxPath!));
      expect(parsed.subject).toBe('We could not confirm your payment');
      expect(parsed.text).toContain('The screenshot shows another payee');

      // The intern, on a phone: the reason and a new screenshot, whose UTR OCR reads into the field.
      const me = await internCtx.newPage();
      await signInIntern(me, student.email);
      await me.getByTestId('rejection').getByText('Reason: The screenshot shows another payee').waitFor();
      const [shot] = await renderShots(browser, [
        {
          layout: 'gpay',
          theme: 'dark',
          payer: 'Kavya Suresh',
          payee: 'Tamil Nadu Edu Tech',
          payeeUpiId: 'tnedutech@okaxis',
          amount: 499,
          utr: '523456789012',
          paidAt: new Date(),
          status: 'success',
          note: 'Internship',
        },
      ]);
      await me
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: shot! });
      const utr = me.getByLabel('UPI transaction reference (UTR)');
      await expect.poll(() => utr.inputValue(), { timeout: 30_000 }).toBe('523456789012');
      expect(await seriousViolations(me), 'waiting screen with the new-payment form').toEqual([]);
      await me.getByRole('button', { name: 'Send the new payment' }).click();
      await me.getByText('Waiting for Confirmation').waitFor();

      // Pending again: the admin validates it.
      await office.reload();
      const again = office.getByTestId('student-row').filter({ hasText: student.email });
      await again.getByRole('button', { name: /^Validate/ }).click();
      await office
        .getByRole('dialog', { name: 'Validate Kavya Suresh?' })
        .getByRole('button', { name: 'Validate' })
        .click();
      await again.getByRole('button', { name: /^Validated/ }).waitFor();
      const after = await product.orm.em.fork().findOneOrFail(Student, student.id);
      expect(after).toMatchObject({ validated: true, utr: '523456789012', rejectedAt: null });
      expect(errors).toEqual([]);
    } finally {
      await adminCtx.close();
      await internCtx.close();
    }
  });

  it('shows a Tamil intern the listed reason in Tamil on the dashboard, the same words as the mail', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const student = await buildStudent(em, {
      name: 'Meena Kumar',
      email: 'meena.pay@example.in',
      language: 'ta',
      utr: '412345678902',
    });

    const adminCtx = await newContext(browser, 'desktop', product.url);
    const internCtx = await internContext(browser, 'mobile', product.url);
    try {
      const office = await adminCtx.newPage();
      await signInAdmin(office, product.orm, admin.email, '/ab');
      const row = office.getByTestId('student-row').filter({ hasText: student.email });
      await row.getByRole('button', { name: /^Reject/ }).click();
      const dialog = office.getByRole('dialog', { name: 'Reject the payment of Meena Kumar?' });
      await dialog.getByLabel('The amount paid is wrong').check();
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await row.getByTestId('rejection').getByText('Rejected: The amount paid is wrong').waitFor();
      const mail = await waitFor(
        () =>
          product.orm.em
            .fork()
            .findOne(MailLog, { template: 'mail-payment-rejected', studentId: student.id, status: 'sent' }),
        30_000,
      );
      const parsed = await simpleParser(await readFile(mail!.outboxPath!));
      expect(parsed.text).toContain('செலுத்திய தொகை தவறானது');

      // The account reads Tamil: the site switches to it on signing in, and says the reason in Tamil.
      const me = await internCtx.newPage();
      await signInIntern(me, student.email);
      await me.getByTestId('rejection').getByText('காரணம்: செலுத்திய தொகை தவறானது').waitFor();
      expect(await me.getByTestId('rejection').textContent()).not.toMatch(/[A-Za-z]/);
      await me.getByRole('button', { name: 'புதிய கட்டண விவரங்களை அனுப்பு' }).waitFor();
    } finally {
      await adminCtx.close();
      await internCtx.close();
    }
  });
});
