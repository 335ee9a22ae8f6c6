/**
 * In real Chromium against the real API and the production build: the web app
 * manifest passes Chromium's installability check, the service worker keeps the intern's dashboard
 * after one visit so it opens offline and says so (its documents list too, in English and Tamil), a downloaded offer letter opens offline, and an admin screen is never served from its caches.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateStudent } from '../backend/src/commands/validate-student.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import type { Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { installedPhone, skipReferralPopup, screenLoaded } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';

let product: Product;
let intern: Student;
let profile: string;
let phone: BrowserContext;

useProductInChromium((started) => ({ product } = started));

// Chromium installs nothing from an incognito profile (browser.newContext is one): this file's phone
// is a profile on disk, with the shared launcher's flags.
beforeAll(async () => {
  // Validated the way an admin does it, so the workers make the offer letter it downloads.
  intern = await buildStudent(product.orm.em.fork());
  await validateStudent(product.orm.em.fork(), {
    studentId: intern.id,
    adminId: (await buildAdmin(product.orm.em.fork())).id,
  });
  profile = await mkdtemp(path.join(tmpdir(), 'pwa-profile-'));
  phone = await installedPhone(profile, product.url);
  await skipReferralPopup(phone);
});
afterAll(async () => {
  await phone?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

const OFFLINE = 'You are offline: showing what was saved on this phone.';
const DOCUMENTS_OFFLINE = 'You are offline: these are your documents as this phone last saw them.';
const OFFLINE_TA = 'நீங்கள் இணைய இணைப்பில் இல்லை: இந்த போனில் சேமிக்கப்பட்டவற்றைக் காட்டுகிறோம்.';
const DOCUMENTS_OFFLINE_TA = 'நீங்கள் இணைய இணைப்பில் இல்லை: இந்த போன் கடைசியாகச் சேமித்தபடி உங்கள் ஆவணங்கள் இவை.';

/** The language of the account the service worker's copy of GET /api/me holds (what an offline page will follow). */
const keptLanguage = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match('/api/me');
    return kept ? ((await kept.json()) as { user?: { language?: string } }).user?.language : undefined;
  });

/** The documents list as the dashboard shows it: its card, named by its heading. */
const documentsList = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

/** Waits until the service worker controls the page (it claims the page it was installed from). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/** The paths the service worker kept a copy of, besides the precached build. */
/**
 * What the phone keeps of the user's: every cache but the site's own files and the published catalogue's
 * copy (frontend/src/pwa/catalogue-copy.ts: public, the same for every visitor, so it outlives a sign-out).
 */
const keptCopies = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache') || name === 'catalogue' || name === 'catalogue-images') continue;
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });

describe('the installable app', () => {
  it('serves a manifest Chromium can install, and the service worker without a long cache', async () => {
    const page = await phone.newPage();
    await page.goto('/');
    await controlled(page);
    const cdp = await phone.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toMatchObject({
      display: 'standalone',
      start_url: '/dashboard',
      short_name: 'TN Tech Academy',
    });
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const csp = (await page.request.get('/dashboard')).headers()['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('opens the dashboard offline after one visit and says it is offline; back online the notice goes', async () => {
    const page = await phone.newPage();
    await signInIntern(page, intern.email);
    await page.getByTestId('dashboard-name').filter({ hasText: intern.name }).waitFor();
    await controlled(page);
    // One visit is enough: the intern's reads of this visit are kept (waited for until they are).
    await expect.poll(() => keptCopies(page)).toEqual(expect.arrayContaining(['/api/me', '/api/documents']));
    expect(await page.getByText(OFFLINE).count()).toBe(0);

    await phone.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE).waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    await page.getByTestId('dashboard-name').filter({ hasText: intern.name }).waitFor();
    // The documents list is the kept one, and says so itself.
    const documents = documentsList(page, 'Your documents');
    await documents.getByText(DOCUMENTS_OFFLINE).waitFor();
    // Its documents' states come from the kept list (not 'Checking…': nothing read).
    await documents
      .getByText(/^(Ready, issued |Being prepared…)/)
      .first()
      .waitFor();
    expect(await documents.getByRole('link', { name: /Offer letter/ }).isVisible()).toBe(true);

    await phone.setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    expect(await page.getByText(DOCUMENTS_OFFLINE).count()).toBe(0);
  });

  it('says it in Tamil too: the dashboard and its documents list opened offline in the language the intern chose', async () => {
    const page = await phone.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-name').waitFor();
    await page.getByRole('button', { name: 'தமிழ்' }).first().click();
    await page.getByRole('heading', { name: 'உங்கள் ஆவணங்கள்' }).waitFor();
    // The choice is the account's now: the next read of the account (kept for offline) says so.
    await page.reload();
    await page.getByRole('heading', { name: 'உங்கள் ஆவணங்கள்' }).waitFor();
    await expect.poll(() => keptLanguage(page), { timeout: 10_000 }).toBe('ta');

    await phone.setOffline(true);
    try {
      await page.reload();
      await page.getByText(OFFLINE_TA).waitFor();
      await documentsList(page, 'உங்கள் ஆவணங்கள்').getByText(DOCUMENTS_OFFLINE_TA).waitFor();
      expect(await page.getByText(DOCUMENTS_OFFLINE).count()).toBe(0);
    } finally {
      await phone.setOffline(false);
    }
    // Back to English for the tests after this one (the account and the kept copy of it).
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { name: 'Your documents' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your documents' }).waitFor();
    await expect.poll(() => keptLanguage(page), { timeout: 10_000 }).toBe('en');
  });

  it('opens a downloaded offer letter offline', async () => {
    const page = await phone.newPage();
    await page.goto('/dashboard');
    await page.getByTestId('dashboard-name').waitFor();
    const [online] = await Promise.all([
      phone.waitForEvent('page'),
      page.getByRole('link', { name: /Offer letter/ }).click(),
    ]);
    const first = await online.waitForEvent('download', { timeout: 45_000 });
    expect(first.suggestedFilename()).toBe(`${intern.name}_Offer_Letter.pdf`);
    await online.close();

    await phone.setOffline(true);
    try {
      const [offline] = await Promise.all([
        phone.waitForEvent('page'),
        page.getByRole('link', { name: /Offer letter/ }).click(),
      ]);
      const again = await offline.waitForEvent('download', { timeout: 20_000 });
      expect(again.suggestedFilename()).toBe(`${intern.name}_Offer_Letter.pdf`);
      const [kept, fresh] = await Promise.all([readFile((await again.path())!), readFile((await first.path())!)]);
      expect(kept.subarray(0, 5).toString()).toBe('%PDF-');
      expect(kept.equals(fresh)).toBe(true);
      await offline.close();
    } finally {
      await phone.setOffline(false);
    }
  });

  it('never keeps an admin screen or an admin read, so none opens offline', async () => {
    const admin = await buildAdmin(product.orm.em.fork());
    const page = await phone.newPage();
    await signInAdmin(page, product.orm, admin.email, '/ab');
    await page.getByRole('heading').first().waitFor();
    await controlled(page);
    // The student list as the admin sees it: its reads have answered (no list still says it is loading).
    await page.getByRole('heading', { level: 1, name: 'Student List' }).waitFor();
    await screenLoaded(page);
    // Signing in forgot the intern's copies of the visits above (another sign-in's), and nothing of the admin's is kept.
    expect(await keptCopies(page)).toEqual([]);

    await phone.setOffline(true);
    try {
      await expect(page.goto('/ab')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await phone.setOffline(false);
    }
  });

  it('forgets the saved pages, reads and PDFs at logout: a shared phone keeps none', async () => {
    const page = await phone.newPage();
    await page.goto('/ab');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => keptCopies(page)).not.toEqual(expect.arrayContaining(['/api/documents']));
    expect(
      (await keptCopies(page)).filter((p) => p.startsWith('/api/') || p === '/dashboard' || p === '/letter'),
    ).toEqual([]);
  });
});
