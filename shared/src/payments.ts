/**
 * The rules of a payment that every workspace shares (docs/PAYMENTS.md): the payment reference put in the
 * UPI note, the words of a rejection, and what a screenshot was read to say. The fees are the catalogue's
 * (docs/CATALOGUE.md), each intern's kept with their registration.
 */

export type PaymentKind = 'registration' | 'extra-course';

/**
 * A payment reference: 'TN-' and six characters of an alphabet without the pairs people and OCR
 * confuse (0/O, 1/I, 2/Z, 5/S, 6/G, 8/B), so it survives being read aloud, typed on a phone, printed
 * in a bank's narration and read off a screenshot. 28^6, about 480 million references.
 */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ACDEFHJKLMNPQRTUVWXY';
export const PAYMENT_REFERENCE_LENGTH = 6;
export const PAYMENT_REFERENCE_FORMAT = new RegExp(`^TN-[${PAYMENT_REFERENCE_ALPHABET}]{${PAYMENT_REFERENCE_LENGTH}}$`);
/** What OCR reads for the characters left out of the alphabet: none of these letters is in it, so the mapping is safe. */
const MISREAD: Record<string, string> = { S: '5', B: '8', Z: '2', G: '6' };
const REFERENCE_IN_TEXT = new RegExp(
  `(?:^|[^A-Z0-9])TN[\\s\\-/_.]?([${PAYMENT_REFERENCE_ALPHABET}SBZG]{${PAYMENT_REFERENCE_LENGTH}})(?![A-Z0-9])`,
);

/**
 * The payment reference inside a bank narration or a screenshot's text, in the canonical 'TN-XXXXXX'
 * form. Banks upper-case, drop the hyphen or put a space or a slash for it, and cut the note short, so
 * 'TN7K3Q9P', 'tn 7k3q9p' and 'TN/7K3Q9P' are found; a reference cut short is not. OCR's 'S' for a
 * '5' (and B, Z, G for 8, 2, 6) is read back as the digit.
 */
export function findPaymentReference(text: string): string | undefined {
  const match = REFERENCE_IN_TEXT.exec(text.toUpperCase());
  return match ? `TN-${match[1]!.replace(/[SBZG]/g, (c) => MISREAD[c]!)}` : undefined;
}

/** Why an admin rejects a pending payment (docs/PAYMENTS.md); 'other' carries the admin's own words. */
export const rejectionReasons = {
  'amount-wrong': 'The amount paid is wrong',
  'not-received': 'The payment was not received',
  unreadable: 'The screenshot is unreadable',
  duplicate: 'This payment was already used',
  other: 'Other',
} as const;
export type RejectionReason = keyof typeof rejectionReasons;
/** The reasons' keys in their order: the database's check on `rejection_reason` and the form's choices. */
export const rejectionReasonKeys = Object.keys(rejectionReasons) as [RejectionReason, ...RejectionReason[]];

/** The words of a rejection the intern reads: the reason, or the admin's own words for 'other'. */
export const rejectionWords = (reason: RejectionReason, note: string | null | undefined) =>
  reason === 'other' && note ? note : rejectionReasons[reason];

/** Where an enrolment (or an extra course) stands. Rejected: the intern may send a new screenshot and UTR. */
export type PaymentState = 'pending' | 'validated' | 'rejected';
export const paymentState = (row: { validated: boolean; rejectedAt: Date | string | null }): PaymentState =>
  row.validated ? 'validated' : row.rejectedAt ? 'rejected' : 'pending';

/** What OCR read on a payment screenshot (screenshot_readings). Amounts in rupees (a UPI payment's paise are shown too). */
export interface ScreenshotReading {
  /** 'unreadable': OCR found no amount and no UTR; the admin sees 'could not read the screenshot'. */
  state: 'read' | 'unreadable';
  amountRupees: number | null;
  /** The 12-digit UPI reference number (UTR / RRN / 'UPI transaction ID' / 'UPI Ref. No'). */
  utr: string | null;
  /** The payee's UPI id or name as shown. */
  payee: string | null;
  status: 'success' | 'failed' | 'pending' | null;
  /** When the app says the payment was made (ISO), if shown. */
  paidAt: string | null;
  /** The payment reference (TN-XXXXXX), if the note is shown. */
  reference: string | null;
  /** 0 to 1: tesseract's mean word confidence over the fields read. */
  confidence: number;
}
