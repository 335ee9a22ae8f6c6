import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

const require = createRequire(import.meta.url);
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
  configured = true;
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
  return parts.map((part) => (/[\u0B80-\u0BFF]/u.test(part) ? { text: part, ...style, font: 'NotoSansTamil' } : { text: part, ...style }));
}

/** A text node split into runs by script (scriptRuns). Use it for every user-provided value and every translated word. */
export function mixedText(value: string, style: Record<string, unknown> = {}): Content {
  return { text: scriptRuns(value), ...style } as Content;
}

/** True when the text has any Tamil letter. */
export function hasTamil(value: string): boolean {
  return /[\u0B80-\u0BFF]/u.test(value);
}
