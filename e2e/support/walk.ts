/**
 * The walk of every screen (frontend/src/screen-roles.ts, the table routes.tsx is built from), each
 * opened once per width by whoever may open it, with every check on that one load: no CSP violation,
 * no console error or uncaught exception, the screen's own heading (not the login page, not the
 * "not for you" notice), axe finds nothing serious or critical, the page does not scroll sideways,
 * and the theme: on the phone every user once chose dark (localStorage 'dark-theme'), which the
 * intern's screens wear and the public and staff screens do not; on the desktop nobody did, so the
 * intern's screens are axe-checked light too. One signed-in context per user, each screen a fresh
 * load in its tab. A route added to the table is walked without a word here, once it has a heading.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { SCREEN_ROLES, type ScreenPath, type ScreenRole } from '../../frontend/src/screen-roles.ts';
import { messages } from '../../shared/src/messages.ts';
import { ExtraCourse, IssuedDocument } from '../../backend/src/entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../backend/test/factories.ts';
import { signInAdmin, signInIntern } from './sign-in.ts';
import { useProductInChromium, type Product } from './app.ts';
import { collectErrors, fits, narrowPhone, screenShown, seriousViolations, skipReferralPopup, viewports } from './browser.ts';

type Who = 'anonymous' | Exclude<ScreenRole, 'public'>;
/** Who opens a screen of each role: the narrowest user who may (an operator's screens as an operator). */
export const opener: Record<ScreenRole, Who> = { public: 'anonymous', intern: 'intern', admin: 'admin', operator: 'operator' };

/** The text each screen's first <h1> starts with, as its user sees it: a new screen asks for one here. */
export const headings: Record<ScreenPath, RegExp> = {
  home: /^Improve your business/,
  internship: /^Certified online internship/,
  blog: /^Blog/,
  about: /^About Tamil Nadu Tech Academy/,
  courses: /^Courses/,
  'course-inner': /^JavaScript/,
  contact: /^Contact us/,
  login: /^Login/,
  'login/authenticator': /^Set up two-step sign-in/,
  registration: /^Register for the internship/,
  referal: /^Referral dashboard/,
  'referal/confirm': /^Confirm your e-mail/,
  referral: /^Referral dashboard/,
  'verify/:token': /^Certificate check/,
  'forgot-password': /^Forgot password\?/,
  'reset-password': /^Set a new password/,
  'confirm-email': /^Confirm your e-mail/,
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
};

/** Screens that hand over to another path on purpose, and where they land. */
const redirects: Partial<Record<ScreenPath, string>> = { referral: '/referal' };

/** Addresses beside the route table a visitor reaches, and their headings. */
export const besideTheTable: [string, RegExp][] = [
  ['/', /^Improve your business/],
  ['/no-such-page', /^We could not find that page/],
  ['/verify/not-a-real-token', /^Certificate check/],
];

/** The links of the admin bar: at 360 px every one of them is in view on every staff screen. */
const adminLinks = ['Students', 'Extra courses', 'Payouts', 'Operations', 'Security', 'Accounts', 'Queues', 'Audit log'];

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
  const params: Record<string, string> = {};
  useProductInChromium((started) => ({ product, browser } = started));

  beforeAll(async () => {
    const em = product.orm.em.fork();
    const referrer = await buildReferrer(em);
    // Not yet validated: the admin validates them below, through the API, as the office does.
    const intern = await buildStudent(em, { testMark: 21, startDate: '2025-01-01', endDate: '2025-02-01', referralCode: referrer.code });
    for (const [course, endDate, validated] of [
      ['Basic React.js', '2025-11-01', true],
      ['Java Development', '2099-11-01', false],
    ] as const) {
      em.create(ExtraCourse, {
        student: intern,
        course,
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
      const context: BrowserContext = await browser.newContext({ ...widths[width], baseURL: product.url, reducedMotion: 'no-preference' });
      await context.addInitScript(() => {
        // A violation is an event, not a console line in every case: each document keeps its own list.
        const w = window as unknown as { cspViolations: string[] };
        w.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      if (width === 'phone') await context.addInitScript(() => localStorage.setItem('dark-theme', 'true'));
      // The dashboard's refer-and-earn popup has its own tests (themes-and-widths.e2e.ts).
      await skipReferralPopup(context);
      const page = await context.newPage();
      await signIn(page);
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
            requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { cspViolations: string[] }).cspViolations))),
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
    const { page, wrong } = await open(who, path, async (p) => {
      await screenShown(p);
      // The static shell paints before the route's chunk: wait for the route's own heading.
      await p.locator('h1', { hasText: heading }).first().waitFor({ timeout: 10_000 });
    });
    expect(new URL(page.url()).pathname).toBe(landing);
    expect(await page.locator('h1').first().textContent()).toMatch(heading);
    for (const notYours of [messages.adminsOnly, messages.internsOnly]) expect(await page.getByRole('heading', { name: notYours, exact: true }).count()).toBe(0);
    await settle(page, landing);
    const dark = who === 'intern' && width === 'phone';
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(dark ? 'dark' : 'light');
    const problems = [...(await seriousViolations(page)), ...(await fits(page))];
    if (width === 'phone' && (who === 'admin' || who === 'operator')) {
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const links = who === 'admin' ? adminLinks.map((name) => nav.getByRole('link', { name })) : await nav.getByRole('link').all();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const box = await link.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > narrowPhone.viewport.width) problems.push(`the ${await link.textContent()} link is out of view`);
      }
    }
    expect([...problems, ...(await wrong())]).toEqual([]);
  }

  /** Walks a screen of the route table as the user its role names. */
  const walkScreen = (path: ScreenPath) => walk(opener[SCREEN_ROLES[path]], address(path), redirects[path] ?? address(path), headings[path]);

  return { walk, walkScreen, open };
}

/** What a screen still brings after its heading, waited for as a person waits for it, before axe reads it. */
async function settle(page: Page, landing: string) {
  if (landing === '/registration') await page.getByRole('dialog', { name: 'How to pay and enrol' }).waitFor();
  if (landing.startsWith('/verify/')) {
    await page.getByRole('heading', { name: landing === '/verify/not-a-real-token' ? /Not found/ : /Valid certificate/ }).waitFor();
  }
  // A question answered: axe reads the checked state too.
  if (/^\/test\d$/.test(landing)) await page.getByRole('radio').first().check();
  if (landing === '/extracourse') {
    await page.getByRole('heading', { name: 'Registered Extra Courses (2)' }).waitFor();
    await page.getByText('Verification Pending').filter({ visible: true }).first().waitFor();
  }
}
