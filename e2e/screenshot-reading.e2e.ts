import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShots } from '../workers/test/screenshots/render.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, newContext } from './support/browser.ts';

let product: Product;
let browser: Browser;
let screenshot: Buffer;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  [screenshot] = (await renderShots(browser, [
    {
      layout: 'phonepe',
      theme: 'light',
      payer: 'Priya Raman',
      payee: 'Tamil Nadu Edu Tech',
      payeeUpiId: 'tnedutech@okaxis',
      amount: 499,
      utr: '412345678901',
      paidAt: new Date('2026-11-23T05:12:00Z'),
      status: 'success',
      note: 'TN-7K3Q9P Internship',
    },
  ])) as [Buffer];
});

describe('the registration form reads the payment screenshot (phone)', () => {
  it('fills an empty UTR field with the UTR on the screenshot and asks the user to check it; a typed UTR is never replaced', async () => {
    const context = await newContext(browser, 'mobile', product.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    try {
      await page.goto('/registration');
      await page.getByRole('button', { name: 'Got it' }).click();
      const utr = page.getByLabel('UPI transaction reference (UTR)');
      await page
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'phonepe.png', mimeType: 'image/png', buffer: screenshot });
      await expect.poll(() => utr.inputValue(), { timeout: 30_000 }).toBe('412345678901');
      await page.getByText('Read from your screenshot. Please check it').waitFor();

      // The user corrects it, then picks the file again: their UTR stays.
      await utr.fill('412345678909');
      const read = page.waitForResponse(
        async (r) =>
          /\/api\/uploads\/[0-9a-f-]+$/.test(r.url()) &&
          ((await r.json().catch(() => null)) as { reading?: unknown } | null)?.reading != null,
        { timeout: 30_000 },
      );
      await page
        .getByLabel('Payment screenshot')
        .setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: screenshot });
      await read;
      expect(await utr.inputValue()).toBe('412345678909');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
