import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { RejectPaymentBody } from 'shared/api/payments';
import { ExtraCourse, Student } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

export const EXTRA_COURSE_NOT_FOUND = 'No extra course has this id.';

type Payment = Pick<Student, 'validated' | 'rejectedAt' | 'rejectionReason' | 'rejectionNote'>;

/** The one rule of a rejection, for an enrolment and an extra course alike: only a pending payment, once. */
function reject(row: Payment, body: RejectPaymentBody, now: Date) {
  if (row.validated) throw conflict('validatedCannotBeRejected');
  if (row.rejectedAt) throw conflict('paymentAlreadyRejected');
  row.rejectedAt = now;
  row.rejectionReason = body.reason;
  row.rejectionNote = body.reason === 'other' ? (body.note ?? null) : null;
}

/**
 * An admin rejects a pending enrolment's payment with a reason (issue 16, item 5). The row is locked,
 * so a rejection and a validation clicked at once cannot both happen (a check constraint holds it
 * too). student.payment-rejected mails the intern the reason; their waiting screen shows it and
 * offers to send a new screenshot.
 */
export async function rejectStudentPayment(em: EntityManager, studentId: number, adminId: number, body: RejectPaymentBody, now = new Date()) {
  await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, studentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    reject(student, body, now);
    recordEvent(tx, 'student.payment-rejected', { type: 'student', id: student.id }, { studentId: student.id, reason: body.reason }, `admin:${adminId}`);
  });
}

/** The same for an extra course's payment. */
export async function rejectExtraCoursePayment(em: EntityManager, extraCourseId: number, adminId: number, body: RejectPaymentBody, now = new Date()) {
  await em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(ExtraCourse, extraCourseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!extraCourse) throw notFound(EXTRA_COURSE_NOT_FOUND);
    reject(extraCourse, body, now);
    const payload = { extraCourseId: extraCourse.id, studentId: extraCourse.student.id, reason: body.reason };
    recordEvent(tx, 'extra-course.payment-rejected', { type: 'extra_course', id: extraCourse.id }, payload, `admin:${adminId}`);
  });
}
