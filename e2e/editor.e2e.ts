/**
 * The editor role in real Chromium against the real API: an admin invites an editor on the Accounts
 * screen; the editor opens the mailed link, sets a password, signs in, sets up the authenticator and
 * lands on the catalogue; the admin bar shows them their Security screen and the catalogue, nothing else; an admin's or an
 * operator's screen says it is not theirs; and every admin and operator route of the route table,
 * called from the editor's own page with their cookie, is refused by the server (403). Phone width
 * (375 px), axe on every screen.
 */
import type { ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../backend/src/lib/totp.ts';
import { buildAdmin } from '../backend/test/factories.ts';
import { routeTable } from '../backend/test/security/route-table.ts';
import { waitFor } from '../backend/test/support.ts';
import { startSmtpServer } from '../workers/test/smtp.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let phone: BrowserContext;
let page: Page;
let errors: string[];
const adminEmail = 'catalogue.owner@example.in';
const editorEmail = 'kavitha.words@example.in';
const editorPassword = 'Palm leaf manuscript 42';

useProductInChromium((started) => ({ product, browser, smtp } = started), { smtp: true });

// The server's refusals this test provokes on purpose (the admin and operator calls), and the guard's GET /api/me.
const allow = (text: string) => /Failed to load resource/.test(text);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email: adminEmail, name: 'Catalogue Owner' });
  phone = await newContext(browser, 'mobile', product.url);
  page = await phone.newPage();
  errors = collectErrors(page, allow);
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

const navLinks = async (p: Page) =>
  (await p.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents()).map((t) => t.trim());

/** The path and fragment of the invitation link mailed to `to`: what the person clicks. */
async function invitationLink(to: string): Promise<string> {
  const mails = () =>
    smtp.received.filter(
      (m: ParsedMail) =>
        JSON.stringify(m.to ?? '').includes(to) && /invitation to the .* admin panel/.test(m.subject ?? ''),
    );
  await waitFor(() => mails().length >= 1, 20_000);
  const text = mails()[0]!.text ?? '';
  expect(text).toContain('as an editor');
  const link = /https?:\/\/[^/\s]+(\/invite#token=[A-Za-z0-9_-]{43})/.exec(text);
  if (!link) throw new Error(`no /invite link in the invitation to ${to}`);
  return link[1]!;
}

describe('an editor', () => {
  it('is invited by an admin on the Accounts screen', async () => {
    const desk = await newContext(browser, 'mobile', product.url);
    try {
      const adminPage = await desk.newPage();
      const adminErrors = collectErrors(adminPage, allow);
      await signInAdmin(adminPage, product.orm, adminEmail, '/admin/accounts');
      await adminPage.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
      await adminPage.getByLabel('E-mail').fill(editorEmail);
      await adminPage.getByLabel('Name').fill('Kavitha Words');
      await adminPage.getByLabel('Role').selectOption({ label: 'Editor' });
      await adminPage.getByRole('button', { name: 'Send invitation' }).click();
      await adminPage.getByText(`${editorEmail}: The invitation is on its way.`).waitFor();
      const row = adminPage.getByTestId('account-row').filter({ hasText: editorEmail });
      await row.getByText('Invited').waitFor();
      expect(await row.getByText('Editor').isVisible()).toBe(true);
      expect(await seriousViolations(adminPage)).toEqual([]);
      expect(adminErrors).toEqual([]);
    } finally {
      await desk.close();
    }
  });

  it('sets the password from the mailed link, sets up the authenticator and lands on the catalogue', async () => {
    await page.goto(await invitationLink(editorEmail));
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(editorPassword);
    await page.getByLabel('Confirm the new password').fill(editorPassword);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByRole('link', { name: 'Go to the login page' }).click();

    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill(editorEmail);
    await page.getByLabel('Password').fill(editorPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/login/authenticator');
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Authentication code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByLabel('I have saved my recovery codes somewhere safe.').check();
    await page.getByRole('button', { name: 'Continue to the admin panel' }).click();

    await page.waitForURL('**/admin/catalogue', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
    expect(await navLinks(page)).toEqual(['Security', 'Catalogue', 'Question statistics']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("is told an admin's or an operator's screen is not theirs, with the way back to their own", async () => {
    for (const path of ['/ab', '/admin/accounts', '/admin/overview', '/admin/operations']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'This page is not part of your role.' }).waitFor();
      expect(await navLinks(page)).toEqual(['Security', 'Catalogue', 'Question statistics']);
      expect(await page.getByRole('link', { name: 'Go to the catalogue' }).isVisible()).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the catalogue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
  });

  it('is refused by the server every admin and operator action, from their own signed-in page (403)', async () => {
    const notTheirs = routeTable.filter((r) => r.access === 'admin' || r.access === 'operators');
    expect(notTheirs.length).toBeGreaterThan(25);
    const answers = await page.evaluate(
      async (routes) =>
        Promise.all(
          routes.map(async (r) => {
            const res = await fetch(r.sample, {
              method: r.method,
              headers: r.method === 'POST' ? { 'content-type': 'application/json' } : {},
              body: r.method === 'POST' ? JSON.stringify(r.json ?? {}) : undefined,
            });
            const body = (await res.json().catch(() => ({}))) as { message?: string };
            return { route: `${r.method} ${r.sample}`, status: res.status, message: body.message };
          }),
        ),
      notTheirs.map((r) => ({ method: r.method, sample: r.sample, json: r.json })),
    );
    for (const a of answers)
      expect(a, a.route).toMatchObject({ status: 403, message: 'This page is for admins only.' });
    // Their own security answers.
    expect(await page.evaluate(async () => (await fetch('/api/admin/security')).status)).toBe(200);
  });

  it('left no unexpected browser errors', () => {
    expect(errors).toEqual([]);
  });
});
