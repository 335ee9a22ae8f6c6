import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

export const NO_REFERRAL_CODE = 'This student has no refer code.';

/**
 * An admin clears the referral code a student enrolled with, so the referrer is not paid for them;
 * student.referral-cleared keeps the old code in the audit trail.
 */
export async function clearStudentReferral(em: EntityManager, studentId: number, adminId: number) {
  await em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    if (!student.referralCode) throw conflict(NO_REFERRAL_CODE);
    const code = student.referralCode;
    student.referralCode = null;
    recordEvent(tx, 'student.referral-cleared', { type: 'student', id: student.id }, { studentId: student.id, code }, `admin:${adminId}`);
    await tx.flush();
  });
}
