/**
 * Tamil letters are drawn by a Tamil font on a phone or computer that has none of its own: the site's
 * Noto Sans Tamil subset (frontend/src/styles/tamil.css), never a Latin font's empty boxes. Chromium
 * runs here with a font configuration that hides the machine's Tamil fonts, and the browser itself
 * says which fonts drew each element's text (the DevTools protocol's CSS.getPlatformFontsForNode).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildStudent } from '../backend/test/factories.ts';
import type { Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { chromiumOptions, narrowPhone, screenShown, skipReferralPopup } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let fontDir: string;
let intern: Student;

useProductInChromium((started) => ({ product } = started));

/** The machine's own fonts, less every Tamil one: what a phone or computer without a Tamil font has. */
const withoutTamil = (systemConf: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${systemConf}</include>
  <selectfont><rejectfont><glob>*Tamil*</glob></rejectfont></selectfont>
</fontconfig>
`;

beforeAll(async () => {
  fontDir = await mkdtemp(path.join(tmpdir(), 'fonts-'));
  const conf = path.join(fontDir, 'fonts.conf');
  await writeFile(conf, withoutTamil('/etc/fonts/fonts.conf'));
  const env = { ...process.env, FONTCONFIG_FILE: conf } as Record<string, string>;
  // The proof that the browser below has no Tamil font of its own.
  expect(execFileSync('fc-list', [':lang=ta'], { env, encoding: 'utf8' }).trim()).toBe('');
  browser = await chromium.launch({ ...chromiumOptions, env });
  intern = await buildStudent(product.orm.em.fork(), {
    validated: true,
    validatedAt: new Date(),
    testMark: 21,
    language: 'ta',
  });
});

afterAll(async () => {
  await browser?.close();
  await rm(fontDir, { recursive: true, force: true });
});

/** Runs `use` on a new page of a 360 px phone in the browser without Tamil fonts, then closes the phone. */
async function onPhone(use: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  try {
    await skipReferralPopup(context);
    await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const TAMIL = /[\u0B80-\u0BFF]/;

/**
 * Every element showing Tamil letters of its own (in its direct text) whose Tamil is not drawn by the web
 * font Noto Sans Tamil. The protocol gives each font that drew the element's text and how many glyphs
 * it drew: the fonts other than Noto Sans Tamil may have drawn at most the element's other characters
 * (spaces, digits, Latin); a Tamil letter drawn by them is one glyph more (an empty box).
 */
async function tamilInOtherFonts(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const texts = await page.evaluate((tamil) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('script, style, noscript') || !el.checkVisibility()) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (!new RegExp(tamil).test(own)) continue;
      el.dataset.fontProbe = String(found.length);
      // The protocol counts the glyphs of the element's whole text as drawn (its children's too), a
      // numbered list item's marker ('3. ') as well: runs of white space are one space.
      const numbered =
        el instanceof HTMLLIElement &&
        el.parentElement?.tagName === 'OL' &&
        getComputedStyle(el).listStyleType !== 'none';
      found.push(`${numbered ? `${el.value}. ` : ''}${el.innerText.replace(/\s+/g, ' ').trim()}`);
    }
    return found;
  }, TAMIL.source);
  expect(texts.length, 'Tamil text on the page').toBeGreaterThan(0);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    const problems: string[] = [];
    for (const nodeId of nodeIds) {
      const { attributes = [] } = await cdp.send('DOM.getAttributes', { nodeId });
      const text = texts[Number(attributes[attributes.indexOf('data-font-probe') + 1])]!;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      // Noto Sans Tamil as a web font (isCustomFont): this browser has no Tamil font of its own.
      const isTamilFont = (f: (typeof fonts)[number]) => f.familyName === 'Noto Sans Tamil' && f.isCustomFont;
      const others = fonts.filter((f) => !isTamilFont(f));
      const otherCharacters = [...text].filter((c) => !TAMIL.test(c) && !/[\u200C\u200D]/.test(c)).length;
      const drawnByOthers = others.reduce((sum, f) => sum + f.glyphCount, 0);
      if (!fonts.some(isTamilFont) || drawnByOthers > otherCharacters) {
        problems.push(
          `'${text.slice(0, 40)}': ${fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web)' : ''} ×${f.glyphCount}`).join(', ')}`,
        );
      }
    }
    return problems;
  } finally {
    await cdp.detach();
  }
}

/** The page at this address, once shown, has no Tamil drawn by another font than the Tamil web font. */
const drawnInTamilFont = (address: string) =>
  onPhone(async (page) => {
    await page.goto(address);
    await screenShown(page);
    expect(await tamilInOtherFonts(page)).toEqual([]);
  });

it('/home?lang=ta: every Tamil text is drawn by the Tamil web font', () => drawnInTamilFont('/home?lang=ta'));

it('/home?lang=ta on a slow line: text shown before the Tamil font arrives is redrawn in it once it does', () =>
  onPhone(async (page, context) => {
    // The page shows as soon as its catalogue is in; the font comes 2 s later.
    let fontAsked = false;
    await context.route(/noto-sans-tamil.*\.woff2/, async (route) => {
      fontAsked = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/home?lang=ta');
    await screenShown(page);
    expect(fontAsked).toBe(true);
    expect(await tamilInOtherFonts(page)).toEqual([]);
  }));

it('/registration?lang=ta: every Tamil text is drawn by the Tamil web font', () =>
  drawnInTamilFont('/registration?lang=ta'));

it("an intern's dashboard in Tamil: every Tamil text is drawn by the Tamil web font", () =>
  onPhone(async (page) => {
    await signInIntern(page, intern.email);
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
    // Opened afresh in Tamil, as an intern does from the phone's home screen.
    await page.reload();
    await screenShown(page);
    await page.waitForFunction(
      (tamil) => new RegExp(tamil).test(document.querySelector('main h1')?.textContent ?? ''),
      TAMIL.source,
    );
    expect(await tamilInOtherFonts(page)).toEqual([]);
  }));

it("the English home page: the language switch's own 'தமிழ்' is drawn by the Tamil web font", () =>
  onPhone(async (page) => {
    await page.goto('/home');
    await screenShown(page);
    await page.locator('.menu-button').click();
    await page.getByRole('button', { name: 'தமிழ்' }).waitFor();
    expect(await tamilInOtherFonts(page)).toEqual([]);
  }));
