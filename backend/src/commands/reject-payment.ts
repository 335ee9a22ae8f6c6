import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { RejectPaymentBody } from 'shared/api/payments';
import { ExtraCourse, Student } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { rejectPayment } from './payment-columns.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

export const EXTRA_COURSE_NOT_FOUND = 'No extra course has this id.';

/**
 * An admin rejects a pending enrolment's payment with a reason (docs/PAYMENTS.md). The row is locked,
 * so a rejection and a validation clicked at once cannot both happen (a check constraint holds it
 * too). student.payment-rejected mails the intern the reason; their waiting screen shows it and
 * offers to send a new screenshot.
 */
export async function rejectStudentPayment(
  em: EntityManager,
  { studentId, adminId }: { studentId: number; adminId: number },
  body: RejectPaymentBody,
  now = new Date(),
) {
  await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, studentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    rejectPayment(student, body, now);
    recordEvent(
      tx,
      'student.payment-rejected',
      { type: 'student', id: student.id },
      { studentId: student.id, reason: body.reason },
      `admin:${adminId}`,
    );
  });
}

/** The same for an extra course's payment. */
export async function rejectExtraCoursePayment(
  em: EntityManager,
  { extraCourseId, adminId }: { extraCourseId: number; adminId: number },
  body: RejectPaymentBody,
  now = new Date(),
) {
  await em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(ExtraCourse, extraCourseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!extraCourse) throw notFound(EXTRA_COURSE_NOT_FOUND);
    rejectPayment(extraCourse, body, now);
    const payload = { extraCourseId: extraCourse.id, studentId: extraCourse.student.id, reason: body.reason };
    recordEvent(
      tx,
      'extra-course.payment-rejected',
      { type: 'extra_course', id: extraCourse.id },
      payload,
      `admin:${adminId}`,
    );
  });
}
