import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium with the flags of notes/stack-facts.md (no background traffic on a closed network). */
export const chromiumOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumOptions);
}

/**
 * A phone with a profile on disk in `profileDir`, on the product at `baseURL`: Chromium installs no
 * service worker in an incognito profile, so the installable app's tests need one.
 */
export function installedPhone(profileDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { ...chromiumOptions, ...viewports.mobile, baseURL });
}

// Phones are drawn at one device pixel per CSS pixel: layout, overflow and the accessibility tree are
// the same at any density, and Chromium without a GPU spends most of the suite's CPU painting, four
// times as much at a density of 2.
export const viewports = {
  mobile: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
export type ViewportName = keyof typeof viewports;

/** The narrowest phone the site is made for: every screen fits it without scrolling sideways. */
export const narrowPhone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;

export function newContext(browser: Browser, name: ViewportName, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...viewports[name], baseURL, reducedMotion: 'no-preference' });
}

/**
 * A context for an intern whose test is about something else than the dashboard's refer-and-earn
 * popup (once a browser session, 3 s after the dashboard opens; its own tests cover it): marked shown,
 * so it cannot cover what the test clicks on a slow run.
 */
export async function internContext(browser: Browser, name: ViewportName, baseURL: string): Promise<BrowserContext> {
  const context = await newContext(browser, name, baseURL);
  await skipReferralPopup(context);
  return context;
}

/** The refer-and-earn popup marked shown in a context made otherwise (internContext's reason). */
export const skipReferralPopup = (context: BrowserContext) =>
  context.addInitScript(() => sessionStorage.setItem('popup1Shown', 'true'));

/** Console errors and uncaught exceptions of a page; `allow` filters expected ones (e.g. a 404 the page handles). */
export function collectErrors(page: Page, allow: (text: string, url: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (allow(msg.text(), msg.location().url)) return;
    errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** axe-core (WCAG 2.x A and AA rules): the serious and critical violations, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A toast fading in is measured half-transparent (a false contrast failure): let finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Every rule runs on every element as before; only the violations come back whole. axe otherwise
  // describes each element every rule passed (a selector, a path and the HTML of each), which on one
  // of our screens is thousands of elements and most of axe's time, and sends them all over CDP.
  // (options() replaces the run options: it comes before withTags, which adds to them.)
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  // By default axe runs each frame apart and joins the parts in a new blank tab, injecting its 0.5 MB
  // source three times: on a page of ours that cost more than the rules. A page without frames has
  // nothing to join, so axe.run in place (legacy mode) gives the same result; a page with frames
  // keeps the default, which reaches into them.
  if (page.frames().length === 1) axe.setLegacyMode();
  const result = await axe.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page itself does not scroll sideways, and the first heading keeps a margin from the edges. */
export async function fits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page scrolls sideways: ${scrollWidth} > ${clientWidth}`);
    const h1 = document.querySelector('main h1')?.getBoundingClientRect();
    if (h1 && (h1.left < 12 || h1.right > clientWidth - 12))
      problems.push(`the heading touches the edge: ${h1.left}..${h1.right} of ${clientWidth}`);
    return problems;
  });
}

/**
 * Waits for what a user sees, not for network silence: the screen's own code has arrived (no page
 * spinner) and no list still says it is loading. Bull Board, not ours, has neither.
 */
export async function screenLoaded(page: Page): Promise<void> {
  await page.locator('.page-loading').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')),
  );
}

/** screenLoaded, and a heading painted: one of our screens as its user sees it. */
export async function screenShown(page: Page): Promise<void> {
  await screenLoaded(page);
  await page.getByRole('heading').first().waitFor();
}
