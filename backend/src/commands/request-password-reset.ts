import type { EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

/**
 * 'Forgot password?': when an intern account has this e-mail (already lower-cased), records
 * student.password-reset-requested, whose mail job makes the link. An unknown e-mail, or an admin's
 * (admins are reset by another admin or the CLI, never by a mailed link that would skip their second
 * factor), changes nothing. Both paths run the same transaction and look-up, so neither the answer
 * nor its time tells which e-mails have accounts.
 */
export async function requestPasswordReset(em: EntityManager, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { email }, { fields: ['id'] });
    if (student) {
      recordEvent(
        tx,
        'student.password-reset-requested',
        { type: 'student', id: student.id },
        { studentId: student.id, adminId: null },
        'visitor',
      );
    }
    await tx.flush();
  });
}

/** An admin sends an intern a reset link (the intern's mail says an admin sent it). */
export async function sendPasswordReset(em: EntityManager, studentId: number, adminId: number) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { fields: ['id'] });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    const event = recordEvent(
      tx,
      'student.password-reset-requested',
      { type: 'student', id: student.id },
      { studentId: student.id, adminId },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { jobs: jobIdsForEvent(event.id, 'student.password-reset-requested') };
  });
}
