import type { EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * The signed-in intern asks for the link that proves their e-mail again ('Send the link again'):
 * records student.email-proof-requested, whose mail job makes a new link (voiding the earlier ones)
 * and mails it to the account's own address. Nothing is recorded for an address proven already.
 */
export async function requestEmailProof(em: EntityManager, studentId: number): Promise<{ status: 'requested' | 'proven' }> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { fields: ['id', 'emailVerifiedAt', 'erasedAt'] });
    if (!student || student.erasedAt) throw unauthorized();
    if (student.emailVerifiedAt) return { status: 'proven' as const };
    recordEvent(tx, 'student.email-proof-requested', { type: 'student', id: student.id }, { studentId: student.id }, `student:${student.id}`);
    await tx.flush();
    return { status: 'requested' as const };
  });
}
