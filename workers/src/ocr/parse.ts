import { findPaymentReference, type ScreenshotReading } from 'shared/payments';
import { parseLooseDate } from 'shared/dates';
import type { OcrResult } from './engine.ts';

/**
 * What a UPI success screen says, from its OCR text (pure: text in, ScreenshotReading out). The labels
 * are the apps' own: Google Pay 'UPI transaction ID', PhonePe 'UTR' (its 'Transaction ID T…' is the
 * app's, not the bank's), Paytm 'UPI Ref. No', BHIM 'UPI Ref No', bank apps 'RRN' or 'Reference
 * number'. A label's value is on its line or on the next one.
 */

const UTR_LABEL =
  /\b(?:UPI\s*(?:transaction|txn)\s*[I1l]D|UTR(?:\s*(?:No|Number))?|UPI\s*Ref(?:erence)?\.?\s*(?:No|Number|[I1l]D)?|RRN|Reference\s*(?:No|Number)|Bank\s*Ref(?:erence)?\.?\s*(?:No)?)\b/i;
const AMOUNT_LABEL = /\b(?:Amount|Amt|Total|INR|Rs)\b/i;
const PAYEE_LABEL = /\b(?:Paid\s*to|To|Beneficiary(?:\s*Name)?|Payee)\b/i;
const UPI_ID = /\b([a-z0-9][a-z0-9._-]{1,}@[a-z][a-z0-9.]{1,})\b/i;

const statusPatterns: [ScreenshotReading['status'] & string, RegExp][] = [
  ['failed', /\b(failed|declined|unsuccessful)\b/i],
  ['pending', /\b(pending|processing|in progress)\b/i],
  ['success', /\bsuccess|\bcompleted\b|\bpaid\b(?!\s*to\b)/i],
];

/** A 12-digit number in a line, OCR's usual slips mended (O->0, l/I->1, S->5 only between digits). */
function utrIn(line: string): string | undefined {
  const mended = line
    .replace(/(?<=\d)[Oo](?=\d)/g, '0')
    .replace(/(?<=\d)[lI|](?=\d)/g, '1')
    .replace(/(?<=\d)\s(?=\d)/g, '');
  return /(?<![\dA-Za-z])(\d{12})(?!\d)/.exec(mended)?.[1];
}

/**
 * An amount as OCR reads the app's figure. The rupee sign is often read as a digit ('₹499' as '7499'
 * or '2499') or as '¥', '%', 'T'. The apps group thousands with commas ('₹1,499'), so a figure of four
 * or more digits without a comma that starts with such a glyph is the sign and the amount.
 */
export function amountIn(token: string): number | undefined {
  const match = /([₹¥%TF?]?)\s?(\d[\d,]*(?:\.\d{1,2})?)/.exec(token.replace(/\s(?=[\d,.])/g, ''));
  if (!match) return undefined;
  const glyph = match[1];
  let figure = match[2]!;
  const integer = figure.split('.')[0]!;
  if (!glyph && !integer.includes(',') && integer.length >= 4 && /^[2379]/.test(integer)) figure = figure.slice(1);
  if (figure.includes(',') && !/^\d{1,3}(,\d{2})*,\d{3}(\.\d+)?$|^\d{1,3}(,\d{3})+(\.\d+)?$/.test(figure))
    return undefined;
  const value = Number(figure.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 && value < 10_000_000 ? value : undefined;
}

/** The date and time an app prints ('11 Nov 2026, 5:34 am', '9:36 PM on 09 Nov 2026', '22/11/2026 23:55') as an instant (India time). */
function paidAtIn(line: string): string | undefined {
  const day =
    /(\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{1,2}[\s-][A-Z][a-z]{2}[\s-]\d{2,4}|[A-Z][a-z]{2}\s\d{1,2},?\s\d{4})/.exec(
      line,
    )?.[1];
  const date = day ? parseLooseDate(day) : undefined;
  if (!date) return undefined;
  const time = /\b(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?/i.exec(line.replace(day!, ' '));
  let hours = time ? Number(time[1]) : 0;
  const minutes = time ? Number(time[2]) : 0;
  const half = time?.[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hours < 12) hours += 12;
  if (half === 'am' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return `${date}T00:00:00+05:30`;
  return new Date(
    `${date}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+05:30`,
  ).toISOString();
}

/** The value of a label: the rest of its line, else the next non-empty line. */
function valueAfter(lines: string[], index: number, label: RegExp): string {
  const rest = lines[index]!.replace(label, '')
    .replace(/^[\s:.-]+/, '')
    .trim();
  return rest || (lines[index + 1] ?? '').trim();
}

/**
 * Reads a screenshot's OCR passes: `main` at full size (the small print), and `large`, the picture
 * made small, where a big headline figure (the amount of Google Pay, Paytm, BHIM) becomes readable.
 */
export function parseReading(main: OcrResult, large?: OcrResult): ScreenshotReading {
  const lines = main.text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let utr: string | undefined;
  let amount: number | undefined;
  let payee: string | undefined;
  let payeeName: string | undefined;
  let paidAt: string | undefined;
  let status: ScreenshotReading['status'] = null;
  lines.forEach((line, i) => {
    if (!utr && UTR_LABEL.test(line) && !/^\s*(?:Google\s*)?Transaction\s*[I1l]D\b/i.test(line))
      utr = utrIn(valueAfter(lines, i, UTR_LABEL));
    if (amount === undefined && AMOUNT_LABEL.test(line)) amount = amountIn(valueAfter(lines, i, AMOUNT_LABEL));
    if (!payee && PAYEE_LABEL.test(line))
      payee = UPI_ID.exec(line)?.[1] ?? UPI_ID.exec(lines[i + 1] ?? '')?.[1] ?? UPI_ID.exec(lines[i + 2] ?? '')?.[1];
    if (!payeeName && PAYEE_LABEL.test(line)) payeeName = valueAfter(lines, i, PAYEE_LABEL) || undefined;
    paidAt ??= paidAtIn(line);
  });
  // A UPI id anywhere, when no 'To' label came before it (BHIM's 'UPI ID', Paytm's 'UPI ID:').
  payee ??= lines.map((l) => UPI_ID.exec(l)?.[1]).find(Boolean) ?? payeeName;
  // No labelled UTR: a lone 12-digit line that is not the app's order or transaction id.
  utr ??= lines.map(utrIn).find(Boolean);
  if (amount === undefined && large) {
    amount = large.text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /\d/.test(l) && !/:\d{2}/.test(l))
      .map(amountIn)
      .find((a) => a !== undefined);
  }
  for (const [state, pattern] of statusPatterns) {
    if (lines.slice(0, 8).some((l) => pattern.test(l))) {
      status = state;
      break;
    }
  }
  const found = [utr, amount, payee, status, paidAt].filter((v) => v != null).length;
  const fieldWords = main.words.filter(
    (w) =>
      (utr && w.text.includes(utr.slice(0, 6))) ||
      (amount !== undefined && w.text.includes(String(Math.trunc(amount)))),
  );
  const confidence = fieldWords.length
    ? fieldWords.reduce((n, w) => n + w.confidence, 0) / fieldWords.length / 100
    : found
      ? 0.5
      : 0;
  return {
    state: utr || amount !== undefined ? 'read' : 'unreadable',
    amountRupees: amount ?? null,
    utr: utr ?? null,
    payee: payee ?? null,
    status,
    paidAt: paidAt ?? null,
    reference: findPaymentReference(main.text) ?? null,
    confidence: Math.round(confidence * 100) / 100,
  };
}
