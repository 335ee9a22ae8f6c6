import { MAX_CMS_BYTES, signDetached, type CmsSigner } from './cms.ts';

/** Who signs, as the signature dictionary names it (PDF readers show these beside the signature). */
export interface SignatureLabel {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

/** A PDF this signer cannot add a signature to (not pdfmake's shape: a classic cross-reference table, plain dictionaries). */
export class UnsignablePdfError extends Error {}

/** Room for the CMS (bytes; twice that in hex): the certificates it carries, and 2 KB for the signer info, its attributes and an RSA signature up to 4096 bits. */
const signatureRoom = (signer: CmsSigner) =>
  signer.certificate.length + signer.chain.reduce((sum, cert) => sum + cert.length, 0) + 2048;

const BYTE_RANGE_PLACEHOLDER = '/ByteRange [0 /********** /********** /**********]';

/** A PDF text string: literal when ASCII (with its three special characters escaped), else UTF-16BE with a byte order mark, in hex. */
function pdfString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/** D:YYYYMMDDHHmmSSZ */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** The dictionary of object `n` as written in the file (its last definition). */
function objectDictionary(text: string, n: number): string {
  const start = text.lastIndexOf(`\n${n} 0 obj`);
  if (start < 0) throw new UnsignablePdfError(`object ${n} not found`);
  const open = text.indexOf('<<', start);
  const end = text.indexOf('\nendobj', start);
  if (open < 0 || end < 0 || open > end) throw new UnsignablePdfError(`object ${n} is not a dictionary`);
  return text.slice(open, text.lastIndexOf('>>', end) + 2);
}

const refIn = (dict: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  if (!match) throw new UnsignablePdfError(`no /${key} reference`);
  return Number(match[1]);
};

/** Where the array opened at `open` closes: nested arrays counted, literal strings (which may hold brackets) skipped. */
function arrayEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      // A literal string: balanced parentheses, backslash escapes.
      let parens = 1;
      for (i++; i < text.length && parens > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') parens++;
        else if (text[i] === ')') parens--;
      }
      i--;
    } else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  throw new UnsignablePdfError('an array does not close');
}

/** The page dictionary with the widget added to its /Annots (made when it has none). */
function withWidget(page: string, widget: string): string {
  const annots = /\/Annots\s*\[/.exec(page);
  if (!annots) return withEntry(page, `\n/Annots [${widget}]`);
  const end = arrayEnd(page, annots.index + annots[0].length - 1);
  return `${page.slice(0, end)} ${widget}${page.slice(end)}`;
}

/** A dictionary with `entry` added before its closing >>. */
const withEntry = (dict: string, entry: string) => `${dict.slice(0, -2)}${entry}\n>>`;

/**
 * Signs a PDF as PAdES baseline B: an invisible signature field on the first page whose /SubFilter is
 * ETSI.CAdES.detached and whose /ByteRange covers every byte of the file but the signature's own hex
 * string, up to the end. It is written as one incremental update (the new objects, the catalogue with
 * its /AcroForm, the first page with the widget in /Annots, a cross-reference section and a trailer
 * pointing at the previous one), so the PDF as rendered is kept byte for byte in front of it. The
 * shape it reads is pdfmake's (PDFKit: a classic cross-reference table, direct dictionaries); anything
 * else is refused with UnsignablePdfError. Nothing may be appended afterwards, or the signature no
 * longer covers the whole document.
 */
export function signPdf(pdf: Buffer, signer: CmsSigner, label: SignatureLabel, signingTime = new Date()): Buffer {
  let end = pdf.length;
  while (end > 0 && (pdf[end - 1] === 0x0a || pdf[end - 1] === 0x0d)) end--;
  const original = pdf.subarray(0, end);
  const text = original.toString('latin1');
  if (!text.endsWith('%%EOF')) throw new UnsignablePdfError('the file does not end with %%EOF');
  const trailerAt = text.lastIndexOf('\ntrailer');
  const startxrefAt = text.lastIndexOf('startxref');
  if (trailerAt < 0 || startxrefAt < trailerAt)
    throw new UnsignablePdfError('no classic trailer (a cross-reference stream is not supported)');
  const previousXref = Number(/startxref\s+(\d+)/.exec(text.slice(startxrefAt))?.[1]);
  const trailer = text.slice(text.indexOf('<<', trailerAt), text.lastIndexOf('>>', startxrefAt) + 2);
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  if (!Number.isInteger(previousXref) || !Number.isInteger(size)) throw new UnsignablePdfError('unreadable trailer');

  const rootRef = refIn(trailer, 'Root');
  const catalog = objectDictionary(text, rootRef);
  if (catalog.includes('/AcroForm')) throw new UnsignablePdfError('the document has a form already');
  const pages = objectDictionary(text, refIn(catalog, 'Pages'));
  const firstPage = Number(/\/Kids\s*\[\s*(\d+)\s+0\s+R/.exec(pages)?.[1]);
  if (!Number.isInteger(firstPage)) throw new UnsignablePdfError('no first page');
  const page = objectDictionary(text, firstPage);
  if (/\/Annots\s+\d+\s+0\s+R/.test(page)) throw new UnsignablePdfError('indirect /Annots are not supported');

  const [sigRef, widgetRef, formRef] = [size, size + 1, size + 2];
  const room = signatureRoom(signer);
  // A signature the verifier would not read: every PDF would read "not ours".
  if (room > MAX_CMS_BYTES)
    throw new Error(
      `The signing certificate and its chain need ${room} bytes of signature; the verifier reads up to ${MAX_CMS_BYTES}. Use a shorter chain.`,
    );
  const contentsPlaceholder = `<${'0'.repeat(room * 2)}>`;
  const objects = new Map<number, string>([
    [
      sigRef,
      [
        '<<',
        '/Type /Sig',
        '/Filter /Adobe.PPKLite',
        '/SubFilter /ETSI.CAdES.detached',
        BYTE_RANGE_PLACEHOLDER,
        `/Contents ${contentsPlaceholder}`,
        `/Name ${pdfString(label.name)}`,
        `/Reason ${pdfString(label.reason)}`,
        `/Location ${pdfString(label.location)}`,
        `/ContactInfo ${pdfString(label.contactInfo)}`,
        `/M (${pdfDate(signingTime)})`,
        '>>',
      ].join('\n'),
    ],
    [
      widgetRef,
      `<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/Rect [0 0 0 0]\n/V ${sigRef} 0 R\n/T (Signature1)\n/F 4\n/P ${firstPage} 0 R\n>>`,
    ],
    [formRef, `<<\n/Type /AcroForm\n/SigFlags 3\n/Fields [${widgetRef} 0 R]\n>>`],
    [rootRef, withEntry(catalog, `\n/AcroForm ${formRef} 0 R`)],
    [firstPage, withWidget(page, `${widgetRef} 0 R`)],
  ]);

  // The update: each object at a known offset, then a cross-reference section naming them.
  let update = '\n';
  const offsets = new Map<number, number>();
  for (const [n, body] of objects) {
    offsets.set(n, original.length + update.length);
    update += `${n} 0 obj\n${body}\nendobj\n`;
  }
  const xrefAt = original.length + update.length;
  update += 'xref\n0 1\n0000000000 65535 f \n';
  for (const n of [...offsets.keys()].sort((a, b) => a - b))
    update += `${n} 1\n${String(offsets.get(n)).padStart(10, '0')} 00000 n \n`;
  const newTrailer = trailer.replace(/\/Size\s+\d+/, `/Size ${size + 3}`).replace(/\n?\/Prev\s+\d+/, '');
  update += `trailer\n${withEntry(newTrailer, `\n/Prev ${previousXref}`)}\nstartxref\n${xrefAt}\n%%EOF\n`;
  const file = Buffer.concat([original, Buffer.from(update, 'latin1')]);

  // The byte range: everything but the hex string (its brackets included), to the last byte.
  const placeholderAt = file.indexOf(BYTE_RANGE_PLACEHOLDER, original.length, 'latin1');
  const gapStart = file.indexOf(contentsPlaceholder, placeholderAt, 'latin1');
  const gapEnd = gapStart + contentsPlaceholder.length;
  const range = `/ByteRange [0 ${gapStart} ${gapEnd} ${file.length - gapEnd}]`;
  file.write(range.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' '), placeholderAt, 'latin1');

  const cms = signDetached(Buffer.concat([file.subarray(0, gapStart), file.subarray(gapEnd)]), signer);
  if (cms.length > room)
    throw new UnsignablePdfError(`the signature (${cms.length} bytes) does not fit its room (${room})`);
  file.write(cms.toString('hex'), gapStart + 1, 'latin1');
  return file;
}
