/**
 * Beside the walk of every screen (e2e/support/walk.ts walks them all in Tamil on a 360 px
 * phone): the switch back to the specification's exact English (on a public page and in the intern
 * bar), the catalogue downloads (only the shown language's), the intern's choice kept on their account
 * (another phone opens in Tamil), the add-course dialog and the waiting screen of an intern not yet
 * validated, in Tamil; and the staff screens in Tamil for an admin who chooses it, and back to the exact
 * English.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildReferrer, buildStudent, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, narrowPhone, seriousViolations, skipReferralPopup } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { outside, spills, tamilShare } from './support/walk.ts';

let product: Product;
let browser: Browser;
let validated: Student;
let waiting: Student;
let adminEmail: string;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  const em = product.orm.em.fork();
  validated = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 21 });
  waiting = await buildStudent(em, { language: 'ta' });
  adminEmail = (await buildAdmin(em)).email;
  // A pending enrolment by a referred intern: /ab shows its Validate, Reject and Clear refer buttons and a refer count row.
  const referrer = await buildReferrer(em);
  await buildStudent(em, { referralCode: referrer.code });
});

async function phone(lang?: 'ta' | 'en'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  await skipReferralPopup(context);
  if (lang) await context.addInitScript((l) => localStorage.getItem('lang') ?? localStorage.setItem('lang', l), lang);
  return context;
}

/** The catalogue chunks a page downloads ('en', 'ta'), in order. */
function catalogueDownloads(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const name = /\/assets\/(en|ta)-[\w-]+\.js$/.exec(new URL(r.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}

describe('the language switch', () => {
  it('gives the specification’s English back, exactly, and a page downloads only the catalogue it shows', async () => {
    const context = await phone('ta');
    try {
      const page = await context.newPage();
      const downloads = catalogueDownloads(page);
      // The home page: /registration opens its how-to-pay dialog over the menu after the warm-up.
      await page.goto('/home');
      await page.waitForFunction(
        () =>
          document.documentElement.lang === 'ta' &&
          /[\u0B80-\u0BFF]/.test(document.querySelector('h1')?.textContent ?? ''),
      );
      expect(downloads).toEqual(['ta']);
      await page.locator('.menu-button').click();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: /^Improve your business/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.locator('#main-nav-list a').allTextContents()).toEqual([
        'Home',
        'Internship',
        'About',
        'Blog',
        'Courses',
        'Contact',
        'Register/Login',
      ]);
      expect(downloads).toEqual(['ta', 'en']);
      // Remembered on the phone: a reload stays English and downloads English only.
      downloads.length = 0;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: /^Improve your business/ }).waitFor();
      expect(downloads).toEqual(['en']);
    } finally {
      await context.close();
    }
  });

  it('a link that asks for Tamil (?lang=ta) opens the site in Tamil, and the phone remembers it', async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      await page.goto('/home?lang=ta');
      await page.waitForFunction(
        () =>
          document.documentElement.lang === 'ta' &&
          /[\u0B80-\u0BFF]/.test(document.querySelector('h1')?.textContent ?? ''),
      );
      await page.goto('/courses');
      await page.waitForFunction(
        () =>
          document.documentElement.lang === 'ta' &&
          /[\u0B80-\u0BFF]/.test(document.querySelector('h1')?.textContent ?? ''),
      );
      expect(await tamilShare(page)).toBeGreaterThan(0.5);
    } finally {
      await context.close();
    }
  });

  it("an intern's choice in the intern bar is kept on their account: another phone opens in Tamil after signing in", async () => {
    const first = await phone();
    try {
      const page = await first.newPage();
      await signInIntern(page, validated.email);
      await page.getByRole('navigation', { name: 'Intern area' }).getByRole('button', { name: 'தமிழ்' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'ta');
      await expect
        .poll(async () => (await product.orm.em.fork().findOneOrFail(Student, validated.id)).language)
        .toBe('ta');
      // The add-course dialog in Tamil: it fits, nothing spills, axe finds nothing.
      await page.goto('/extracourse');
      await page.getByRole('button', { name: 'கூடுதல் பாடநெறியைச் சேர்' }).click();
      await page.getByRole('dialog', { name: 'கூடுதல் பாடநெறியைச் சேர்' }).waitFor();
      expect([
        ...(await fits(page)),
        ...(await spills(page)),
        ...(await outside(page)),
        ...(await seriousViolations(page)),
      ]).toEqual([]);
      expect(await tamilShare(page)).toBeGreaterThan(0.5);
      await page.keyboard.press('Escape');
      // Back to English in the intern bar: the specification's words, exactly.
      await page.goto('/dashboard');
      await page.getByRole('navigation', { name: 'இன்டர்ன் பகுதி' }).getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Welcome, /);
      expect(await page.getByRole('link', { name: 'Add course' }).isVisible()).toBe(true);
      await page.getByRole('navigation', { name: 'Intern area' }).getByRole('button', { name: 'தமிழ்' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'ta');
    } finally {
      await first.close();
    }
    const second = await phone();
    try {
      const page = await second.newPage();
      await signInIntern(page, validated.email);
      await page.waitForFunction(() => document.documentElement.lang === 'ta');
      expect(await tamilShare(page)).toBeGreaterThan(0.5);
    } finally {
      await second.close();
    }
  });
});

it('the waiting screen of an intern not yet validated is Tamil, fits 360 px and is axe clean', async () => {
  const context = await phone('ta');
  try {
    const page = await context.newPage();
    const errors = collectErrors(
      page,
      (text, url) => /status of 40[14]/.test(text) && /\/api\/me(\/referrer)?$/.test(url),
    );
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(waiting.email);
    await page.locator('input[type="password"]').fill(FACTORY_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() =>
      /[\u0B80-\u0BFF]/.test(document.querySelector('main h1, main h2')?.textContent ?? ''),
    );
    // Still Tamil after a reload (the device remembers it).
    await page.reload();
    await page.waitForFunction(() =>
      /[\u0B80-\u0BFF]/.test(document.querySelector('main h1, main h2')?.textContent ?? ''),
    );
    expect(await tamilShare(page)).toBeGreaterThan(0.5);
    expect([...(await fits(page)), ...(await spills(page)), ...(await outside(page))]).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

describe('the staff screens', () => {
  // Each with the text its heading holds in Tamil, and in the specification's (or the screen's) English.
  const screens = [
    { path: '/ab', en: 'Student List' },
    { path: '/ev', en: 'Extra Course Validation Panel' },
    { path: '/admin/payouts', en: 'Payouts' },
    { path: '/admin/operations', en: 'Operations' },
    { path: '/admin/security', en: 'Security' },
    { path: '/admin/audit', en: 'Audit log' },
    { path: '/admin/accounts', en: 'Accounts' },
    { path: '/admin/catalogue', en: 'Catalogue' },
    { path: '/admin/questions', en: 'Questions' },
    { path: '/admin/tests', en: 'Tests' },
    { path: '/admin/questions/stats', en: 'Question statistics' },
  ];
  const adminLinks = [
    'Overview',
    'Students',
    'Extra courses',
    'Payouts',
    'Reconcile',
    'Operations',
    'Security',
    'Audit log',
    'Accounts',
    'Catalogue',
    'Questions',
    'Tests',
    'Question statistics',
    'Queues',
  ];

  it('are Tamil for an admin who chooses தமிழ், fit 360 px and are axe clean; English gives the exact English back', async () => {
    const context = await phone();
    try {
      const page = await context.newPage();
      const errors = collectErrors(
        page,
        (text, url) => /ERR_NAME_NOT_RESOLVED/.test(text) && url.startsWith('https://fonts.googleapis.com/'),
      );
      await signInAdmin(page, product.orm, adminEmail, '/ab');
      await page.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'தமிழ்' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'ta');
      for (const { path, en } of screens) {
        await page.goto(path);
        await page.waitForFunction(
          () => /[\u0B80-\u0BFF]/.test(document.querySelector('main h1')?.textContent ?? ''),
          undefined,
          { timeout: 10_000 },
        );
        // Lists and tables have loaded (their loading line is gone) before the letters are counted.
        await page.waitForFunction(
          () => !/ஏற்றப்படுகி/.test(document.querySelector('main')?.textContent ?? ''),
          undefined,
          { timeout: 10_000 },
        );
        expect(await page.locator('main h1').first().textContent(), path).not.toContain(en);
        const share = await tamilShare(page);
        expect(share, `${path}: the share of Tamil letters`).toBeGreaterThan(0.5);
        expect(
          [
            ...(await fits(page)),
            ...(await spills(page)),
            ...(await outside(page)),
            ...(await seriousViolations(page)),
          ],
          path,
        ).toEqual([]);
      }
      // The admin bar in Tamil: every link in view at 360 px.
      const bar = page.getByRole('navigation', { name: 'நிர்வாகம்' });
      for (const link of await bar.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(
          box && box.x >= 0 && box.x + box.width <= narrowPhone.viewport.width,
          `${await link.textContent()} in view`,
        ).toBe(true);
      }
      // A dialog in Tamil: the confirmation before validating.
      await page.goto('/ab');
      await page
        .getByRole('button', { name: /^உறுதிசெய்/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(/[\u0B80-\u0BFF]{4}/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // Back to English: the specification's words, exactly.
      await bar.getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
      expect(
        (await page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents()).map((l) =>
          l.trim(),
        ),
      ).toEqual(adminLinks);
      expect(await page.getByRole('columnheader').allTextContents()).toEqual(
        expect.arrayContaining([
          'Intern ID',
          'Name',
          'Actions',
          'Contact',
          'College / department',
          'Course and dates',
          'Payment',
          'Refer code',
          'Screenshot',
          'Flags',
        ]),
      );
      await page.getByRole('heading', { level: 2, name: 'Refer Count Table' }).waitFor();
      await page.goto('/ev');
      await page.getByRole('heading', { level: 1, name: 'Extra Course Validation Panel' }).waitFor();
      await page.getByText('No extra courses found.').waitFor();
      // Not a Tamil letter on the panel (the language switch names தமிழ் in its own script).
      expect(await page.locator('.admin-page').innerText()).not.toMatch(/[\u0B80-\u0BFF]/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
