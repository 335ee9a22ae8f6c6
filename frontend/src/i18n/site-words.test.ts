import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineCatalogue, publicCourse } from '../../test/catalogue.ts';
import { REGISTRATION_FEE_RUPEES } from '../../test/seed-fees.ts';
import { appManifest } from '../../pwa.config.ts';
import { appWords } from './app-words.ts';
import { activateLocale } from './catalogues.ts';

const TAMIL = /[\u0B80-\u0BFF]/;
const indexHtml = new DOMParser().parseFromString(
  readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8'),
  'text/html',
);
const descriptionOf = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content');

describe('how the site describes itself, in the reader’s language', () => {
  afterEach(() => document.head.replaceChildren());

  it('index.html carries the English words of the catalogue, with the real fee', async () => {
    await activateLocale('en');
    expect(descriptionOf(indexHtml)).toBe(
      i18n._({ ...appWords.description, values: { fee: REGISTRATION_FEE_RUPEES } }),
    );
    expect(descriptionOf(indexHtml)).toContain(`₹${REGISTRATION_FEE_RUPEES}`);
    expect(indexHtml.title).toBe(i18n._({ ...appWords.title, values: { company: 'Tamil Nadu Tech Academy' } }));
  });

  it('a page shown in Tamil has a Tamil description and links the Tamil manifest; back in English, the English ones', async () => {
    document.head.innerHTML = '<meta name="description" content="x"><link rel="manifest" href="/manifest.webmanifest">';
    await activateLocale('ta');
    expect(descriptionOf(document)).toMatch(TAMIL);
    expect(descriptionOf(document)).toContain(`₹${REGISTRATION_FEE_RUPEES}`);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest-ta.webmanifest');
    await activateLocale('en');
    expect(descriptionOf(document)).toBe(descriptionOf(indexHtml));
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it("names the published catalogue's registration fee, inlined in the page, in either language", async () => {
    document.head.innerHTML = '<meta name="description" content="x">';
    inlineCatalogue([
      publicCourse('Cloud Computing', 0, { registration: 649, struck: null, extra: [] }),
      publicCourse('Python Programming', 1, { registration: 549, struck: 799, extra: [250] }),
    ]);
    await activateLocale('en');
    expect(descriptionOf(document)).toBe(
      'Certified online internships and courses from Tamil Nadu: enrol for ₹549, learn online, get your offer letter and certificate.',
    );
    await activateLocale('ta');
    expect(descriptionOf(document)).toMatch(TAMIL);
    expect(descriptionOf(document)).toContain('₹549');
    expect(descriptionOf(document)).not.toContain(`₹${REGISTRATION_FEE_RUPEES}`);
  });

  it('the Tamil manifest describes the app in Tamil; the English one keeps its words', () => {
    const ta = appManifest('ta');
    expect(ta).toMatchObject({ lang: 'ta', name: 'Tamil Nadu Tech Academy', start_url: '/dashboard' });
    expect(ta.description).toMatch(TAMIL);
    expect(appManifest('en')).toMatchObject({
      lang: 'en',
      description: 'Certified online internships and courses from Tamil Nadu.',
    });
    expect(ta.icons).toEqual(appManifest('en').icons);
  });
});
