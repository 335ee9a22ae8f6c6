/**
 * The admin's CSV export in real Chromium: filter and search the student list at /ab, click
 * Export CSV, and read the downloaded file back (csv-parse): the filtered students, formula-safe.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from 'shared/dates';
import type { Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { signInAdmin } from './support/admin.ts';
import { startProduct } from './support/app.ts';
import { launchChromium, newContext } from './support/browser.ts';

let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('Export CSV on /ab', () => {
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
    await expect.poll(() => page.getByRole('link', { name: /^Export CSV/ }).getAttribute('href')).toBe('/api/admin/students.csv?q=selvi&status=pending');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toBe(`students-pending-${todayInIndia()}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Name)).toEqual(['Selvi Pending']);
    expect(rows[0]).toMatchObject({ UTR: `'=1+2`, Status: 'Pending' });
    await context.close();
  }, 90_000);
});
