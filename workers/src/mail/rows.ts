import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'backend/db/sql';
import { ErasureRequest, ExtraCourse, Referrer, Student } from 'backend/entities/index';
import { documentFileName, type DocumentKind } from 'shared/documents';
import type { Locale } from 'shared/locales';
import { documentPdf } from '../documents/issue.ts';
import { displayDate } from '../i18n/catalogue.ts';
import { idOf, type Payload } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';

/** The rows several mails read, each found by the ids of the event's payload. */

export async function student(em: EntityManager, payload: Payload) {
  const id = idOf(payload, 'studentId');
  const row = await em.findOne(Student, { id }, { refresh: true });
  if (!row) throw new PermanentError(`Student ${id} no longer exists.`);
  // Nothing more goes to an erased intern (a mail queued before the erasure, or an admin's resend).
  if (row.erasedAt) throw new PermanentError(`Student ${id}'s personal data was erased.`);
  return row;
}

/**
 * No mail for an intern goes out once the owner of the account's address said the registration is not
 * theirs ("This wasn't me", commands/disown-email.ts): not the proof links, not the documents, not the
 * password mails, not the answers to requests. None of them is one the law makes us send to that
 * address: it is a third party's, and mailing the account's details there would disclose them. The
 * intern reads everything on their dashboard and must have the e-mail corrected (which clears the
 * block). Read afresh at each build, so a mail queued before the block or an admin's resend stops too.
 */
export async function refuseDisownedAddress(em: EntityManager, studentId: number) {
  const [row] = await sql<{ disowned: boolean }>(
    em,
    'select email_disowned_at is not null as disowned from students where id = $1',
    [studentId],
  );
  if (row?.disowned)
    throw new PermanentError(
      `Student ${studentId}'s address owner said the registration is not theirs: nothing is mailed to it.`,
    );
}

export async function erasureRequest(em: EntityManager, payload: Payload) {
  const id = idOf(payload, 'erasureRequestId');
  const row = await em.findOne(ErasureRequest, { id, student: idOf(payload, 'studentId') }, { refresh: true });
  if (!row) throw new PermanentError(`Erasure request ${id} no longer exists.`);
  return row;
}

export async function extraCourse(em: EntityManager, payload: Payload, studentId: number) {
  const id = idOf(payload, 'extraCourseId');
  const row = await em.findOne(ExtraCourse, { id, student: studentId }, { refresh: true });
  if (!row) throw new PermanentError(`Extra course ${id} no longer exists.`);
  return row;
}

/** A course and its dates as the mails show them. */
export interface StudentFacts {
  name: string;
  course: string;
  startDate: string; // dd/mm/yyyy
  endDate: string; // dd/mm/yyyy
}

export function studentFacts(
  s: { name: string; course: string; startDate: string | Date; endDate: string | Date },
  locale: Locale,
): StudentFacts {
  return {
    name: s.name,
    course: s.course,
    startDate: displayDate(locale, s.startDate),
    endDate: displayDate(locale, s.endDate),
  };
}

/** A document's PDF under the one file name it has everywhere. */
export async function attachment(em: EntityManager, s: Student, kind: DocumentKind, extraCourseId?: number) {
  const pdf = await documentPdf(em, { studentId: s.id, kind, extraCourseId });
  // Ordinarily the PDF job completed before this mail was enqueued; if not, retrying will find it.
  if (!pdf) throw new Error(`The ${kind} PDF is not ready yet.`);
  return {
    attachment: { filename: documentFileName(kind, s.name).utf8, content: pdf.data, contentType: 'application/pdf' },
    document: pdf.document,
  };
}

/** A mail to the intern about one of their own documents, which it carries: the envelope, and the intern's row for the words. */
export async function documentMailData(em: EntityManager, payload: Payload, kind: DocumentKind) {
  const s = await student(em, payload);
  const { attachment: pdf } = await attachment(em, s, kind);
  return { envelope: { to: s.email, studentId: s.id, attachments: [pdf] }, student: s, locale: s.language };
}

/**
 * The language an intern or a referrer reads, for the mails whose data comes from a command that
 * returns only the address (the one-time links): read from their row, English when it is gone.
 */
export async function studentLanguage(em: EntityManager, id: number): Promise<Locale> {
  return (await em.findOne(Student, { id }, { fields: ['language'] }))?.language ?? 'en';
}

export async function referrerLanguage(em: EntityManager, id: number): Promise<Locale> {
  return (await em.findOne(Referrer, { id }, { fields: ['language'] }))?.language ?? 'en';
}
