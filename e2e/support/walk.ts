/**
 * The walk of every screen (frontend/src/screen-roles.ts, the table routes.tsx is built from), each
 * opened once per width by the narrowest user who may open it (`openerOf`), with every check on that one load: no CSP violation,
 * no console error or uncaught exception, the screen's own heading (not the login page, not the
 * "not for you" notice), axe finds nothing serious or critical, the page does not scroll sideways,
 * and the theme: on the phone every user once chose dark (localStorage 'dark-theme'), which the
 * intern's screens wear and the public and staff screens do not; on the desktop nobody did, so the
 * intern's screens are axe-checked light too. The language (docs/I18N.md): on the phone the visitor and
 * the intern read Tamil (most of the letters of every screen they see are Tamil, the page says
 * lang="ta", and it still fits 360 px, its tables too, every button in them in view); on the desktop everyone reads English, and every screen's
 * heading is the specification's English. Staff panels are English everywhere. One signed-in context
 * per user, each screen a fresh load in its tab. A route added to the table is walked without a word
 * here, once it has a heading.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parsePo } from 'pofile-ts';
import { beforeAll, expect } from 'vitest';
import { SCREENS, abilityFor, type ScreenPath } from '../../frontend/src/screen-roles.ts';
import { abilitiesOf } from '../../backend/src/policies/authorize.ts';
import { messages } from '../../shared/src/messages.ts';
import { ExtraCourse, IssuedDocument } from '../../backend/src/entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../backend/test/factories.ts';
import { signInAdmin, signInIntern } from './sign-in.ts';
import { useProductInChromium, type Product } from './app.ts';
import {
  collectErrors,
  fits,
  narrowPhone,
  screenShown,
  seriousViolations,
  skipReferralPopup,
  viewports,
} from './browser.ts';

export type Who = 'anonymous' | 'intern' | 'admin' | 'operator';
export const walkers: Who[] = ['anonymous', 'intern', 'admin', 'operator'];

/** What an operator may do, as the server's policies say (backend/src/policies/, what GET /api/me answers them). */
const operatorMay = abilitiesOf({ kind: 'admin', id: 0, role: 'operator' });

/**
 * Who opens a screen: the narrowest user who may. A public screen the visitor, an intern screen the
 * intern, a staff screen the operator when their abilities open it, else the admin.
 */
export function openerOf(path: ScreenPath): Who {
  const { area } = SCREENS[path];
  if (area === 'public') return 'anonymous';
  if (area === 'intern') return 'intern';
  const needs = abilityFor(path);
  return needs && operatorMay.includes(needs) ? 'operator' : 'admin';
}

/** The screens `who` opens in the walk, in the table's order. */
export const screensOpenedBy = (who: Who): ScreenPath[] =>
  (Object.keys(SCREENS) as ScreenPath[]).filter((path) => openerOf(path) === who);

/** The text each screen's first <h1> starts with, as its user sees it: a new screen asks for one here. */
export const headings: Record<ScreenPath, RegExp> = {
  home: /^Improve your business/,
  internship: /^Certified online internship/,
  blog: /^Blog/,
  'blog/:slug': /^Seven tips to get the most from your internship/,
  about: /^About Tamil Nadu Tech Academy/,
  courses: /^Courses/,
  'course-inner': /^JavaScript/,
  contact: /^Contact us/,
  login: /^Login/,
  'login/authenticator': /^Set up two-step sign-in/,
  registration: /^Register for the internship/,
  referal: /^Referral dashboard/,
  'referal/confirm': /^Confirm your e-mail/,
  'referal/link': /^Link your membership/,
  'referal/unlink': /^Remove the link/,
  referral: /^Referral dashboard/,
  verify: /^Check a credential/,
  'verify/:token': /^Certificate check/,
  'forgot-password': /^Forgot password\?/,
  'reset-password': /^Set a new password/,
  'confirm-email': /^Confirm your e-mail/,
  'not-me': /^This wasn't me/,
  invite: /^Set your password/,
  privacy: /^Privacy notice/,
  'refer/my-data': /^Your refer-and-earn data/,
  dashboard: /^Welcome, /,
  test1: /^Test 1: Very Easy/,
  test2: /^Test 2: Moderate Level/,
  test3: /^Test 3: Very Difficult/,
  letter: /^Offer Letter/,
  certificate: /^Certificate of Internship Completion/,
  certificatetest: /^Test Certificate/,
  extracourse: /^Registered Extra Courses \(2\)/,
  extranotify: /^Learn one more skill/,
  extraalert: /^Extra course registered/,
  password: /^Change your password/,
  'admin/overview': /^Overview/,
  ab: /^Student List/,
  ev: /^Extra Course Validation Panel/,
  'admin/payouts': /^Payouts/,
  'admin/reconcile': /^Reconcile a bank statement/,
  'admin/operations': /^Operations/,
  'admin/security': /^Security/,
  'admin/password': /^Change your password/,
  'admin/students/:id': /^Intern /,
  'admin/audit': /^Audit log/,
  'admin/accounts': /^Accounts/,
  'admin/catalogue': /^Catalogue/,
  'admin/catalogue/:entryId': /^New course/,
  'admin/questions': /^Questions/,
  'admin/questions/:questionId': /^New question/,
  'admin/tests': /^Tests/,
  'admin/questions/stats': /^Question statistics/,
  'admin/questions/import': /^Import questions/,
};

/** The site's Tamil catalogue: the Tamil of a shared message by its code. */
const tamil = new Map(
  parsePo(readFileSync(new URL('../../frontend/src/locales/ta.po', import.meta.url), 'utf8')).items.map((i) => [
    i.msgid,
    i.msgstr[0] ?? '',
  ]),
);

/**
 * How much of what the reader sees is Tamil: letters as a reader counts them (grapheme clusters), Tamil
 * ones against Latin ones; digits, punctuation and emoji count for neither. Text marked as another
 * language (the quiz questions, taught in English: lang="en") is not the page's to translate.
 */
export function tamilShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const segmenter = new Intl.Segmenter('ta', { granularity: 'grapheme' });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let tamilLetters = 0;
    let latin = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility() || parent.closest('script, style, noscript')) continue;
      if (!(parent.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('ta')) continue;
      for (const { segment } of segmenter.segment(node.textContent ?? '')) {
        if (/^[\u0B80-\u0BFF]/.test(segment)) tamilLetters++;
        else if (/^[A-Za-z]/.test(segment)) latin++;
      }
    }
    return tamilLetters / Math.max(1, tamilLetters + latin);
  });
}

/** Texts that spill out of their own box: a label wider than its button, a header wider than its cell (Tamil runs wide). */
export function spills(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.button, button, th, td, .state, .doc-state, .test-status, dt, dd')]
      .filter(
        (el) =>
          el.offsetParent !== null &&
          el.scrollWidth > el.clientWidth + 1 &&
          getComputedStyle(el).overflowX === 'visible',
      )
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className}: '${(el.textContent ?? '').trim().slice(0, 40)}' ${el.scrollWidth} > ${el.clientWidth}`,
      ),
  );
}

/** Boxes past the right edge of the screen (toasts follow the page's width; tables scroll in their own region). */
export function outside(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 &&
          el.getBoundingClientRect().width > 0 &&
          !el.closest('.toaster, .table-scroll'),
      )
      .slice(-10)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} right edge at ${Math.round(el.getBoundingClientRect().right)}: ${(el.textContent ?? '').trim().slice(0, 50)}`,
      ),
  );
}

/**
 * A visitor's or an intern's table on a phone: it fits the screen (its own region does not scroll
 * sideways either) and every button or link in it is in view, none hidden past the edge.
 */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const region of document.querySelectorAll<HTMLElement>('.table-scroll')) {
      if (!region.checkVisibility()) continue;
      const name = region.getAttribute('aria-label') ?? region.className;
      if (region.scrollWidth > region.clientWidth + 1)
        problems.push(`the table '${name}' scrolls sideways: ${region.scrollWidth} > ${region.clientWidth}`);
      for (const action of region.querySelectorAll<HTMLElement>('a, button')) {
        const box = action.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > width + 1)
          problems.push(
            `'${(action.textContent ?? '').trim().slice(0, 30)}' in the table '${name}' is out of view: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`,
          );
      }
    }
    return problems;
  });
}

/** Screens that hand over to another path on purpose, and where they land. */
const redirects: Partial<Record<ScreenPath, string>> = { referral: '/referal' };

/** Addresses beside the route table a visitor reaches, and their headings. */
export const besideTheTable: [string, RegExp][] = [
  ['/', /^Improve your business/],
  ['/no-such-page', /^We could not find that page/],
  ['/verify/not-a-real-token', /^Certificate check/],
];

/** The links of the admin bar: at 360 px every one of them is in view on every staff screen. */
const adminLinks = [
  'Overview',
  'Students',
  'Extra courses',
  'Payouts',
  'Operations',
  'Security',
  'Accounts',
  'Catalogue',
  'Question statistics',
  'Queues',
  'Audit log',
];

// Allowed: Bull Board's Google font, which this closed network cannot reach; for a visitor, the
// 401 of "who is signed in?" and the 404 of a link's unknown token, which the pages handle.
const allowed = (who: Who) => (text: string, url: string) =>
  (/ERR_NAME_NOT_RESOLVED/.test(text) && url.startsWith('https://fonts.googleapis.com/')) ||
  (who === 'anonymous' && !/Content.Security.Policy/i.test(text) && /status of 40[14]/.test(text));

type Width = 'phone' | 'desktop';
const widths = { phone: narrowPhone, desktop: viewports.desktop } as const;

/**
 * Starts the product for a file walking at `width`: the intern (validated by the admin, with an
 * extra course validated and one pending) and the staff, each signed in once in their own context.
 */
export function useScreenWalk(width: Width) {
  let product: Product;
  let browser: Browser;
  const tabs = {} as Record<Who, { page: Page; problems: string[] }>;
  /** The language `who` reads at this width: Tamil for the visitor and the intern on the phone. */
  const reads = (who: Who) => (width === 'phone' && (who === 'anonymous' || who === 'intern') ? 'ta' : 'en');
  // The catalogue's editor is walked on a new course (it asks for no entry, so none is made); a post of the
  // seed catalogue (the migration publishes the specification's four); the question editor on a new question.
  const params: Record<string, string> = { entryId: 'new', slug: 'internship-tips', questionId: 'new' };
  useProductInChromium((started) => ({ product, browser } = started));

  beforeAll(async () => {
    const em = product.orm.em.fork();
    const referrer = await buildReferrer(em);
    // Not yet validated: the admin validates them below, through the API, as the office does.
    // On the phone the intern reads Tamil: their account says so, and the site follows it once they sign in.
    const intern = await buildStudent(em, {
      testMark: 21,
      startDate: '2025-01-01',
      endDate: '2025-02-01',
      referralCode: referrer.code,
      language: width === 'phone' ? 'ta' : 'en',
    });
    for (const [course, endDate, validated] of [
      ['Basic React.js', '2025-11-01', true],
      ['Java Development', '2099-11-01', false],
    ] as const) {
      em.create(ExtraCourse, {
        student: intern,
        course,
        feeRupees: [200, 350],
        startDate: '2025-10-01',
        endDate,
        college: intern.college,
        transaction: validated ? '998877665541' : '112233445561',
        email: intern.email,
        validated,
        validatedAt: validated ? new Date() : undefined,
      });
    }
    await em.flush();
    const admin = await buildAdmin(em);
    const operator = await buildAdmin(em, { role: 'operator' });
    const signedIn = async (who: Who, signIn: (page: Page) => Promise<void> = async () => undefined) => {
      const context: BrowserContext = await browser.newContext({
        ...widths[width],
        baseURL: product.url,
        reducedMotion: 'no-preference',
      });
      await context.addInitScript(() => {
        // A violation is an event, not a console line in every case: each document keeps its own list.
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      if (width === 'phone') await context.addInitScript(() => localStorage.setItem('dark-theme', 'true'));
      // The dashboard's refer-and-earn popup has its own tests (themes-and-widths.e2e.ts).
      await skipReferralPopup(context);
      // The visitor chose Tamil on an earlier visit; the intern signs in (through the English login page) and then reads Tamil.
      if (who === 'anonymous' && reads(who) === 'ta')
        await context.addInitScript(() => localStorage.setItem('lang', 'ta'));
      const page = await context.newPage();
      await signIn(page);
      if (who === 'intern' && reads(who) === 'ta') await page.evaluate(() => localStorage.setItem('lang', 'ta'));
      tabs[who] = { page, problems: collectErrors(page, allowed(who)) };
    };
    await Promise.all([
      signedIn('anonymous'),
      signedIn('intern', (page) => signInIntern(page, intern.email)),
      signedIn('admin', (page) => signInAdmin(page, product.orm, admin.email, '/ab')),
      signedIn('operator', (page) => signInAdmin(page, product.orm, operator.email, '/admin/operations')),
    ]);
    // The admin validates the intern for real: the offer letter is made, so /letter and /verify/:token show a document.
    const validated = await tabs.admin.page.request.post(`/api/admin/students/${intern.id}/validate`);
    expect(validated.status(), await validated.text()).toBe(200);
    params.id = String(intern.id);
    for (let i = 0; i < 100 && !params.token; i++) {
      const doc = await product.orm.em
        .fork()
        .findOne(IssuedDocument, { student: intern.id, kind: 'offer-letter', file: { $ne: null } });
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

  /**
   * Opens `path` as `who` and waits for what the user sees (`shown`), then returns the page and a
   * function that tells what went wrong so far: console errors, uncaught exceptions, CSP violations.
   */
  async function open(who: Who, path: string, shown: (page: Page) => Promise<void> = screenShown) {
    const { page, problems } = tabs[who];
    problems.length = 0;
    await page.goto(path);
    await shown(page);
    const wrong = async () => {
      // Violations are reported as events after the work that caused them: let two frames pass.
      const violations = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as unknown as { cspViolations: string[] }).cspViolations)),
            ),
          ),
      );
      return [...problems, ...violations.map((v) => `csp: ${v}`)];
    };
    return { page, wrong };
  }

  /**
   * Walks one screen as `who`: it lands on `landing` with a first <h1> matching `heading`, in the
   * theme its user should see, then every check of the walk on that load.
   */
  async function walk(who: Who, path: string, landing: string, heading: RegExp) {
    const language = reads(who);
    const { page, wrong } = await open(who, path, async (p) => {
      await screenShown(p);
      // The static shell paints before the route's chunk: wait for the route's own heading (in Tamil,
      // for a heading in the page's language).
      if (language === 'en') await p.locator('h1', { hasText: heading }).first().waitFor({ timeout: 10_000 });
      else
        await p.waitForFunction(
          () =>
            document.documentElement.lang === 'ta' &&
            /[\u0B80-\u0BFF]/.test(document.querySelector('h1')?.textContent ?? ''),
          undefined,
          { timeout: 10_000 },
        );
    });
    expect(new URL(page.url()).pathname).toBe(landing);
    if (language === 'en') expect(await page.locator('h1').first().textContent()).toMatch(heading);
    const notices =
      language === 'en'
        ? [messages.adminsOnly, messages.internsOnly, messages.notYourRole]
        : [tamil.get('adminsOnly')!, tamil.get('internsOnly')!, tamil.get('notYourRole')!];
    for (const notYours of notices)
      expect(await page.getByRole('heading', { name: notYours, exact: true }).count()).toBe(0);
    await settle(page, landing, language);
    const dark = who === 'intern' && width === 'phone';
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(dark ? 'dark' : 'light');
    const problems = [...(await seriousViolations(page)), ...(await fits(page))];
    if (language === 'ta') {
      problems.push(...(await spills(page)), ...(await outside(page)), ...(await tableProblems(page)));
      const share = await tamilShare(page);
      if (share <= 0.5) problems.push(`only ${Math.round(share * 100)} % of the letters are Tamil`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    }
    if (width === 'phone' && (who === 'admin' || who === 'operator')) {
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const links =
        who === 'admin' ? adminLinks.map((name) => nav.getByRole('link', { name })) : await nav.getByRole('link').all();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const box = await link.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > narrowPhone.viewport.width)
          problems.push(`the ${await link.textContent()} link is out of view`);
      }
    }
    expect([...problems, ...(await wrong())]).toEqual([]);
  }

  /** Walks a screen of the route table as the narrowest user who may open it. */
  const walkScreen = (path: ScreenPath) =>
    walk(openerOf(path), address(path), redirects[path] ?? address(path), headings[path]);

  return { walk, walkScreen, open };
}

/** What a screen still brings after its heading, waited for as a person waits for it, before axe reads it. */
async function settle(page: Page, landing: string, language: 'en' | 'ta') {
  if (landing === '/registration')
    await page.getByRole('dialog', { name: language === 'en' ? 'How to pay and enrol' : undefined }).waitFor();
  if (landing.startsWith('/verify/')) {
    // The outcome: 'Not found' for the unknown token, valid for the intern's offer letter, named as one (in Tamil by its mark).
    const outcome =
      landing === '/verify/not-a-real-token' ? { en: /Not found/, ta: /❌/ } : { en: /Valid offer letter/, ta: /✅/ };
    await page.getByRole('heading', { name: outcome[language] }).waitFor();
  }
  // A question answered: axe reads the checked state too.
  if (/^\/test\d$/.test(landing)) await page.getByRole('radio').first().check();
  if (landing === '/extracourse') {
    // Both courses listed, the pending one's state shown.
    await page.getByRole('heading', { name: /\(2\)$/ }).waitFor();
    if (language === 'en') await page.getByText('Verification Pending').filter({ visible: true }).first().waitFor();
  }
}
