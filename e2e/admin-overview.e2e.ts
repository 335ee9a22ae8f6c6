/**
 * The admin overview (docs/ADMIN-OVERVIEW.md) in real Chromium against the real API and workers: interns register
 * (the registration's own command, with their screenshots), the admin validates one, rejects one and
 * reconciles a bank statement that validates two more, and the overview's tables show those numbers;
 * axe finds nothing serious, no CSP violation (uPlot sets its sizes through the CSSOM), the CSV of
 * each figure parses back to its table, and a visitor's page load fetches no chart code.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { REGISTRATION_FEE_RUPEES } from '../backend/test/seed-fees.ts';
import { describe, expect, it } from 'vitest';
import { receiveUpload } from '../backend/src/commands/receive-upload.ts';
import { CatalogueStore } from '../backend/src/catalogue/store.ts';
import { registerStudent } from '../backend/src/commands/register-student.ts';
import { MailLog, Student } from '../backend/src/entities/index.ts';
import { buildAdmin, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { pngBytes } from '../backend/test/images.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, narrowPhone, screenLoaded, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

const today = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Five interns registered through the registration's command, each with a screenshot; two typed their UTR. */
async function registerInterns(): Promise<Student[]> {
  const picture = await pngBytes();
  const made: Student[] = [];
  for (const [i, name] of [
    'Anitha Overview',
    'Bala Overview',
    'Chitra Overview',
    'Dinesh Overview',
    'Ezhil Overview',
  ].entries()) {
    const em = product.orm.em.fork();
    const { uploadId } = await receiveUpload(em, { data: picture, contentType: 'image/png' });
    await registerStudent(
      em,
      {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}.overview@example.in`,
        college: 'Bishop Heber College',
        phone: `98765000${10 + i}`,
        startDate: '2027-01-04',
        endDate: '2027-03-01',
        department: 'Computer Science',
        course: 'Full Stack Development',
        utr: i < 2 ? `64000000077${i}` : undefined,
        password: FACTORY_PASSWORD,
        uploadId,
      },
      new CatalogueStore(product.orm),
    );
    made.push(await product.orm.em.fork().findOneOrFail(Student, { name }));
  }
  return made;
}

/** A figure's section, its table opened: each row's cells as the admin reads them. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  const details = section.locator('details');
  if ((await details.getAttribute('open')) === null) await section.getByText('Show the table').click();
  return section
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())));
}

/** A figure's CSV, downloaded as the admin does it, parsed. */
async function csvOf(page: Page, title: string): Promise<string[][]> {
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  return parse(await readFile((await download.path())!), { bom: true }) as string[][];
}

describe('the admin overview', () => {
  it('shows the numbers of what the office did today, in tables that axe passes and CSV files that parse', async () => {
    const [anitha, bala, chitra, dinesh] = await registerInterns();
    const admin = await buildAdmin(product.orm.em.fork(), { name: 'Overview Admin' });
    const context = await browser.newContext({ ...narrowPhone, baseURL: product.url, acceptDownloads: true });
    await context.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    try {
      const office = await context.newPage();
      const errors = collectErrors(
        office,
        (text, url) => url.endsWith('/api/admin/statements') && text.includes('400'),
      );
      const chartCode: string[] = [];
      office.on('request', (r) => /\/assets\/(chart|uPlot)[-.]/.test(r.url()) && chartCode.push(r.url()));
      // The overview is where an admin lands.
      await signInAdmin(office, product.orm, admin.email);
      await office.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

      // The office's day: one validated from /ab's API, one rejected, two validated by the bank statement.
      expect((await office.request.post(`/api/admin/students/${chitra!.id}/validate`)).status()).toBe(200);
      const rejected = await office.request.post(`/api/admin/students/${dinesh!.id}/reject`, {
        data: { reason: 'amount-wrong' },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
      const statement = [
        'Account Name :,TN INTERNSHIPS',
        'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
        `26 Nov 2026,26 Nov 2026,BY TRANSFER-UPI/CR/${anitha!.utr}/ANITHA/SBIN/anitha@oksbi/internship--,TRANSFER,,499.00,"10,499.00"`,
        `26 Nov 2026,26 Nov 2026,BY TRANSFER-UPI/CR/${bala!.utr}/BALA/SBIN/bala@oksbi/internship--,TRANSFER,,499.00,"10,998.00"`,
      ].join('\n');
      await office.goto('/admin/reconcile');
      await office
        .getByLabel('Bank statement')
        .setInputFiles({ name: 'sbi.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
      await office.getByRole('region', { name: 'Matched' }).getByRole('heading', { name: 'Matched (2)' }).waitFor();
      await office.getByRole('button', { name: 'Validate all 2 matched' }).click();
      await office
        .getByRole('dialog', { name: 'Validate all 2 matched?' })
        .getByRole('button', { name: 'Validate 2' })
        .click();
      await office.getByText('2 enrolments validated.').waitFor();

      // Back to the overview, from the admin bar.
      await office.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' }).click();
      await office.getByRole('heading', { level: 2, name: 'Enrolments per day' }).waitFor();
      await screenLoaded(office);
      const enrolments = await tableOf(office, 'Enrolments per day');
      expect(enrolments).toContainEqual([today, '5', '3', '1']);
      expect(enrolments.at(-1)).toEqual(['Total', '5', '3', '1']);
      expect(enrolments).toHaveLength(31);
      const pending = office.locator('section', {
        has: office.getByRole('heading', { name: 'Waiting for validation now' }),
      });
      expect(await pending.getByTestId('pending-count').textContent()).toBe('1');
      expect(await pending.getByRole('link', { name: 'The waiting students' }).getAttribute('href')).toBe(
        '/ab?status=pending',
      );
      const fees = await tableOf(office, 'Fees per day');
      expect(fees).toContainEqual([today, rupees(2 * REGISTRATION_FEE_RUPEES), rupees(REGISTRATION_FEE_RUPEES)]);
      expect((await tableOf(office, 'Referral payouts per month')).at(-1)).toEqual(['Total', '₹0', '₹0']);
      // Mails: what the workers logged, once they have sent what today's work asked for.
      const sentMails = () => product.orm.em.fork().count(MailLog, { status: 'sent' });
      await expect
        .poll(
          async () => {
            await office.reload();
            await office.getByRole('heading', { level: 2, name: 'Mails per day' }).waitFor();
            return (
              JSON.stringify((await tableOf(office, 'Mails per day')).at(-1)) ===
                JSON.stringify(['Total', String(await sentMails()), '0']) && (await sentMails()) > 0
            );
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBe(true);

      // Every chart drawn, hidden from screen readers (the tables say it); axe, the phone's width, the CSP.
      for (const title of ['Enrolments per day', 'Fees per day', 'Mails per day', 'Referral payouts per month'])
        await tableOf(office, title);
      await expect.poll(() => office.locator('figure canvas').count()).toBe(4);
      expect(await office.locator('.overview-chart[aria-hidden="true"]').count()).toBe(4);
      expect(await seriousViolations(office)).toEqual([]);
      expect(await fits(office)).toEqual([]);
      expect(await office.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(chartCode.length).toBeGreaterThan(0);
      // A theme switch draws the charts again in the theme's colours (OverviewChart.css: Okabe–Ito light and dark).
      const pixels = () =>
        office
          .locator('figure canvas')
          .first()
          .evaluate((c: HTMLCanvasElement) => c.toDataURL());
      const light = await pixels();
      await office.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      await expect.poll(pixels).not.toBe(light);
      await office.evaluate(() => (document.documentElement.dataset.theme = 'light'));
      await expect.poll(pixels).toBe(light);

      // Each figure's CSV holds its table's numbers.
      const enrolmentCsv = await csvOf(office, 'Enrolments per day');
      expect(enrolmentCsv[0]).toEqual(['Day', 'Registered', 'Validated', 'Rejected']);
      expect(
        enrolmentCsv
          .slice(1)
          .map((r) => r.slice(1).map(Number))
          .reduce((a, r) => a.map((n, i) => n + r[i]!), [0, 0, 0]),
      ).toEqual([5, 3, 1]);
      expect(enrolmentCsv).toHaveLength(31);
      const feeCsv = await csvOf(office, 'Fees per day');
      expect(feeCsv[0]).toEqual(['Day', 'Matched', 'Not yet matched']);
      expect(feeCsv.at(-1)!.slice(1)).toEqual([String(2 * REGISTRATION_FEE_RUPEES), String(REGISTRATION_FEE_RUPEES)]);
      expect((await csvOf(office, 'Mails per day'))[0]).toEqual(['Day', 'Sent', 'Failed']);
      expect((await csvOf(office, 'Referral payouts per month'))[0]).toEqual(['Month', 'Owed', 'Paid']);

      // The period: 7 days, kept in the address.
      await office.getByLabel('Period').selectOption('7');
      await expect.poll(() => new URL(office.url()).search).toBe('?days=7');
      await expect.poll(async () => (await tableOf(office, 'Enrolments per day')).length).toBe(8);
      expect((await tableOf(office, 'Enrolments per day')).at(-1)).toEqual(['Total', '5', '3', '1']);
      // The figure's list: the waiting students.
      await pending.getByRole('link', { name: 'The waiting students' }).click();
      await office.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
      expect(await office.getByLabel('Show').inputValue()).toBe('pending');
      await office.getByTestId('student-row').filter({ hasText: 'Ezhil Overview' }).waitFor();
      expect(await office.getByTestId('student-row').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("loads no chart code on a visitor's page", async () => {
    const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
    try {
      const page = await context.newPage();
      const byPage: string[] = [];
      const byAnyone: string[] = [];
      page.on('request', (r) => byPage.push(r.url()));
      // The service worker's precache too, where Chromium reports it.
      context.on('request', (r) => byAnyone.push(r.url()));
      for (const path of ['/', '/registration', '/login']) {
        await page.goto(path);
        await screenLoaded(page);
      }
      await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 5000))]));
      // One load of the app per page: what was fetched is seen.
      expect(byPage.filter((u) => /\/assets\/app-[\w-]+\.js$/.test(u))).toHaveLength(3);
      expect(byPage.filter((u) => /\/assets\/(chart|uPlot|OverviewPage)[-.]/.test(u))).toEqual([]);
      expect(byAnyone.filter((u) => /\/assets\/chart-/.test(u))).toEqual([]);
      // Nor is uPlot inside what it fetched: its plotting area's class name is in the chart chunk only.
      for (const url of new Set(byPage.filter((u) => /\/assets\/[\w.-]+\.js$/.test(u))))
        expect(await (await page.request.get(url)).text(), url).not.toContain('u-over');
    } finally {
      await context.close();
    }
  });
});
