import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../shared/src/messages.ts';
import { sql } from '../backend/src/db/sql.ts';
import { cookieFrom } from '../backend/test/accounts.ts';
import { buildStudent, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { api } from '../backend/test/support.ts';
import { startSmtpServer } from '../workers/test/smtp.ts';
import { collectErrors, fits, newContext, seriousViolations } from './support/browser.ts';
import { mailedLink } from './support/mail.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

useProductInChromium((started) => ({ product, browser, smtp } = started), { smtp: true });

const PROOF_SUBJECT = 'Confirm your e-mail address';

/** An intern whose e-mail is unproven, and the mail 'Send the link again' sends them (both links in it). */
async function internWithMail(name: string, email: string) {
  const intern = await buildStudent(product.orm.em.fork(), { name, email });
  const login = await api(product.url, '/api/login', { method: 'POST', json: { email, password: FACTORY_PASSWORD } });
  expect(login.status).toBe(200);
  const asked = await api(product.url, '/api/me/email-confirmation/resend', {
    method: 'POST',
    cookie: cookieFrom(login.headers)!,
  });
  expect(asked.status, asked.text).toBe(200);
  return intern;
}

/** Every request the page makes, with its Referer: a link's token must be in none (the fragment never leaves the browser). */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => seen.push(`${req.url()} referer=${req.headers()['referer'] ?? ''}`));
  return seen;
}

const stateOf = async (id: number) =>
  (
    await sql<{ verified: boolean; disowned: boolean }>(
      product.orm.em.fork(),
      'select email_verified_at is not null as verified, email_disowned_at is not null as disowned from students where id = $1',
      [id],
    )
  )[0]!;

describe("the intern's e-mail proof in Chromium", () => {
  it('opens the mailed link signed out, logs in, comes back to the link and confirms with one press', async () => {
    const email = 'meena.kumar@example.in';
    const intern = await internWithMail('Meena Kumar', email);
    const link = await mailedLink(smtp, { to: email, subject: PROOF_SUBJECT, path: '/confirm-email' });
    const token = link.split('#token=')[1]!;
    const context = await newContext(browser, 'mobile', product.url);
    const page = await context.newPage();
    // Signed out, the page asks who is signed in: /api/me answers 401, which Chromium logs.
    const errors = collectErrors(page, (text, url) => /status of 401/.test(text) && url.endsWith('/api/me'));
    const requests = watchRequests(page);
    try {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Log in to confirm your e-mail' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fits(page)).toEqual([]);
      await page.getByRole('link', { name: 'Log in to confirm' }).click();
      await page.waitForURL('**/login');
      expect(page.url()).not.toContain(token);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(FACTORY_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      // Back on the link's page, the account named.
      await page.waitForURL('**/confirm-email#token=*', { timeout: 10_000 });
      await page
        .getByText(
          `Press the button to confirm ${email} as the e-mail address of your intern account, in the name of Meena Kumar.`,
        )
        .waitFor();
      expect(await stateOf(intern.id)).toEqual({ verified: false, disowned: false });
      await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
      await page.getByRole('heading', { name: `✅ ${messages.emailConfirmed}` }).waitFor();
      expect(page.url()).not.toContain('token');
      expect(await stateOf(intern.id)).toEqual({ verified: true, disowned: false });
      expect(requests.filter((r) => r.includes(token))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"This wasn\'t me": the address owner, signed out, blocks the registration; the intern is told on their dashboard', async () => {
    const email = 'not.my.account@example.in';
    const intern = await internWithMail('Someone Else', email);
    const link = await mailedLink(smtp, { to: email, subject: PROOF_SUBJECT, path: '/not-me' });
    const token = link.split('#token=')[1]!;
    const context = await newContext(browser, 'desktop', product.url);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requests = watchRequests(page);
    try {
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: "This wasn't me" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await stateOf(intern.id)).toEqual({ verified: false, disowned: false });
      await page.getByRole('button', { name: "This wasn't me" }).click();
      await page.getByRole('heading', { name: `✅ ${messages.emailDisownDone}` }).waitFor();
      expect(page.url()).not.toContain('token');
      expect(await stateOf(intern.id)).toEqual({ verified: false, disowned: true });
      expect(requests.filter((r) => r.includes(token))).toEqual([]);

      // The registrant signs in: the dashboard says what happened and offers no new link.
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(FACTORY_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      await page.getByTestId('email-disowned-notice').getByText(messages.emailDisowned).waitFor();
      expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
