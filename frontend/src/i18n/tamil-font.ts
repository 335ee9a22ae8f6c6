/**
 * Tamil letters are drawn by the site's Noto Sans Tamil (styles/tamil.css) on a device without a Tamil
 * font of its own. Its faces are `unicode-range` faces, fetched only once a Tamil letter is laid out
 * or when asked for here; Chromium does not shape again the Tamil text it laid out while a face was
 * still on its way (e2e/tamil-fonts.e2e.ts holds the font back to prove it), so that text kept the
 * Latin font's empty boxes after the font had arrived. Hence: a Tamil page is shown only once both
 * faces it uses (regular and bold) are ready (catalogues.ts), and the language switch's 'தமிழ்' on an
 * English page is laid out again once the regular face is (LanguageSwitch.tsx).
 */
const FAMILY = '"Noto Sans Tamil"';
/** A Tamil word: `fonts.load` fetches the faces whose unicode-range covers it. */
const SAMPLE = 'தமிழ்';
/** A phone on a weak network still gets its page: after this long the page shows without the font. */
const PATIENCE_MS = 3000;

function fontsOf(doc: Document): FontFaceSet | undefined {
  // jsdom and very old browsers have no FontFaceSet: nothing to load.
  return 'fonts' in doc ? doc.fonts : undefined;
}

/**
 * Loads the Tamil faces of these weights (the phone's own Noto Sans Tamil when it has one, else the
 * subset); resolves when they are ready, failed, or after PATIENCE_MS, never rejects.
 */
export function loadTamilFont(weights: (400 | 700)[] = [400, 700], doc: Document = document): Promise<void> {
  const fonts = fontsOf(doc);
  if (!fonts) return Promise.resolve();
  const loads = Promise.all(weights.map((w) => fonts.load(`${w} 1em ${FAMILY}`, SAMPLE))).then(
    () => undefined,
    (err: unknown) => console.warn('the Tamil font did not load', err),
  );
  return Promise.race([loads, new Promise<void>((resolve) => setTimeout(resolve, PATIENCE_MS))]);
}
