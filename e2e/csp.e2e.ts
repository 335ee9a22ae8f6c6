/**
 * The Content-Security-Policy in a real browser: every screen of the route table, opened by whoever
 * may open it (frontend/src/screen-roles.ts, the table routes.tsx is built from), renders as that
 * user sees it, with no CSP violation, no console error about one, and no uncaught exception. The
 * policy has no 'unsafe-inline' for scripts or styles, so an inline script or style attribute added
 * later fails here. One Chromium, one signed-in context per role.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROLES, screensFor, type ScreenPath, type ScreenRole } from '../frontend/src/screen-roles.ts';
import { messages } from '../shared/src/messages.ts';
import { IssuedDocument } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, newContext, screenLoaded, screenShown } from './support/browser.ts';

type Who = 'anonymous' | Exclude<ScreenRole, 'public'>;
/** Who opens a screen of each role: the narrowest user who may (an operator's screens as an operator). */
const opener: Record<ScreenRole, Who> = { public: 'anonymous', intern: 'intern', admin: 'admin', operator: 'operator' };

/** Screens that hand over to another path on purpose, and where they land. */
const redirects: Partial<Record<ScreenPath, string>> = { referral: '/referal' };

let product: Product;
let browser: Browser;
/** One tab per user, signed in once; each screen is a fresh load in it. */
const tabs = {} as Record<Who, { page: Page; problems: string[] }>;
const params: Record<string, string> = {};

useProductInChromium((started) => {
  ({ product, browser } = started);
});
beforeAll(async () => {
  const em = product.orm.em.fork();
  // Not yet validated: the admin validates them below, through the API, as the office does.
  const intern = await buildStudent(em, { testMark: 21, startDate: '2025-01-01', endDate: '2025-02-01' });
  const admin = await buildAdmin(em);
  const operator = await buildAdmin(em, { role: 'operator' });
  const signedIn = async (who: Who, signIn: (page: Page) => Promise<void> = async () => undefined) => {
    const context = await newContext(browser, 'mobile', product.url);
    // A violation is an event, not a console line in every case: each document keeps its own list.
    await context.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    await signIn(page);
    tabs[who] = { page, problems: collectErrors(page, allowed(who)) };
  };
  await Promise.all([
    signedIn('anonymous'),
    signedIn('intern', async (page) => {
      await signInIntern(page, intern.email);
    }),
    signedIn('admin', (page) => signInAdmin(page, product.orm, admin.email, '/ab')),
    signedIn('operator', (page) => signInAdmin(page, product.orm, operator.email, '/admin/operations')),
  ]);
  // The admin validates the intern for real: the offer letter is made, so /letter and /verify/:token show a document.
  const validated = await tabs.admin.page.request.post(`/api/admin/students/${intern.id}/validate`);
  expect(validated.status(), await validated.text()).toBe(200);
  params.id = String(intern.id);
  for (let i = 0; i < 100 && !params.token; i++) {
    const doc = await product.orm.em.fork().findOne(IssuedDocument, { student: intern.id, kind: 'offer-letter', file: { $ne: null } });
    if (doc) params.token = doc.verificationToken;
    else await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);

/** The address of a screen: its path with each :param filled in (a param with no value fails). */
function address(path: string): string {
  return `/${path}`.replace(/:(\w+)/g, (_, name: string) => {
    expect(params[name], `a value for :${name} of /${path}`).toBeTruthy();
    return params[name]!;
  });
}

// Allowed: Bull Board's Google font, which this closed network cannot reach; for a visitor, the
// 401 of "who is signed in?" and the 404 of a link's unknown token, which the pages handle.
const allowed = (who: Who) => (text: string, url: string) =>
  (/ERR_NAME_NOT_RESOLVED/.test(text) && url.startsWith('https://fonts.googleapis.com/')) ||
  (who === 'anonymous' && !/Content.Security.Policy/i.test(text) && /status of 40[14]/.test(text));

/**
 * Opens `path` as `who` and waits for what the user sees (`shown`), then returns the page and what
 * went wrong: console errors, uncaught exceptions and CSP violations.
 */
async function open(who: Who, path: string, shown: (page: Page) => Promise<void> = screenShown): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = tabs[who];
  problems.length = 0;
  await page.goto(path);
  await shown(page);
  // Violations are reported as events after the work that caused them: let two frames pass.
  const violations = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { cspViolations: string[] }).cspViolations))),
      ),
  );
  return { page, problems: [...problems, ...violations.map((v) => `csp: ${v}`)] };
}

describe('the route table', () => {
  it('gives every route of routes.tsx a role that says who opens it', () => {
    // Routes are made from the table; a path written into routes.tsx by hand would have no role.
    const source = readFileSync(new URL('../frontend/src/routes.tsx', import.meta.url), 'utf8');
    const handWritten = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*' && !(p in SCREEN_ROLES));
    expect(handWritten).toEqual([]);
    for (const [path, role] of Object.entries(SCREEN_ROLES)) expect(opener[role], `/${path}`).toBeDefined();
    expect(screensFor('public')).toEqual(expect.arrayContaining(['home', 'registration', 'login', 'verify/:token']));
    expect(screensFor('intern')).toContain('dashboard');
    expect(screensFor('admin')).toContain('ab');
    expect(screensFor('operator')).toContain('admin/operations');
  });
});

describe.each(Object.keys(opener) as ScreenRole[])('no CSP violation on the %s screens, opened as their user', (role) => {
  const who = opener[role];
  it.each(screensFor(role))(`/%s as ${who}`, async (path) => {
    const { page, problems } = await open(who, address(path));
    // The screen itself, not the login page or the "not for you" notice.
    expect(new URL(page.url()).pathname).toBe(redirects[path] ?? address(path));
    for (const notYours of [messages.adminsOnly, messages.internsOnly]) await expect(page.getByRole('heading', { name: notYours, exact: true }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('no CSP violation beside the route table', () => {
  it.each(['/', '/no-such-page'])('%s as anonymous', async (path) => {
    const { page, problems } = await open('anonymous', path);
    await expect(page.locator('main').first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('/admin/queues (Bull Board) as admin', async () => {
    const { page, problems } = await open('admin', '/admin/queues', screenLoaded);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/queues/);
    await expect(page.locator('body').innerText()).resolves.not.toBe('');
    expect(problems).toEqual([]);
  });
});
