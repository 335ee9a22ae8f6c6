import type { EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { conflict, unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * The signed-in intern asks for the link that proves their e-mail again ('Send the link again'):
 * records student.email-proof-requested, whose mail job makes a new link (voiding the earlier ones)
 * and mails it to the account's own address. Nothing is recorded for an address proven already, nor
 * for one whose owner said the registration is not theirs (409: the intern must have it corrected).
 */
export async function requestEmailProof(
  em: EntityManager,
  studentId: number,
): Promise<{ status: 'requested' | 'proven' }> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(
      Student,
      { id: studentId },
      { fields: ['id', 'emailVerifiedAt', 'emailDisownedAt', 'erasedAt'] },
    );
    if (!student || student.erasedAt) throw unauthorized();
    if (student.emailVerifiedAt) return { status: 'proven' as const };
    // The address owner said this registration is not theirs: no link, no mail, until an admin corrects the e-mail.
    if (student.emailDisownedAt) throw conflict('emailDisowned');
    recordEvent(
      tx,
      'student.email-proof-requested',
      { type: 'student', id: student.id },
      { studentId: student.id },
      `student:${student.id}`,
    );
    await tx.flush();
    return { status: 'requested' as const };
  });
}
