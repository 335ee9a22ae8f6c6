/**
 * The intern area in Tamil on a 360 px phone (issue 27): the language switch is in the intern bar;
 * every intern screen then reads in Tamil, fits the screen (no sideways scroll, no label spilling out
 * of its button or table cell), is axe clean and logs no error; back in English the words are exact.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { buildReferrer, buildStudent } from '../backend/test/factories.ts';
import { ExtraCourse } from '../backend/src/entities/index.ts';
import { collectErrors, fits, seriousViolations, skipReferralPopup } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let email: string;
let waitingEmail: string;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  const em = product.orm.em.fork();
  const referrer = await buildReferrer(em);
  const intern = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 21, referralCode: referrer.code, utr: '512345678901' });
  em.create(ExtraCourse, {
    student: intern,
    course: 'Java Development',
    startDate: '2026-10-01',
    endDate: '2099-11-01',
    college: intern.college,
    transaction: '112233445566',
    email: intern.email,
  });
  email = intern.email;
  waitingEmail = (await buildStudent(em, { referralCode: referrer.code })).email;
  await em.flush();
}, 60_000);

/** Texts that spill out of their own box: a label wider than its button, a header wider than its cell. */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.button, button, th, td, .state, .doc-state, .test-status, dt, dd')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: '${(el.textContent ?? '').trim().slice(0, 40)}' ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

/** Boxes past the right edge of the screen (the toasts follow the page's width; tables scroll in their own region). */
function outside(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && el.getBoundingClientRect().width > 0 && !el.closest('.toaster, .table-scroll'))
      .slice(-10)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} w=${Math.round(el.getBoundingClientRect().width)} r=${Math.round(el.getBoundingClientRect().right)}: ${(el.textContent ?? '').trim().slice(0, 50)}`),
  );
}

/** The share of the visible letters of <main> that are Tamil (Latin names, numbers and the English questions aside). */
function tamilShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.querySelector('main')?.innerText ?? '';
    const tamil = text.match(/[\u0B80-\u0BFF]/g)?.length ?? 0;
    const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
    return tamil / Math.max(1, tamil + latin);
  });
}

it('every intern screen reads in Tamil at 360 px, fits, is axe clean; English comes back exact', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, baseURL: product.url });
  await skipReferralPopup(context);
  const page = await context.newPage();
  const errors = collectErrors(page, (text, url) => /Failed to load resource/.test(text) && url.endsWith('/api/me/referrer'));
  const problems: string[] = [];
  const check = async (where: string, minShare = 0.5) => {
    for (const p of await fits(page)) problems.push(`${where}: ${p}`);
    for (const p of await outside(page)) problems.push(`${where}: past the right edge: ${p}`);
    for (const p of await spills(page)) problems.push(`${where}: ${p}`);
    for (const v of await seriousViolations(page)) problems.push(`${where}: ${v}`);
    const share = await tamilShare(page);
    if (share < minShare) problems.push(`${where}: only ${Math.round(share * 100)} % of the letters are Tamil`);
  };
  try {
    await signInIntern(page, email);
    await page.getByTestId('dashboard-name').waitFor();
    await page.getByRole('navigation', { name: 'Intern area' }).getByRole('button', { name: 'தமிழ்' }).click();
    await page.getByRole('heading', { name: 'சுயவிவரம்' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    await check('/dashboard');

    for (const [path, heading, share] of [
      ['/test1', 'தேர்வு 1: மிக எளிது', 0.1],
      ['/extranotify', 'இன்னும் ஒரு திறனைக் கற்றுக் கொள்ளுங்கள்', 0.5],
      ['/extraalert', 'கூடுதல் பாடநெறி பதிவு செய்யப்பட்டது', 0.5],
      ['/extracourse', 'பதிவுசெய்த கூடுதல் பாடநெறிகள் (1)', 0.3],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await check(path, share);
    }
    await page.goto('/letter');
    await page.getByRole('heading', { level: 1, name: 'ஆஃபர் லெட்டர்' }).waitFor();
    // Whatever the letter's state (made, being made, or a refusal), once checked it is said in Tamil.
    await page.waitForFunction(() => {
      const status = document.querySelector('[data-testid="document-status"]')?.textContent ?? '';
      return /[\u0B80-\u0BFF]/.test(status) && !status.includes('சரிபார்க்கப்படுகிறது');
    });
    await check('/letter', 0.3);

    await page.goto('/extracourse');
    await page.getByRole('heading', { level: 1, name: /பதிவுசெய்த கூடுதல் பாடநெறிகள்/ }).waitFor();
    await page.getByRole('button', { name: 'கூடுதல் பாடநெறியைச் சேர்' }).click();
    await page.getByRole('dialog', { name: 'கூடுதல் பாடநெறியைச் சேர்' }).waitFor();
    await check('extra-course modal', 0.3);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'இன்டர்ன் பகுதி' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Welcome, /);
    expect(await page.getByRole('link', { name: 'Add course' }).isVisible()).toBe(true);

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it('the waiting screen reads in Tamil at 360 px when the device remembers Tamil, fits and is axe clean', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, baseURL: product.url });
  const page = await context.newPage();
  const errors = collectErrors(page);
  try {
    await signInIntern(page, waitingEmail);
    await page.getByRole('navigation', { name: 'Intern area' }).getByRole('button', { name: 'தமிழ்' }).click();
    await page.getByRole('heading', { name: 'உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'உறுதிப்படுத்தலுக்காகக் காத்திருக்கிறது' }).waitFor();
    expect(await fits(page)).toEqual([]);
    expect(await spills(page)).toEqual([]);
    expect(await outside(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tamilShare(page)).toBeGreaterThan(0.5);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);
