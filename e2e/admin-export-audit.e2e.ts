/**
 * The admin's CSV export and audit log in real Chromium: filter and search the student list at /ab,
 * click Export CSV, and read the downloaded file back (csv-parse): the filtered students, formula-safe.
 * Then validate a student and find the sign-in and the validation in the audit log, filtered by the student.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from 'shared/dates';
import type { Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

describe('the admin exports the list and reads the audit log', () => {
  it('downloads the students the filter and search show, every one, formula-safe', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Export Admin' });
    await buildStudent(em, { name: 'Selvi Pending', utr: '=1+2' } as Partial<Student>);
    await buildStudent(em, { name: 'Selvi Validated', validated: true, validatedAt: new Date() } as Partial<Student>);
    await buildStudent(em, { name: 'Murugan Pending' } as Partial<Student>);

    const context = await newContext(browser, 'mobile', product.url);
    const page = await context.newPage();
    await signInAdmin(page, product.orm, admin.email, '/ab');
    await page.getByLabel('Show').selectOption('pending');
    await page.getByLabel('Search by name, e-mail, phone or UTR').fill('selvi');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Murugan' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('link', { name: /^Export CSV/ }).getAttribute('href'))
      .toBe('/api/admin/students.csv?q=selvi&status=pending');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /^Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`students-pending-${todayInIndia()}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Name)).toEqual(['Selvi Pending']);
    expect(rows[0]).toMatchObject({ UTR: `'=1+2`, Status: 'Pending' });
    await context.close();
  }, 90_000);

  it('the audit log shows the admin their own sign-in and validation, and a student link filters by that student', async () => {
    const em = product.orm.em.fork();
    const admin = await buildAdmin(em, { name: 'Audit Admin' });
    const student = await buildStudent(em, { name: 'Tamilselvi Audit' } as Partial<Student>);
    await buildStudent(em, { name: 'Someone Else' } as Partial<Student>);
    const context = await newContext(browser, 'mobile', product.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signInAdmin(page, product.orm, admin.email, '/ab');
    await page.getByLabel('Search by name, e-mail, phone or UTR').fill('Tamilselvi');
    const row = page.getByTestId('student-row').filter({ hasText: 'Tamilselvi Audit' });
    await row.getByRole('button', { name: /^Validate/ }).click();
    await page
      .getByRole('dialog', { name: 'Validate Tamilselvi Audit?' })
      .getByRole('button', { name: 'Validate', exact: true })
      .click();
    await page.getByText('Student validated successfully.').first().waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const entries = page.getByTestId('audit-row');
    await entries.first().waitFor();
    const mine = entries.filter({ hasText: 'Audit Admin' });
    await mine.filter({ hasText: 'Validated a student' }).filter({ hasText: 'Tamilselvi Audit' }).waitFor();
    await mine.filter({ hasText: 'Signed in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await mine
      .filter({ hasText: 'Validated a student' })
      .getByRole('link', { name: /Tamilselvi Audit/ })
      .click();
    await page.waitForURL(`**/admin/audit?student=${student.id}`);
    await expect.poll(() => entries.filter({ hasNotText: 'Tamilselvi Audit' }).count()).toBe(0);
    expect(await entries.count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Student (intern ID)').inputValue()).toBe(String(student.id));
    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No actions match.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
