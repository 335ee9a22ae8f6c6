import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../workers/test/smtp.ts';
import { collectErrors, fits, newContext, seriousViolations, viewports, type ViewportName } from './support/browser.ts';
import { mailedLink } from './support/mail.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

useProductInChromium((started) => ({ product, browser, smtp } = started), { smtp: true });

const confirmationLink = (to: string) =>
  mailedLink(smtp, { to, subject: 'Confirm your e-mail to join Refer & Earn', path: '/referal/confirm' });

async function joinFromHome(page: Page, details: { name: string; phone: string; upiId: string; email: string }) {
  const dialog = page.getByRole('dialog', { name: 'Refer & Earn' });
  await dialog.getByLabel('Name').fill(details.name);
  await dialog.getByLabel('Phone number').fill(details.phone);
  await dialog.getByLabel(/^UPI id/).fill(details.upiId);
  await dialog.getByLabel('E-mail').fill(details.email);
  await dialog.getByLabel('I have read the privacy notice and agree to this use of my data.').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  return dialog;
}

describe.each(Object.keys(viewports) as ViewportName[])('refer and earn, %s', (name) => {
  it('joins from the home page, is told to confirm, confirms from the mailed link with the keyboard, sees the code, then verifies on /referal', async () => {
    const context = await newContext(browser, name, product.url);
    const page = await context.newPage();
    // Refused answers (404 verify before confirmation, 409 replays) are handled; Chromium still logs them.
    const errors = collectErrors(page, (text) => /Failed to load resource/.test(text));
    try {
      const email = `kavya-${name}@example.in`;
      const phone = name === 'mobile' ? '9876500001' : '9876500002';
      const details = { name: 'Kavya', phone, upiId: `kavya.${name}@okicici`, email };
      await page.goto('/home');
      await page.getByRole('button', { name: 'Refer & Earn' }).click();
      const dialog = await joinFromHome(page, details);
      await dialog.getByText('Registered successfully!').waitFor();
      await dialog.getByText(`Now check your inbox at ${email}`, { exact: false }).waitFor();
      expect(await dialog.getByTestId('referral-code').textContent()).toBe('REF••••••');

      // Until the link is opened, the dashboard does not know this referrer.
      await dialog.getByRole('link', { name: 'Referal Dashboard' }).click();
      await page.waitForURL('**/referal');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Invalid email or phone number.').waitFor();

      // The mailed link: opening it changes nothing until Confirm is pressed (here with the keyboard).
      const link = await confirmationLink(email);
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const confirm = page.getByRole('button', { name: 'Confirm my e-mail' });
      for (let i = 0; i < 40 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /Your e-mail is confirmed/ }).waitFor();
      const code = (await page.getByTestId('referral-code').textContent())!;
      expect(code).toMatch(/^REF[A-Z0-9]{6}$/);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('confirm-done');
      expect(page.url()).not.toContain('token');
      expect(await seriousViolations(page)).toEqual([]);

      // The same link again (from the mail, in a new tab): a clear refusal, nothing shown.
      const again = await context.newPage();
      const againErrors = collectErrors(again, (text) => /Failed to load resource/.test(text));
      await again.goto(link);
      await again.getByRole('button', { name: 'Confirm my e-mail' }).click();
      await again.getByText('This link has already been used', { exact: false }).waitFor();
      expect(await again.getByTestId('referral-code').count()).toBe(0);
      expect(againErrors).toEqual([]);
      await again.close();

      // Confirmed, the e-mail is taken.
      await page.goto('/home');
      await page.getByRole('button', { name: 'Refer & Earn' }).click();
      await (await joinFromHome(page, details)).getByText('Mail already exists').waitFor();

      await page.goto('/referal');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Verify' }).click();
      expect(await page.getByTestId('referral-code').textContent()).toBe(code);
      expect(await page.getByTestId('referral-total').textContent()).toBe('0 x 70 = ₹0');
      await page.getByText(details.upiId).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('the confirmation page fits a 360 px phone in each of its states', async () => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    baseURL: product.url,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const check = async (state: string) => {
    for (const p of [...(await fits(page)), ...(await seriousViolations(page))]) problems.push(`${state}: ${p}`);
  };
  try {
    await page.goto('/referal/confirm');
    await page.getByRole('heading', { name: 'This page needs the link from your e-mail' }).waitFor();
    await check('without a link');

    await page.goto('/home');
    await page.getByRole('button', { name: 'Refer & Earn' }).click();
    await (
      await joinFromHome(page, {
        name: 'Nila',
        phone: '9876500360',
        upiId: 'nila.narrow@okaxis',
        email: 'nila.narrow@example.in',
      })
    )
      .getByText('Registered successfully!')
      .waitFor();
    await check('joined, in the modal');
    const link = await confirmationLink('nila.narrow@example.in');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail' }).waitFor();
    await check('before confirming');
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page.getByTestId('referral-code').waitFor();
    await check('confirmed');
    await page.goto('/home');
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await page.getByText('This link has already been used', { exact: false }).waitFor();
    await check('link used');
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
});
