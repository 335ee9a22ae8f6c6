/**
 * Reconciling a bank statement in real Chromium against the real API and workers: an admin uploads a
 * statement on /admin/reconcile, sees the two interns matched by their UTRs, clicks 'Validate all 2
 * matched', watches the fan-out finish, and both interns are validated with their offer letters mailed.
 */
import { readFile } from 'node:fs/promises';

import type { Browser } from 'playwright-core';
import { statementMessages } from 'shared/api/statements';
import { describe, expect, it } from 'vitest';
import { MailLog, Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { waitFor } from '../backend/test/support.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** The mails sent to `email`, as written by the real mail processor (the outbox files). */
async function mailsTo(email: string): Promise<string[]> {
  const sent = await product.orm.em.fork().find(MailLog, { recipient: email, status: 'sent' });
  return Promise.all(sent.map((m) => readFile(m.outboxPath!, 'utf8')));
}

describe('an admin reconciles a bank statement', () => {
  it('uploads it, sees the matched interns, validates all of them, and their offer letters are mailed', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const interns = [
      await buildStudent(em, {
        name: 'Priya Ramasamy',
        email: 'priya.bank@example.in',
        utr: '640000000001',
        startDate: '2027-01-04',
        endDate: '2027-03-01',
      }),
      await buildStudent(em, {
        name: 'Arun Kumar',
        email: 'arun.bank@example.in',
        utr: '640000000002',
        startDate: '2027-01-04',
        endDate: '2027-03-01',
      }),
    ];
    const statement = [
      'Account Name :,TN INTERNSHIPS',
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      '21 Nov 2026,21 Nov 2026,BY TRANSFER-UPI/CR/640000000001/PRIYA R/SBIN/priya@oksbi/internship--,TRANSFER,,499.00,"10,499.00"',
      '21 Nov 2026,21 Nov 2026,BY TRANSFER-UPI/CR/640000000002/ARUN K/SBIN/arun@oksbi/internship--,TRANSFER,,499.00,"10,998.00"',
    ].join('\n');

    const ctx = await newContext(browser, 'mobile', product.url);
    const office = await ctx.newPage();
    // The refused file is a 400 the browser logs; nothing else may be.
    const errors = collectErrors(office, (text, url) => url.endsWith('/api/admin/statements') && text.includes('400'));
    await signInAdmin(office, product.orm, admin.email, '/ab');
    await office.goto('/admin/reconcile');
    await office.getByRole('heading', { name: 'Reconcile a bank statement' }).waitFor();
    // A file that is not a statement shows the server's reason and stores nothing.
    await office
      .getByLabel('Bank statement')
      .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('name,city\nPriya,Chennai\n') });
    await office.getByRole('alert').getByText(statementMessages.noColumns).waitFor();
    await office
      .getByLabel('Bank statement')
      .setInputFiles({ name: 'sbi.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    const matched = office.getByRole('region', { name: 'Matched' });
    await matched.getByRole('heading', { name: 'Matched (2)' }).waitFor();
    for (const intern of interns) await matched.getByText(intern.name, { exact: false }).waitFor();
    expect(await seriousViolations(office), '/admin/reconcile').toEqual([]);

    await office.getByRole('button', { name: 'Validate all 2 matched' }).click();
    await office
      .getByRole('dialog', { name: 'Validate all 2 matched?' })
      .getByRole('button', { name: 'Validate 2' })
      .click();
    await office.getByText('2 enrolments validated.').waitFor();
    const fanOut = office.getByTestId('fan-out');
    await expect.poll(() => fanOut.getAttribute('data-done'), { timeout: 45_000 }).toBe('true');

    for (const intern of interns) {
      expect((await product.orm.em.fork().findOneOrFail(Student, intern.id)).validated).toBe(true);
      await waitFor(async () => (await mailsTo(intern.email)).length > 0, 30_000);
      expect((await mailsTo(intern.email)).join('\n')).toMatch(/Offer/i);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
