/**
 * Personal data (docs/PRIVACY.md) in real Chromium against the real API and workers: the notice and the
 * unticked consent box on the registration form, the /privacy page with the grievance officer, an
 * intern on a phone downloading everything held about them and asking for erasure, and an admin
 * approving it on /ab: the intern's session ends and the certificate still verifies with the name.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IssuedDocument, Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { PRIVACY_NOTICE_VERSION } from '../shared/src/privacy.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, newContext, seriousViolations, internContext } from './support/browser.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

describe('personal data', () => {
  it('the registration form shows the notice and an unticked box; /privacy names the grievance officer', async () => {
    const ctx = await newContext(browser, 'mobile', product.url);
    try {
      const page = await ctx.newPage();
      const errors = collectErrors(page);
      await page.goto('/registration');
      const box = page.getByLabel('I have read the privacy notice and agree to this use of my data.');
      expect(await box.isChecked()).toBe(false);
      await page.getByText(/We collect your name, e-mail, phone, college/).waitFor();
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
      await page.getByText('Grievance Officer').first().waitFor();
      expect(await page.textContent('main')).toContain(PRIVACY_NOTICE_VERSION);
      expect(await seriousViolations(page), '/privacy').toEqual([]);
      expect(await fits(page), '/privacy at phone width').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('an intern downloads their data and asks for erasure; the admin approves; /verify still shows the name', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Office Admin' });
    const intern = await buildStudent(em, {
      name: 'Saranya Data',
      email: 'saranya.data@example.in',
      phone: '9876512345',
      validated: true,
      validatedAt: new Date(),
    });
    const document = em.create(IssuedDocument, {
      student: intern.id,
      kind: 'offer-letter',
      certificateNumber: 'TNTA-E2E-0001',
      verificationToken: 'e2e-privacy-verification-token-000000000000',
      issuedOn: '2026-06-01',
    });
    await em.flush();

    const internCtx = await internContext(browser, 'mobile', product.url);
    const adminCtx = await newContext(browser, 'desktop', product.url);
    try {
      const me = await internCtx.newPage();
      const errors = collectErrors(me);
      await signInIntern(me, intern.email);
      const card = me.getByRole('region', { name: 'Your data' });
      const [download] = await Promise.all([
        me.waitForEvent('download'),
        card.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-data.zip');
      const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      const json = strFromU8(files['data.json']!);
      for (const field of [intern.email, intern.phone, intern.college, 'Saranya Data', 'TNTA-E2E-0001'])
        expect(json).toContain(field);

      await card.getByRole('button', { name: 'Ask to erase my data' }).click();
      const ask = me.getByRole('dialog', { name: 'Ask to erase your data?' });
      await ask.getByLabel(/Why do you ask/).fill('I finished my internship');
      expect(await seriousViolations(me), 'erasure dialog').toEqual([]);
      await ask.getByRole('button', { name: 'Ask to erase' }).click();
      await me
        .getByTestId('erasure-status')
        .getByText(/is waiting for an admin/)
        .waitFor();
      expect(errors).toEqual([]);

      const office = await adminCtx.newPage();
      await signInAdmin(office, product.orm, admin.email, '/ab');
      const requests = office.getByRole('region', { name: 'Erasure requests', exact: true });
      await requests.getByText('I finished my internship').waitFor();
      await requests.getByRole('button', { name: 'Approve and erase the data of Saranya Data' }).click();
      await office
        .getByRole('dialog', { name: 'Erase the data of Saranya Data?' })
        .getByRole('button', { name: 'Approve and erase' })
        .click();
      await office.getByText('I finished my internship').waitFor({ state: 'detached' });

      const erased = await product.orm.em.fork().findOneOrFail(Student, intern.id);
      expect(erased).toMatchObject({
        name: 'Saranya Data',
        college: 'Erased',
        email: `erased-student-${intern.id}@erased.invalid`,
      });
      // The intern's session is gone: the dashboard sends them to the login.
      await me.reload();
      await me.waitForURL('**/login**');
      // Whoever holds the certificate can still check it.
      const check = await internCtx.newPage();
      await check.goto(`/verify/${document.verificationToken}`);
      await check.getByText('Saranya Data').first().waitFor();
    } finally {
      await internCtx.close();
      await adminCtx.close();
    }
  });
});
