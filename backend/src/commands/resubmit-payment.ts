import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { ResubmitExtraCoursePaymentBody, ResubmitPaymentBody } from 'shared/api/payments';
import { ExtraCourse, StoredFile, Student } from '../entities/index.ts';
import { conflict, notFound, unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { clearRejection, takeUpScreenshot } from './payment-columns.ts';

/**
 * After a rejection, the intern sends a new payment screenshot (already uploaded, as the registration
 * does) and UTR: the enrolment is pending again (docs/PAYMENTS.md). Only a rejected enrolment, only
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
      const taken = await takeUpScreenshot(tx, body.uploadId);
      const previousUploadId = student.upload?.id ?? null;
      student.upload = tx.getReference(StoredFile, taken.upload);
      student.screenshot = tx.getReference(StoredFile, taken.screenshot);
      student.utr = body.utr ?? null;
      clearRejection(student);
      recordEvent(
        tx,
        'student.payment-resubmitted',
        { type: 'student', id: student.id },
        { studentId: student.id, uploadId: taken.upload, previousUploadId },
        `student:${student.id}`,
      );
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict('screenshotAlreadyUsed');
    throw err;
  }
}

/** The same for an extra course: a new transaction id puts its payment back to pending. */
export async function resubmitExtraCoursePayment(
  em: EntityManager,
  { studentId, extraCourseId }: { studentId: number; extraCourseId: number },
  body: ResubmitExtraCoursePaymentBody,
) {
  await em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(
      ExtraCourse,
      { id: extraCourseId, student: studentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    // Another intern's extra course answers exactly like one that does not exist.
    if (!extraCourse) throw notFound('noSuchExtraCourse');
    if (!extraCourse.rejectedAt) throw conflict('nothingToResubmit');
    extraCourse.transaction = body.transaction;
    clearRejection(extraCourse);
    recordEvent(
      tx,
      'extra-course.payment-resubmitted',
      { type: 'extra_course', id: extraCourse.id },
      { extraCourseId: extraCourse.id, studentId },
      `student:${studentId}`,
    );
  });
}
