import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
// pdfmake's subclass of pdfkit's PDFDocument, the class of every document pdfmake renders (the same module pdfmake loads).
const PdfmakeDocument = (require('pdfmake/js/PDFDocument.js') as { default: { prototype: PdfkitDocument } }).default;
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto') + path.sep;
const tamilDir = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

let configured = false;

/**
 * pdfmake is a process-wide singleton: configure it once. No URL is ever fetched, and the only local
 * files it may read are the two font folders (a document definition naming any other path fails).
 */
function configure() {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => {
    const resolved = path.resolve(file);
    return resolved.startsWith(robotoDir) || resolved.startsWith(tamilDir);
  });
  pdfmake.setFonts({
    Roboto: {
      normal: robotoDir + 'Roboto-Regular.ttf',
      bold: robotoDir + 'Roboto-Medium.ttf',
      italics: robotoDir + 'Roboto-Italic.ttf',
      bolditalics: robotoDir + 'Roboto-MediumItalic.ttf',
    },
    NotoSansTamil: {
      normal: tamilDir + 'NotoSansTamil-Regular.ttf',
      bold: tamilDir + 'NotoSansTamil-Bold.ttf',
      italics: tamilDir + 'NotoSansTamil-Regular.ttf',
      bolditalics: tamilDir + 'NotoSansTamil-Bold.ttf',
    },
  });
  extractTamilInLogicalOrder();
  configured = true;
}

/** What of pdfkit's document the Tamil marking uses (pdfkit 0.19: text, addContent, markContent, endMarkedContent). */
interface PdfkitDocument {
  text(text: unknown, ...rest: unknown[]): unknown;
  addContent(data: string): unknown;
  markContent(tag: string, options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

const tamilLetter = /[\u0B80-\u0BFF]/u;

/**
 * Noto Sans Tamil draws a vowel sign that sits before its consonant (ெ ே ை, and the first half of
 * ொ ோ ௌ) as a glyph before the consonant's, so a reader that maps glyphs back to letters in drawn
 * order gives `ெசல்வம்` for `செல்வம்`: copy and paste, search and screen readers get a word nobody
 * wrote. So every text drawn with a Tamil letter in it (pdfmake draws one run of one font at a time,
 * and scriptRuns gives Tamil letters runs of their own) is drawn inside a marked-content span whose
 * /ActualText is the text as written (ISO 32000-1, 14.9.4; pdfkit writes it UTF-16BE with a BOM):
 * pdftotext, Acrobat and PDFium extract that instead of the glyphs.
 *
 * The span is opened just before pdfkit's BT and closed just after its ET, inside pdfkit's q ... Q:
 * a reader places the span's text with the transformation in force at EMC, which must be the one
 * the glyphs were drawn with (around q ... Q poppler put each Tamil word on a line of its own).
 * pdfmake has no hook for this, so its document class's `text` is wrapped once per process; text
 * without a Tamil letter (every English document) is drawn exactly as before.
 */
function extractTamilInLogicalOrder() {
  const proto = PdfmakeDocument.prototype;
  if (Object.hasOwn(proto, 'text')) return;
  const draw = proto.text;
  proto.text = function text(this: PdfkitDocument, value: unknown, ...rest: unknown[]) {
    if (typeof value !== 'string' || !tamilLetter.test(value)) return draw.call(this, value, ...rest);
    const write = proto.addContent;
    let state: 'before' | 'open' | 'closed' = 'before';
    // One pdfmake inline is one line of one font: pdfkit writes a single BT ... ET for it.
    this.addContent = function addContent(this: PdfkitDocument, data: string) {
      if (data === 'BT' && state === 'before') {
        state = 'open';
        this.markContent('Span', { actual: value });
        return write.call(this, data);
      }
      if (data === 'ET' && state === 'open') {
        state = 'closed';
        write.call(this, data);
        return this.endMarkedContent();
      }
      return write.call(this, data);
    };
    try {
      return draw.call(this, value, ...rest);
    } finally {
      delete (this as Partial<PdfkitDocument>).addContent;
    }
  };
}

/** Renders a document definition to PDF bytes (vector text with embedded, subset fonts). */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto' }, compress: true, ...definition }).getBuffer();
}

// Tamil letters, and the spaces and joiners between two Tamil words, go to Noto Sans Tamil.
const tamilRun = /([\u0B80-\u0BFF]+(?:[\s\u200C\u200D]+[\u0B80-\u0BFF]+)*)/u;

/**
 * A text's runs, each in a font that has its glyphs: Tamil code points (U+0B80-U+0BFF) in Noto Sans
 * Tamil, everything else in Roboto. Each run carries `style` itself: pdfmake does not pass a style
 * down from a text node nested inside another's runs.
 */
export function scriptRuns(value: string, style: Record<string, unknown> = {}): { text: string; font?: string }[] {
  const parts = value.split(tamilRun).filter((part) => part.length > 0);
  return parts.map((part) =>
    /[\u0B80-\u0BFF]/u.test(part) ? { text: part, ...style, font: 'NotoSansTamil' } : { text: part, ...style },
  );
}

/** A text node split into runs by script (scriptRuns). Use it for every user-provided value and every translated word. */
export function mixedText(value: string, style: Record<string, unknown> = {}): Content {
  return { text: scriptRuns(value), ...style } as Content;
}

/** True when the text has any Tamil letter. */
export function hasTamil(value: string): boolean {
  return /[\u0B80-\u0BFF]/u.test(value);
}
