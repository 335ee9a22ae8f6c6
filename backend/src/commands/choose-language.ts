import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from 'shared/locales';
import { Student } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * The signed-in intern chooses the language they read (docs/I18N.md): their mails and documents are
 * written in it from now on, and the site switches to it wherever they sign in. A change records
 * student.language-chosen (the audit trail); choosing the language already kept changes nothing.
 */
export async function chooseLanguage(
  em: EntityManager,
  input: { studentId: number; language: Locale },
): Promise<{ language: Locale }> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(
      Student,
      { id: input.studentId },
      { fields: ['id', 'language', 'erasedAt'], lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!student || student.erasedAt) throw unauthorized();
    if (student.language === input.language) return { language: student.language };
    const from = student.language;
    student.language = input.language;
    recordEvent(
      tx,
      'student.language-chosen',
      { type: 'student', id: student.id },
      { studentId: student.id, from, to: input.language },
      `student:${student.id}`,
    );
    await tx.flush();
    return { language: input.language };
  });
}
