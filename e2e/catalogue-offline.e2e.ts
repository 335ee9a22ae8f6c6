/**
 * The published catalogue on a phone, in real Chromium against the real API and the production build with its
 * service worker: the next online visit after a publish shows the new catalogue (the page inlines it, and the
 * service worker asks the network first), and offline the site still shows the courses and a post as the phone
 * last saw them, for a visitor who never signed in.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { CourseContent } from 'shared/api/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCatalogueEntry } from '../backend/src/commands/publish-catalogue-entry.ts';
import { saveCatalogueDraft } from '../backend/src/commands/save-catalogue-draft.ts';
import { sql } from '../backend/src/db/sql.ts';
import { buildAdmin } from '../backend/test/factories.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { installedPhone } from './support/browser.ts';

let product: Product;
let profile: string;
let phone: BrowserContext;
let editorId: number;

useProductInChromium((started) => ({ product } = started));

beforeAll(async () => {
  editorId = (await buildAdmin(product.orm.em.fork())).id;
  profile = await mkdtemp(path.join(tmpdir(), 'pwa-catalogue-'));
  phone = await installedPhone(profile, product.url);
}, 60_000);
afterAll(async () => {
  await phone?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** The paths the service worker's catalogue copy holds. */
const keptCatalogue = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('catalogue')).keys()).map((req) => new URL(req.url).pathname).sort(),
  );

/** An editor gives the UI/UX Design card a new title and publishes it. */
async function publishNewCardTitle(en: string) {
  const em = product.orm.em.fork();
  const [entry] = await sql<{ id: string; draft: CourseContent }>(
    em,
    `select id, draft from catalogue_entries where kind = 'course' and draft->>'slug' = 'ui-ux-design'`,
  );
  await saveCatalogueDraft(em, {
    entryId: entry!.id,
    kind: 'course',
    content: { ...entry!.draft, cardTitle: { en, ta: en } },
    editorId,
  });
  await publishCatalogueEntry(product.orm.em.fork(), { entryId: entry!.id, editorId });
}

describe('the catalogue on a phone', () => {
  it('shows a new publish on the next online visit, and the last one it saw when offline', async () => {
    const page = await phone.newPage();
    await page.goto('/courses');
    await page.getByRole('link', { name: 'UI/UX Design' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await page.goto('/blog/internship-tips');
    await page.getByText('Ask questions early', { exact: false }).first().waitFor();
    await expect
      .poll(() => keptCatalogue(page), { timeout: 15_000 })
      .toEqual(['/api/catalogue', '/api/catalogue/posts/internship-tips']);

    await publishNewCardTitle('Product Design');
    await expect
      .poll(
        async () => {
          await page.goto('/courses');
          await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
          return page.getByRole('link', { name: 'Product Design' }).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await phone.setOffline(true);
    try {
      await page.goto('/courses').catch(() => undefined);
      await page.getByRole('link', { name: 'Product Design' }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'UI/UX Design' }).count()).toBe(0);
      await page.goto('/blog/internship-tips').catch(() => undefined);
      await page.getByText('Ask questions early', { exact: false }).first().waitFor({ timeout: 15_000 });
    } finally {
      await phone.setOffline(false);
    }
  });
});
