/**
 * The language chosen on a device before signing in wins over the account's and is kept on the
 * account (stores/locale.ts); a device with no choice shows the account's language.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { buildStudent } from '../backend/test/factories.ts';
import { Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { narrowPhone, skipReferralPopup } from './support/browser.ts';
import { signInInternAnyLanguage } from './support/sign-in.ts';
import { tamilShare } from './support/walk.ts';

let product: Product;
let browser: Browser;
let english: Student;
let tamil: Student;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  const em = product.orm.em.fork();
  english = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 21, language: 'en' });
  tamil = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 21, language: 'ta' });
});

async function phone(): Promise<BrowserContext> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  await skipReferralPopup(context);
  return context;
}

it('an intern whose account is English presses தமிழ் on /login, signs in, and reads a Tamil dashboard; the account keeps Tamil', async () => {
  const context = await phone();
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('.menu-button').click();
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
    await page.keyboard.press('Escape');
    await signInInternAnyLanguage(page, english.email);
    await page.waitForFunction(() => /[\u0B80-\u0BFF]/.test(document.querySelector('main h1')?.textContent ?? ''));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await tamilShare(page)).toBeGreaterThan(0.5);
    await expect.poll(async () => (await product.orm.em.fork().findOneOrFail(Student, english.id)).language).toBe('ta');
    // Opened again, the dashboard stays Tamil.
    await page.reload();
    await page.waitForFunction(() => /[\u0B80-\u0BFF]/.test(document.querySelector('main h1')?.textContent ?? ''));
  } finally {
    await context.close();
  }
});

it('a device with no choice follows the account: a Tamil account signs in from the English login page and reads Tamil', async () => {
  const context = await phone();
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInInternAnyLanguage(page, tamil.email);
    await page.waitForFunction(
      () =>
        document.documentElement.lang === 'ta' &&
        /[\u0B80-\u0BFF]/.test(document.querySelector('main h1')?.textContent ?? ''),
    );
    expect((await product.orm.em.fork().findOneOrFail(Student, tamil.id)).language).toBe('ta');
  } finally {
    await context.close();
  }
});
