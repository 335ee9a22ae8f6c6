import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ExtraCourse } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordValidation } from './record-validation.ts';
import { ERASED_CANNOT_BE_VALIDATED } from 'shared/privacy';

export const extraCourseAlreadyValidated = 'This extra course is already validated.';

/**
 * An admin validates an extra-course enrolment, once: the row is locked, so two admins clicking at
 * the same moment validate it (and fan out its letter and mail) exactly once. When the course's end
 * date (Asia/Kolkata) has already come, its certificate is due at once: extra-course.completed is
 * recorded in the same transaction (record-validation.ts), so the certificate does not wait for the
 * next daily run. Answers the job ids of the fan-out for the admin screen to poll.
 */
export async function validateExtraCourse(
  em: EntityManager,
  { extraCourseId, adminId }: { extraCourseId: number; adminId: number },
  now: Date = new Date(),
): Promise<{ extraCourse: ExtraCourse; jobs: string[] }> {
  return em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(ExtraCourse, extraCourseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!extraCourse) throw notFound('No extra course has this id.');
    if (extraCourse.validated) throw conflict(extraCourseAlreadyValidated);
    if (extraCourse.rejectedAt) throw conflict('rejectedCannotBeValidated');
    if (extraCourse.erasedAt) throw conflict(ERASED_CANNOT_BE_VALIDATED);
    extraCourse.validated = true;
    extraCourse.validatedAt = now;
    const payload = { extraCourseId: extraCourse.id, studentId: extraCourse.student.id };
    const subject = { type: 'extra_course', id: extraCourse.id };
    const jobs = await recordValidation(tx, 'extra-course.validated', subject, payload, `admin:${adminId}`, {
      endDate: extraCourse.endDate,
      now,
    });
    return { extraCourse, jobs };
  });
}
