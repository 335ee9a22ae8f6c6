/**
 * Enrolment in real Chromium against the real API and workers: the screenshot uploaded and compressed,
 * the registration, and the first login; a file that only pretends to be an image is refused.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, newContext, viewports, type ViewportName } from './support/browser.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let screenshot: Buffer;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  // A phone-sized screenshot with detail, so the compressor has real work to do.
  const width = 1080;
  const height = 2340;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + (i >> 11)) & 0xff;
  screenshot = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
});

describe.each(Object.keys(viewports) as ViewportName[])('enrolment, %s', (name) => {
  it('enrols with a real screenshot (uploaded, compressed) and its payment reference, lands on /login and logs in', async () => {
    const context = await newContext(browser, name, product.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      const email = `priya-${name}@example.in`;
      const password = 'a long passphrase 42';
      await page.goto('/registration');
      await page.getByRole('button', { name: 'Submit' }).waitFor();
      await page.getByRole('button', { name: 'Got it' }).click();

      // The payment reference: shown beside the QR code and the link, and in the note ('tn') of both.
      const reference = (await page.getByTestId('payment-reference').textContent())!;
      expect(reference).toMatch(/^TN-[23456789A-HJ-NP-Z]{6}$/);
      const tn = `tn=${encodeURIComponent(`${reference} Internship`)}`;
      expect(await page.getByTestId('upi-qr').getAttribute('data-upi')).toContain(tn);
      expect(await page.locator('a[href^="upi://"]').getAttribute('href')).toContain(tn); // the app link (phones only, hidden on a desktop)
      await page.reload();
      expect(await page.getByTestId('payment-reference').textContent()).toBe(reference); // a reload keeps it
      await page.getByRole('button', { name: 'Got it' }).click();

      await page
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'payment.png', mimeType: 'image/png', buffer: screenshot });
      await page.getByRole('progressbar').first().waitFor();
      await page.getByLabel('Full name').fill('Priya R');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('College').fill('NIT Trichy');
      await page.getByLabel('Phone number').fill('9876543210');
      await page.getByLabel('Department').fill('CSE');
      await page.getByLabel('Course').selectOption('Full Stack Development');
      await page.getByLabel('Valid start date').fill('2025-08-01');
      await page.getByLabel('Valid end date').fill('2025-09-30');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByLabel('UPI transaction reference (UTR)').fill('512345678901');
      await page.getByLabel('I have read the privacy notice and agree to this use of my data.').check();

      // Depends on the workers' compress-screenshot processor.
      await expect
        .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 30_000 })
        .toBe('✅ Image compressed successfully.');
      expect(
        await page
          .getByTestId('upload-preview')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth <= 800),
      ).toBe(true);

      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/login');
      await page
        .getByText(/Registration successful!/)
        .first()
        .waitFor();

      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Login successful!').first().waitFor();
      await page.waitForURL('**/dashboard', { timeout: 5000 });
      // Registered with it: the waiting screen shows the reference the intern paid with.
      await page.getByText(`Your payment reference: ${reference}`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the server refuses a file that only pretends to be an image', async () => {
    const context = await newContext(browser, name, product.url);
    const page = await context.newPage();
    try {
      await page.goto('/registration');
      await page.getByRole('button', { name: 'Got it' }).click();
      await page
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a PNG') });
      await expect
        .poll(() => page.getByTestId('upload-status').textContent(), { timeout: 15_000 })
        .toBe('The file given is not an image');
    } finally {
      await context.close();
    }
  });

  it('a wrong password is refused with the specification message', async () => {
    const context = await newContext(browser, name, product.url);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(`nobody-${name}@example.in`);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Login failed: Invalid user or credentials.').waitFor();
    } finally {
      await context.close();
    }
  });
});
