import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { ResubmitExtraCoursePaymentBody, ResubmitPaymentBody } from 'shared/api/payments';
import { ExtraCourse, StoredFile, Student } from '../entities/index.ts';
import { badRequest, conflict, notFound, unauthorized } from '../errors.ts';
import { uploadOwnerId } from '../queries/uploads.ts';
import { recordEvent } from '../events/record-event.ts';
import { UPLOAD_MISSING, UPLOAD_USED } from './register-student.ts';

const clearRejection = (row: Pick<Student, 'rejectedAt' | 'rejectionReason' | 'rejectionNote'>) => {
  row.rejectedAt = null;
  row.rejectionReason = null;
  row.rejectionNote = null;
};

/**
 * After a rejection, the intern sends a new payment screenshot (already uploaded, as the registration
 * does) and UTR: the enrolment is pending again (issue 16, item 5). Only a rejected enrolment, only
 * the intern's own (the session names it). The old upload stays in the files table for the record,
 * still the intern's (queries/uploads.ts, uploadOwnerId: only they and admins read it by its id, no
 * registration takes it up, the purge of abandoned uploads keeps it while the current one is kept);
 * the new one is unique to this registration like the first.
 */
export async function resubmitStudentPayment(em: EntityManager, studentId: number, body: ResubmitPaymentBody) {
  try {
    await em.transactional(async (tx) => {
      const student = await tx.findOne(Student, studentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!student) throw unauthorized();
      if (!student.rejectedAt) throw conflict('nothingToResubmit');
      // FOR SHARE: the purge of abandoned uploads skips a row a registration is taking up.
      const upload = await tx.findOne(StoredFile, { id: body.uploadId, purpose: 'screenshot-raw' }, { lockMode: LockMode.PESSIMISTIC_READ });
      if (!upload) throw badRequest(UPLOAD_MISSING, { field: 'uploadId' });
      // Taken up by a registration, now or before a resubmission replaced it: never anyone else's.
      if ((await uploadOwnerId(tx, upload.id)) !== null) throw conflict(UPLOAD_USED);
      const compressed = await tx.findOne(StoredFile, { source: upload.id, purpose: 'screenshot' }, { fields: ['id'] });
      const previousUploadId = student.upload?.id ?? null;
      student.upload = tx.getReference(StoredFile, upload.id);
      student.screenshot = tx.getReference(StoredFile, compressed?.id ?? upload.id);
      student.utr = body.utr ?? null;
      clearRejection(student);
      recordEvent(tx, 'student.payment-resubmitted', { type: 'student', id: student.id }, { studentId: student.id, uploadId: upload.id, previousUploadId }, `student:${student.id}`);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(UPLOAD_USED);
    throw err;
  }
}

/** The same for an extra course: a new transaction id puts its payment back to pending. */
export async function resubmitExtraCoursePayment(em: EntityManager, studentId: number, extraCourseId: number, body: ResubmitExtraCoursePaymentBody) {
  await em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(ExtraCourse, { id: extraCourseId, student: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Another intern's extra course answers exactly like one that does not exist.
    if (!extraCourse) throw notFound('No extra course of yours has this id.');
    if (!extraCourse.rejectedAt) throw conflict('nothingToResubmit');
    extraCourse.transaction = body.transaction;
    clearRejection(extraCourse);
    recordEvent(tx, 'extra-course.payment-resubmitted', { type: 'extra_course', id: extraCourse.id }, { extraCourseId: extraCourse.id, studentId }, `student:${studentId}`);
  });
}
