/**
 * The operator role in real Chromium against the real API: an operator signs in (password and
 * authenticator code) and lands on Operations; the admin bar shows only the operator's screens;
 * admins-only screens say so; the payouts are read-only; and every admin-only route of the route
 * table, called from the operator's own page with their cookie, is refused by the server (403).
 * Then an admin invites someone and disables the operator on the Accounts screen, which signs the
 * operator out. Phone width (375 px), axe on every screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payout } from '../backend/src/entities/index.ts';
import { buildAdmin, buildReferrer } from '../backend/test/factories.ts';
import { routeTable } from '../backend/test/security/route-table.ts';
import { collectErrors, newContext, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
let errors: string[];
const operatorEmail = 'ops.desk@example.in';
const adminEmail = 'owner.admin@example.in';

useProductInChromium((started) => ({ product, browser } = started));

// The server's refusals this test provokes on purpose (the admin-only calls), and the guard's GET /api/me.
const allow = (text: string) => /Failed to load resource/.test(text);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email: adminEmail, name: 'Owner Admin' });
  await buildAdmin(product.orm.em.fork(), { email: operatorEmail, name: 'Desk Operator', role: 'operator' });
  phone = await newContext(browser, 'mobile', product.url);
  page = await phone.newPage();
  errors = collectErrors(page, allow);
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

const navLinks = async (p: Page) =>
  (await p.getByRole('navigation', { name: 'Admin' }).getByRole('link').allTextContents()).map((t) => t.trim());

describe('an operator', () => {
  it('signs in to Operations and sees only the operator screens', async () => {
    await signInAdmin(page, product.orm, operatorEmail, '/admin/operations');
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    expect(await navLinks(page)).toEqual(['Overview', 'Payouts', 'Operations', 'Security', 'Queues']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is told the admins-only screens are not theirs', async () => {
    for (const path of ['/ab', '/ev', '/admin/accounts']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'This page is not part of your role.' }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to the overview' }).isVisible()).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("sees the payouts without the controls to run or pay them, and the referrer's id, not their name or UPI id", async () => {
    const em = product.orm.em.fork();
    const referrer = await buildReferrer(em, { name: 'Selvi Payee', upiId: 'selvi.payee@okaxis' });
    em.create(Payout, { referrer: referrer.id, period: '2026-05', referralCount: 1, amount: 70, status: 'pending' });
    await em.flush();
    await page.goto('/admin/payouts');
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    const row = page.getByTestId('payout-row');
    await row.getByText(`Referrer #${referrer.id}`).waitFor();
    expect(await row.textContent()).not.toMatch(/Selvi Payee|selvi\.payee@okaxis/);
    expect(await page.getByRole('button', { name: /Run the payout/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is refused by the server every admin-only action, from their own signed-in page (403)', async () => {
    const adminOnly = routeTable.filter((r) => r.access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(15);
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
      adminOnly.map((r) => ({ method: r.method, sample: r.sample, json: r.json })),
    );
    for (const a of answers)
      expect(a, a.route).toMatchObject({ status: 403, message: 'This page is for admins only.' });
    // The operator's own routes answer.
    const own = await page.evaluate(async () => (await fetch('/api/admin/jobs?state=failed')).status);
    expect(own).toBe(200);
  });
});

describe('an admin on the Accounts screen', () => {
  it('invites an operator and disables the one signed in, who is signed out', async () => {
    const desk = await newContext(browser, 'mobile', product.url);
    const adminPage = await desk.newPage();
    const adminErrors = collectErrors(adminPage, allow);
    await signInAdmin(adminPage, product.orm, adminEmail, '/ab');
    await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();

    await adminPage.getByLabel('E-mail').fill('new.ops@example.in');
    await adminPage.getByLabel('Name').fill('New Operator');
    await adminPage.getByRole('button', { name: 'Send invitation' }).click();
    await adminPage.getByText('new.ops@example.in: The invitation is on its way.').waitFor();
    const invitedRow = adminPage.getByTestId('account-row').filter({ hasText: 'new.ops@example.in' });
    await invitedRow.getByText('Invited').waitFor();
    expect(await seriousViolations(adminPage)).toEqual([]);

    // Their own row has no Disable button.
    const own = adminPage.getByTestId('account-row').filter({ hasText: adminEmail });
    expect(await own.getByRole('button').count()).toBe(0);

    await adminPage.getByRole('button', { name: `Disable ${operatorEmail}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Disable this account?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await adminPage.getByTestId('account-row').filter({ hasText: operatorEmail }).getByText('Disabled').waitFor();

    // The operator's next request finds no session.
    const status = await page.evaluate(async () => (await fetch('/api/admin/jobs')).status);
    expect(status).toBe(401);
    expect(adminErrors).toEqual([]);
    await desk.close();
  });

  it('left no unexpected browser errors on the operator page', () => {
    expect(errors).toEqual([]);
  });
});
