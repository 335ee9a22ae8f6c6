import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExtraCourseFields } from 'shared/api/extra-courses';
import { ExtraCourse, Student } from '../entities/index.ts';
import type { FeeSource } from '../catalogue/fee-source.ts';
import { unauthorized, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { paymentReferenceFor } from './issue-payment-reference.ts';

/**
 * An intern enrols in an extra course (pending until an admin validates it), with the payment reference
 * the modal showed or a new one, and the amounts its payment is checked against (`catalogue.offerFor`: the
 * ones of the fee shown, if it was the course's within two days); extra-course.added mails the pending
 * notice. A course the catalogue does not offer as an extra course is refused as the form's list does.
 */
export async function addExtraCourse(
  em: EntityManager,
  studentId: number,
  input: ExtraCourseFields & { paymentReference?: string | undefined; shownFeeRupees?: number | undefined },
  catalogue: FeeSource,
): Promise<ExtraCourse> {
  const { shownFeeRupees, ...fields } = input;
  const offer = await catalogue.offerFor(fields.course, 'extra-course', shownFeeRupees, new Date());
  if (!offer) throw validationError('courseNotListed', 'course');
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, studentId);
    if (!student) throw unauthorized();
    const paymentReference = await paymentReferenceFor(tx, 'extra-course', fields.paymentReference);
    const extraCourse = tx.create(ExtraCourse, {
      ...fields,
      course: offer.course,
      courseId: offer.courseId,
      feeRupees: offer.feeRupees,
      paymentReference,
      student,
      validated: false,
    });
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
