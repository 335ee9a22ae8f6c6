/**
 * What the public pages do beyond showing themselves (each page's load, heading, console, CSP and axe
 * at both widths are the walk's: e2e/screens-phone.e2e.ts, e2e/screens-desktop.e2e.ts): the home
 * page's sections and gallery, the referral modal, the contact form, the registration form, the menus.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, newContext, screenShown, viewports, type ViewportName } from './support/browser.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

async function open(name: ViewportName, path: string) {
  const context = await newContext(browser, name, product.url);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

describe.each(Object.keys(viewports) as ViewportName[])('public site, %s', (name) => {
  it('the home page has its sections in order, and the gallery reveals a category', async () => {
    const { page, errors, close } = await open(name, '/home');
    try {
      await page.locator('main h2', { hasText: 'Images & sample work' }).waitFor();
      const h2 = await page.locator('main h2').allTextContents();
      expect(h2).toEqual([
        'Why Choose Our Software',
        'Courses and internships',
        "Services We're Delivering Right Now",
        'Images & sample work',
      ]);
      expect(await page.locator('.feature-grid').first().locator('li').count()).toBe(9);
      const cards = page.locator('.card-grid > li');
      expect(await cards.count()).toBe(8);
      expect(
        await page
          .getByRole('img', { name: /Rated 5 out of 5/ })
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      ).toEqual([512, 421, 388, 305, 385, 472, 472, 472].map((n) => `Rated 5 out of 5, ${n} ratings`));
      await page.getByRole('button', { name: 'IoT' }).click();
      await expect.poll(() => page.locator('.gallery__grid img').count(), { timeout: 3000 }).toBe(3);
      expect(await page.getByRole('button', { name: 'IoT' }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the referral modal opens, traps focus and closes with Escape and the backdrop', async () => {
    const { page, errors, close } = await open(name, '/home');
    try {
      const opener = page.getByRole('button', { name: 'Refer & Earn' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Refer & Earn' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      await opener.click();
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a contact message', async () => {
    const { page, errors, close } = await open(name, '/contact');
    try {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Please fill in all fields.').waitFor();
      await page.getByLabel('Name', { exact: true }).fill('Meena');
      await page.getByLabel('E-mail').fill(`meena-${name}@example.in`);
      await page.getByLabel('Subject').fill('Batch timings');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('When does the next batch start?');
      await page.getByText('Please tick the box to agree to the privacy notice.').waitFor();
      await page.getByLabel('I have read the privacy notice and agree to this use of my data.').check();
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Message sent successfully!').waitFor();
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
      const rows = await product.orm.em
        .fork()
        .getConnection()
        .execute<{ subject: string }[]>(`select subject from contact_messages where email = ?`, [
          `meena-${name}@example.in`,
        ]);
      expect(rows.map((r) => r.subject)).toEqual(['Batch timings']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('registration: Submit appears after the warm-up, the QR is drawn, and a non-image file is refused', async () => {
    const { page, errors, close } = await open(name, '/registration');
    try {
      await page.getByRole('button', { name: 'Submit' }).waitFor();
      expect(await page.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/login');
      expect(await page.getByTestId('upi-qr').getAttribute('data-upi')).toMatch(
        /^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=499&cu=INR&tn=/,
      );
      await page.getByRole('button', { name: 'Got it' }).click();
      await page
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect.poll(() => page.getByTestId('upload-status').textContent()).toBe('The file given is not an image');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  if (name === 'mobile') {
    it('the mobile menu opens and closes (button, Escape, link)', async () => {
      const { page, errors, close } = await open(name, '/home');
      try {
        await screenShown(page);
        const button = page.getByRole('button', { name: 'Open menu' });
        const list = page.locator('#main-nav-list');
        expect(await list.isVisible()).toBe(false);
        await button.click();
        // The menu's state arrives with the next paint: wait for it, as a person looks for it.
        await list.waitFor({ state: 'visible' });
        expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('main-nav-list');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Courses' }).click();
        await page.waitForURL('**/courses');
        await list.waitFor({ state: 'hidden' });
        expect(await page.locator('#main-nav-list a[href="/courses"]').getAttribute('aria-current')).toBe('page');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  } else {
    it('the desktop navigation shows all seven links without a menu button', async () => {
      const { page, close } = await open(name, '/about');
      try {
        await screenShown(page);
        expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
        expect(await page.locator('#main-nav-list a').allTextContents()).toEqual([
          'Home',
          'Internship',
          'About',
          'Blog',
          'Courses',
          'Contact',
          'Register/Login',
        ]);
        expect(await page.getByRole('link', { name: 'About', exact: true }).first().getAttribute('aria-current')).toBe(
          'page',
        );
      } finally {
        await close();
      }
    });
  }
});
