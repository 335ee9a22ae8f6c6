import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { config, publicUrl } from 'backend/config';
import { openDocument } from 'backend/commands/open-document';
import { storeDocumentFile } from 'backend/commands/store-document-file';
import { ExtraCourse, IssuedDocument, Student, type DocumentKind } from 'backend/entities/index';
import { certificateNumber, documentAvailability, documentRules } from 'shared/documents';
import { durationDays, todayInIndia, toIsoDate } from 'shared/dates';
import { i18nFor } from '../i18n/catalogue.ts';
import { PermanentError } from '../runtime/processor.ts';
import { documentKeywords } from 'backend/signing/document-keywords';
import { signIssuedPdf } from './sign.ts';
import { renderPdf } from './pdf.ts';
import {
  completionCertificateDefinition,
  offerLetterDefinition,
  testCertificateDefinition,
  type Company,
  type Holder,
} from './templates.ts';
import { certificateNotYet } from 'shared/messages';

export interface IssueRequest {
  studentId: number;
  kind: DocumentKind;
  extraCourseId?: number | null;
  /** The clock (tests set it); today is taken in Asia/Kolkata. */
  now?: Date;
}

export interface IssuedResult {
  documentId: number;
  fileId: string;
  kind: DocumentKind;
  certificateNumber: string;
  issuedOn: string;
  size: number;
  [key: string]: unknown;
}

/** An unguessable token for the verification link (192 random bits). */
export function newVerificationToken(): string {
  return randomBytes(24).toString('base64url');
}

export function verifyUrl(token: string): string {
  return `${publicUrl()}/verify/${token}`;
}

export function companyFromConfig(): Company {
  const cfg = config();
  return { name: cfg.COMPANY_NAME, address: cfg.COMPANY_ADDRESS, email: cfg.COMPANY_EMAIL, phone: cfg.COMPANY_PHONE };
}

/**
 * Makes (or remakes) one document: the documents row is unique per (student, kind, extra course), so
 * running this twice, or at once in two workers, leaves one row whose file is the latest PDF. The
 * verification token is created with the row and kept across regenerations, so a printed QR code
 * stays valid.
 */
export async function issueDocument(
  em: EntityManager,
  req: IssueRequest,
  progress: (p: number) => Promise<void> = async () => undefined,
): Promise<IssuedResult> {
  const now = req.now ?? new Date();
  const today = todayInIndia(now);
  const student = await em.findOne(Student, { id: req.studentId });
  if (!student) throw new PermanentError(`Student ${req.studentId} no longer exists.`);
  const extra = documentRules[req.kind].forExtraCourse;
  let extraCourse: ExtraCourse | null = null;
  if (extra) {
    if (!req.extraCourseId) throw new PermanentError(`${req.kind} needs an extra course.`);
    extraCourse = await em.findOne(ExtraCourse, { id: req.extraCourseId, student: student.id });
    if (!extraCourse) throw new PermanentError(`Extra course ${req.extraCourseId} no longer exists.`);
  }
  const period = extraCourse ?? student;
  const endDate = toIsoDate(period.endDate);
  const availability = documentAvailability(
    req.kind,
    { validated: period.validated, endDate, testMark: student.testMark },
    now,
  );
  if (!availability.available) {
    if (availability.reason === 'before-end-date')
      throw new PermanentError(certificateNotYet(availability.availableOn));
    if (availability.reason === 'no-test-mark') throw PermanentError.of('completeTheTest');
    throw new PermanentError(extra ? 'This extra course is not validated yet.' : 'This student is not validated yet.');
  }
  // 1. The row (and so the token) exists before the PDF, because the PDF carries the token's link.
  const row = await openDocument(em, {
    studentId: student.id,
    extraCourseId: extraCourse?.id ?? null,
    kind: req.kind,
    certificateNumber: certificateNumber(config().CERTIFICATE_PREFIX, student.id, extraCourse?.id),
    verificationToken: newVerificationToken(),
    issuedOn: today,
  });
  if (!row) throw new Error('The document row vanished while it was being made.');
  // The number first issued, even if the format changed since: the printed number must stay the one on record.
  const number = row.certificateNumber;
  const issuedOn = documentRules[req.kind].keepsIssueDate ? toIsoDate(row.issuedOn) : today;
  await progress(20);

  // 2. The PDF.
  const pdf = await documentPdfBytes(req.kind, student, extraCourse, {
    certificateNumber: number,
    issuedOn,
    token: row.verificationToken,
    version: row.version,
  });
  await progress(70);

  // 3. The file, and the document pointed at it (the replaced file goes).
  const fileId = await storeDocumentFile(em, { documentId: row.id, pdf, issuedOn, certificateNumber: number });
  await progress(95);
  return { documentId: row.id, fileId, kind: req.kind, certificateNumber: number, issuedOn, size: pdf.length };
}

/**
 * Renders one document's PDF from the current rows (the intern, the extra course) and the document's
 * own facts, and signs it: the one place an issued PDF's bytes are made (a first issue, a remake, a
 * correction's new version). Its Keywords name the number, kind and version the verifier reads back.
 */
export async function documentPdfBytes(
  kind: DocumentKind,
  student: Student,
  extraCourse: ExtraCourse | null,
  doc: { certificateNumber: string; issuedOn: string; token: string; version: number },
): Promise<Buffer> {
  const period = extraCourse ?? student;
  const startDate = toIsoDate(period.startDate);
  const endDate = toIsoDate(period.endDate);
  const extra = documentRules[kind].forExtraCourse;
  const company = companyFromConfig();
  const holder: Holder = {
    name: student.name,
    college: extraCourse?.college ?? student.college,
    course: extraCourse?.course ?? student.course,
    startDate,
    endDate,
    durationDays: durationDays(startDate, endDate),
  };
  const facts = { certificateNumber: doc.certificateNumber, issuedOn: doc.issuedOn, verifyUrl: verifyUrl(doc.token) };
  // The document's own words are the intern's language; what they typed and the company's details are as written.
  const i18n = i18nFor(student.language);
  const definition =
    kind === 'offer-letter' || kind === 'extra-offer-letter'
      ? offerLetterDefinition(i18n, company, holder, doc.issuedOn, { extra })
      : kind === 'test-certificate'
        ? testCertificateDefinition(i18n, company, holder, student.testMark!, facts)
        : completionCertificateDefinition(i18n, company, holder, facts, { extra });
  definition.info = {
    ...definition.info,
    keywords: documentKeywords({ certificateNumber: doc.certificateNumber, kind, version: doc.version }),
  };
  return signIssuedPdf(await renderPdf(definition));
}

/** The current PDF of a document, for a mail attachment; null when it has not been made. */
export async function documentPdf(
  em: EntityManager,
  where: { studentId: number; kind: DocumentKind; extraCourseId?: number | null },
) {
  const doc = await em.findOne(
    IssuedDocument,
    { student: where.studentId, kind: where.kind, extraCourse: where.extraCourseId ?? null },
    { populate: ['file', 'file.data'] },
  );
  if (!doc?.file) return null;
  return { data: Buffer.from(doc.file.data as Uint8Array), document: doc };
}
