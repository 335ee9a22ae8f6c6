import { hasDateCome, toIsoDate } from './dates.ts';
import type { HandlerName } from './fan-out.ts';
import { cutText } from './format.ts';

export const documentKinds = [
  'offer-letter',
  'completion-certificate',
  'test-certificate',
  'extra-offer-letter',
  'extra-certificate',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * The rules about an intern's documents, in one place: which exist when, what they are called, and
 * which job makes them. The API reads them to list and serve documents and to find the job that
 * makes each one; the workers to refuse a document before its time and to name the mail's
 * attachment; the site to name a download. The certificates due on an end date are made by the jobs of student.completed and
 * extra-course.completed, which the daily run (and, for an intern or extra course already ended, its
 * validation) records.
 */

export interface DocumentRule {
  /** For the extra-course kinds, the document belongs to one extra course. */
  forExtraCourse: boolean;
  /** What makes it available (besides the enrolment being validated). */
  availableWhen: 'validated' | 'end-date' | 'test-mark';
  /** The fan-out handler (fan-out.ts) whose job generates it; GET /api/documents follows its job_runs. */
  handler: HandlerName;
  /** The file name after the intern's name: '{name}_{suffix}.pdf'. */
  fileSuffix: string;
  /** A regenerated PDF keeps the first issue date; a test certificate is re-dated with each mark. */
  keepsIssueDate: boolean;
}

export const documentRules: Record<DocumentKind, DocumentRule> = {
  'offer-letter': {
    forExtraCourse: false,
    availableWhen: 'validated',
    handler: 'offer-letter',
    keepsIssueDate: true,
    fileSuffix: 'Offer_Letter',
  },
  'completion-certificate': {
    forExtraCourse: false,
    availableWhen: 'end-date',
    handler: 'completion-certificate',
    keepsIssueDate: true,
    fileSuffix: 'Completion_Certificate',
  },
  'test-certificate': {
    forExtraCourse: false,
    availableWhen: 'test-mark',
    handler: 'test-certificate',
    keepsIssueDate: false,
    fileSuffix: 'Test_Certificate',
  },
  'extra-offer-letter': {
    forExtraCourse: true,
    availableWhen: 'validated',
    handler: 'extra-offer-letter',
    keepsIssueDate: true,
    fileSuffix: 'Extra_Course_Offer_Letter',
  },
  'extra-certificate': {
    forExtraCourse: true,
    availableWhen: 'end-date',
    handler: 'extra-certificate',
    keepsIssueDate: true,
    fileSuffix: 'Extra_Course_Certificate',
  },
};

/** The certificates, which also exist as Open Badges 3.0 credentials (docs/CREDENTIALS.md); offer letters do not. */
export const credentialKinds: readonly DocumentKind[] = [
  'completion-certificate',
  'test-certificate',
  'extra-certificate',
];
export const hasCredential = (kind: DocumentKind | string): boolean =>
  (credentialKinds as readonly string[]).includes(kind);

/**
 * What an offer letter offers: the certificate of the same internship (the completion certificate) or of
 * the same extra course. An offer letter is not a certificate: it says an internship was offered, not
 * that it was done, so the verifier names it as a letter and gives this certificate's standing beside it.
 */
export const offeredCertificate: Partial<Record<DocumentKind, 'completion-certificate' | 'extra-certificate'>> = {
  'offer-letter': 'completion-certificate',
  'extra-offer-letter': 'extra-certificate',
};
/** A certificate (completion, test, extra course) rather than an offer letter: what has a certificate number, and a credential. */
export const isCertificate = (kind: DocumentKind | string): boolean => hasCredential(kind);

export interface DocumentOwner {
  validated: boolean;
  endDate: string | Date;
  testMark?: number | null;
}

export type Availability =
  | { available: true }
  | { available: false; reason: 'not-validated' }
  | { available: false; reason: 'no-test-mark' }
  | { available: false; reason: 'before-end-date'; availableOn: string };

/**
 * Whether a document may exist yet. `owner` is the intern for the main-course kinds and the extra
 * course (its own validation and end date) for the extra-course kinds; the intern's test mark only
 * matters for the test certificate.
 */
export function documentAvailability(kind: DocumentKind, owner: DocumentOwner, now: Date = new Date()): Availability {
  if (!owner.validated) return { available: false, reason: 'not-validated' };
  const rule = documentRules[kind];
  if (rule.availableWhen === 'test-mark' && (owner.testMark === null || owner.testMark === undefined)) {
    return { available: false, reason: 'no-test-mark' };
  }
  if (rule.availableWhen === 'end-date' && !hasDateCome(owner.endDate, now)) {
    return { available: false, reason: 'before-end-date', availableOn: toIsoDate(owner.endDate) };
  }
  return { available: true };
}

/** Characters no file system or browser takes in a file name, plus control characters. */
// eslint-disable-next-line no-control-regex
const unsafeInFileName = /[\u0000-\u001f\u007f<>:"/\\|?*%;]/g;

/**
 * The download's file name, '{name}_{suffix}.pdf' ('User' when the name has nothing usable, as the
 * specification's fallback), in full Unicode for `filename*` and as a plain-ASCII fallback.
 */
export function documentFileName(
  kind: DocumentKind,
  internName: string | null | undefined,
): { utf8: string; ascii: string } {
  const suffix = documentRules[kind].fileSuffix;
  // Cut by letters: a Tamil name's last letter keeps its vowel sign.
  const cleaned = cutText(
    (internName ?? '').normalize('NFC').replace(unsafeInFileName, ' ').replace(/\s+/g, ' ').trim(),
    100,
    '',
  ).trim();
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    utf8: `${cleaned || 'User'}_${suffix}.pdf`,
    ascii: `${ascii || 'User'}_${suffix}.pdf`,
  };
}

/**
 * The certificate number: the prefix (ending in IN) and the intern id, then, for an extra course's
 * documents, a '-' and the extra-course record id. Without the separator intern 12 with course 3 and
 * intern 1 with course 23 both got ...123. Numbers already issued are kept as stored on the document
 * row (a regenerated PDF reuses them), so certificates issued before the separator still verify.
 */
export function certificateNumber(prefix: string, studentId: number, extraCourseId?: number | null): string {
  return extraCourseId ? `${prefix}${studentId}-${extraCourseId}` : `${prefix}${studentId}`;
}

/** A document's name as the admin screens and the record show it. */
export const documentTitles: Record<DocumentKind, string> = {
  'offer-letter': 'Offer letter',
  'completion-certificate': 'Completion certificate',
  'test-certificate': 'Test certificate',
  'extra-offer-letter': 'Extra course offer letter',
  'extra-certificate': 'Extra course certificate',
};
