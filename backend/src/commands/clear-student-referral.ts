import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

/**
 * An admin clears the referral code a student enrolled with, so the referrer is not paid for them;
 * student.referral-cleared keeps the old code in the audit trail. Clearing a code that is already
 * clear (a second click, a retried request) is a success that changes and records nothing, as the
 * original's admin saw it. Answers whether this call cleared a code.
 */
export async function clearStudentReferral(
  em: EntityManager,
  { studentId, adminId }: { studentId: number; adminId: number },
): Promise<{ cleared: boolean }> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    const code = student.referralCode;
    if (!code) return { cleared: false };
    student.referralCode = null;
    recordEvent(
      tx,
      'student.referral-cleared',
      { type: 'student', id: student.id },
      { studentId: student.id, code },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { cleared: true };
  });
}
