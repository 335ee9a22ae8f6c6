/**
 * The catalogue's staff screens in real Chromium against the real API, on the narrowest phone (360 px):
 * an editor signs in and lands on the catalogue; opens a seeded course; writes its Tamil summary and
 * saves the draft; previews it (its card in Tamil, from the drafts); publishes it, and the public
 * catalogue says it at once; then publishes version 1 again (the undo), and the public catalogue is
 * back. A card image is uploaded and its sizes made by the workers, then published. A refused address is
 * said under its field. Each screen fits 360 px, axe finds nothing serious.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PublicCatalogue } from 'shared/api/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../backend/test/factories.ts';
import { collectErrors, fits, narrowPhone, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
let errors: string[];
const editorEmail = 'words.desk@example.in';
const tamilSummary = 'தளங்களை உருவாக்கக் கற்றுக்கொள்ளுங்கள்.';
// A 64 x 36 PNG (one colour): small, and a real picture for the workers to make sizes of.
const cardPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDDqqSaTmKkrof7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXQg95G8e8XJ+iBCBU5IAAAAASUVORK5CYII=',
  'base64',
);

useProductInChromium((started) => ({ product, browser } = started));

// The refusal this test provokes on purpose (a taken address) is a 409 in the console.
const allow = (text: string) => /Failed to load resource/.test(text);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email: editorEmail, name: 'Words Desk', role: 'editor' });
  phone = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  page = await phone.newPage();
  errors = collectErrors(page, allow);
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

const publicCourse = async (slug: string) => {
  const catalogue = (await (await page.request.get('/api/catalogue')).json()) as PublicCatalogue;
  return catalogue.courses.find((c) => c.slug === slug)!;
};

describe('an editor runs the catalogue', () => {
  it('lands on the catalogue, which lists the seeded courses and posts', async () => {
    await signInAdmin(page, product.orm, editorEmail, '/admin/catalogue');
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    await page.getByRole('link', { name: 'Web Development', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'New course' }).isVisible()).toBe(true);
    expect(await fits(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('writes a Tamil summary, saves, previews it in Tamil, publishes it, and visitors see it', async () => {
    await page.getByRole('link', { name: 'Web Development', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Course: Web Development' }).waitFor();
    expect(await fits(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Summary (Tamil)').fill(tamilSummary);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    expect((await publicCourse('web-development')).summary.ta).not.toBe(tamilSummary);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview of the saved draft' });
    await preview.waitFor();
    await preview.getByLabel('Tamil').check();
    await preview.getByText(tamilSummary).waitFor();
    expect(await fits(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published.', { exact: true }).waitFor();
    expect((await publicCourse('web-development')).summary.ta).toBe(tamilSummary);
    await page.getByText('Published v2').waitFor();
  });

  it('publishes version 1 again, and visitors see it again', async () => {
    await page.getByRole('button', { name: 'Publish version 1 again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish version 1 again?' });
    await dialog.getByRole('button', { name: 'Publish it again' }).click();
    await page.getByText('Version 1 is on the site again, as version 3.').waitFor();
    expect((await publicCourse('web-development')).summary.ta).not.toBe(tamilSummary);
    expect(await page.getByLabel('Summary (Tamil)').inputValue()).not.toBe(tamilSummary);
  });

  it('uploads a card image, waits for its sizes, and publishes the course with it', async () => {
    await page
      .getByLabel('Upload a new image')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: cardPng });
    await page.getByText('The new image is ready: save the draft to keep it.').waitFor({ timeout: 30_000 });
    const src = await page.getByRole('img', { name: "The card's current image" }).getAttribute('src');
    expect(src).toMatch(/^\/api\/catalogue\/images\/[0-9a-f-]{36}\/card\.jpg$/);
    expect((await page.request.get(src!)).headers()['content-type']).toBe('image/jpeg');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published.', { exact: true }).waitFor();
    const image = (await publicCourse('web-development')).image as { jpeg: string };
    expect(image.jpeg).toBe(src);
  });

  it('is told under the address field that another page has it', async () => {
    await page.getByLabel('Page address').fill('ui-ux-design');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const address = page.getByLabel('Page address');
    await page.getByText('Another page already has this address.').first().waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await address.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('left no unexpected browser errors', () => {
    expect(errors).toEqual([]);
  });
});
