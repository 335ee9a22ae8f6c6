/**
 * An admin's two-step sign-in in real Chromium against the real API: the first sign-in sets up the
 * authenticator (QR code, key, first code computed from the key the page shows, recovery codes shown
 * once), the next sign-in asks for the app's code, a recovery code works on another device, the
 * Security screen lists both sessions and ends the other one (that device is signed out), and the
 * password changes from the admin area. Phone width (375 px), axe on every screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../backend/src/lib/totp.ts';
import { freshTotpCode } from '../backend/test/accounts.ts';
import { buildAdmin, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
let errors: string[];
const email = 'first.admin@example.in';
let secret = '';
let recoveryCodes: string[] = [];

useProductInChromium((started) => ({ product, browser } = started));

// Refusals the pages handle and show: the guard's GET /api/me before signing in, the wrong code, the common password.
const allow = (text: string, url: string) =>
  /Failed to load resource/.test(text) && /\/api\/(me|login\/code|account\/password)$/.test(url);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email, name: 'First Admin', totp: false });
  phone = await newContext(browser, 'mobile', product.url);
  page = await phone.newPage();
  errors = collectErrors(page, allow);
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

async function passwordStep(p: Page, password = FACTORY_PASSWORD) {
  await p.goto('/login');
  await p.getByLabel('E-mail').fill(email);
  await p.getByLabel('Password').fill(password);
  await p.getByRole('button', { name: 'Login' }).click();
}

describe("an admin's two-step sign-in", () => {
  it('the first sign-in sets up the authenticator: QR code, key, first code, recovery codes shown once', async () => {
    await passwordStep(page);
    await page.waitForURL('**/login/authenticator');
    const qr = page.getByTestId('totp-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      await page.getByRole('link', { name: 'Open in an authenticator app on this phone' }).getAttribute('href'),
    ).toContain(`secret=${secret}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Before the set-up is done, the admin area is out of reach.
    const blocked = await page.request.get('/api/admin/students');
    expect(blocked.status()).toBe(401);

    await page.getByLabel('Authentication code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.locator('li').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    const go = page.getByRole('button', { name: 'Continue to the admin panel' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel('I have saved my recovery codes somewhere safe.').check();
    await go.click();
    // Staff land on the overview (docs/ADMIN-OVERVIEW.md).
    await page.waitForURL('**/admin/overview');
    await page.getByRole('heading', { level: 1, name: /^Overview/ }).waitFor();
  });

  it('the next sign-in asks for the code from the app; a wrong one is refused with a message', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await passwordStep(page);
    const field = page.getByLabel('Authentication code');
    await field.waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await field.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/^That code is not right/).waitFor();
    await field.fill(await freshTotpCode(product.orm, email, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/overview', { timeout: 10_000 });
  });

  it('a recovery code signs in on another device; Security lists both and ends that one', async () => {
    const laptop = await newContext(browser, 'desktop', product.url);
    try {
      const other = await laptop.newPage();
      await passwordStep(other);
      await other.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await other.getByLabel('Recovery code').fill(recoveryCodes[0]!.toUpperCase());
      await other.getByRole('button', { name: 'Verify' }).click();
      await other.getByText('Login successful! You have 9 recovery codes left.').waitFor();
      await other.waitForURL('**/admin/overview', { timeout: 10_000 });

      await page.goto('/admin/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
      const rows = page.getByTestId('session-row');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.filter({ hasText: 'This device' }).count()).toBe(1);
      await page.getByText('Recovery codes left:').waitFor();
      expect(await page.getByText('Recovery codes left:').textContent()).toContain('9');
      expect(await seriousViolations(page)).toEqual([]);

      const otherRow = rows.filter({ hasNotText: 'This device' });
      await otherRow.getByRole('button', { name: /^End the session on/ }).click();
      const dialog = page.getByRole('dialog', { name: 'End this session?' });
      await dialog.getByRole('button', { name: 'End session' }).click();
      await page.getByText('The session was ended.').first().waitFor();
      await expect.poll(() => rows.count()).toBe(1);

      // The laptop is signed out: its next screen sends it to the login.
      await other.goto('/admin/payouts');
      await other.waitForURL('**/login');
    } finally {
      await laptop.close();
    }
  });

  it('changes the password from the admin area; the new one signs in', async () => {
    await page.goto('/admin/security');
    await page.getByRole('link', { name: 'Change your password' }).click();
    await page.waitForURL('**/admin/password');
    await page.getByLabel('Current password').fill(FACTORY_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Password@123');
    await page.getByLabel('Confirm the new password').fill('Password@123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText('This password is one of the most common passwords. Please choose another one.')
      .first()
      .waitFor();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    const fresh = 'Srirangam ferry at dawn 1994';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm the new password').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. You have been signed out everywhere else.').waitFor();
    // Still signed in here.
    await page.goto('/ab');
    await page.getByRole('heading', { name: 'Student List' }).waitFor();
    const res = await page.request.post('/api/login', { data: { email, password: fresh } });
    expect((await res.json()).next).toBe('totp');
    expect(errors).toEqual([]);
  });
});
