import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../shared/src/messages.ts';
import { buildStudent, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { startSmtpServer } from '../workers/test/smtp.ts';
import { collectErrors, fits, newContext, seriousViolations, viewports, type ViewportName } from './support/browser.ts';
import { mailedLink } from './support/mail.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

useProductInChromium((started) => ({ product, browser, smtp } = started), { smtp: true });

const NEW_PASSWORD = 'Cauvery delta monsoon 8';

describe.each(Object.keys(viewports) as ViewportName[])('forgot password, %s', (name) => {
  it('asks for a link from /login, opens the mailed link, sets a new password, and logs in with it (the old one refused)', async () => {
    const email = `priya-${name}@example.in`;
    await buildStudent(product.orm.em.fork(), { name: 'Priya Raman', email, validated: true });
    const context = await newContext(browser, name, product.url);
    const page = await context.newPage();
    // Refused answers (the wrong password, the spent link) are handled; Chromium still logs them.
    const errors = collectErrors(page, (text) => /Failed to load resource/.test(text));
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { level: 1, name: 'Forgot password?' }).waitFor();
      await page.getByLabel('E-mail').fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await page.getByText(messages.passwordResetRequested).waitFor();
      await page.getByText('E-mail HR', { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fits(page)).toEqual([]);

      const link = await mailedLink(smtp, {
        to: email,
        subject: 'Set a new password for your account',
        path: '/reset-password',
      });
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fits(page)).toEqual([]);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { name: 'Password changed' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('reset-done');
      expect(page.url()).not.toContain('token');

      // The same link again: spent.
      const again = await context.newPage();
      collectErrors(again, (text) => /Failed to load resource/.test(text));
      await again.goto(link);
      await again.getByLabel('New password', { exact: true }).fill('Another river 2026 x');
      await again.getByLabel('Confirm the new password').fill('Another river 2026 x');
      await again.getByRole('button', { name: 'Set new password' }).click();
      await again.getByText(messages.linkExpired).waitFor();
      await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await again.close();

      await page.locator('section[aria-labelledby="reset-done"]').getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(FACTORY_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText(messages.loginFailed).waitFor();
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
