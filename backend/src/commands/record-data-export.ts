import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/record-event.ts';

/**
 * An intern downloaded everything held about them: the fact of the access, for their own activity and
 * the audit trail (student.data-exported fans out to nothing; the data itself never enters an event).
 */
export async function recordDataExport(em: EntityManager, studentId: number): Promise<void> {
  await em.transactional(async (tx) => {
    recordEvent(tx, 'student.data-exported', { type: 'student', id: studentId }, { studentId }, `student:${studentId}`);
    await tx.flush();
  });
}
