/**
 * The Content-Security-Policy in a real browser: every screen of the route table (frontend/src/routes.tsx),
 * opened by whoever may open it, renders with no CSP violation, no console error about one, and no
 * uncaught exception. The policy has no 'unsafe-inline' for scripts or styles, so an inline script or
 * style attribute added later fails here.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedDocument } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { sessionCookieFor } from '../backend/test/support.ts';
import { collectErrors, launchChromium, newContext, screenLoaded } from './support/browser.ts';
import { startProduct } from './support/app.ts';

let product: Awaited<ReturnType<typeof startProduct>>;
let browser: Browser;
const cookies: Record<'intern' | 'admin', string> = { intern: '', admin: '' };
let verifyToken = '';

// Every path of the route table, read from its source so a new screen cannot be left out.
const routeSource = readFileSync(new URL('../frontend/src/routes.tsx', import.meta.url), 'utf8');
const declared = [...routeSource.matchAll(/path: '([^'*]+)'/g)].map((m) => m[1]!);
const internPaths = ['dashboard', 'test1', 'test2', 'test3', 'letter', 'certificate', 'certificatetest', 'extracourse', 'extranotify', 'extraalert'];
const adminPaths = ['ab', 'ev', 'admin/payouts', 'admin/operations', 'admin/audit'];

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  const em = product.orm.em.fork();
  const intern = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 21, startDate: '2025-01-01', endDate: '2025-02-01' });
  const admin = await buildAdmin(em);
  cookies.intern = await sessionCookieFor(product.orm, { kind: 'student', id: intern.id });
  cookies.admin = await sessionCookieFor(product.orm, { kind: 'admin', id: admin.id });
  // The validation makes the offer letter for real, so /letter and /verify/:token show a document.
  await fetch(`${product.url}/api/admin/students/${intern.id}/validate`, { method: 'POST', headers: { cookie: cookies.admin } });
  for (let i = 0; i < 100 && !verifyToken; i++) {
    const doc = await product.orm.em.fork().findOne(IssuedDocument, { student: intern.id, kind: 'offer-letter', file: { $ne: null } });
    if (doc) verifyToken = doc.verificationToken;
    else await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function open(who: 'anonymous' | 'intern' | 'admin', path: string): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext(browser, 'mobile', product.url);
  if (who !== 'anonymous') {
    const [name, value] = cookies[who].split('=') as [string, string];
    await context.addCookies([{ name, value, url: product.url }]);
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // Allowed: a 401/403/404 a page handles, and Bull Board's Google font, which this closed network cannot reach.
  const problems = collectErrors(
    page,
    (text, url) => (!/Content.Security.Policy/i.test(text) && /status of 40[134]/.test(text)) || (/ERR_NAME_NOT_RESOLVED/.test(text) && url.startsWith('https://fonts.googleapis.com/')),
  );
  await page.goto(path);
  await screenLoaded(page);
  await page.waitForTimeout(300);
  problems.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map((v) => `csp: ${v}`));
  return { page, problems };
}

describe('no CSP violation on any screen', () => {
  it('knows every path of the route table', () => {
    const publicPaths = declared.filter((p) => !internPaths.includes(p) && !adminPaths.includes(p));
    expect(publicPaths).toEqual(expect.arrayContaining(['home', 'registration', 'login', 'verify/:token']));
    expect(declared).toEqual(expect.arrayContaining([...internPaths, ...adminPaths]));
  });

  it('on the public pages, anonymously', async () => {
    const paths = ['/', ...declared.filter((p) => !internPaths.includes(p) && !adminPaths.includes(p)).map((p) => `/${p.replace(':token', verifyToken)}`), '/no-such-page'];
    for (const path of paths) {
      const { page, problems } = await open('anonymous', path);
      expect(await page.locator('main').first().isVisible(), path).toBe(true);
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('on the intern screens, as an intern', async () => {
    for (const path of internPaths.map((p) => `/${p}`)) {
      const { page, problems } = await open('intern', path);
      expect((await page.locator('body').innerText()).trim(), path).not.toBe('');
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });

  it('on the admin panels and Bull Board, as an admin', async () => {
    for (const path of [...adminPaths.map((p) => `/${p}`), '/admin/queues']) {
      const { page, problems } = await open('admin', path);
      expect((await page.locator('body').innerText()).trim(), path).not.toBe('');
      expect(problems, path).toEqual([]);
      await page.context().close();
    }
  });
});
