import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordValidation } from './record-validation.ts';
import { ERASED_CANNOT_BE_VALIDATED } from 'shared/privacy';

export const STUDENT_NOT_FOUND = 'No student has this id.';
export const ALREADY_VALIDATED = 'This student is already validated.';

/**
 * An admin confirms a student's payment: validated once (the row is locked, so two admins clicking at
 * once validate once), with student.validated, which makes the offer letter and mails it. An intern
 * whose end date has already come also gets student.completed in the same transaction: the
 * completion certificate and its mail follow at once. Returns the job ids to poll.
 */
export async function validateStudent(
  em: EntityManager,
  { studentId, adminId }: { studentId: number; adminId: number },
  now: Date = new Date(),
) {
  const jobs = await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    if (student.validated) throw conflict(ALREADY_VALIDATED);
    if (student.rejectedAt) throw conflict('rejectedCannotBeValidated');
    if (student.erasedAt) throw conflict(ERASED_CANNOT_BE_VALIDATED);
    student.validated = true;
    student.validatedAt = now;
    const subject = { type: 'student', id: student.id };
    return recordValidation(tx, 'student.validated', subject, { studentId: student.id }, `admin:${adminId}`, {
      endDate: student.endDate,
      now,
    });
  });
  return { jobs };
}
