/**
 * The tables a visitor or an intern reads, on the narrowest phone (360 px), in English and in Tamil:
 * the dashboard's tests and courses offered, and the referral dashboard's referrals with their states.
 * None scrolls sideways and every button in them is in view (support/walk.ts `tableProblems`); no
 * text spills out of its cell, nothing reaches past the screen's edge.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReferrer, buildStudent } from '../backend/test/factories.ts';
import type { Referrer, Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { fits, narrowPhone, screenShown, skipReferralPopup } from './support/browser.ts';
import { signInInternAnyLanguage } from './support/sign-in.ts';
import { outside, spills, tableProblems } from './support/walk.ts';

let product: Product;
let browser: Browser;
let referrer: Referrer;
const interns: Record<'en' | 'ta', Student> = {} as Record<'en' | 'ta', Student>;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  const em = product.orm.em.fork();
  referrer = await buildReferrer(em);
  // One intern per language, each referred, and one not validated yet: the referral table has a pending and validated rows.
  interns.en = await buildStudent(em, {
    validated: true,
    validatedAt: new Date(),
    testMark: 21,
    language: 'en',
    referralCode: referrer.code,
  });
  interns.ta = await buildStudent(em, {
    validated: true,
    validatedAt: new Date(),
    language: 'ta',
    referralCode: referrer.code,
  });
  await buildStudent(em, { language: 'ta', referralCode: referrer.code, name: 'Thirunavukkarasu Manikandan' });
});

async function phone(lang: 'en' | 'ta'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  await skipReferralPopup(context);
  await context.addInitScript((l) => localStorage.getItem('lang') ?? localStorage.setItem('lang', l), lang);
  return context;
}

const shownIn = (page: Page, lang: 'en' | 'ta') =>
  page.waitForFunction(
    (l) =>
      document.documentElement.lang === l &&
      (l === 'en' || /[\u0B80-\u0BFF]/.test(document.querySelector('main h1')?.textContent ?? '')),
    lang,
  );

describe.each(['en', 'ta'] as const)('at 360 px in %s', (lang) => {
  it("the dashboard's tests and courses offered fit, every button in view", async () => {
    const context = await phone(lang);
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await signInInternAnyLanguage(page, interns[lang].email);
      await shownIn(page, lang);
      await screenShown(page);
      await page.getByTestId('test-row-1').waitFor();
      expect(await page.locator('.table-scroll').count()).toBeGreaterThanOrEqual(2);
      expect([
        ...(await tableProblems(page)),
        ...(await spills(page)),
        ...(await outside(page)),
        ...(await fits(page)),
      ]).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the referral dashboard's referrals and their states fit", async () => {
    const context = await phone(lang);
    try {
      const page = await context.newPage();
      await page.goto('/referal');
      await shownIn(page, lang);
      await page.locator('input[type="email"]').fill(referrer.email);
      await page.locator('input[type="tel"]').fill(referrer.phone);
      await page.locator('main form button[type="submit"]').click();
      await page.getByTestId('referral-code').waitFor();
      await page.locator('.state--pending').first().waitFor();
      await page.locator('.state--validated').first().waitFor();
      expect([
        ...(await tableProblems(page)),
        ...(await spills(page)),
        ...(await outside(page)),
        ...(await fits(page)),
      ]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
