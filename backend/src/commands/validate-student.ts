import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';

export const STUDENT_NOT_FOUND = 'No student has this id.';
export const ALREADY_VALIDATED = 'This student is already validated.';

/**
 * An admin confirms a student's payment: validated once (the row is locked, so two admins clicking at
 * once validate once), with student.validated, which makes the offer letter and mails it. Returns
 * the job ids to poll.
 */
export async function validateStudent(em: EntityManager, studentId: number, adminId: number) {
  const eventId = await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    if (student.validated) throw conflict(ALREADY_VALIDATED);
    student.validated = true;
    student.validatedAt = new Date();
    const event = recordEvent(tx, 'student.validated', { type: 'student', id: student.id }, { studentId: student.id }, `admin:${adminId}`);
    await tx.flush();
    return event.id;
  });
  return { jobs: jobIdsForEvent(eventId, 'student.validated') };
}
