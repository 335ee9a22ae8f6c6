/**
 * Corrections, re-issue and revocation in real Chromium against the real API and workers: an admin
 * corrects an intern's name in /ab, the issued documents are re-issued (the downloaded PDF's text
 * and the verification page show the new name, same link), then the certificate is revoked and
 * reinstated and /verify says so each time.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateStudent } from '../backend/src/commands/validate-student.ts';
import { IssuedDocument, JobRun } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { waitFor } from '../backend/test/support.ts';
import { formatDisplayDate, todayInIndia } from '../shared/src/dates.ts';
import { collectErrors, newContext, seriousViolations, internContext } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('an admin corrects a name, revokes and reinstates a certificate', () => {
  let adminCtx: BrowserContext;
  let internCtx: BrowserContext;
  let office: Page;
  let me: Page;

  beforeAll(async () => {
    adminCtx = await newContext(browser, 'desktop', product.url);
    internCtx = await internContext(browser, 'mobile', product.url);
    office = await adminCtx.newPage();
    me = await internCtx.newPage();
  });
  afterAll(async () => {
    await adminCtx?.close();
    await internCtx?.close();
  });

  it('re-issues the certificate with the new name; the download and /verify show it; revoke and reinstate are seen on /verify', async () => {
    const errors = collectErrors(office);
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const student = await buildStudent(em, {
      name: 'Priya Ramasamy',
      email: 'priya.fix@example.in',
      startDate: '2026-01-05',
      endDate: '2026-02-20',
    });
    const { jobs } = await validateStudent(product.orm.em.fork(), { studentId: student.id, adminId: admin.id });
    // The offer letter and the completion certificate (the internship has ended) are made and mailed.
    expect(jobs).toHaveLength(4);
    await waitFor(
      async () =>
        (await product.orm.em.fork().count(JobRun, { id: { $in: jobs }, state: 'completed' })) === jobs.length,
      60_000,
    );

    await signInAdmin(office, product.orm, admin.email, '/ab');
    await office.getByLabel('Search by name, e-mail, phone or UTR').fill(student.email);
    const row = office.getByTestId('student-row').filter({ hasText: student.email });
    await row.waitFor();
    await row.getByRole('button', { name: /^Correct/ }).click();
    const dialog = office.getByRole('dialog', { name: /^Correct Priya Ramasamy/ });
    await dialog.getByTestId('admin-document').first().waitFor();
    expect(await seriousViolations(office), 'correction dialog').toEqual([]);

    await dialog.getByLabel('Name', { exact: true }).fill('Priya Ramasamy Krishnan');
    await dialog.getByLabel('Reason for the correction').fill('The surname was left out at enrolment');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await dialog.getByText('The correction is saved.', { exact: false }).waitFor();
    const reissue = dialog.getByTestId('reissue');
    await reissue.getByText('Re-issuing the documents: all done').waitFor({ timeout: 45_000 });
    const certificateRow = dialog.getByTestId('admin-document').filter({ hasText: 'Completion certificate' });
    await certificateRow.getByText(/version 2/).waitFor();

    // The intern's download is the new version.
    await signInIntern(me, student.email);
    const pdf = await me.request.get('/api/documents/completion-certificate/download');
    expect(pdf.status()).toBe(200);
    expect(await pdfText(await pdf.body())).toContain('Priya Ramasamy Krishnan');

    // The verification page (same link as before) shows the corrected name, with sharing.
    const doc = await product.orm.em
      .fork()
      .findOneOrFail(IssuedDocument, { student: student.id, kind: 'completion-certificate' });
    const verifyPath = await certificateRow.getByRole('link', { name: /Verification page/ }).getAttribute('href');
    expect(verifyPath).toBe(`/verify/${doc.verificationToken}`);
    const visitor = await internCtx.newPage();
    await visitor.goto(verifyPath!);
    await visitor.getByRole('heading', { name: '✅ Valid certificate' }).waitFor();
    await visitor.getByText('Priya Ramasamy Krishnan').waitFor();
    const linkedIn = new URL((await visitor.getByTestId('linkedin-link').getAttribute('href'))!);
    expect(linkedIn.searchParams.get('certId')).toBe(doc.certificateNumber);
    expect(linkedIn.searchParams.get('certUrl')).toBe(`${product.url}${verifyPath}`);
    await visitor.getByRole('button', { name: 'Copy the link to this verification page' }).waitFor();
    expect(await seriousViolations(visitor), '/verify').toEqual([]);

    // Revoked: /verify says when and why; the intern's download is refused with the same words.
    await certificateRow.getByRole('button', { name: /^Revoke/ }).click();
    await certificateRow
      .getByLabel('Reason for revoking the completion certificate')
      .fill('Issued before the project was handed in');
    await certificateRow.getByRole('button', { name: 'Revoke', exact: true }).click();
    await office.getByText('The document is revoked.').first().waitFor();
    const today = formatDisplayDate(todayInIndia());
    await visitor.reload();
    await visitor.getByRole('heading', { name: '❌ Revoked' }).waitFor();
    await visitor.getByText(`Revoked on ${today}. Reason: Issued before the project was handed in`).waitFor();
    expect(await visitor.getByTestId('linkedin-link').count()).toBe(0);
    const refused = await me.request.get('/api/documents/completion-certificate/download');
    expect(refused.status()).toBe(410);
    expect((await refused.json()).message).toBe(
      `This document was revoked. Revoked on ${today}: Issued before the project was handed in.`,
    );
    await me.reload();
    await me.getByText(`Revoked on ${today}: Issued before the project was handed in`).waitFor();

    // Reinstated: valid again.
    await dialog
      .getByTestId('admin-document')
      .filter({ hasText: 'Completion certificate' })
      .getByRole('button', { name: /^Reinstate/ })
      .click();
    await office.getByText('The document is reinstated.').first().waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: '✅ Valid certificate' }).waitFor();
    expect((await me.request.get('/api/documents/completion-certificate/download')).status()).toBe(200);
    expect(errors).toEqual([]);
  }, 180_000);
});
