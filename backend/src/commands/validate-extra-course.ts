import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { ExtraCourse } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';

export const extraCourseAlreadyValidated = 'This extra course is already validated.';

/**
 * An admin validates an extra-course enrolment, once: the row is locked, so two admins clicking at
 * the same moment validate it (and fan out its letter and mail) exactly once. Answers the job ids of
 * the fan-out for the admin screen to poll.
 */
export async function validateExtraCourse(em: EntityManager, extraCourseId: number, adminId: number): Promise<{ extraCourse: ExtraCourse; jobs: string[] }> {
  return em.transactional(async (tx) => {
    const extraCourse = await tx.findOne(ExtraCourse, extraCourseId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!extraCourse) throw notFound('No extra course has this id.');
    if (extraCourse.validated) throw conflict(extraCourseAlreadyValidated);
    extraCourse.validated = true;
    extraCourse.validatedAt = new Date();
    const event = recordEvent(
      tx,
      'extra-course.validated',
      { type: 'extra_course', id: extraCourse.id },
      { extraCourseId: extraCourse.id, studentId: extraCourse.student.id },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { extraCourse, jobs: jobIdsForEvent(event.id, 'extra-course.validated') };
  });
}
