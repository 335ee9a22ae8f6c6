import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExtraCourseFields } from 'shared/api/extra-courses';
import { ExtraCourse, Student } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { paymentReferenceFor } from './issue-payment-reference.ts';

/**
 * An intern enrols in an extra course (pending until an admin validates it), with the payment reference
 * the modal showed or a new one; extra-course.added mails the pending notice.
 */
export async function addExtraCourse(
  em: EntityManager,
  studentId: number,
  input: ExtraCourseFields & { paymentReference?: string | undefined },
): Promise<ExtraCourse> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, studentId);
    if (!student) throw unauthorized();
    const paymentReference = await paymentReferenceFor(tx, 'extra-course', input.paymentReference);
    const extraCourse = tx.create(ExtraCourse, { ...input, paymentReference, student, validated: false });
    await tx.flush();
    recordEvent(
      tx,
      'extra-course.added',
      { type: 'extra_course', id: extraCourse.id },
      { extraCourseId: extraCourse.id, studentId },
      `student:${studentId}`,
    );
    return extraCourse;
  });
}
