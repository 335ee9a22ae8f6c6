/**
 * The whole life of an intern in real Chromium against the real API and workers: enrolment with a
 * screenshot, the waiting screen, an admin validating in /ab (fan-out followed live), test 1, the test
 * certificate and offer letter PDFs (their text holds the intern's name), an extra course validated in
 * /ev and its letter and certificate, the guards, the remembered theme, and axe on every screen of the area.
 */
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../backend/test/factories.ts';
import { collectErrors, newContext, seriousViolations, internContext } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let adminEmail: string;
let screenshot: Buffer;

useProductInChromium((started) => ({ product, browser } = started));

const intern = { name: 'Kavya Subramanian', email: 'kavya.life@example.in', password: 'a long passphrase 42' };

beforeAll(async () => {
  const admin = await buildAdmin(product.orm.em.fork(), { name: 'Office Admin' });
  adminEmail = admin.email;
  screenshot = await sharp({ create: { width: 900, height: 1600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}, 60_000);

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

async function axeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('the life of an intern', () => {
  let internCtx: BrowserContext;
  let adminCtx: BrowserContext;
  let me: Page;
  let office: Page;

  beforeAll(async () => {
    internCtx = await internContext(browser, 'mobile', product.url);
    adminCtx = await newContext(browser, 'desktop', product.url);
    me = await internCtx.newPage();
    office = await adminCtx.newPage();
  });
  afterAll(async () => {
    await internCtx?.close();
    await adminCtx?.close();
  });

  it('guards: anonymous visitors of the intern and admin screens go to /login', async () => {
    const ctx = await newContext(browser, 'mobile', product.url);
    const page = await ctx.newPage();
    try {
      for (const path of ['/dashboard', '/test1', '/certificatetest', '/extracourse', '/ab', '/ev', '/admin/payouts']) {
        await page.goto(path);
        await page.waitForURL('**/login');
      }
    } finally {
      await ctx.close();
    }
  });

  it('enrols with a screenshot and sees the waiting screen', async () => {
    const errors = collectErrors(me);
    await me.goto('/registration');
    await me.getByRole('button', { name: 'Submit' }).waitFor();
    await me.getByRole('button', { name: 'Got it' }).click();
    await me
      .getByLabel('Payment screenshot')
      .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: screenshot });
    await me.getByLabel('Full name').fill(intern.name);
    await me.getByLabel('E-mail').fill(intern.email);
    await me.getByLabel('College').fill('NIT Trichy');
    await me.getByLabel('Phone number').fill('9876543210');
    await me.getByLabel('Department').fill('CSE');
    await me.getByLabel('Course').selectOption('Full Stack Development');
    await me.getByLabel('Valid start date').fill('2025-08-01');
    await me.getByLabel('Valid end date').fill('2025-09-30');
    await me.getByLabel('Password', { exact: true }).fill(intern.password);
    await me.getByLabel('Confirm password').fill(intern.password);
    await me.getByLabel('UPI transaction reference (UTR)').fill('512345678901');
    await me.getByLabel('I have read the privacy notice and agree to this use of my data.').check();
    await expect
      .poll(() => me.getByTestId('upload-status').textContent(), { timeout: 30_000 })
      .toBe('✅ Image compressed successfully.');
    await me.getByRole('button', { name: 'Submit' }).click();
    await me.waitForURL('**/login');

    await signInIntern(me, intern.email, intern.password);
    await me.getByRole('heading', { name: 'Waiting for Confirmation' }).waitFor();
    for (const text of [
      'This may take up to 2 to 4 hours',
      'You will receive a confirmation Mail, please check it out',
      'Login after confirmation',
    ]) {
      await me.getByText(text).waitFor();
    }
    await axeClean(me, 'waiting screen');
    expect(errors).toEqual([]);
  });

  it('the admin screens are refused to the intern', async () => {
    await me.goto('/ab');
    await me.getByRole('heading', { name: 'This page is for admins only.' }).waitFor();
    expect(await me.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('an admin validates the enrolment in /ab and watches the offer letter and, the internship having ended, the certificate being made and mailed', async () => {
    const errors = collectErrors(office);
    await signInAdmin(office, product.orm, adminEmail, '/ab');
    await office.getByRole('heading', { name: 'Student List' }).waitFor();
    await office.getByRole('heading', { name: 'Refer Count Table' }).waitFor();
    await office.getByLabel('Search by name, e-mail, phone or UTR').fill(intern.email);
    const row = office.getByTestId('student-row').filter({ hasText: intern.email });
    await row.waitFor();
    await expect.poll(() => office.getByTestId('student-row').count()).toBe(1);
    await axeClean(office, '/ab');

    // The screenshot opens in the zoomable viewer.
    await row.getByRole('button', { name: /View/ }).click();
    const viewer = office.getByRole('dialog', { name: `Screenshot: ${intern.name}` });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByText('150%').waitFor();
    await axeClean(office, 'screenshot viewer');
    await office.keyboard.press('Escape');

    await row.getByRole('button', { name: /^Validate/ }).click();
    const confirm = office.getByRole('dialog', { name: `Validate ${intern.name}?` });
    await axeClean(office, 'validate confirm');
    await confirm.getByRole('button', { name: 'Validate', exact: true }).click();
    await office.getByText('Student validated successfully.').first().waitFor();
    const fanOut = office.getByTestId('fan-out');
    await expect.poll(() => fanOut.getAttribute('data-done'), { timeout: 45_000 }).toBe('true');
    const states = await fanOut.getByTestId('job').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    // The end date has passed: the completion certificate is made at once, not by the next daily run.
    expect(states).toEqual(['completed', 'completed', 'completed', 'completed']);
    for (const text of [
      'Offer letter made',
      'Offer letter mailed',
      'Completion certificate made',
      'Completion certificate mailed',
    ])
      await fanOut.getByText(text).waitFor();
    expect(await row.getByRole('button', { name: /Validated/ }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the intern, validated, takes test 1 and sees the score from the server', async () => {
    await signInIntern(me, intern.email, intern.password);
    await me.getByTestId('dashboard-name').waitFor();
    expect(await me.getByTestId('test-row-1').textContent()).toContain('Compulsory');
    await axeClean(me, 'dashboard');

    await me.getByRole('link', { name: 'Start Test 1' }).click();
    await me.getByRole('heading', { name: 'Test 1: Very Easy' }).waitFor();
    await axeClean(me, '/test1');
    for (let n = 1; n <= 25; n++) {
      await me.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
      await me.getByRole('radio').first().check();
      await me.getByRole('button', { name: n === 25 ? 'Finish' : 'Next' }).click();
    }
    await me.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    expect(await me.getByTestId('quiz-score').textContent()).toMatch(/^You scored \d+ out of 25$/);
    await me.getByText('Test score submitted successfully!').waitFor();
    await axeClean(me, 'quiz result');
  });

  it('downloads the test certificate and the offer letter; both PDFs hold the name', async () => {
    await me.goto('/dashboard');
    await me.getByTestId('dashboard-name').waitFor();
    expect(await me.getByTestId('test-row-1').textContent()).toContain('Retake Test');

    const [certTab] = await Promise.all([
      internCtx.waitForEvent('page'),
      me.getByRole('button', { name: 'Test certificate' }).click(),
    ]);
    const certDownload = await certTab.waitForEvent('download', { timeout: 45_000 });
    expect(certDownload.suggestedFilename()).toBe(`${intern.name}_Test_Certificate.pdf`);
    expect(await pdfText(certDownload)).toContain(intern.name);
    await certTab.getByText(/Downloaded/).waitFor();
    await axeClean(certTab, '/certificatetest');
    await certTab.close();

    const [letterTab] = await Promise.all([
      internCtx.waitForEvent('page'),
      me.getByRole('link', { name: /Offer letter/ }).click(),
    ]);
    const letterDownload = await letterTab.waitForEvent('download', { timeout: 45_000 });
    expect(letterDownload.suggestedFilename()).toBe(`${intern.name}_Offer_Letter.pdf`);
    expect(await pdfText(letterDownload)).toContain(intern.name);
    await letterTab.close();
  });

  it('adds an extra course, an admin validates it in /ev, and its offer letter and certificate download', async () => {
    await me.goto('/extracourse');
    await me.getByRole('heading', { name: 'Registered Extra Courses (0)' }).waitFor();
    await me.getByText('Download the certificate on a desktop for a better view').waitFor();
    await me.getByRole('button', { name: 'Add Extra Course' }).click();
    const dialog = me.getByRole('dialog', { name: 'Add Extra Course' });
    await axeClean(me, 'extra-course modal');
    await dialog.getByLabel('Course').selectOption('Basic React.js');
    await dialog.getByLabel('Start date').fill('2025-10-01');
    await dialog.getByLabel('End date').fill('2025-11-01');
    await dialog.getByLabel('Transaction id').fill('998877665544');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await me.waitForURL('**/extraalert');
    await me.getByText('✅ Extra course registered!').waitFor();
    await axeClean(me, '/extraalert');
    await me.goto('/extracourse');
    // A phone: the cards are shown, the desktop table is hidden.
    await me.getByText('Verification Pending').filter({ visible: true }).first().waitFor();
    await axeClean(me, '/extracourse');

    await office.getByRole('link', { name: 'Extra courses' }).click();
    await office.getByRole('heading', { name: 'Extra Course Validation Panel' }).waitFor();
    const row = office.getByTestId('ev-row').filter({ hasText: '998877665544' });
    await axeClean(office, '/ev');
    await row.getByRole('button', { name: /^Validate/ }).click();
    await office.getByText('Validated', { exact: true }).first().waitFor();
    await row.getByRole('button', { name: 'Validated' }).waitFor();

    // The letter and the certificate are made by workers: wait until the API says they are ready.
    await expect
      .poll(
        () =>
          me.evaluate(async () => {
            const res = await fetch('/api/documents');
            const { documents } = (await res.json()) as { documents: { kind: string; status: string }[] };
            return documents.filter((d) => d.kind.startsWith('extra-')).map((d) => d.status);
          }),
        { timeout: 45_000 },
      )
      .toEqual(['ready', 'ready']);
    await me.reload();
    const [download] = await Promise.all([
      me.waitForEvent('download'),
      me
        .getByRole('button', { name: /Offer letter/ })
        .filter({ visible: true })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${intern.name}_Extra_Course_Offer_Letter.pdf`);
    expect(await pdfText(download)).toContain(intern.name);

    // The course ended before it was validated: its certificate was made by its own job, at once.
    const certificate = await me.evaluate(async () => {
      const res = await fetch('/api/documents');
      const { documents } = (await res.json()) as {
        documents: { kind: string; status: string; certificateNumber?: string }[];
      };
      return documents.find((d) => d.kind === 'extra-certificate');
    });
    expect(certificate).toMatchObject({
      status: 'ready',
      certificateNumber: expect.stringMatching(/^[A-Z]+IN\d+-\d+$/),
    });
    const [certDownload] = await Promise.all([
      me.waitForEvent('download'),
      me
        .getByRole('button', { name: /Certificate/ })
        .filter({ visible: true })
        .first()
        .click(),
    ]);
    expect(certDownload.suggestedFilename()).toBe(`${intern.name}_Extra_Course_Certificate.pdf`);
    const certText = await pdfText(certDownload);
    for (const expected of [intern.name, 'Basic React.js', certificate!.certificateNumber!])
      expect(certText).toContain(expected);
  });

  it('remembers the dark theme after a reload; the dark screens stay axe clean', async () => {
    await me.goto('/dashboard');
    await me.getByRole('button', { name: 'Dark mode' }).click();
    expect(await me.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await me.reload();
    await me.getByTestId('dashboard-name').waitFor();
    expect(
      await me.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('dark-theme')]),
    ).toEqual(['dark', 'true']);
    expect(await me.getByRole('button', { name: 'Light mode' }).getAttribute('aria-pressed')).toBe('true');
    await axeClean(me, 'dashboard, dark');
    await me.goto('/extranotify');
    await me.getByRole('link', { name: 'Apply Here' }).waitFor();
    await axeClean(me, '/extranotify, dark');
    await me.goto('/test3');
    await me.getByRole('heading', { name: 'Test 3: Very Difficult' }).waitFor();
    await axeClean(me, '/test3, dark');
  });

  it('payouts and operations open for the admin and are axe clean', async () => {
    await office.getByRole('link', { name: 'Payouts' }).click();
    await office.getByRole('heading', { name: 'Payouts' }).waitFor();
    await office.getByRole('button', { name: 'Run now' }).waitFor();
    await axeClean(office, '/admin/payouts');
    await office.getByRole('link', { name: 'Operations' }).click();
    await office.getByRole('heading', { name: 'Mail outbox' }).waitFor();
    await office.getByTestId('mail-row').first().waitFor();
    expect(await office.getByRole('link', { name: /Queues/ }).getAttribute('href')).toBe('/admin/queues');
    await axeClean(office, '/admin/operations');
  });
});
