/**
 * A course's life in the catalogue, in real Chromium against the real API and workers, on the narrowest
 * phone (360 px): an editor adds a course with a Tamil name, a fee of ₹599, a card image and its resource
 * links, and publishes it; a visitor finds it on /home, /courses and in the registration form in English and
 * in Tamil; an intern registers for it and is asked for ₹599 (the UPI link) with a screenshot the workers
 * read as ₹599; the editor raises the fee to ₹649; the intern's payment is still checked against ₹599 while
 * a new visitor is asked ₹649 and a ₹599 screenshot is flagged for them; validated, the intern finds the
 * course's links on the dashboard. A post whose body holds a script and an image with onerror shows the
 * words and runs nothing. An operator and an intern are refused every catalogue change; the audit log
 * lists each publish.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { StudentPage } from 'shared/api/admin-students';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { renderShots } from '../workers/test/screenshots/render.ts';
import { collectErrors, fits, narrowPhone } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let editorDesk: BrowserContext;
let editor: Page;
let adminDesk: BrowserContext;
let admin: Page;
let errors: string[];
let cardPng: Buffer;
const editorEmail = 'course.desk@example.in';
const adminEmail = 'course.owner@example.in';
const tamilName = 'கிளவுட் கம்ப்யூட்டிங்';
const projects = 'https://drive.example.in/cloud/projects';
const internEmail = 'nila.cloud@example.in';
const password = 'Monsoon clouds over Trichy 7';

useProductInChromium((started) => ({ product, browser } = started));

// The refusals this test provokes on purpose (an operator's and an intern's catalogue changes).
const allow = (text: string) => /Failed to load resource/.test(text);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email: editorEmail, name: 'Course Desk', role: 'editor' });
  await buildAdmin(product.orm.em.fork(), { email: adminEmail, name: 'Course Owner' });
  cardPng = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  editorDesk = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  editor = await editorDesk.newPage();
  errors = collectErrors(editor, allow);
  adminDesk = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  admin = await adminDesk.newPage();
  await signInAdmin(admin, product.orm, adminEmail);
}, 60_000);
afterAll(async () => {
  await editorDesk?.close();
  await adminDesk?.close();
});

/** A request from `page` itself (its cookie, its origin), as the page's own script would make it. */
async function call(page: Page, path: string, init: { method?: string; json?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.json === undefined ? {} : { 'content-type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { path, init },
  );
}

/** A visitor's phone, in English or in Tamil (?lang=ta, which the phone then keeps). */
async function visitor(lang: 'en' | 'ta' = 'en') {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  const page = await context.newPage();
  if (lang === 'ta') {
    await page.goto('/home?lang=ta');
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
  }
  return { context, page };
}

/** A UPI payment screenshot as a phone's app shows it, paying `amount`. */
async function screenshotOf(amount: number, note: string) {
  const [shot] = await renderShots(browser, [
    {
      layout: 'phonepe',
      theme: 'light',
      payer: 'Nila Raman',
      payee: 'Tamil Nadu Edu Tech',
      payeeUpiId: 'tnedutech@okaxis',
      amount,
      utr: `41234567${String(amount).padStart(4, '0')}`,
      paidAt: new Date(),
      status: 'success',
      note,
    },
  ]);
  return shot!;
}

/** Registers on /registration for Cloud Computing; answers the UPI link's amount and the reference. */
async function register(page: Page, email: string, shotAmount: number) {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByLabel('Course').selectOption('Cloud Computing');
  const reference = (await page.getByTestId('payment-reference').textContent())!;
  await expect
    .poll(async () => new URL((await page.getByTestId('upi-qr').getAttribute('data-upi'))!).searchParams.get('am'))
    .not.toBeNull();
  const asked = new URL((await page.getByTestId('upi-qr').getAttribute('data-upi'))!).searchParams.get('am');
  await page.getByLabel('Payment screenshot').setInputFiles({
    name: 'payment.png',
    mimeType: 'image/png',
    buffer: await screenshotOf(shotAmount, `${reference} Internship`),
  });
  await page.getByLabel('Full name').fill('Nila R');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('College').fill('Bishop Heber College');
  await page.getByLabel('Phone number').fill(email === internEmail ? '9876501234' : '9876501235');
  await page.getByLabel('Department').fill('CSE');
  await page.getByLabel('Valid start date').fill('2026-12-01');
  await page.getByLabel('Valid end date').fill('2027-01-31');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I have read the privacy notice and agree to this use of my data.').check();
  await expect
    .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 30_000 })
    .toBe('✅ Image compressed successfully.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/login');
  return { asked: Number(asked), reference };
}

/** The intern as the admin's list shows them, once the workers have read their screenshot. */
async function checked(email: string) {
  let found: StudentPage['students'][number] | undefined;
  await expect
    .poll(
      async () => {
        const page = (await call(admin, `/api/admin/students?q=${encodeURIComponent(email)}`)).body as StudentPage;
        found = page.students[0];
        return found?.reading?.amountRupees ?? null;
      },
      { timeout: 60_000, interval: 500 },
    )
    .not.toBeNull();
  return found!;
}

describe('a course the company adds itself', () => {
  it('is written by an editor with a Tamil name, ₹599, a card image and its links, and published', async () => {
    await signInAdmin(editor, product.orm, editorEmail, '/admin/catalogue');
    await editor.getByRole('link', { name: 'New course' }).click();
    await editor.getByLabel('Page address').fill('cloud-computing');
    await editor.getByLabel('Name (English)').fill('Cloud Computing');
    await editor.getByLabel('Name (Tamil)').fill(tamilName);
    await editor.getByLabel('Summary (English)').fill('Servers, storage and networks you rent by the minute.');
    await editor.getByLabel('Summary (Tamil)').fill('நிமிடக் கணக்கில் வாடகைக்கு எடுக்கும் சர்வர்கள்.');
    await editor.getByLabel('Fee 1: registration fee in rupees').fill('599');
    await editor.getByLabel('Fee 1: struck-through price in rupees (optional)').fill('899');
    await editor.getByLabel('Fee 1: extra-course amounts in rupees, comma separated').fill('250');
    await editor.getByLabel('Projects').fill(projects);
    await editor
      .getByLabel('Upload a new image')
      .setInputFiles({ name: 'cloud.png', mimeType: 'image/png', buffer: cardPng });
    await editor.getByText('The new image is ready: save the draft to keep it.').waitFor({ timeout: 30_000 });
    expect(await fits(editor)).toEqual([]);
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Published.', { exact: true }).waitFor();
  });

  it('is on /home, /courses and in the registration form, in English and in Tamil, at ₹599', async () => {
    for (const lang of ['en', 'ta'] as const) {
      const { context, page } = await visitor(lang);
      try {
        const name = lang === 'en' ? 'Cloud Computing' : tamilName;
        await page.goto('/home');
        const homeCard = page.locator('article, li').filter({ hasText: name }).first();
        await homeCard.waitFor();
        expect(await homeCard.textContent()).toContain('599');
        // The uploaded image, in the sizes the workers made.
        expect(await homeCard.locator('img').first().getAttribute('src')).toMatch(
          /^\/api\/catalogue\/images\/[0-9a-f-]{36}\//,
        );
        expect(await fits(page)).toEqual([]);
        await page.goto('/courses');
        await page.locator('article, li').filter({ hasText: name }).first().waitFor();
        await page.goto('/registration');
        const option = page
          .getByLabel(lang === 'en' ? 'Course' : /பாடநெறி|படிப்பு/)
          .locator('option', { hasText: name });
        expect(await option.getAttribute('value')).toBe('Cloud Computing');
      } finally {
        await context.close();
      }
    }
  });

  it('asks the intern who registers ₹599, and their ₹599 screenshot agrees with their fee', async () => {
    const { context, page } = await visitor();
    try {
      const { asked } = await register(page, internEmail, 599);
      expect(asked).toBe(599);
    } finally {
      await context.close();
    }
    const intern = await checked(internEmail);
    expect(intern.reading?.amountRupees).toBe(599);
    expect(intern.paymentFlags.map((f) => f.code)).not.toContain('amount');
  });

  it('keeps ₹599 for that intern when the editor raises the fee to ₹649, which a new visitor is asked', async () => {
    await editor.getByRole('button', { name: 'Change the fee' }).click();
    await editor.getByLabel('Fee 2: registration fee in rupees').fill('649');
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Published.', { exact: true }).waitFor();

    // The intern's own payment is still checked against the ₹599 they were shown.
    const intern = await checked(internEmail);
    expect(intern.paymentFlags.map((f) => f.code)).not.toContain('amount');

    const { context, page } = await visitor();
    try {
      await page.goto('/home');
      const card = page.locator('article, li').filter({ hasText: 'Cloud Computing' }).first();
      await expect.poll(() => card.textContent()).toContain('649');
      // Someone who pays the old ₹599 now is flagged: their fee is ₹649.
      const { asked } = await register(page, 'late.cloud@example.in', 599);
      expect(asked).toBe(649);
    } finally {
      await context.close();
    }
    const late = await checked('late.cloud@example.in');
    expect(late.paymentFlags.find((f) => f.code === 'amount')?.words).toBe('Amount ₹599 is not the fee (₹649)');
  });

  it('shows its links on the dashboard of the intern once validated', async () => {
    const intern = await checked(internEmail);
    expect((await call(admin, `/api/admin/students/${intern.id}/validate`, { method: 'POST' })).status).toBe(200);
    const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
    try {
      const page = await context.newPage();
      await signInIntern(page, internEmail, password);
      const link = page.getByRole('link', { name: /Projects/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(projects);
    } finally {
      await context.close();
    }
  });
});

describe('a blog post', () => {
  it('whose body holds a script and an image with onerror shows the words and runs nothing', async () => {
    await editor.goto('/admin/catalogue');
    await editor.getByRole('link', { name: 'New post' }).click();
    await editor.getByLabel('Page address').fill('safe-words');
    await editor.getByLabel('Title (English)').fill('Words only');
    await editor.getByLabel('Summary (English)').fill('Nothing in a post runs.');
    await editor.getByLabel('Category (English)').fill('Tips');
    await editor
      .getByLabel('Post (Markdown) (English)')
      .fill(
        'Hello interns.\n\n<script>window.ran = "script"</script>\n\n<img src=x onerror="window.ran = \'onerror\'">',
      );
    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    await editor.getByText('Published.', { exact: true }).waitFor();

    const { context, page } = await visitor();
    try {
      const pageErrors = collectErrors(page);
      await page.goto('/blog/safe-words');
      await page.getByRole('heading', { level: 1, name: 'Words only' }).waitFor();
      await page.getByText('Hello interns.').waitFor();
      expect(await page.title()).toContain('Words only');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { ran?: string }).ran)).toBeUndefined();
      expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('who may change the catalogue', () => {
  it('refuses an operator and an intern every change (403), and the audit log lists each publish', async () => {
    const entries = (await call(editor, '/api/admin/catalogue')).body as { entries: { id: string; slug: string }[] };
    const course = entries.entries.find((e) => e.slug === 'cloud-computing')!;
    await buildAdmin(product.orm.em.fork(), { email: 'ops.desk@example.in', role: 'operator' });
    await buildStudent(product.orm.em.fork(), { email: 'plain.intern@example.in', validated: true });
    const changes: [string, { method: string; json?: unknown }][] = [
      ['/api/admin/catalogue', { method: 'POST', json: { kind: 'post', content: {} } }],
      [`/api/admin/catalogue/${course.id}/draft`, { method: 'PUT', json: { kind: 'course', content: {} } }],
      [`/api/admin/catalogue/${course.id}/publish`, { method: 'POST' }],
      [`/api/admin/catalogue/${course.id}/restore`, { method: 'POST', json: { version: 1 } }],
      ['/api/admin/catalogue/images', { method: 'POST' }],
    ];
    for (const who of ['operator', 'intern'] as const) {
      const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
      try {
        const page = await context.newPage();
        if (who === 'operator') await signInAdmin(page, product.orm, 'ops.desk@example.in');
        else await signInIntern(page, 'plain.intern@example.in');
        for (const [path, init] of changes) expect((await call(page, path, init)).status, `${who} ${path}`).toBe(403);
      } finally {
        await context.close();
      }
    }
    const audit = (await call(admin, '/api/admin/audit?action=catalogue.published')).body as {
      entries: { actor: string }[];
    };
    // The course at ₹599, at ₹649, and the post.
    expect(audit.entries.length).toBe(3);
    expect(errors).toEqual([]);
  });
});
